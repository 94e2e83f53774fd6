/**
 * My Lie (/my-lie): a new golfer sees the first three steps, and once hidden they stay hidden in
 * another browser (the 'me' tutorial is remembered on the server); a golfer with played courses, a My
 * Lie ranking and a list of their own sees what they played by continent and country, the top of
 * their ranking and their lists, and can show their played courses on the map. A golfer with twelve
 * MacKenzie courses, three ranked, sees their Golf DNA, list completion, year in review and played
 * list. Looks in light, dark and 390 px, with axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { courseIdByName, newGolfer, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

const PLAYED: [name: string, bucket: 'loved' | 'fine'][] = [
  ['The Old Course at St Andrews', 'loved'],
  ['Kingsbarns Golf Links', 'loved'],
  ['Pebble Beach Golf Links', 'fine'],
];

async function as(request: APIRequestContext, golfer: Golfer, path: string, data: unknown): Promise<{ _id: string }> {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` }, data });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: { _id: string } }).data;
}

/** Plays three courses in two countries, ranks two of them in My Lie (which marks them played) and makes a list. */
async function golferWithHistory(request: APIRequestContext, who: string): Promise<Golfer> {
  const golfer = await newGolfer(request, who);
  const [oldCourse, kingsbarns, pebble] = await Promise.all(PLAYED.map(([name]) => courseIdByName(request, name)));
  await as(request, golfer, '/lists/preset/courses-played/add', { courseId: pebble });
  const myLie = await as(request, golfer, '/lists', { name: 'My Lie', kind: 'course', type: 'mylie' });
  await as(request, golfer, `/lists/${myLie._id}/add-item`, { listItem: { course: kingsbarns, bucket: 'loved' } });
  await as(request, golfer, `/lists/${myLie._id}/add-item`, { listItem: { course: oldCourse, bucket: 'loved' }, atIndex: 0 });
  await as(request, golfer, '/lists', { name: 'Cliff-top golf', kind: 'course', type: 'beauty' });
  return golfer;
}

/**
 * Plays twelve Alister MacKenzie courses (eleven in 2025, one without a date), ranks three in My Lie, and
 * follows a golfer who played three of them. Answers the golfer, the friend and MacKenzie's course count.
 */
async function golferWithDna(request: APIRequestContext, who: string): Promise<{ golfer: Golfer; friend: Golfer; macTotal: number }> {
  const res = await request.get('/api/courses', { params: { architect: 'Alister MacKenzie', pageSize: 50, sort: 'name' } });
  const page = ((await res.json()) as { data: { items: { _id: string }[]; total: number } }).data;
  const ids = page.items.map((c) => c._id).slice(0, 12);
  expect(ids).toHaveLength(12);
  const [golfer, friend] = await Promise.all([newGolfer(request, `${who}-golfer`), newGolfer(request, `${who}-friend`)]);
  const add = ids.map((courseId, i) => (i === 11 ? { courseId } : { courseId, dateAdded: `2025-${String(i + 1).padStart(2, '0')}-10` }));
  await as(request, golfer, '/user/courses-played/batch', { add, remove: [] });
  await as(request, friend, '/user/courses-played/batch', { add: ids.slice(0, 3).map((courseId) => ({ courseId })), remove: [] });
  const myLie = await as(request, golfer, '/lists', { name: 'My Lie', kind: 'course', type: 'mylie' });
  for (const course of ids.slice(0, 3)) await as(request, golfer, `/lists/${myLie._id}/add-item`, { listItem: { course, bucket: 'loved' } });
  await as(request, golfer, '/lists', { name: 'Sandbelt', kind: 'course', type: 'beauty' });
  await as(request, golfer, `/users/${friend.id}/follow`, undefined);
  return { golfer, friend, macTotal: page.total };
}

async function openMyLie(page: Page, golfer: Golfer): Promise<void> {
  await openSignedIn(page, golfer.account, '/my-lie');
  await expect(page.getByTestId('my-lie')).toBeVisible();
}

test('a new golfer sees the first three steps, none done, and what to do for each', async ({ page, request }) => {
  const golfer = await newGolfer(request, 'my-lie-new');
  await openMyLie(page, golfer);
  const screen = page.getByTestId('screen-my-lie');
  await expect(screen.getByTestId('played-summary')).toHaveText('No courses played yet');
  const steps = screen.getByTestId('first-steps');
  await expect(steps).toContainText('0 of 3 done');
  for (const id of ['played', 'ranked', 'list']) await expect(steps.getByTestId(`first-step-${id}`)).toHaveAttribute('data-done', 'false');
  await expect(steps.getByTestId('first-step-ranked')).toContainText('Press Rank it on the course');
  await expect(screen.getByTestId('my-lie-lists')).toContainText('No lists yet.');
  await expect(screen.getByTestId('played-by-country')).toHaveCount(0);
  // Empty states say what to do next.
  await expect(screen.getByTestId('golf-dna-empty')).toContainText('Play and rank a few more courses');
  await expect(screen.getByTestId('closest-golfers')).toContainText('Follow golfers from Community');
  await expect(screen.getByTestId('completion').getByTestId('completion-row')).toHaveCount(2);
  await expect(screen.getByTestId('completion-empty')).toBeVisible();
  await expect(screen.getByTestId('played-list')).toContainText('No courses played yet. Open a course on the map and press Played');
  await expect(screen.getByTestId('year-in-review')).toHaveCount(0);

  // One step done: the card says so and the step is ticked.
  await as(request, golfer, '/lists/preset/courses-played/add', { courseId: await courseIdByName(request, 'Pebble Beach Golf Links') });
  await page.reload();
  await expect(screen.getByTestId('first-steps')).toContainText('1 of 3 done');
  await expect(screen.getByTestId('first-step-played')).toHaveAttribute('data-done', 'true');
  await expect(screen.getByTestId('played-summary')).toHaveText('1 course in 1 country on 1 continent');
});

test("a golfer who hides the first steps (the 'me' tutorial) does not see them again in another browser", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const golfer = await newGolfer(request, 'my-lie-hide');
  const tutorials = async () => ((await (await request.get('/api/user/tutorials', { headers: { Authorization: `Bearer ${golfer.account.idToken}` } })).json())
    .data.tutorials as { name: string }[]).map((t) => t.name);
  await openMyLie(page, golfer);
  const steps = page.getByTestId('screen-my-lie').getByTestId('first-steps');
  await expect(steps).toContainText('0 of 3 done');
  await steps.getByTestId('first-steps-hide').click();
  await expect(steps).toHaveCount(0);
  await expect.poll(tutorials, { message: 'the dismissal reached the server' }).toEqual(['me']);

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    const answered = other.waitForResponse((r) => r.url().endsWith('/api/user/tutorials') && r.request().method() === 'GET' && r.ok());
    await openMyLie(other, golfer);
    await answered;
    await expect(other.getByTestId('screen-my-lie').getByTestId('played-summary')).toHaveText('No courses played yet');
    await expect(other.getByTestId('screen-my-lie').getByTestId('first-steps')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a golfer with history sees their golf by continent and country, their ranking and their lists', async ({ page, request }) => {
  test.setTimeout(120_000);
  const golfer = await golferWithHistory(request, 'my-lie-history');
  await openMyLie(page, golfer);
  const screen = page.getByTestId('screen-my-lie');
  await expect(screen.getByTestId('played-summary')).toHaveText('3 courses in 2 countries on 2 continents · 2 ranked');
  // Every step done: the tutorial steps aside.
  await expect(screen.getByTestId('first-steps')).toHaveCount(0);
  await expect(screen.getByTestId('played-by-continent').getByTestId('played-bar')).toHaveText([/^Europe\s*2$/, /^North America\s*1$/]);
  await expect(screen.getByTestId('played-by-country').getByTestId('played-bar').first()).toHaveAttribute('aria-label', 'Scotland: 2');
  const ranking = screen.getByTestId('my-ranking');
  await expect(ranking.getByTestId('my-ranking-item')).toHaveText([/^1\s*The Old Course at St Andrews\s*10\.0$/, /^2\s*Kingsbarns Golf Links\s*8\.4$/]);
  await ranking.getByRole('link', { name: 'All 2 in My Lie' }).click();
  await expect(page.getByTestId('screen-list').getByRole('heading', { name: 'My Lie' })).toBeVisible();

  await page.goBack();
  await expect(screen.getByTestId('my-lie-lists')).toContainText('Cliff-top golf');
  await screen.getByTestId('show-played-on-map').click();
  // The map filtered to the played courses (issue 34: a link, /?only=played), fitted to all three.
  await expect(page).toHaveURL(/\/\?only=played$/);
  await expect(page.getByTestId('chip-show').getByRole('button', { name: 'Show: Played' })).toBeVisible();
  await expect(page.getByTestId('map-courses-count')).toHaveText('3 courses', { timeout: 30_000 });
});

test('a golfer with played and ranked courses sees their Golf DNA, list completion, year in review and played list', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { golfer, friend, macTotal } = await golferWithDna(request, 'my-lie-dna');
  await openMyLie(page, golfer);
  const screen = page.getByTestId('screen-my-lie');
  const architect = screen.locator('[data-testid="dna-claim"][data-dimension="architect"]');
  await expect(architect).toContainText('Alister MacKenzie is your architect: 12 of your 12 courses are their designs, 3 of them loved.');
  await architect.getByRole('button', { name: 'Show the 12 courses' }).click();
  await expect(architect.getByTestId('dna-claim-courses').getByRole('link')).toHaveCount(12);
  await expect(screen.getByTestId('golf-dna')).toContainText('Links or parkland');

  const closest = screen.getByTestId('closest-golfer');
  await expect(closest).toHaveCount(1);
  await expect(closest).toContainText('3 shared courses');
  await expect(closest.getByRole('link')).toHaveAttribute('href', `/users/${friend.id}`);

  const completion = screen.getByTestId('completion');
  await expect(completion.getByRole('listitem', { name: `Alister MacKenzie: 12 of ${macTotal}` })).toBeVisible();
  await expect(completion.getByTestId('completion-row').first()).toHaveAttribute('aria-label', /^Notable courses: tier 1: \d+ of \d+$/);

  const review = screen.getByTestId('year-in-review');
  await expect(review).toContainText('2025 in review');
  await expect(review).toContainText('Courses played11');
  await expect(review.getByTestId('year-months').getByRole('listitem', { name: 'Jan: 1' })).toBeVisible();

  const played = screen.getByTestId('played-list');
  await expect(played.getByTestId('played-list-item')).toHaveCount(10);
  await expect(played.getByTestId('played-list-page')).toHaveText('Page 1 of 2');
  await played.getByRole('button', { name: 'Older' }).click();
  await expect(played.getByTestId('played-list-item')).toHaveCount(2);
  await played.getByTestId('played-list-item').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\//);
});

test('My Lie: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(150_000);
  const { golfer } = await golferWithDna(request, 'my-lie-looks');
  await openMyLie(page, golfer);
  await expect(page.getByTestId('my-ranking-item')).toHaveCount(3);
  await page.getByTestId('dna-claim').first().getByRole('button').click();
  await inEachLook(page, async (look) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, `my-lie-${look}`);
    await page.getByTestId('golf-dna').scrollIntoViewIfNeeded();
    await snap(page, `my-lie-dna-${look}`);
    await page.getByTestId('played-list').scrollIntoViewIfNeeded();
    await snap(page, `my-lie-completion-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="screen-my-lie"]'] });
    expect(describeFindings(`My Lie (${look})`, findings)).toEqual([]);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
