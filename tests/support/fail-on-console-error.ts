/**
 * Vitest setup for unit and API tests: a test that makes anything call `console.error` fails,
 * with what was logged in the failure. The API tests' server logs errors through console.error
 * (see tests/api/helpers/test-app.ts), so a 500 fails its test and shows the server's cause.
 * A test that means to provoke an error says so first: `expectConsoleError(/pattern/)`.
 */
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

let logged: string[] = [];
let allowed: RegExp[] = [];
const original = console.error;

/** Lets the current test log errors matching `pattern` (each expected error must then appear). */
export function expectConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  logged = [];
  allowed = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = format(...args);
    logged.push(text);
    original.call(console, text);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const unexpected = logged.filter((text) => !allowed.some((p) => p.test(text)));
  const missing = allowed.filter((p) => !logged.some((text) => p.test(text)));
  if (unexpected.length) throw new Error(`console.error was called unexpectedly:\n${unexpected.join('\n---\n')}`);
  if (missing.length) throw new Error(`expected console.error matching ${missing.join(', ')}; none came`);
});
