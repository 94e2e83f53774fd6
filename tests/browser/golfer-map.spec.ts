/**
 * Issue 11, items 4 and 5: the played checklist (tick many courses, save them in one batch with a
 * year) and the map that shows your golf (ringed pins, the map key's legend, and the Show filter
 * over the map, issue 34: played, not yet played, wishlist, all).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { MAP_ID } from '../../src/map/map-constants';
import { currentUser, emulatorAccount, uniqueEmail, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, snap } from './support/screens';
import { MapDriver } from './support/map-driver';
import { openSignedIn } from './support/session';

const NARROW = { width: 390, height: 844 };

interface PlayedEntry { courseId: string; dateAdded: string; datePrecision: string }

async function playedEntries(request: APIRequestContext, account: Account): Promise<PlayedEntry[]> {
  const res = await request.get('/api/user/courses-played', { headers: { Authorization: `Bearer ${account.idToken}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: PlayedEntry[] }).data;
}

const mapAttr = (page: Page, name: string) => page.getByTestId(MAP_ID).getAttribute(`data-${name}`).then(Number);

/** Chooses in the Show chip over the map (features/map-filters) and waits for the chip to say so. */
async function chooseShow(page: Page, label: string, choice: string): Promise<void> {
  const trigger = page.getByTestId('chip-show').locator('[aria-haspopup="menu"]');
  await trigger.click();
  await page.getByTestId(`option-show-${choice}`).click();
  await expect(trigger).toHaveText(label);
}

const shownCount = (page: Page) => page.getByTestId('map-courses-count');

test('a golfer ticks ten courses in the checklist and sees ten played pins on the map', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await emulatorAccount(request, uniqueEmail('checklist'));
  await openSignedIn(page, account, '/');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-checklist').click();
  const panel = page.getByTestId('screen-checklist');
  await expect(panel.getByTestId('checklist-row').first()).toBeVisible();
  await panel.getByTestId('checklist-country').selectOption('Scotland');
  await panel.getByTestId('checklist-region').selectOption('Fife');
  await expect(page).toHaveURL(/\/checklist\?country=Scotland&region=Fife$/);
  const rows = panel.getByTestId('checklist-row');
  // The seed's twelve, and any Fife course another spec made before this one (course-facts makes one).
  const inFife = ((await (await request.get('/api/courses?country=Scotland&province=Fife&pageSize=1')).json()) as { data: { total: number } }).data.total;
  expect(inFife).toBeGreaterThanOrEqual(12);
  await expect(rows).toHaveCount(inFife);

  const save = panel.getByTestId('checklist-save');
  const ticked: string[] = [];
  for (let i = 0; i < 10; i++) {
    const row = rows.nth(i);
    await row.getByTestId('checklist-name').click();
    await expect(row.getByRole('checkbox')).toBeChecked();
    ticked.push((await row.getAttribute('data-course-id'))!);
  }
  // Unticking one and ticking it again leaves ten pending changes, not eleven.
  await rows.nth(3).getByTestId('checklist-name').click();
  await expect(save).toHaveText('Save 9 changes');
  await rows.nth(3).getByTestId('checklist-name').click();
  await expect(save).toHaveText('Save 10 changes');
  await panel.getByTestId('checklist-year').fill('20x9');
  await expect(save).toBeDisabled();
  await expect(panel.getByText('Year played must be a year such as 2019.')).toBeVisible();
  await panel.getByTestId('checklist-year').fill('1849');
  await expect(panel.getByText('Year played must not be before 1850.')).toBeVisible();
  await panel.getByTestId('checklist-year').fill('2019');
  await snap(page, 'checklist-light');
  expect(describeFindings('checklist', await axeFindings(page, { include: ['[data-testid="screen-checklist"]'] }))).toEqual([]);
  await save.click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Saved: 10 ticked, 0 unticked.' })).toBeVisible();
  await expect(save).toHaveText('No changes');

  const entries = await playedEntries(request, account);
  expect(entries.map((e) => e.courseId).sort()).toEqual([...ticked].sort());
  expect(new Set(entries.map((e) => `${e.dateAdded}/${e.datePrecision}`))).toEqual(new Set(['2019-01-01/year']));

  // The map: only the golfer's played courses (only=played), fitted to all ten of them.
  await page.getByTestId('screen-checklist').getByRole('button', { name: 'Close' }).click();
  await chooseShow(page, 'Played', 'played');
  await expect(page).toHaveURL(/\/\?only=played$/);
  await expect(shownCount(page)).toHaveText('10 courses', { timeout: 30_000 });
  await expect.poll(async () => (await mapAttr(page, 'rendered-courses')) + (await mapAttr(page, 'rendered-in-clusters')), { timeout: 30_000 }).toBe(10);
  await snap(page, 'map-filter-played-light');
  // Every pin on screen is one of the played courses.
  await expect.poll(async () => (await mapAttr(page, 'rendered-courses')) === (await mapAttr(page, 'rendered-played'))).toBe(true);

  // Not yet played: the server leaves the played courses out (clusters count the rest); no played pin is drawn.
  const hiding = page.waitForResponse((r) => /\/api\/bounded-courses\?.*hide=played/.test(r.url()) && r.status() === 200);
  await chooseShow(page, 'Not yet played', 'unplayed');
  await hiding;
  await expect.poll(() => mapAttr(page, 'rendered-played')).toBe(0);
  // Zoomed out a little, the viewport's other courses show, none of them played.
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => (await mapAttr(page, 'rendered-courses')) + (await mapAttr(page, 'rendered-clusters')), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(await mapAttr(page, 'rendered-played')).toBe(0);
  await snap(page, 'map-filter-unplayed-light');

  // All: the played courses are back, ringed.
  await chooseShow(page, 'Show', 'all');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => mapAttr(page, 'rendered-played'), { timeout: 30_000 }).toBeGreaterThan(0);

  await page.emulateMedia({ colorScheme: 'dark' });
  // The dark style replaces the light one; the golfer's rings come back with the pins.
  await expect.poll(() => mapAttr(page, 'rendered-played'), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByTestId('map-key').getByRole('button').click();
  await snap(page, 'map-key-dark');
  await page.keyboard.press('Escape');
  await page.goto('/checklist?country=Scotland&region=Fife');
  await expect(page.getByTestId('checklist-row').first().getByRole('checkbox')).toBeChecked();
  await expect.poll(() => mapAttr(page, 'rendered-played'), { timeout: 30_000 }).toBeGreaterThan(0);
  await snap(page, 'checklist-dark');
});

test('under "played", a cluster of your courses opens up when clicked', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await emulatorAccount(request, uniqueEmail('own-clusters'));
  await currentUser(request, account);
  const fife = ((await (await request.get('/api/courses?country=Scotland&province=Fife&pageSize=100')).json()) as {
    data: { items: { _id: string; club_name: string; location: { lat: number; lng: number } }[] };
  }).data.items.filter((c) => c.club_name.startsWith('St Andrews Links') || c.club_name === 'The Old Course at St Andrews');
  expect(fife.length).toBeGreaterThanOrEqual(4);
  const res = await request.post('/api/user/courses-played/batch', {
    headers: { Authorization: `Bearer ${account.idToken}` },
    data: { add: fife.map((c) => ({ courseId: c._id })) },
  });
  expect(res.ok(), await res.text()).toBe(true);

  const driver = new MapDriver(page);
  await driver.intercept();
  await openSignedIn(page, account, '/');
  await chooseShow(page, 'Played', 'played');
  await expect(shownCount(page)).toHaveText(`${fife.length} courses`, { timeout: 30_000 });
  // Drawn: the map holds only them, as pins or inside bubbles.
  await expect.poll(async () => (await mapAttr(page, 'rendered-courses')) + (await mapAttr(page, 'rendered-in-clusters')), { timeout: 30_000 }).toBe(fife.length);

  // Zoomed out, St Andrews' courses are one cluster of the golfer's own (the server's, under only=played).
  for (let i = 0; i < 6 && (await mapAttr(page, 'rendered-courses')) > 0; i++) {
    const asked = driver.answers.length;
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => driver.answers.length, { timeout: 15_000 }).toBeGreaterThan(asked);
    await expect.poll(async () => Math.abs((await mapAttr(page, 'zoom')) - (await driver.camera()).zoom), { timeout: 15_000 }).toBeLessThan(0.05);
  }
  expect(await mapAttr(page, 'rendered-courses')).toBe(0);
  expect(await mapAttr(page, 'rendered-clusters')).toBe(1);
  const zoomBefore = await mapAttr(page, 'zoom');

  const centre = {
    lng: fife.reduce((t, c) => t + c.location.lng, 0) / fife.length,
    lat: fife.reduce((t, c) => t + c.location.lat, 0) / fife.length,
  };
  const [spot] = await driver.onScreen([centre]);
  expect(spot, 'the cluster is on screen').toBeDefined();
  await page.mouse.click(spot!.x, spot!.y);
  await expect.poll(() => mapAttr(page, 'zoom'), { timeout: 15_000 }).toBeGreaterThan(zoomBefore + 0.5);
  await expect.poll(async () => (await mapAttr(page, 'rendered-courses')) + (await mapAttr(page, 'rendered-in-clusters'))).toBe(fife.length);
  await expect.poll(() => mapAttr(page, 'rendered-courses')).toBeGreaterThan(0);

  // Wishlist: only the courses of the golfer's wishlists (none played here), wherever they are.
  const pebble = ((await (await request.get('/api/search', { params: { terms: 'Pebble Beach Golf Links', limit: 1 } })).json()) as { data: { _id: string }[] }).data[0]!._id;
  const created = await request.post('/api/user/new-wishlist', { headers: { Authorization: `Bearer ${account.idToken}` }, data: { name: 'California', course: pebble } });
  expect(created.status()).toBe(201);
  await page.reload();
  await chooseShow(page, 'Wishlist', 'wishlist');
  await expect(page).toHaveURL(/\/\?only=wishlist$/);
  await expect(shownCount(page)).toHaveText('1 course', { timeout: 30_000 });
  await expect.poll(() => mapAttr(page, 'rendered-courses'), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => mapAttr(page, 'rendered-played')).toBe(0);
  await snap(page, 'map-filter-wishlist-light');
});

test('on a phone the checklist and the map key fit the screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: NARROW });
  const page = await context.newPage();
  const account = await emulatorAccount(context.request, uniqueEmail('checklist-phone'));
  await openSignedIn(page, account, '/');
  await page.goto('/checklist');
  await expect(page.getByTestId('checklist-row').first()).toBeVisible();
  const box = await page.getByTestId('checklist-save-bar').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW.width);
  await snap(page, 'checklist-390');
  await page.goto('/');
  await page.getByTestId('map-key').getByRole('button').click();
  await expect(page.getByText('Your golf (ring)')).toBeInViewport();
  await snap(page, 'map-key-390');
  await page.keyboard.press('Escape');
  // The Show filter is in the phone's filter sheet.
  await page.getByTestId('filters-button').click();
  await expect(page.getByTestId('sheet-show-played')).toBeVisible();
  await context.close();
});

test('signed out, the map key explains the pins and there is no Show filter', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('map-key').getByRole('button').click();
  await expect(page.getByText('Sign in to see the courses you played and saved on the map.')).toBeVisible();
  await expect(page.getByTestId('chip-show')).toHaveCount(0);
  await expect(page.getByText('Public', { exact: true })).toBeVisible();
});
