/**
 * My Lie (/my-lie): a new golfer sees the first three steps; a golfer with played courses, a My
 * Lie ranking and a list of their own sees what they played by continent and country, the top of
 * their ranking and their lists, and can show their played courses on the map. Looks in light,
 * dark and 390 px, with axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { courseIdByName, newGolfer, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, LOOKS, snap } from './support/screens';
import { signInThroughDialog } from './support/sign-in';

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

async function openMyLie(page: Page, golfer: Golfer): Promise<void> {
  await page.goto('/my-lie');
  await signInThroughDialog(page, golfer.account);
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

  // One step done: the card says so and the step is ticked.
  await as(request, golfer, '/lists/preset/courses-played/add', { courseId: await courseIdByName(request, 'Pebble Beach Golf Links') });
  await page.reload();
  await expect(screen.getByTestId('first-steps')).toContainText('1 of 3 done');
  await expect(screen.getByTestId('first-step-played')).toHaveAttribute('data-done', 'true');
  await expect(screen.getByTestId('played-summary')).toHaveText('1 course in 1 country on 1 continent');
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
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('tpl.mapFilter'))).toBe('played');
  // The map draws the golfer's own played courses (all three), wherever they are.
  await expect.poll(() => page.getByTestId('courses-map').getAttribute('data-rendered-own').then(Number), { timeout: 30_000 }).toBeGreaterThan(0);
});

for (const { look, use } of LOOKS) {
  test.describe(look, () => {
    test.use(use);

    test(`My Lie (${look})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const golfer = await golferWithHistory(request, `my-lie-looks-${look}`);
      await openMyLie(page, golfer);
      await expect(page.getByTestId('my-ranking-item')).toHaveCount(2);
      await snap(page, `my-lie-${look}`);
      const findings = await axeFindings(page, { include: ['[data-testid="screen-my-lie"]'] });
      expect(describeFindings(`My Lie (${look})`, findings)).toEqual([]);
      if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
