/**
 * The persistent map: clusters from the API, a cluster click zooming to where it splits, and a pin
 * click opening the course card. One page, one map load: each test goes on from the previous one.
 */
import { expect, sharedPage, test } from './support/fixtures';
import { MapDriver, waitForClusters, type Cluster, type OnScreen } from './support/map-driver';
import { snap } from './support/screens';

test.describe.configure({ mode: 'serial' });

const shared = sharedPage();
let map: MapDriver;

test('the built app opens on the map and draws the seeded course clusters', async () => {
  const { page } = shared;
  map = new MapDriver(page);
  await map.intercept();
  await page.goto('/');
  await expect(page).toHaveTitle(/Your courses, ranked/);
  const drawn = await waitForClusters(page, 5);
  expect(drawn.clusters).toBeGreaterThanOrEqual(5);
  await map.countIdles();
  await snap(page, 'world-clusters');
});

test('clicking the biggest cluster on screen zooms to where it splits', async () => {
  const { page } = shared;
  const world = await map.rendered();
  const clusters = await map.onScreen(map.latest.clusters);
  expect(clusters.length, 'clusters drawn on screen').toBeGreaterThan(1);
  const biggest = clusters.reduce((a, b) => (b.marker.count > a.marker.count ? b : a));
  expect(biggest.marker.expansionZoom).toBeGreaterThan(world.zoom);

  const after = await map.zoomIntoCluster(biggest);

  // The map eased in to the cluster's expansion zoom.
  expect(after.zoom).toBeGreaterThan(world.zoom);
  expect(after.zoom).toBeCloseTo(Math.min(biggest.marker.expansionZoom, 16), 1);
  // The bubble split: around where it was (now the centre) there are several markers, and no
  // bubble as big as it is left.
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

test('clicking a course pin opens its card, whose name links to the course page', async () => {
  const { page } = shared;
  // Zoom into the smallest bubble on screen until single-course pins show.
  for (let step = 0; step < 6 && (await map.onScreen(map.latest.courses)).length === 0; step++) {
    const clusters = await map.onScreen(map.latest.clusters);
    expect(clusters.length, 'a cluster to zoom into').toBeGreaterThan(0);
    const smallest = clusters.reduce((a: OnScreen<Cluster>, b) =>
      b.marker.count < a.marker.count || (b.marker.count === a.marker.count && b.marker.expansionZoom < a.marker.expansionZoom) ? b : a);
    await map.zoomIntoCluster(smallest);
  }
  const pins = await map.onScreen(map.latest.courses);
  expect(pins.length, 'a course pin on screen').toBeGreaterThan(0);
  expect((await map.rendered()).courses, 'pins the map reports drawn').toBeGreaterThan(0);
  // The pin furthest from any other marker, so the click cannot land on a neighbour.
  const others = await map.onScreen([...map.latest.clusters, ...map.latest.courses], -100);
  const room = (p: OnScreen<unknown>) => Math.min(...others.filter((o) => o !== p && o.marker !== p.marker).map((o) => Math.hypot(o.x - p.x, o.y - p.y)));
  const pin = pins.reduce((a, b) => (room(b) > room(a) ? b : a));
  await map.pointAt(pin);
  await page.mouse.click(pin.x, pin.y);

  const id = pin.marker._id;
  await expect(page).toHaveURL(new RegExp(`[?&]card=${id}(&|$)`));
  const sheet = page.getByTestId('course-card-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('data-course-id', id);
  const name = sheet.getByTestId('course-name').getByRole('link');
  await expect(name).toHaveAttribute('href', `/courses/${id}`);
  await expect(name).not.toBeEmpty();
  await snap(page, 'card-sheet');

  await name.click();
  await expect(page).toHaveURL(new RegExp(`/courses/${id}$`));
  await expect(page.getByTestId('course-detail').locator(`[data-course-id="${id}"]`).first()).toBeVisible();
  await expect(sheet).toBeHidden();
});
