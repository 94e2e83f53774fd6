/**
 * The test function every browser spec uses: a console error or an uncaught exception in the page
 * fails the test (checked after it), except the browser's own "Failed to load resource" line for
 * a response the test provokes on purpose, allowed with `allowFailedResource(status, url)`.
 */
import { test as base, expect } from '@playwright/test';
import { failOnConsoleErrors, type AllowedFailure } from './map-driver';

export interface ConsoleGuard {
  /** Allows the browser's "Failed to load resource" line for `status` on exactly this URL (or pattern). */
  allowFailedResource(status: number, url: string | RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: AllowedFailure[] = [];
      const errors = failOnConsoleErrors(page, allowed);
      await use({ allowFailedResource: (status, url) => allowed.push({ status, url }) });
      expect(errors, 'console errors and uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
