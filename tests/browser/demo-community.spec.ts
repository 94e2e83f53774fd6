/**
 * A fresh `npm start` is not an empty town (issue 26): the real start-up script on a fresh data
 * folder (SKIP_BUILD: the build under test is the one `npm run build` made) seeds the demo
 * community, and the demo golfer finds a feed, golfers to follow, community rankings in Explore,
 * followers, and an invitation on a trip. Community, a demo golfer's profile and its followers in
 * light, dark and 390 px.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'demo.golfer@example.com', password: 'tpl-demo-golfer', idToken: '' };

let server: ChildProcess | null = null;
let dataDir = '';
let output = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-demo-'));
  server = spawn('npx', ['tsx', 'src/server/cli/start.ts'], {
    env: { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await expect.poll(() => output, { timeout: 170_000, message: 'npm start prints its URL' }).toContain('TPL is running');
  expect(output).toMatch(/Seeded the demo community in \d+ ms: \d+ demo golfers/);
});

test.afterAll(async () => {
  if (server?.pid) {
    process.kill(-server.pid, 'SIGINT');
    await new Promise((done) => server!.once('exit', done));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(page: Page, path = '/'): Promise<void> {
  await openSignedIn(page, DEMO, `${BASE}${path}`);
}

test('the demo golfer finds a feed, golfers to follow, community rankings, followers and a trip invitation', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, '/community');
  const feed = page.getByTestId('community-feed');
  await expect(feed.getByTestId('feed-entry').first()).toBeVisible({ timeout: 30_000 });
  expect(await feed.getByTestId('feed-entry').count()).toBeGreaterThan(5);
  await expect(feed.getByTestId('feed-entry').first()).toContainText('Demo golfer');
  await expect(page.getByTestId('feed-empty')).toHaveCount(0);
  const suggestions = page.getByTestId('community-suggestions').getByTestId('suggestion');
  await expect(suggestions).toHaveCount(10);
  await expect(suggestions.first().getByTestId('demo-badge')).toHaveText('Demo golfer');
  await expect(suggestions.first()).toContainText(/Played \d+ courses/);

  // Find golfers by name: a demo golfer, marked.
  await page.getByRole('textbox', { name: 'Find golfers by name' }).fill('Fiona');
  const found = page.getByRole('link', { name: 'Fiona Mackay' });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page.getByTestId('screen-user-profile').getByTestId('demo-badge')).toBeVisible();
  expect(Number(await page.getByTestId('count-played').locator('dd').textContent())).toBeGreaterThan(5);

  // Her followers, from the count.
  await page.getByTestId('count-followers').getByRole('link', { name: 'Followers' }).click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}\/followers$/);
  await expect(page.getByTestId('follows-row').first()).toBeVisible();

  // Explore's community ranking, computed at start from the demo golfers' lists.
  await page.goto('/explore?ranking=mylie');
  await expect(page.getByTestId('explore-results').getByTestId('course-list-item').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('explore-count')).toContainText('ranked by at least 3 golfers each');
  await expect(page.getByTestId('explore-built-from')).toContainText('golfers');

  // The demo golfer is invited on a demo golfer's trip.
  await page.goto('/trip-planner');
  await expect(page.getByTestId('trip-invitation-row').filter({ hasText: 'Fife links week' })).toBeVisible({ timeout: 30_000 });
});

test('community, a demo golfer\'s profile and followers: light, dark and 390 px', async ({ page }) => {
  test.setTimeout(200_000);
  await signedIn(page, '/community');
  await expect(page.getByTestId('community-feed').getByTestId('feed-entry').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await inEachLook(page, (look) => snap(page, `demo-community-${look}`));

  await page.getByTestId('suggestion').first().getByRole('link').first().click();
  await expect(page.getByTestId('screen-user-profile').getByTestId('demo-badge')).toBeVisible();
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('count-followers')).toBeInViewport();
    await snap(page, `demo-profile-${look}`);
  });

  await page.getByTestId('count-following').getByRole('link', { name: 'Following' }).click();
  await expect(page.getByTestId('follows-row').first()).toBeVisible();
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('follows-row').getByTestId('demo-badge').first()).toBeInViewport();
    await snap(page, `demo-following-${look}`);
  });
});
