/**
 * Place search (issue 14): typing a town shows it in the popover's Places tab, and choosing it
 * flies the map there (the town at zoom 11; a region fitted to its box). Photographed in light
 * and dark on a desktop and on a 390 px phone (test-results/screenshots/place-search-{look}.png),
 * with axe on the open popover.
 */
import { MAP_ID } from '../../src/map/map-constants';
import { expect, test } from './support/fixtures';
import { MapDriver } from './support/map-driver';
import { axeFindings, describeFindings, LOOKS, snap } from './support/screens';

const NORTH_BERWICK = { lng: -2.7229, lat: 56.0583 };

for (const { look, use } of LOOKS) {
  test.describe(look, () => {
    test.use(use);

    test(`choosing "North Berwick" in Places flies the map there (${look})`, async ({ page }) => {
      const map = new MapDriver(page);
      // A phone's world view holds fewer bubbles (four at 390 px).
      const world = await map.open('/', look === 'narrow' ? 1 : 5);
      if (look === 'narrow') await page.getByTestId('search-toggle').click();

      const input = page.getByTestId('search-input');
      await input.fill('North Berwick');
      const popover = page.getByTestId('search-popover');
      await expect(popover).toBeVisible();
      const placesTab = page.getByTestId('search-tab-places');
      await expect(placesTab).toHaveText(/^Places/);
      await placesTab.click();
      const places = page.getByRole('listbox', { name: 'Places' });
      const first = places.getByRole('option').first();
      await expect(first).toContainText('North Berwick');
      await expect(first).toContainText('Town · East Lothian, Scotland, United Kingdom');
      await expect(places.getByRole('option').nth(1)).toContainText('Maine');
      await snap(page, `place-search-${look}`);
      const findings = await axeFindings(page, { include: ['[data-testid="search-popover"]'] });
      expect.soft(describeFindings(`places ${look}`, findings), 'axe on the popover').toEqual([]);

      // Keyboard like the other tabs: back in the input, ArrowDown picks the first place, Enter chooses it.
      const urlBefore = page.url();
      await input.focus();
      await input.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await input.press('Enter');
      await expect(popover).toBeHidden();
      await expect
        .poll(async () => (await map.rendered()).zoom, { timeout: 30_000, message: 'the map flies in to the town' })
        .toBeCloseTo(11, 1);
      expect(world.zoom).toBeLessThan(8);
      const [lng, lat] = (await page.getByTestId(MAP_ID).getAttribute('data-center'))!.split(',').map(Number);
      expect(Math.abs(lng! - NORTH_BERWICK.lng), 'centre longitude').toBeLessThan(0.01);
      expect(Math.abs(lat! - NORTH_BERWICK.lat), 'centre latitude').toBeLessThan(0.01);
      expect(page.url(), 'choosing a place does not navigate').toBe(urlBefore);
      await snap(page, `place-search-${look}-arrived`);
    });
  });
}

test('a region is fitted to its box, and a place search with no match says so', async ({ page }) => {
  const map = new MapDriver(page);
  await map.open('/');
  const input = page.getByTestId('search-input');
  await input.fill('zzqqxxjj');
  await page.getByTestId('search-tab-places').click();
  // The Courses panel may linger, hidden, while its exit animation runs: read the Places panel.
  await expect(page.getByRole('tabpanel', { name: 'Places' }).getByTestId('search-empty')).toHaveText('No places found');

  await input.fill('Algarve');
  const first = page.getByRole('listbox', { name: 'Places' }).getByRole('option').first();
  await expect(first).toContainText('Algarve');
  await expect(first).toContainText('Region · Faro, Portugal');
  await first.click();
  await expect(page.getByTestId('search-popover')).toBeHidden();
  await expect
    .poll(async () => Number((await page.getByTestId(MAP_ID).getAttribute('data-center'))!.split(',')[1]), { timeout: 30_000, message: 'the map moves to the Algarve' })
    .toBeCloseTo(37.24, 0);
  const [lng] = (await page.getByTestId(MAP_ID).getAttribute('data-center'))!.split(',').map(Number);
  expect(lng).toBeGreaterThan(-8.9);
  expect(lng).toBeLessThan(-7.4);
  const zoom = (await map.rendered()).zoom;
  expect(zoom).toBeGreaterThan(7);
  expect(zoom).toBeLessThanOrEqual(11);
});
