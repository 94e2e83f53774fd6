import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, waitForClusters } from './support/map-driver';

test('the built app opens on the map and draws the seeded course clusters', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Your courses, ranked/);
  const drawn = await waitForClusters(page, 5);
  expect(drawn.clusters).toBeGreaterThanOrEqual(5);
  await page.screenshot({ path: 'test-results/screenshots/world-clusters.png' });
  expect(errors).toEqual([]);
});
