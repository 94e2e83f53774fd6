/**
 * Explore (/explore): filters in the URL, the list and the map pins agreeing (numbered for a ranking), the
 * architect typeahead, the yardage slider's bounds, and the 'explore' tutorial remembered once
 * dismissed: for a visitor in that browser, for a golfer on the server (a new browser keeps it away). Looks in light, dark and 390 px, with axe.
 */
import type { Page } from '@playwright/test';
import { createCourse, currentUser, E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { signInThroughDialog } from './support/sign-in';
import { openSignedIn } from './support/session';

const pins = (page: Page) => page.getByTestId('courses-map').getAttribute('data-rendered-list-pins').then(Number);
const results = (page: Page) => page.getByTestId('explore-results').getByTestId('course-list-item');

test('two filters narrow the list, and the map shows the same courses (top courses: plain pins, not numbered)', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Every course (the seed's 532, and any other test added).
  const all = ((await (await request.get('/api/courses?pageSize=1')).json()).data as { total: number }).total;
  await page.goto('/explore');
  const screen = page.getByTestId('screen-explore');
  await expect(results(page)).toHaveCount(20);
  await expect(screen.getByTestId('explore-count')).toContainText(`Top 20 of ${all.toLocaleString('en')} courses`);
  await expect.poll(() => pins(page), { timeout: 30_000 }).toBe(20);

  await screen.getByTestId('explore-continent').selectOption('EUROPE');
  await screen.getByTestId('explore-membership').selectOption('PUBLIC');
  await expect(page).toHaveURL(/continent=EUROPE/);
  await expect(page).toHaveURL(/membership=PUBLIC/);
  // The same question asked of the API directly: the list shows its answer, in its order.
  const api = (await (await request.get('/api/courses?continent=EUROPE&membership=PUBLIC&sort=prominence&pageSize=20')).json()).data as { total: number; items: { _id: string }[] };
  expect(api.total).toBeGreaterThan(0);
  await expect(screen.getByTestId('explore-count')).toContainText(`of ${api.total.toLocaleString('en')} courses`);
  await expect.poll(() => results(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-course-id')))).toEqual(api.items.map((c) => c._id));
  await expect.poll(() => pins(page), { timeout: 30_000 }).toBe(api.items.length);

  // A shared link opens on the same view; Clear goes back to the world.
  await page.goto(page.url());
  await expect(screen.getByTestId('explore-continent')).toHaveValue('EUROPE');
  await expect(screen.getByTestId('explore-count')).toContainText(`of ${api.total.toLocaleString('en')} courses`);
  await screen.getByTestId('explore-clear').click();
  await expect(screen.getByTestId('explore-count')).toContainText(`of ${all.toLocaleString('en')} courses`);
});

/** Where the uncovered part of the map is centred, once the map is idle. */
const mapCenter = async (page: Page) => {
  const [lng, lat] = ((await page.getByTestId('courses-map').getAttribute('data-center')) ?? '0,0').split(',').map(Number);
  return { lng: lng!, lat: lat! };
};
/** Whether the map is centred within `km` of a place (an equirectangular distance is enough here). */
const centredNear = async (page: Page, place: { lng: number; lat: number }, km: number) => {
  const c = await mapCenter(page);
  const x = (c.lng - place.lng) * Math.cos((place.lat * Math.PI) / 180) * 111.32;
  const y = (c.lat - place.lat) * 110.57;
  return Math.hypot(x, y) < km;
};

test('the map refits on every change of the filters, Back and Forward included', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The courses each country's filter shows, as the API answers it: the map must end up among them.
  const middleOf = async (country: string) => {
    const items = ((await (await request.get(`/api/courses?country=${encodeURIComponent(country)}&sort=prominence&pageSize=20`)).json()).data as { items: { location: { lat: number; lng: number } }[] }).items;
    const lats = items.map((c) => c.location.lat);
    const lngs = items.map((c) => c.location.lng);
    return { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
  };
  const scotland = await middleOf('Scotland');
  const ireland = await middleOf('Ireland');
  await page.goto('/explore');
  const screen = page.getByTestId('screen-explore');
  await expect(results(page)).toHaveCount(20);

  await screen.getByTestId('explore-country').selectOption('Scotland');
  await expect.poll(() => centredNear(page, scotland, 150), { timeout: 30_000, message: 'the map fits Scotland' }).toBe(true);
  await screen.getByTestId('explore-country').selectOption('Ireland');
  await expect.poll(() => centredNear(page, ireland, 150), { timeout: 30_000, message: 'the map fits Ireland' }).toBe(true);
  await page.goBack();
  await expect(screen.getByTestId('explore-country')).toHaveValue('Scotland');
  await expect.poll(() => centredNear(page, scotland, 150), { timeout: 30_000, message: 'Back fits Scotland again' }).toBe(true);
  await page.goForward();
  await expect(screen.getByTestId('explore-country')).toHaveValue('Ireland');
  await expect.poll(() => centredNear(page, ireland, 150), { timeout: 30_000, message: 'Forward fits Ireland again' }).toBe(true);
});

test('an architect from the typeahead, and a yardage slider bounded by the courses left', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The seed has no yardages: an admin adds three courses by one (unique) architect that do.
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  await currentUser(request, admin);
  const architect = `Zed Yardley ${Date.now().toString(36)}`;
  for (const [i, yards] of [6200, 6650, 7100].entries()) {
    await createCourse(request, admin, {
      club_name: `E2E Explore Links ${i + 1}`, architects: [architect], total_yardage: yards, club_membership: 'PUBLIC', continent: 'EUROPE',
      location: { lat: 56 + i / 10, lng: -3 }, address: { country: 'Scotland' },
    });
  }

  await page.goto('/explore');
  const screen = page.getByTestId('screen-explore');
  await screen.getByTestId('explore-architect-input').fill(architect.slice(0, 8));
  await screen.getByTestId('explore-architects').getByRole('button', { name: new RegExp(`^${architect}`) }).click();
  await expect(screen.getByTestId('explore-architect-chosen')).toContainText(architect);
  await expect(page).toHaveURL(/architect=Zed/);
  await expect(screen.getByTestId('explore-count')).toContainText('Top 3 of 3 courses');
  await expect.poll(() => pins(page), { timeout: 30_000 }).toBe(3);
  await expect(screen.getByTestId('explore-yardage-text')).toHaveText('6,200–7,100 yd');

  // The lower thumb up by the keyboard, past 6,650: one course is left.
  const low = screen.getByTestId('explore-yardage').getByRole('slider').first();
  const text = screen.getByTestId('explore-yardage-text');
  // One step (50 yd) at a time, each applied before the next (every step is a new search).
  for (let yards = 6250; yards <= 6700; yards += 50) {
    await low.focus();
    await page.keyboard.press('ArrowRight');
    await expect(text).toHaveText(`${yards.toLocaleString('en')}–7,100 yd`);
    await expect(page).toHaveURL(new RegExp(`yardageMin=${yards}`));
  }
  await expect(page).toHaveURL(/yardageMin=6700/);
  await expect(screen.getByTestId('explore-count')).toContainText('Top 1 of 1 courses');
  await expect(results(page)).toHaveText([/E2E Explore Links 3/]);
  await expect.poll(() => pins(page), { timeout: 30_000 }).toBe(1);
});

test("the 'explore' tutorial shows a visitor on a first visit and stays dismissed in that browser", async ({ page }) => {
  await page.goto('/explore');
  const tips = page.getByTestId('explore-tutorial');
  await expect(tips).toContainText("Explore the world's courses");
  await tips.getByTestId('explore-tutorial-done').click();
  await expect(tips).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('tpl.tutorial.explore.visitor'))).toBe('done');
  await page.reload();
  await expect(page.getByTestId('explore-results').getByTestId('course-list-item').first()).toBeVisible();
  await expect(page.getByTestId('explore-tutorial')).toHaveCount(0);
});

test("a golfer who dismisses the 'explore' tutorial does not see it again in another browser", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const golfer = await newGolfer(request, 'explore-tutorial');
  const tutorials = async () => ((await (await request.get('/api/user/tutorials', { headers: { Authorization: `Bearer ${golfer.account.idToken}` } })).json())
    .data.tutorials as { name: string }[]).map((t) => t.name);
  await openSignedIn(page, golfer.account, '/explore');
  const tips = page.getByTestId('explore-tutorial');
  await expect(tips).toBeVisible();
  await tips.getByRole('button', { name: 'Dismiss the Explore tips' }).click();
  await expect(tips).toBeHidden();
  await expect.poll(tutorials, { message: 'the dismissal reached the server' }).toEqual(['explore']);

  // A new browser (no localStorage): the same golfer signs in and the server says it was seen.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await other.goto('/explore');
    await expect(other.getByTestId('explore-tutorial')).toBeVisible();
    const answered = other.waitForResponse((r) => r.url().endsWith('/api/user/tutorials') && r.request().method() === 'GET' && r.ok());
    await signInThroughDialog(other, golfer.account);
    await answered;
    await expect(other.getByTestId('explore-results').getByTestId('course-list-item').first()).toBeVisible();
    await expect(other.getByTestId('explore-tutorial')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('Explore: light, dark and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/explore?continent=EUROPE');
  await expect(results(page).first()).toBeVisible();
  await inEachLook(page, async (look) => {
    await expect.poll(() => pins(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await snap(page, `explore-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="screen-explore"]'] });
    expect(describeFindings(`Explore (${look})`, findings)).toEqual([]);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
