import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the production build
 * served by the real API on a fresh PGlite folder, with the Firebase Auth emulator.
 */
export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'test-results/browser',
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // In CI one retry, so a test starved of CPU on a loaded 2-core machine does not fail the run;
  // tests/run-all.ts names every test that needed it ("flaky"), so a real flake is still seen.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/browser.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--enable-unsafe-swiftshader',
        '--use-angle=swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Only on the retry: recording every test's trace cost the whole suite several minutes.
    trace: 'on-first-retry',
  },
  webServer: {
    command: `tsx tests/browser/support/serve-e2e.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
