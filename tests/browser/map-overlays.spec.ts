/**
 * The map and the overlays share the screen (issue 14): a shared card link and the course page
 * move the map to their course on the part the overlays leave free, the controls (zoom, locate-me,
 * scale bar, attribution) are never under a panel or sheet, locate-me moves the map or explains a
 * refusal, and the world view at start shows every cluster, New Zealand included.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MAP_ID } from '../../src/map/map-constants';
import { courseIdByName } from './support/accounts';
import { expect, test } from './support/fixtures';
import { MapDriver, OFFLINE_COURSE_PAGE_ZOOM, OFFLINE_DETAIL, waitForClusters } from './support/map-driver';
import { snap } from './support/screens';

const CONTROLS = [
  ['zoom in', '.maplibregl-ctrl-zoom-in'],
  ['zoom out', '.maplibregl-ctrl-zoom-out'],
  ['locate me', 'button.maplibregl-ctrl-geolocate'],
  ['scale bar', '.maplibregl-ctrl-scale'],
  ['attribution', '.maplibregl-ctrl-attrib'],
] as const;

async function mapCenter(page: Page): Promise<{ lng: number; lat: number }> {
  const [lng, lat] = ((await page.getByTestId(MAP_ID).getAttribute('data-center')) ?? 'NaN,NaN').split(',').map(Number);
  return { lng: lng!, lat: lat! };
}

/** Waits until the idle map looks at `at` (within `tolerance` degrees: about 10 px at zoom 13) at about `zoom`. */
async function waitForCamera(page: Page, at: { lng: number; lat: number }, zoom: number, tolerance = 0.001): Promise<void> {
  await expect.poll(async () => {
    const c = await mapCenter(page);
    const z = Number(await page.getByTestId(MAP_ID).getAttribute('data-zoom'));
    return Math.abs(c.lng - at.lng) <= tolerance && Math.abs(c.lat - at.lat) <= tolerance && Math.abs(z - zoom) < 0.05;
  }, { timeout: 30_000, message: `the map settles on ${at.lat},${at.lng} at zoom ${zoom}` }).toBe(true);
}

/** Each control is on screen and is what a click at its centre reaches (nothing lies over it). */
async function expectControlsClear(page: Page): Promise<void> {
  for (const [name, selector] of CONTROLS) {
    const hit = await page.evaluate((sel) => {
      const el = document.querySelector<HTMLElement>(sel);
      if (!el) return { found: false, reached: false, onScreen: false, at: '' };
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        found: true,
        reached: !!top && (top === el || el.contains(top)),
        onScreen: r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
        at: top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` : 'nothing',
      };
    }, selector);
    expect(hit.found, `${name} exists`).toBe(true);
    expect(hit.onScreen, `${name} is on screen`).toBe(true);
    expect(hit.reached, `${name} is not covered (a click at its centre reaches ${hit.at})`).toBe(true);
  }
}

/** The dark basemap's land colour, read from the style the map draws. */
const DARK_LAND = (JSON.parse(readFileSync('map-styles/dark.json', 'utf8')) as { layers: { id: string; paint?: Record<string, unknown> }[] })
  .layers.find((l) => l.id === 'land')!.paint!['fill-color'] as string;

type Rgba = [number, number, number, number];
/** "rgb(…)", "rgba(…)" or "#rrggbb" as [r, g, b, a]. */
function rgba(css: string): Rgba {
  if (css.startsWith('#')) return [0, 2, 4].map((i) => Number.parseInt(css.slice(1 + i, 3 + i), 16)).concat(1) as Rgba;
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!, a];
}
/** A translucent colour over an opaque one. */
const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
const luminance = ([r, g, b]: Rgba) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
/** WCAG contrast ratio. */
function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

async function courseAt(page: Page, name: string): Promise<{ id: string; lng: number; lat: number }> {
  const id = await courseIdByName(page.request, name);
  const res = await page.request.get(`/api/courses/${id}`);
  const { data } = (await res.json()) as { data: { location: { lng: number; lat: number } } };
  return { id, ...data.location };
}

test('a shared ?card= link flies the map to its course, beside the card', async ({ page }) => {
  const course = await courseAt(page, 'Cape Kidnappers');
  await page.goto(`/?card=${course.id}`);
  await expect(page.getByTestId('course-card-sheet')).toHaveAttribute('data-course-id', course.id);
  await waitForCamera(page, course, OFFLINE_COURSE_PAGE_ZOOM);
  // The card (bottom left, 380 px) is kept out of the camera's view from the left.
  await expect(page.getByTestId(MAP_ID)).toHaveAttribute('data-padding', '0 0 0 396');
  await expect.poll(async () => Number(await page.getByTestId(MAP_ID).getAttribute('data-rendered-courses'))).toBeGreaterThan(0);
  await expectControlsClear(page);
});

test('the course page shows the course and its surroundings, controls clear of the panel (light)', async ({ page }) => {
  const course = await courseAt(page, 'North Berwick Golf Club (West Links)');
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByTestId('course-detail').getByRole('heading', { level: 1 })).toContainText('North Berwick');
  // As deep as the basemap has detail, read from its source (zoom 8 tiles, 3 zooms of detail more).
  await expect(page.getByTestId(MAP_ID)).toHaveAttribute('data-detail-zoom', String(OFFLINE_DETAIL));
  await waitForCamera(page, course, OFFLINE_COURSE_PAGE_ZOOM);
  const panel = await page.getByTestId('course-detail').boundingBox();
  expect(panel).toBeTruthy();
  await expectControlsClear(page);
  const zoomIn = await page.locator('.maplibregl-ctrl-zoom-in').boundingBox();
  expect(zoomIn!.x + zoomIn!.width, 'the zoom buttons sit left of the panel').toBeLessThanOrEqual(panel!.x);
  await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
  await expect(page.locator('.maplibregl-ctrl-scale')).toHaveText(/\d+\s*(mi|ft)/);
  // A card over the page as well: still nothing over the controls.
  await page.goto(`/courses/${course.id}?card=${course.id}`);
  await expect(page.getByTestId('course-card-sheet')).toBeVisible();
  await waitForCamera(page, course, OFFLINE_COURSE_PAGE_ZOOM);
  // The camera keeps clear of both: the panel on the right (440 + 16 px), the card on the left
  // (16 + 380 px inside the map), so the course is in the middle of the strip between them.
  await expect(page.getByTestId(MAP_ID)).toHaveAttribute('data-padding', '0 456 0 396');
  await expectControlsClear(page);
  await snap(page, 'map-overlays-light');
});

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' });
  test('panel and card open over the map in dark mode, controls clear', async ({ page }) => {
    const course = await courseAt(page, 'North Berwick Golf Club (West Links)');
    await page.goto(`/courses/${course.id}?card=${course.id}`);
    await expect(page.getByTestId('course-card-sheet')).toBeVisible();
    await waitForCamera(page, course, OFFLINE_COURSE_PAGE_ZOOM);
    await expectControlsClear(page);
    // The scale bar reads on the dark basemap: its text on its box, and its bar (the box's edges)
    // on the land it is drawn over (issue 32: a light box whose #333 bar vanished on dark land).
    const scale = await page.locator('.maplibregl-ctrl-scale').evaluate((el) => {
      const s = getComputedStyle(el);
      return { text: s.color, box: s.backgroundColor, bar: s.borderBottomColor, size: s.fontSize };
    });
    const land = rgba(DARK_LAND);
    const box = over(rgba(scale.box), land);
    expect(contrast(rgba(scale.text), box), `scale text ${scale.text} on ${scale.box}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgba(scale.bar), land), `scale bar ${scale.bar} on the land ${DARK_LAND}`).toBeGreaterThanOrEqual(3);
    expect(Number.parseFloat(scale.size)).toBeGreaterThanOrEqual(11);
    await snap(page, 'map-overlays-dark');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the panel is a bottom sheet; the course shows above it with the controls', async ({ page }) => {
    const course = await courseAt(page, 'North Berwick Golf Club (West Links)');
    await page.goto(`/courses/${course.id}`);
    const sheet = page.getByTestId('course-detail');
    await expect(sheet.getByRole('heading', { level: 1 })).toContainText('North Berwick');
    await waitForCamera(page, course, OFFLINE_COURSE_PAGE_ZOOM);
    const box = await sheet.boundingBox();
    expect(box!.y, 'the map shows above the sheet').toBeGreaterThan(300);
    // The camera centres on the map above the sheet.
    await expect(page.getByTestId(MAP_ID)).toHaveAttribute('data-padding', `0 0 ${Math.round(844 - box!.y)} 0`);
    await expectControlsClear(page);
    await snap(page, 'map-overlays-narrow');
  });
});

test.describe('locate-me, allowed', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 56.058, longitude: -2.72, accuracy: 50 } });
  test('moves the map to where the browser says the golfer is', async ({ page }) => {
    await page.goto('/');
    await waitForClusters(page, 1);
    const button = page.getByRole('button', { name: 'Show my location' });
    await expect(button).toBeEnabled();
    await button.click();
    await expect.poll(async () => {
      const c = await mapCenter(page);
      return Math.abs(c.lat - 56.058) < 0.01 && Math.abs(c.lng + 2.72) < 0.01;
    }, { timeout: 30_000, message: 'the map centres on North Berwick' }).toBe(true);
    expect(Number(await page.getByTestId(MAP_ID).getAttribute('data-zoom'))).toBeGreaterThan(9);
  });
});

test('locate-me refused: the golfer is told why, and can ask again', async ({ page }) => {
  await page.goto('/');
  await waitForClusters(page, 1);
  const before = await mapCenter(page);
  await page.getByRole('button', { name: /Show my location/ }).click();
  const snackbar = page.getByTestId('snackbar').filter({ hasText: 'may not use your location' });
  await expect(snackbar).toBeVisible();
  await expect(snackbar).toContainText('allow location for this site');
  // The map stayed where it was; the button still answers (MapLibre would have disabled it).
  expect(await mapCenter(page)).toEqual(before);
  const again = page.getByRole('button', { name: /location is blocked/ });
  await expect(again).toBeEnabled();
  await snackbar.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(snackbar).toHaveCount(0);
  await again.click();
  await expect(snackbar).toBeVisible();
});

test('the world view at 1280 × 800 shows every cluster, New Zealand and Hawaii too', async ({ page }) => {
  const map = new MapDriver(page);
  await map.open('/', 5);
  const markers = [...map.latest.clusters, ...map.latest.courses];
  const onScreen = await map.onScreen(markers, 20);
  expect(onScreen.length, 'every marker the API sent is drawn inside the map').toBe(markers.length);
  expect(onScreen.some(({ marker }) => marker.lng > 166 && marker.lat < -34), 'a marker in New Zealand').toBe(true);
  expect(onScreen.some(({ marker }) => marker.lng < -154 && marker.lat > 18 && marker.lat < 23), 'a marker in Hawaii').toBe(true);
  await expect(page.locator('.maplibregl-ctrl-scale')).toBeVisible();
  await snap(page, 'map-overlays-world');
});
