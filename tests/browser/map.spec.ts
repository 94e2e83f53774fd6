/**
 * The persistent map: clusters from the API, a cluster click fitting the bubble's courses (at least
 * to where it splits), a pin click opening the course card (one page, one map load: each of those
 * tests goes on from the previous one), and the course a page opens drawn on its own.
 */
import type { BoundedCourses } from '../../src/shared/contracts/bounded-courses.contract';
import { courseIdByName } from './support/accounts';
import { expect, sharedPage, test } from './support/fixtures';
import { MapDriver, OFFLINE_COURSE_PAGE_ZOOM, waitForClusters, waitForZoom, type Cluster, type OnScreen } from './support/map-driver';
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

test('clicking the biggest cluster on screen fits its courses, at least to where it splits', async () => {
  const { page } = shared;
  const world = await map.rendered();
  const clusters = await map.onScreen(map.latest.clusters);
  expect(clusters.length, 'clusters drawn on screen').toBeGreaterThan(1);
  const biggest = clusters.reduce((a, b) => (b.marker.count > a.marker.count ? b : a));
  expect(biggest.marker.expansionZoom).toBeGreaterThan(world.zoom);

  const after = await map.zoomIntoCluster(biggest);

  // The map eased in at least to where the bubble splits (supercluster's expansion zoom), and
  // further, to fit the bubble's courses (issue 32: one zoom a click, nine clicks to St Andrews):
  // every one of them is in view.
  expect(after.zoom).toBeGreaterThan(world.zoom);
  expect(after.zoom).toBeGreaterThanOrEqual(biggest.marker.expansionZoom - 0.01);
  expect(after.zoom, 'more than one zoom in').toBeGreaterThan(world.zoom + 1.5);
  const [west, south, east, north] = biggest.marker.bounds;
  const shown = map.shownBounds;
  const where = `the bubble's courses ${JSON.stringify(biggest.marker.bounds)} inside ${JSON.stringify(shown)}`;
  expect(west >= shown.west && east <= shown.east && south >= shown.south && north <= shown.north, where).toBe(true);
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

test('the course a page opens is drawn on its own and highlighted, not hidden in the bubble it sits in', async ({ page, request }) => {
  const oldId = await courseIdByName(request, 'The Old Course at St Andrews');
  const driver = new MapDriver(page);
  await driver.intercept();
  await page.goto(`/courses/${oldId}`);
  await waitForZoom(page, OFFLINE_COURSE_PAGE_ZOOM);
  // Its own pin is drawn, highlighted (the map's rendered features: map-view.tsx data-focused-pin).
  await expect(driver.map).toHaveAttribute('data-focused-pin', oldId, { timeout: 30_000 });
  const last = driver.answers.at(-1)!;
  expect(last.url.searchParams.get('focus')).toBe(oldId);
  expect(last.data.courses.map((c) => c._id)).toContain(oldId);
  expect(last.data.clusters.reduce((n, c) => n + c.count, 0) + last.data.courses.length).toBe(last.data.total);
  // Without it open, the same view draws it inside a bubble: the case the page must not show.
  const plain = await request.get(`/api/bounded-courses?${new URLSearchParams([...last.url.searchParams].filter(([k]) => k !== 'focus'))}`);
  const data = ((await plain.json()) as { data: BoundedCourses }).data;
  expect(data.courses.map((c) => c._id)).not.toContain(oldId);
  await snap(page, 'course-out-of-its-cluster');
});
