/**
 * Issue 25, the admin console's import: the admin uploads a small OpenGolf NDJSON file, sees the
 * run, then its report (what was written, what was skipped and why, the problems with their
 * lines); the new course is found by search and its card credits OpenGolfAPI, as the map's
 * attribution does. The Import tab passes axe.
 * Issue 32: a run whose server died before it finished (serve-e2e.ts leaves one, and the server's
 * start marks it) reads Interrupted with what its batches wrote, and a new import starts; the
 * console's tabs are all readable at 1280, 1024 and 390 px, in light and dark.
 */
import type { Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, verifiedEmulatorAccount } from './support/accounts';
import { E2E_INTERRUPTED_IMPORT } from './support/constants';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

const unique = () => Math.random().toString(36).slice(2, 7);

/** Two courses in Coshocton, Ohio, one line without a name. Fresh names and ids each run. */
function fixture(tag: string): Buffer {
  const feature = (id: string, name: string, lng: number, lat: number) => JSON.stringify({
    type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: { id: `e2e-${tag}-${id}`, name, country: 'US', state: 'OH', city: 'Coshocton', type: 'Public', holes: 18, par: 71, total_yardage: 6400, updated_at: '2026-04-15T00:00:00Z' },
  });
  return Buffer.from([
    feature('1', `Muskingum ${tag} Bend Golf Club`, -81.86, 40.27),
    feature('2', `Walhonding ${tag} Fairways`, -81.9, 40.3),
    feature('3', '', -81.88, 40.28),
  ].join('\n') + '\n');
}

test('the admin imports a file: the report, then the course in search with its OpenGolfAPI credit', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const tag = unique();
  await openSignedIn(page, admin, '/admin?tab=import');

  await page.getByTestId('import-upload').click();
  await expect(page.getByText('Choose a file to import.')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ name: `coshocton-${tag}.ndjson`, mimeType: 'application/x-ndjson', buffer: fixture(tag) });
  await expect(page.getByTestId('import-file-name')).toHaveText(`coshocton-${tag}.ndjson`);
  await page.getByTestId('import-upload').click();

  const run = page.getByTestId('import-run');
  await expect(run).toContainText(`coshocton-${tag}.ndjson`);
  await expect(run).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('import-count-new')).toContainText('2');
  await expect(page.getByTestId('import-skipped')).toContainText('No name');
  await expect(page.getByTestId('import-problems')).toContainText('Line 3:');
  await expect(page.getByTestId('import-runs')).toContainText(`coshocton-${tag}.ndjson`);
  expect(describeFindings('admin import', await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  await snap(page, 'admin-import-report');

  // The new course is found and its page credits the data; so does the map, the basemap's OSM credit once.
  await page.goto('/');
  await page.getByTestId('search-input').fill(`Muskingum ${tag}`);
  await page.getByTestId('search-result').filter({ hasText: `Muskingum ${tag} Bend Golf Club` }).click();
  const coursePage = page.getByTestId('course-detail');
  await expect(coursePage.getByTestId('course-credits')).toHaveText('Contains data from OpenGolfAPI (opengolfapi.org)');
  await expect(page.locator('.maplibregl-ctrl-attrib-inner')).toContainText('Contains data from OpenGolfAPI');
  // The credit rides on an empty source of the app's: the basemap's depth is still the offline archive's (zoom 8, 11 with overzoom).
  await expect(page.getByTestId('courses-map')).toHaveAttribute('data-detail-zoom', '11');
  await expect(page.locator('.maplibregl-ctrl-attrib-inner').getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveCount(1);
  await snap(page, 'admin-import-course-credit');
});

/** Every tab of the console shown whole inside the tab bar: none clipped at its edge ("I" for Import). */
async function expectEveryTabWhole(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const list = await page.getByRole('tablist').boundingBox();
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i += 1) {
    const tab = tabs.nth(i);
    const box = (await tab.boundingBox())!;
    const name = await tab.textContent();
    expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(list!.x - 0.5);
    expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(list!.x + list!.width + 0.5);
  }
}

test('a run whose server died reads Interrupted with what it wrote, and a new import starts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  await openSignedIn(page, admin, '/admin?tab=import');

  const row = page.getByTestId('import-run-row').filter({ hasText: E2E_INTERRUPTED_IMPORT });
  await expect(row).toContainText('Interrupted · 1,990 new, 0 updated, 10 merged of 2,345 read');
  await row.click();
  const run = page.getByTestId('import-run');
  await expect(run).toHaveAttribute('data-status', 'interrupted');
  await expect(page.getByTestId('import-status')).toHaveText('Interrupted');
  const told = page.getByTestId('import-interrupted');
  await expect(told).toContainText('The import was interrupted after reading 2,345 records');
  await expect(told).toContainText('Its batches wrote 1,990 new, 0 updated, 10 merged and found 0 unchanged; each batch is written whole.');
  await expect(told).toContainText('Import the file again to finish');

  // Nothing holds the form: a new import starts and ends.
  const tag = unique();
  await page.getByTestId('import-file').setInputFiles({ name: `after-${tag}.ndjson`, mimeType: 'application/x-ndjson', buffer: fixture(tag) });
  await page.getByTestId('import-upload').click();
  await expect(run).toContainText(`after-${tag}.ndjson`);
  await expect(run).toHaveAttribute('data-status', 'done');

  // A file refused before any record: its stop message is a sentence of its own, and no coverage is shown.
  await page.getByTestId('import-file').setInputFiles({ name: `empty-${tag}.ndjson`, mimeType: 'application/x-ndjson', buffer: Buffer.from('') });
  await page.getByTestId('import-upload').click();
  await expect(run).toContainText(`empty-${tag}.ndjson`);
  await expect(run).toHaveAttribute('data-status', 'stopped');
  await expect(page.getByTestId('import-stopped')).toContainText(`empty-${tag}.ndjson is empty. What was written before stays`);
  await expect(page.getByTestId('import-coverage')).toHaveCount(0);
  await snap(page, 'admin-import-stopped-empty');
});

test('the Import tab with an interrupted run, and every tab readable: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  await openSignedIn(page, admin, '/admin');
  await inEachLook(page, async (look) => {
    const at = page.viewportSize()!;
    for (const width of look === 'narrow' ? [390] : [1280, 1024]) {
      await expectEveryTabWhole(page, width);
      await snap(page, `admin-tabs-${look}-${width}`);
    }
    await page.setViewportSize(at);
  });
  await page.getByTestId('admin-tab-import').click();
  await page.getByTestId('import-run-row').filter({ hasText: E2E_INTERRUPTED_IMPORT }).click();
  await expect(page.getByTestId('import-interrupted')).toBeVisible();
  await inEachLook(page, async (look) => {
    await page.getByTestId('import-run').scrollIntoViewIfNeeded();
    await snap(page, `admin-import-interrupted-${look}`);
    expect(describeFindings(`admin import interrupted ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
});
