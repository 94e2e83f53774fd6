/**
 * Hosted map styles (issue 14): a second server, started here with MAP_STYLE_URL and
 * MAP_STYLE_URL_DARK pointing at https://styles.e2e.test/, whose answers the test gives:
 *
 * - a second, differently built style (tests/browser/fixtures/alt-style-*.json: other source ids,
 *   other layer ids, GeoJSON instead of vector tiles): the course layers still draw, and sit under
 *   that style's first label layer, in light and dark;
 * - a missing style (404): the map falls back to the offline basemap and says so.
 *
 * Screenshots: test-results/screenshots/hosted-style-{light,dark}.png, hosted-style-fallback.png.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MAP_ID } from '../../src/map/map-constants';
import { COURSE_VIEW_ZOOM } from '../../src/map/style-detail';
import { STYLE_FALLBACK_NOTICE } from '../../src/map/use-map-style';
import { expect, test } from './support/fixtures';
import { snap } from './support/screens';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOSTED = 'https://styles.e2e.test';
const fixture = (theme: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', `alt-style-${theme}.json`), 'utf8')) as unknown;

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['tests/browser/support/serve-e2e.ts'], {
    env: { ...process.env, PORT: String(PORT), MAP_STYLE_URL: `${HOSTED}/light.json`, MAP_STYLE_URL_DARK: `${HOSTED}/dark.json` },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ok = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the hosted-style server did not start on ${ORIGIN}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function mapData(page: Page, name: string): Promise<string | null> {
  return page.getByTestId(MAP_ID).getAttribute(`data-${name}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`a differently built hosted style draws the courses under its labels (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.route(`${HOSTED}/${theme}.json`, (route) => route.fulfill({ json: fixture(theme) }));
    await page.goto(`${ORIGIN}/`);
    await expect.poll(() => mapData(page, 'style-name'), { timeout: 30_000 }).toBe(`Alternative test style (${theme})`);
    await expect.poll(async () => Number(await mapData(page, 'rendered-clusters'))).toBeGreaterThan(0);
    // Above its roads and land, below its first label layer ("label-town-names"), with none of our ids in it.
    expect(await mapData(page, 'course-layers-under-labels')).toBe('true');
    await snap(page, `hosted-style-${theme}`);
  });
}

test('a course page opens deeper on a hosted style than on the offline basemap', async ({ page, request }) => {
  await page.route(`${HOSTED}/light.json`, (route) => route.fulfill({ json: fixture('light') }));
  await page.emulateMedia({ colorScheme: 'light' });
  // That server has its own database: its own course ids.
  const hits = (await (await request.get(`${ORIGIN}/api/search`, { params: { terms: 'The Old Course at St Andrews', limit: 1 } })).json()).data as { _id: string }[];
  const id = hits[0]!._id;
  await page.goto(`${ORIGIN}/courses/${id}`);
  await expect.poll(() => mapData(page, 'style-name'), { timeout: 30_000 }).toBe('Alternative test style (light)');
  await expect.poll(async () => Number(await mapData(page, 'zoom')), { timeout: 30_000 }).toBeCloseTo(COURSE_VIEW_ZOOM, 1);
  // Read from the style's own sources (GeoJSON tiled to 18 here), not from whether it is hosted.
  expect(await mapData(page, 'detail-zoom')).toBe('18');
});

test('a missing hosted style falls back to the offline basemap with a notice', async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedResource(404, `${HOSTED}/light.json`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.route(`${HOSTED}/light.json`, (route) => route.fulfill({ status: 404, body: 'no such style' }));
  await page.goto(`${ORIGIN}/`);
  await expect.poll(() => mapData(page, 'style-name'), { timeout: 30_000 }).toBe('TPL offline basemap (light)');
  await expect.poll(async () => Number(await mapData(page, 'rendered-clusters'))).toBeGreaterThan(0);
  expect(await mapData(page, 'course-layers-under-labels')).toBe('true');
  await expect(page.getByText(STYLE_FALLBACK_NOTICE)).toBeVisible();
  await snap(page, 'hosted-style-fallback');
});
