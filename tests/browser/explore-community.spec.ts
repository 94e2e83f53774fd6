/**
 * Explore's community rankings (issue 13): three golfers rank four new courses in public Most fun
 * lists through the real API; the server's job adds them up; Explore shows that ranking under two
 * filters with the list and the numbered map pins agreeing with the API, and the course page shows
 * the course's community score. Looks in light, dark and 390 px, with axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createCourse, currentUser, E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addItem, createList } from './support/rank-driver';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';

const pins = (page: Page) => page.getByTestId('courses-map').getAttribute('data-rendered-list-pins').then(Number);
const results = (page: Page) => page.getByTestId('explore-results').getByTestId('course-list-item');
const shownIds = (page: Page) => results(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-course-id')));

interface Ranked { items: { course: { _id: string; club_name: string }; rank: number; score: number; golfers: number }[]; total: number }

/**
 * Four courses by one new architect (two in Scotland, one in England, one in Japan), ranked by
 * three golfers; answers the architect and the courses, best first by every golfer's order.
 */
async function communityOfFour(request: APIRequestContext, tag: string) {
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  await currentUser(request, admin);
  const architect = `Quill Fairway ${tag}`;
  const spots = [
    { country: 'Scotland', continent: 'EUROPE', lat: 56.3, lng: -2.8 },
    { country: 'Scotland', continent: 'EUROPE', lat: 57.1, lng: -2.1 },
    { country: 'England', continent: 'EUROPE', lat: 51.4, lng: -0.6 },
    { country: 'Japan', continent: 'ASIA', lat: 35.3, lng: 139.4 },
  ] as const;
  const courses = [];
  for (const [i, s] of spots.entries()) {
    courses.push(await createCourse(request, admin, {
      club_name: `E2E Community Links ${tag} ${i + 1}`, architects: [architect], club_membership: 'PUBLIC', continent: s.continent,
      location: { lat: s.lat, lng: s.lng }, address: { country: s.country },
    }));
  }
  const orders = [[0, 1, 2, 3], [0, 2, 1, 3], [1, 0, 2, 3]];
  for (const [g, order] of orders.entries()) {
    const golfer = await newGolfer(request, `community-${tag}-${g}`);
    const list = await createList(request, golfer, 'Most fun', 'most_fun');
    for (const i of order) await addItem(request, golfer, list._id, { course: courses[i]!._id, bucket: 'loved' });
  }
  return { architect, courses };
}

async function mostFun(request: APIRequestContext, query: string): Promise<Ranked> {
  return ((await (await request.get(`/api/lists/preset?type=most_fun&${query}`)).json()) as { data: Ranked }).data;
}

test('a community ranking with two filters: the list and the map agree with the API, and the course page shows the score', async ({ page, request }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const { architect, courses } = await communityOfFour(request, tag);
  const query = `architect=${encodeURIComponent(architect)}`;
  // The job recomputes a second after the last change.
  await expect.poll(async () => (await mostFun(request, query)).total, { timeout: 30_000 }).toBe(4);

  await page.goto('/explore');
  const screen = page.getByTestId('screen-explore');
  await screen.getByTestId('explore-ranking').selectOption('most_fun');
  await expect(page).toHaveURL(/ranking=most_fun/);
  await screen.getByTestId('explore-architect-input').fill(architect.slice(0, 12));
  await screen.getByTestId('explore-architects').getByRole('button', { name: new RegExp(`^${architect}`) }).click();
  await screen.getByTestId('explore-continent').selectOption('EUROPE');
  await expect(page).toHaveURL(/continent=EUROPE/);

  // The API's answer to the same question: three European courses, the first golfers' favourite first.
  const api = await mostFun(request, `${query}&continent=EUROPE`);
  expect(api.items.map((i) => i.course._id)).toEqual([courses[0]!._id, courses[1]!._id, courses[2]!._id]);
  await expect(screen.getByTestId('explore-count')).toContainText('Most fun: 3 of 3 courses, ranked by at least 3 golfers each');
  await expect.poll(() => shownIds(page)).toEqual(api.items.map((i) => i.course._id));
  await expect(results(page).first()).toContainText(`${api.items[0]!.score.toFixed(1)} · 3 golfers`);
  await expect(screen.getByTestId('explore-built-from')).toContainText(/Built from \d+ lists? by \d+ golfers?/);
  await expect.poll(() => pins(page), { timeout: 30_000 }).toBe(3);

  // The filters stay when the view changes back to the top courses, and a shared link reopens the ranking.
  const url = page.url();
  await screen.getByTestId('explore-ranking').selectOption('');
  await expect(screen.getByTestId('explore-count')).toContainText('Top 3 of 3 courses');
  await page.goto(url);
  await expect(screen.getByTestId('explore-ranking')).toHaveValue('most_fun');
  await expect.poll(() => shownIds(page)).toEqual(api.items.map((i) => i.course._id));

  // The best of them, opened: its community score and place, linking back to the ranking.
  await results(page).first().getByRole('link').click();
  const detail = page.getByTestId('course-detail');
  const score = detail.getByTestId('community-score').filter({ hasText: 'in Most fun' });
  await expect(score).toContainText(`${api.items[0]!.score.toFixed(1)} in Most fun`);
  await expect(score).toContainText(/#\d+ of \d+ · 3 golfers/);
});

test('an empty community ranking says how a course gets in', async ({ page }) => {
  await page.goto('/explore?ranking=hole:strategic&architect=Nobody%20Designed%20This');
  const screen = page.getByTestId('screen-explore');
  await expect(screen.getByTestId('explore-count')).toContainText('No holes in the community\'s Strategic (holes) ranking under these filters yet.');
  await expect(screen.getByTestId('explore-community-empty')).toContainText('once 3 golfers have ranked it');
  await expect(screen.getByTestId('explore-community-empty').getByRole('link', { name: 'Rank the ones you played' })).toHaveAttribute('href', '/lists');
  await expect(results(page)).toHaveCount(0);
});

test('Explore community ranking: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(150_000);
  const tag = `looks${Date.now().toString(36)}`;
  const { architect, courses } = await communityOfFour(request, tag);
  await expect.poll(async () => (await mostFun(request, `architect=${encodeURIComponent(architect)}`)).total, { timeout: 30_000 }).toBe(4);
  await page.goto(`/explore?ranking=most_fun&architect=${encodeURIComponent(architect)}`);
  await expect(results(page)).toHaveCount(4);
  await inEachLook(page, async (look) => {
    await expect.poll(() => pins(page), { timeout: 30_000 }).toBe(4);
    await snap(page, `explore-community-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="screen-explore"]'] });
    expect(describeFindings(`Explore community (${look})`, findings)).toEqual([]);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }, { reopenOnPhone: true });

  await page.goto(`/courses/${courses[0]!._id}`);
  await expect(page.getByTestId('course-detail').getByTestId('community-score').first()).toBeVisible();
  await inEachLook(page, (look) => snap(page, `course-community-score-${look}`));
});
