/**
 * The search popover: typo-tolerant course search, search-target mode's "Show in map", and
 * keyboard selection opening the course page.
 */
import { courseIdByName } from './support/accounts';
import { expect, test } from './support/fixtures';
import { MapDriver } from './support/map-driver';
import { snap } from './support/screens';

const PEBBLE = 'Pebble Beach Golf Links';

test("Show in map closes another course's card and keeps the page", async ({ page, request }) => {
  const stAndrewsId = await courseIdByName(request, 'The Old Course at St Andrews');
  await page.goto(`/explore?card=${stAndrewsId}`);
  await expect(page.getByTestId('course-card')).toBeVisible();
  await page.getByTestId('search-input').click();
  await page.getByTestId('search-input').fill('pebel bech');
  await expect(page.getByTestId('search-result').first()).toContainText(PEBBLE);
  await page.getByTestId('search-target-toggle').click();
  await page.getByTestId('show-in-map').first().click();
  await expect(page.getByTestId('search-popover')).toBeHidden();
  await expect(page).not.toHaveURL(/card=/);
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByTestId('course-card')).toBeHidden();
});

test('search finds a course despite typos, shows it in the map, and opens its page', async ({ page, request }) => {
  const pebbleId = await courseIdByName(request, PEBBLE);
  const map = new MapDriver(page);
  const world = await map.open('/');

  const input = page.getByTestId('search-input');
  const results = page.getByTestId('search-result');
  await input.fill('pebel bech');
  await expect(page.getByTestId('search-popover')).toBeVisible();
  await expect(results.first()).toContainText(PEBBLE);
  await snap(page, 'search-popover');

  // Search-target mode: each course row gets "Show in map", which moves the map and nothing else.
  const toggle = page.getByTestId('search-target-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const urlBefore = page.url();
  await expect(page.getByTestId('show-in-map').first()).toHaveAccessibleName(`Show ${PEBBLE} in map`);
  await page.getByTestId('show-in-map').first().click();
  await expect
    .poll(async () => (await map.rendered()).zoom, { timeout: 30_000, message: 'the map flies in to the course' })
    .toBeGreaterThanOrEqual(14);
  expect(world.zoom).toBeLessThan(14);
  expect(page.url(), 'Show in map does not navigate').toBe(urlBefore);
  await expect(page.getByTestId('search-popover')).toBeHidden();
  // The course's pin is in the new viewport's markers, and drawn.
  await expect.poll(() => map.latest.courses.some((c) => c._id === pebbleId), { timeout: 30_000 }).toBe(true);
  await expect.poll(async () => (await map.rendered()).courses, { timeout: 30_000 }).toBeGreaterThan(0);

  // Searching again: ArrowDown picks the first row, Enter opens its page.
  await input.fill('');
  await input.fill('pebel bech');
  await expect(results.first()).toContainText(PEBBLE);
  await input.press('ArrowDown');
  await expect(results.first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/courses/${pebbleId}$`));
  await expect(page.getByTestId('course-detail').getByRole('heading', { level: 1 })).toHaveText(PEBBLE);
  await expect(page.getByTestId('search-popover')).toBeHidden();
});
