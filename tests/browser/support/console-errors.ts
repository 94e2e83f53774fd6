/**
 * Console errors fail a browser test (fixtures.ts): every error the page logs or throws, except a
 * "Failed to load resource" line for a response the test provokes on purpose.
 */
import type { Page } from '@playwright/test';

/**
 * A "Failed to load resource" line the browser logs for a response the test provokes on purpose
 * (a wrong password, an unknown id). Matched by status and by the resource's exact URL or pattern.
 */
export interface AllowedFailure {
  status: number;
  url: string | RegExp;
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

function isAllowed(text: string, url: string, allowed: readonly AllowedFailure[]): boolean {
  const m = FAILED_RESOURCE.exec(text);
  if (!m) return false;
  const status = Number(m[1]);
  return allowed.some((a) => a.status === status && (typeof a.url === 'string' ? a.url === url : a.url.test(url)));
}

/**
 * Fails the test on any console error or uncaught exception in the page. `allowed` is read when a
 * message arrives, so a test may add to it just before it provokes the failure.
 */
export function failOnConsoleErrors(page: Page, allowed: AllowedFailure[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const url = m.location().url;
    if (isAllowed(m.text(), url, allowed)) return;
    errors.push(url ? `${m.text()} (${url})` : m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
