/**
 * The ranking flow as a golfer goes through it (tests/browser/ranking.spec.ts): a golfer account
 * with lists set up through the real API, and a fake golfer who answers the rank dialog from a fixed
 * true order ("How was it?" by the bucket it knows, each head-to-head by which course it ranks
 * higher), counting the questions it was asked.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ItemPlaces } from '../../../src/shared/contracts/list-items.contract';
import type { ListDetail } from '../../../src/shared/contracts/lists.contract';
import type { RankBucket } from '../../../src/shared/domain/ranking/buckets';
import type { Golfer } from './accounts';

export { newGolfer, type Golfer } from './accounts';


const auth = (g: Golfer) => ({ Authorization: `Bearer ${g.account.idToken}` });

/** A write to the app's API as the golfer; the status must be `status`. */
export async function asGolfer<T>(request: APIRequestContext, g: Golfer, path: string, data: unknown, status = 200): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: auth(g), data });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

export const createList = (request: APIRequestContext, g: Golfer, name: string, type: string, kind: 'course' | 'hole' = 'course') =>
  asGolfer<ListDetail>(request, g, '/lists', { name, kind, type }, 201);

export const addItem = (request: APIRequestContext, g: Golfer, listId: string, item: { course: string; bucket?: RankBucket; holeNumber?: number }) =>
  asGolfer<ItemPlaces>(request, g, `/lists/${listId}/add-item`, { listItem: item }, 201);

export const markPlayed = (request: APIRequestContext, g: Golfer, courseId: string) =>
  asGolfer(request, g, '/lists/preset/courses-played/add', { courseId }, 201);

/** GET /api/lists/{id} with the golfer's token. */
export async function listOf(request: APIRequestContext, g: Golfer, listId: string): Promise<ListDetail> {
  const res = await request.get(`/api/lists/${listId}`, { headers: auth(g) });
  expect(res.ok(), `GET /api/lists/${listId}`).toBe(true);
  return ((await res.json()) as { data: ListDetail }).data;
}

/** The golfer's course lists (My Lie first). */
export async function courseListsOf(request: APIRequestContext, g: Golfer): Promise<{ _id: string; name: string; type: string }[]> {
  const res = await request.get(`/api/lists/user/${g.id}/all`, { headers: auth(g) });
  return ((await res.json()) as { data: { _id: string; name: string; type: string }[] }).data;
}

/** The first `n` courses of the catalogue (most notable first): id and name. */
export async function someCourses(request: APIRequestContext, n: number): Promise<{ _id: string; club_name: string }[]> {
  const res = await request.get('/api/courses', { params: { pageSize: n } });
  const courses = ((await res.json()) as { data: { items: { _id: string; club_name: string }[] } }).data.items;
  expect(courses.length).toBe(n);
  return courses;
}

/** The most questions a placement among n items may take: ceil(log2(n + 1)). */
export const maxQuestionsFor = (n: number) => Math.ceil(Math.log2(n + 1));

export type Reply = 'new-better' | 'existing-better' | 'too-close';

/**
 * Answers the open rank dialog as a golfer who knows `bucket` and how the new course compares with
 * each one it is shown (`compare(existingTitle)`), until the dialog saves and closes. Answers the
 * number of head-to-head questions asked, and each question's "of at most m".
 */
export async function answerRankDialog(page: Page, opts: {
  bucket: RankBucket | null;
  compare: (existingTitle: string) => Reply;
  titles: readonly string[];
}): Promise<{ questions: number; atMost: number[] }> {
  const dialog = page.getByTestId('rank-dialog');
  await expect(dialog).toBeVisible();
  if (opts.bucket) {
    await expect(dialog).toHaveAttribute('data-step', 'sentiment');
    await dialog.getByTestId(`rank-sentiment-${opts.bucket}`).click();
  }
  let questions = 0;
  const atMost: number[] = [];
  // Read in one go: the dialog may leave between two separate reads (and a locator would wait for it).
  const state = () => page.evaluate(() => {
    const d = document.querySelector('[data-testid="rank-dialog"]');
    if (!d) return { step: 'closed', progress: '', existing: '' };
    const text = (id: string) => d.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    return { step: d.getAttribute('data-step') ?? '', progress: text('rank-progress'), existing: text('rank-choice-existing') };
  });
  for (;;) {
    // The next state: another question, or saved and closed.
    let now = await state();
    await expect.poll(async () => {
      now = await state();
      if (now.step !== 'compare') return now.step;
      return now.progress.startsWith(`Question ${questions + 1} `) ? 'compare' : 'waiting';
    }, { message: `rank dialog after ${questions} answers` }).toMatch(/^(compare|closed|failed|broken)$/);
    if (now.step === 'closed') break;
    if (now.step !== 'compare') throw new Error(`the rank dialog stopped at ${now.step}: ${await dialog.textContent()}`);
    atMost.push(Number(/of (?:at most )?(\d+)/.exec(now.progress)?.[1]));
    const existing = opts.titles.filter((t) => now.existing.includes(t)).sort((a, b) => b.length - a.length)[0];
    if (!existing) throw new Error(`no known title in "${now.existing}"`);
    const reply = opts.compare(existing);
    questions++;
    if (reply === 'too-close') await dialog.getByTestId('rank-too-close').click();
    else await dialog.getByTestId(reply === 'new-better' ? 'rank-choice-new' : 'rank-choice-existing').click();
  }
  return { questions, atMost };
}

/** Opens "Rank it" from the course page (or card) `scope` and waits for the chooser's lists. */
export async function openChooser(page: Page, scope = page.getByTestId('course-detail')) {
  await scope.getByTestId('action-rank').click();
  const chooser = page.getByTestId('rank-chooser');
  await expect(chooser.getByTestId('rank-choices-my-lie')).toBeVisible();
  return chooser;
}
