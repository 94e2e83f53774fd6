/**
 * The offline basemap where golfers look (issue 14): the Monterey peninsula, East Lothian and
 * Melbourne's sandbelt at zoom 8, 11 and 14, each stop in light, dark and at 390 px. Each place is found
 * with the search box's Places tab (which flies to zoom 11), then zoomed out and in with the map's
 * own buttons. At every stop the offline style is drawn and the course layers sit under its
 * labels, and courses show at 8 and 11; the screenshots (test-results/screenshots/basemap-*.png) are for
 * people to look at.
 */
import type { Page } from '@playwright/test';
import { MAP_ID } from '../../src/map/map-constants';
import { expect, test } from './support/fixtures';
import { MapDriver } from './support/map-driver';
import { inEachLook, snap } from './support/screens';

const PLACES = [
  { name: 'monterey', query: 'Monterey', context: 'California' },
  { name: 'east-lothian', query: 'North Berwick', context: 'East Lothian' },
  { name: 'sandbelt', query: 'Black Rock', context: 'Victoria, Australia' },
] as const;

async function zoomOf(page: Page): Promise<number> {
  return Number(await page.getByTestId(MAP_ID).getAttribute('data-zoom'));
}

/** Clicks the zoom button `steps` times (negative: out), each once the last step has settled. */
async function zoomBy(page: Page, steps: number): Promise<void> {
  const button = page.getByRole('button', { name: steps > 0 ? 'Zoom in' : 'Zoom out' });
  let zoom = Math.round(await zoomOf(page));
  for (let i = 0; i < Math.abs(steps); i++) {
    zoom += Math.sign(steps);
    await button.click();
    await expect.poll(() => zoomOf(page), { timeout: 30_000 }).toBeCloseTo(zoom, 1);
  }
}

test('Monterey, East Lothian and the sandbelt at zoom 8, 11 and 14: light, dark and 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  const map = new MapDriver(page);
  await map.open('/', 1);
  const drawn = page.getByTestId(MAP_ID);
  for (const place of PLACES) {
    await page.getByTestId('search-input').fill(place.query);
    await page.getByTestId('search-tab-places').click();
    const first = page.getByRole('listbox', { name: 'Places' }).getByRole('option').first();
    await expect(first).toContainText(place.context);
    await first.click();
    await expect.poll(() => zoomOf(page), { timeout: 30_000, message: `the map flies to ${place.query}` }).toBeCloseTo(11, 1);
    for (const [zoom, steps] of [[11, 0], [8, -3], [14, 6]] as const) {
      if (steps) await zoomBy(page, steps);
      // Each stop in each look: the device's scheme picks the offline style, the viewport the view.
      await inEachLook(page, async (look) => {
        await expect(drawn).toHaveAttribute('data-style-name', `TPL offline basemap (${look === 'dark' ? 'dark' : 'light'})`);
        expect(await zoomOf(page)).toBeCloseTo(zoom, 1);
        // Courses show around the town (at 14 the view may hold none: the town centre is not a course).
        if (zoom < 14) {
          await expect.poll(async () => {
            const rendered = await map.rendered();
            return rendered.clusters + rendered.courses;
          }, { timeout: 30_000, message: `${place.name} at ${zoom} (${look})` }).toBeGreaterThan(0);
        }
        await expect(drawn).toHaveAttribute('data-course-layers-under-labels', 'true');
        await snap(page, `basemap-${place.name}-z${zoom}-${look}`);
      });
    }
    // Left at 14, so the next flight's arrival at 11 is a change the test can wait for.
  }
});
