/**
 * The map on a phone (390 × 844): it opens where most golf is, at the lowest zoom MapLibre draws
 * (the whole strip of courses cannot fit), and the attribution starts folded to its info button.
 */
import { expect, test } from './support/fixtures';
import { waitForClusters } from './support/map-driver';
import { snap } from './support/screens';

test.use({ viewport: { width: 390, height: 844 } });

test('a phone opens on North America and Europe with the attribution folded', async ({ page }) => {
  await page.goto('/');
  await waitForClusters(page, 3);
  const map = page.getByTestId('courses-map');
  const [lng] = ((await map.getAttribute('data-center')) ?? '').split(',').map(Number);
  // The middle of the Atlantic, between California and Finland, not Africa (9°E).
  expect(lng).toBeGreaterThan(-60);
  expect(lng).toBeLessThan(-25);
  // The clusters drawn hold the courses of both sides: California's and Europe's (some 380 of 532).
  const drawn = await page.evaluate(() => {
    const el = document.querySelector('[data-testid=courses-map]') as HTMLElement;
    return Number(el.dataset.renderedClusters) + Number(el.dataset.renderedCourses);
  });
  expect(drawn).toBeGreaterThanOrEqual(3);

  const attribution = page.locator('.maplibregl-ctrl-attrib');
  await expect(attribution).toHaveClass(/maplibregl-compact(\s|$)/);
  await expect(attribution).not.toHaveClass(/maplibregl-compact-show/);
  await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeHidden();
  await snap(page, 'phone-world');
  // The info button unfolds it.
  await page.getByTitle('Toggle attribution').click();
  await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
});
