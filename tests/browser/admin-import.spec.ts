/**
 * Issue 25, the admin console's import: the admin uploads a small OpenGolf NDJSON file, sees the
 * run, then its report (what was written, what was skipped and why, the problems with their
 * lines); the new course is found by search and its card credits OpenGolfAPI, as the map's
 * attribution does. The Import tab passes axe.
 */
import { E2E_ADMIN_EMAIL, verifiedEmulatorAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, snap } from './support/screens';
import { signInThroughDialog } from './support/sign-in';

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
  await page.goto('/admin?tab=import');
  await signInThroughDialog(page, admin);

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
  await expect(page.locator('.maplibregl-ctrl-attrib-inner').getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveCount(1);
  await snap(page, 'admin-import-course-credit');
});
