/**
 * The test function every browser spec uses: a console error or an uncaught exception in the page
 * fails the test (checked after it), except the browser's own "Failed to load resource" line for
 * a response the test provokes on purpose, allowed with `allowFailedResource(status, url)`.
 *
 * Software WebGL draws a frame in about a second, so opening the map is the expensive part of a
 * test: a spec whose tests follow on from each other can share one page with `sharedPage()`.
 */
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { failOnConsoleErrors, type AllowedFailure } from './console-errors';

export interface ConsoleGuard {
  /** Allows the browser's "Failed to load resource" line for `status` on exactly this URL (or pattern). */
  allowFailedResource(status: number, url: string | RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; allowedFailures: AllowedFailure[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the destructuring
  allowedFailures: async ({}, use) => use([]),
  page: async ({ page, allowedFailures }, use) => {
    const errors = failOnConsoleErrors(page, allowedFailures);
    await use(page);
    expect(errors, 'console errors and uncaught exceptions in the page').toEqual([]);
  },
  consoleGuard: async ({ allowedFailures }, use) => use({ allowFailedResource: (status, url) => allowedFailures.push({ status, url }) }),
});

export { expect };

/**
 * One page for all tests of the calling `test.describe` (which should be serial): opened before
 * the first test with the project's settings, checked for console errors after each test, closed
 * after the last. Only the shared page is guarded; do not use the `page` fixture alongside it.
 */
export function sharedPage(options: BrowserContextOptions = {}): { readonly page: Page } & ConsoleGuard {
  let page: Page | undefined;
  let errors: string[] = [];
  const allowed: AllowedFailure[] = [];
  test.beforeAll(async ({ browser }, info) => {
    const { baseURL, viewport, colorScheme } = info.project.use;
    const context = await browser.newContext({ baseURL, viewport, colorScheme, ...options });
    page = await context.newPage();
    errors = failOnConsoleErrors(page, allowed);
  });
  test.afterEach(() => {
    expect(errors.splice(0), 'console errors and uncaught exceptions in the page').toEqual([]);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return {
    get page() {
      if (!page) throw new Error('the shared page opens in beforeAll');
      return page;
    },
    allowFailedResource: (status, url) => allowed.push({ status, url }),
  };
}
