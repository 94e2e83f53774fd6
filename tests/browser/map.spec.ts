import { expect, test } from './support/fixtures';
import { MapDriver, waitForClusters } from './support/map-driver';
import { snap } from './support/screens';

test('the built app opens on the map and draws the seeded course clusters', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Your courses, ranked/);
  const drawn = await waitForClusters(page, 5);
  expect(drawn.clusters).toBeGreaterThanOrEqual(5);
  await snap(page, 'world-clusters');
});

test('clicking the biggest cluster on screen zooms to where it splits', async ({ page }) => {
  const map = new MapDriver(page);
  const world = await map.open('/');
  const clusters = await map.onScreen(map.latest.clusters);
  expect(clusters.length, 'clusters drawn on screen').toBeGreaterThan(1);
  const biggest = clusters.reduce((a, b) => (b.marker.count > a.marker.count ? b : a));
  expect(biggest.marker.expansionZoom).toBeGreaterThan(world.zoom);

  const after = await map.zoomIntoCluster(biggest);

  // The map eased in to the cluster's expansion zoom.
  expect(after.zoom).toBeGreaterThan(world.zoom);
  expect(after.zoom).toBeCloseTo(Math.min(biggest.marker.expansionZoom, 16), 1);
  // The bubble split: what was one marker is now several, and no bubble on screen is as big.
  // The eased-to centre is where the bubble was; its children are drawn around it.
  const box = await map.box();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const nowOnScreen = await map.onScreen([...map.latest.clusters, ...map.latest.courses], 0);
  const near = nowOnScreen.filter(({ x, y }) => Math.hypot(x - centre.x, y - centre.y) < 300);
  expect(near.length, 'markers where the clicked bubble was').toBeGreaterThanOrEqual(2);
  const stillBiggest = Math.max(0, ...map.latest.clusters.map((c) => c.count));
  expect(stillBiggest, `no cluster of ${biggest.marker.count} any more`).toBeLessThan(biggest.marker.count);
  expect(after.clusters + after.courses, 'markers the map reports drawn').toBeGreaterThanOrEqual(2);
  await snap(page, 'cluster-split');
});

test('clicking a course pin opens its card, whose name links to the course page', async ({ page }) => {
  const map = new MapDriver(page);
  await map.open('/');
  // The smallest bubble on screen splits into single pins at its expansion zoom.
  const clusters = await map.onScreen(map.latest.clusters);
  const smallest = clusters.reduce((a, b) => (b.marker.count < a.marker.count || (b.marker.count === a.marker.count && b.marker.expansionZoom < a.marker.expansionZoom) ? b : a));
  const after = await map.zoomIntoCluster(smallest);
  expect(after.courses, 'single-course pins drawn').toBeGreaterThanOrEqual(1);

  const pins = await map.onScreen(map.latest.courses);
  expect(pins.length, 'a pin on screen').toBeGreaterThan(0);
  const pin = pins[0]!;
  await map.pointAt(pin);
  await page.mouse.click(pin.x, pin.y);

  const id = pin.marker._id;
  await expect(page).toHaveURL(new RegExp(`[?&]card=${id}\\b`));
  const sheet = page.getByTestId('course-card-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('data-course-id', id);
  const name = sheet.getByTestId('course-name').getByRole('link');
  await expect(name).toHaveAttribute('href', `/courses/${id}`);
  await expect(name).not.toBeEmpty();
  await snap(page, 'card-sheet');

  await name.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${id}`));
  await expect(page.getByTestId('course-detail').locator(`[data-course-id="${id}"]`).first()).toBeVisible();
});
