/**
 * Issue 34: filters on the map, with counts. Chips from the wide screen and the phone's sheet set
 * the URL (`/?membership=PUBLIC&holes=18`), the map asks GET /api/bounded-courses with them, and
 * every count shown is that answer's (`total` for "N courses", `facets` beside each option).
 * Reload keeps the filters, Back undoes them one at a time, the keyboard does everything.
 */
import type { Page } from '@playwright/test';
import { MAP_ID } from '../../src/map/map-constants';
import type { BoundedCourses } from '../../src/shared/contracts/bounded-courses.contract';
import { courseIdByName, emulatorAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

const FILTER_PARAMS = ['membership', 'type', 'holes', 'fee', 'continent', 'country', 'architect', 'yearMin', 'yearMax', 'yardageMin', 'yardageMax', 'only', 'hide'];

interface Answer { filters: string; data: BoundedCourses }

/** Every bounded-courses answer the page gets, with the filters it was asked for ("holes=18&membership=PUBLIC"). */
function recordAnswers(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on('response', async (r) => {
    if (!r.url().includes('/api/bounded-courses') || !r.ok()) return;
    const params = new URL(r.url()).searchParams;
    const filters = FILTER_PARAMS.filter((k) => params.has(k)).sort().map((k) => `${k}=${params.get(k)}`).join('&');
    try {
      answers.push({ filters, data: ((await r.json()) as { data: BoundedCourses }).data });
    } catch {
      // A page closed mid-answer.
    }
  });
  return answers;
}

const countText = (n: number) => (n === 0 ? 'No courses' : `${n.toLocaleString('en')} ${n === 1 ? 'course' : 'courses'}`);
const count = (page: Page) => page.getByTestId('map-courses-count');

/** Waits until the count shows the newest answer for `filters`, and returns that answer. */
async function shownAnswer(page: Page, answers: Answer[], filters: string): Promise<BoundedCourses> {
  let latest: BoundedCourses | undefined;
  await expect.poll(async () => {
    latest = answers.filter((a) => a.filters === filters).at(-1)?.data;
    return latest !== undefined && (await count(page).textContent()) === countText(latest.total);
  }, { timeout: 30_000, message: `the count shows the answer for "${filters}"` }).toBe(true);
  return latest!;
}

const chip = (page: Page, name: string) => page.getByTestId('map-toolbar').getByRole('button', { name, exact: true });

async function tick(page: Page, chipName: string, option: RegExp) {
  await chip(page, chipName).click();
  await page.getByRole('menuitemcheckbox', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('chips filter the map: counts from the answer, the URL, reload, Back and Forward, a card over it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const answers = recordAnswers(page);
  await page.goto('/');
  const world = await shownAnswer(page, answers, '');

  // Access: each option shows the facet's count; Public narrows the map to exactly that many.
  const access = chip(page, 'Access');
  await expect(access).toHaveAttribute('aria-haspopup', 'menu');
  await access.click();
  await expect(access).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitemcheckbox', { name: `Public, ${world.facets.membership.PUBLIC.toLocaleString('en')} courses` })).toBeVisible();
  await page.getByRole('menuitemcheckbox', { name: /^Public/ }).click();
  await expect(page).toHaveURL(/\/\?membership=PUBLIC$/);
  const publicOnly = await shownAnswer(page, answers, 'membership=PUBLIC');
  expect(publicOnly.total).toBe(world.facets.membership.PUBLIC);
  expect(publicOnly.total).toBeLessThan(world.total);
  await page.keyboard.press('Escape');
  await expect(chip(page, 'Access: Public')).toBeVisible();

  // Holes: 18 under Public.
  await tick(page, 'Holes', /^18 holes/);
  await expect(page).toHaveURL(/\/\?membership=PUBLIC&holes=18$/);
  const both = await shownAnswer(page, answers, 'holes=18&membership=PUBLIC');
  expect(both.total).toBe(publicOnly.facets.holes['18']);
  expect(both.total).toBeLessThan(publicOnly.total);
  await expect(chip(page, 'Holes: 18 holes')).toBeVisible();
  // The map draws what the answer holds: bubbles and pins add up to the count.
  const map = page.getByTestId(MAP_ID);
  await expect(map).toHaveAttribute('data-rendered-in-clusters', /\d+/);

  // The row sits under the top bar, right of the rail, clear of the search box and the map's controls.
  const row = (await page.getByTestId('map-toolbar').boundingBox())!;
  const bar = (await page.getByTestId('top-bar').boundingBox())!;
  expect(row.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  const zoomIn = (await page.getByRole('button', { name: 'Zoom in' }).boundingBox())!;
  expect(row.y + row.height).toBeLessThan(zoomIn.y);
  expect(describeFindings('map filters', await axeFindings(page, { include: ['[data-testid="map-toolbar"]'] }))).toEqual([]);
  await inEachLook(page, async (look) => {
    if (look === 'narrow') await expect(page.getByTestId('filters-button')).toHaveAccessibleName('Filters, 2 on');
    await snap(page, `map-filters-chips-${look}`);
  });
  await inEachLook(page, async (look) => {
    if (look === 'narrow') return;
    await chip(page, 'Green fee').click();
    await expect(page.getByTestId('chip-fee-menu')).toBeVisible();
    await snap(page, `map-filters-fee-menu-${look}`);
    await page.keyboard.press('Escape');
  });
  // Between phone and desktop the row wraps rather than running off the screen.
  await page.setViewportSize({ width: 820, height: 800 });
  await expect.poll(async () => {
    const box = await page.getByTestId('filters-clear-all').boundingBox();
    return box !== null && box.x + box.width <= 820;
  }).toBe(true);
  await snap(page, 'map-filters-chips-820');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Reload: the first viewport already goes out filtered, and the chips read the URL.
  const firstAsked = page.waitForRequest((r) => r.url().includes('/api/bounded-courses'));
  await page.reload();
  expect(new URL((await firstAsked).url()).searchParams.get('holes')).toBe('18');
  await expect(chip(page, 'Access: Public')).toBeVisible();
  await expect(chip(page, 'Holes: 18 holes')).toBeVisible();
  await shownAnswer(page, answers, 'holes=18&membership=PUBLIC');

  // Back undoes one choice at a time; Forward brings it back.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?membership=PUBLIC$/);
  await expect(chip(page, 'Holes')).toBeVisible();
  await shownAnswer(page, answers, 'membership=PUBLIC');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(chip(page, 'Access')).toBeVisible();
  await expect(count(page)).toHaveText(countText(world.total));
  await page.goForward();
  await expect(chip(page, 'Access: Public')).toBeVisible();

  // A card over the filtered map keeps the filters; closing it leaves them.
  const kingsbarns = await courseIdByName(request, 'Kingsbarns Golf Links');
  await page.goto(`/?membership=PUBLIC&holes=18&card=${kingsbarns}`);
  await expect(page.getByTestId('course-card-sheet')).toBeVisible();
  await expect(chip(page, 'Access: Public')).toBeVisible();
  await inEachLook(page, (look) => snap(page, `map-filters-card-${look}`));
  await page.getByTestId('course-card-sheet-close').click();
  await expect(page).toHaveURL(/\/\?membership=PUBLIC&holes=18$/);

  // Explore shares continent, country, type, access, architect and yardage: they go along, and come back.
  await page.getByTestId('nav-rail').getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore\?membership=PUBLIC$/);
  await expect(page.getByTestId('explore-membership')).toHaveValue('PUBLIC');
  await page.getByTestId('explore-type').selectOption('EXECUTIVE');
  await expect(page).toHaveURL(/\/explore\?membership=PUBLIC&type=EXECUTIVE$/);
  await page.getByTestId('screen-explore').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/\?membership=PUBLIC&type=EXECUTIVE$/);
  await expect(chip(page, 'Type: Executive')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/\?membership=PUBLIC&holes=18$/);

  // Clear all: every filter goes, in one step Back can undo.
  await page.getByTestId('filters-clear-all').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(chip(page, 'Access')).toBeVisible();
  await page.goBack();
  await expect(chip(page, 'Holes: 18 holes')).toBeVisible();
});

test('a chip opens, ticks and closes from the keyboard, and the count is announced', async ({ page }) => {
  const answers = recordAnswers(page);
  await page.goto('/');
  await shownAnswer(page, answers, '');
  await expect(count(page)).toHaveAttribute('aria-live', 'polite');

  // Tab from the map key reaches the chips in order.
  await page.getByTestId('map-key').getByRole('button').focus();
  await page.keyboard.press('Tab');
  const access = chip(page, 'Access');
  await expect(access).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(access).toHaveAttribute('aria-expanded', 'true');
  // The menu holds focus and points at the highlighted option (aria-activedescendant).
  const menu = page.getByRole('menu');
  await expect(menu).toBeFocused();
  const activeOption = async () => page.locator(`[id="${await menu.getAttribute('aria-activedescendant')}"]`).getAttribute('data-value');
  await expect.poll(activeOption).toBe('PUBLIC');
  // Arrow to Limited (Public, Limited, Private) and tick it with Space; the menu stays open.
  await page.keyboard.press('ArrowDown');
  await expect.poll(activeOption).toBe('LIMITED');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/\?membership=LIMITED$/);
  await expect(page.getByRole('menuitemcheckbox', { name: /^Limited/ })).toHaveAttribute('aria-checked', 'true');
  const limited = await shownAnswer(page, answers, 'membership=LIMITED');
  await expect(count(page)).toHaveText(countText(limited.total));
  // Escape closes it and gives focus back to the chip.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitemcheckbox')).toHaveCount(0);
  const active = chip(page, 'Access: Limited');
  await expect(active).toBeFocused();
  await expect(active).toHaveAttribute('aria-expanded', 'false');
  // Next: the chip's clear button, then Type, opened with Space and closed with Escape.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear access filter' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chip(page, 'Type')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('menu')).toBeFocused();
  await expect.poll(activeOption).toBe('FULL LENGTH');
  await page.keyboard.press('Escape');
  await expect(chip(page, 'Type')).toBeFocused();
  // Past Holes and Green fee, More is a dialog: its fields take focus, Escape returns to the chip.
  await page.keyboard.press('Tab');
  await expect(chip(page, 'Holes')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const more = chip(page, 'More filters');
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-haspopup', 'dialog');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('more-filters')).toBeVisible();
  await expect(page.getByTestId('more-continent')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('more-country')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('more-filters')).toBeHidden();
  await expect(more).toBeFocused();
  // The clear button undoes the chip.
  await page.getByRole('button', { name: 'Clear access filter' }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one Filters button opens a sheet with the same groups and counts', async ({ page }) => {
    test.setTimeout(120_000);
    const answers = recordAnswers(page);
    await page.goto('/');
    const world = await shownAnswer(page, answers, '');
    await expect(chip(page, 'Access')).toHaveCount(0);
    const button = page.getByTestId('filters-button');
    await expect(button).toHaveAccessibleName('Filters');
    await button.click();
    const sheet = page.getByTestId('filter-sheet');
    await expect(sheet).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const holes = sheet.getByTestId('sheet-holes');
    await expect(holes.getByTestId('sheet-option-holes-18')).toContainText(world.facets.holes['18'].toLocaleString('en'));
    await holes.getByTestId('sheet-option-holes-18').click();
    await expect(page).toHaveURL(/\/\?holes=18$/);
    const eighteen = await shownAnswer(page, answers, 'holes=18');
    expect(eighteen.total).toBe(world.facets.holes['18']);
    const show = sheet.getByTestId('sheet-show');
    await expect(show).toHaveText(`Show ${countText(eighteen.total).toLowerCase()}`);
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await snap(page, 'map-filters-sheet-390');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await snap(page, 'map-filters-sheet-390-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await show.click();
    await expect(sheet).toHaveCount(0);
    await expect(button).toHaveAccessibleName('Filters, 1 on');
    await expect(button).toBeFocused();
    await snap(page, 'map-filters-phone-filtered-390');
  });
});

test('signed in, Show: Played, Not yet played and All count the golfer\'s own courses', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await emulatorAccount(request, uniqueEmail('map-show'));
  const kingsbarns = await courseIdByName(request, 'Kingsbarns Golf Links');
  const res = await request.post('/api/user/courses-played/batch', { headers: { Authorization: `Bearer ${account.idToken}` }, data: { add: [{ courseId: kingsbarns }] } });
  expect(res.ok(), await res.text()).toBe(true);
  const answers = recordAnswers(page);
  await openSignedIn(page, account, '/');
  await shownAnswer(page, answers, '');

  const show = chip(page, 'Show');
  await show.click();
  await page.getByRole('menuitemradio', { name: 'Played', exact: true }).click();
  await expect(page).toHaveURL(/\/\?only=played$/);
  // The map flies to the golfer's played course; the server counts only it.
  await expect.poll(async () => (await count(page).textContent()) === '1 course' && answers.at(-1)?.filters === 'only=played', { timeout: 30_000 }).toBe(true);
  await expect.poll(() => page.getByTestId(MAP_ID).getAttribute('data-rendered-played').then(Number), { timeout: 30_000 }).toBe(1);
  await expect(chip(page, 'Show: Played')).toBeVisible();
  await snap(page, 'map-filters-show-played-light');

  // In the same view: all courses, then those not yet played (one fewer).
  await chip(page, 'Show: Played').click();
  await page.getByRole('menuitemradio', { name: 'All courses' }).click();
  await expect(page).toHaveURL(/\/$/);
  const all = await shownAnswer(page, answers, '');
  await chip(page, 'Show').click();
  await page.getByRole('menuitemradio', { name: 'Not yet played' }).click();
  await expect(page).toHaveURL(/\/\?hide=played$/);
  const unplayed = await shownAnswer(page, answers, 'hide=played');
  expect(unplayed.total).toBe(all.total - 1);
});

test('signed out, a link with only= shows every course and no Show chip (no 401)', async ({ page }) => {
  const answers = recordAnswers(page);
  await page.goto('/?only=played&membership=PRIVATE');
  await shownAnswer(page, answers, 'membership=PRIVATE');
  await expect(chip(page, 'Access: Private')).toBeVisible();
  await expect(chip(page, 'Show')).toHaveCount(0);
  expect(answers.every((a) => !a.filters.includes('only'))).toBe(true);
});
