import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedBrowserTests, failedVitestTests, flakyTests, playwrightCounts, slowestBrowserTests, slowestVitestFiles, vitestCounts } from '../../support/test-report';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-report-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
};

const browser = write('browser.json', {
  stats: { expected: 3, unexpected: 1, flaky: 1 },
  suites: [{
    specs: [{ title: 'signs in', file: 'auth.spec.ts', line: 4, tests: [{ projectName: 'chromium', status: 'expected', results: [{ duration: 2000, status: 'passed' }] }] }],
    suites: [{
      specs: [
        { title: 'ranks a list', file: 'lists.spec.ts', line: 9, tests: [{ status: 'flaky', results: [{ duration: 7000, status: 'failed' }, { duration: 5000, status: 'passed' }] }] },
        { title: 'opens the map', file: 'map.spec.ts', line: 1, tests: [{ status: 'expected', results: [{ duration: 9000, status: 'passed' }] }] },
        { title: 'draws dark', file: 'theme.spec.ts', line: 7, tests: [{ status: 'unexpected', results: [{ duration: 100, status: 'failed' }, { duration: 100, status: 'failed' }] }] },
      ],
    }],
  }],
});

describe('the run report', () => {
  it('ranks browser tests by the time of all their runs, nested suites included, retries named', () => {
    expect(slowestBrowserTests(browser, 2)).toEqual([
      { name: 'lists.spec.ts:9 ranks a list (2 runs)', seconds: 12 },
      { name: 'map.spec.ts:1 opens the map', seconds: 9 },
    ]);
    expect(slowestBrowserTests(browser).map((t) => t.name)).toContain('auth.spec.ts:4 signs in [chromium]');
  });

  it('counts a flaky browser test as passed and names it', () => {
    expect(playwrightCounts(browser)).toEqual({ passed: 4, failed: 1 });
    expect(flakyTests(browser)).toEqual(['lists.spec.ts:9 ranks a list']);
  });

  it('ranks vitest files by their time from start to end', () => {
    const api = write('api.json', {
      numPassedTests: 5, numFailedTests: 0,
      testResults: [
        { name: path.join(process.cwd(), 'tests/api/a.test.ts'), startTime: 1000, endTime: 4000 },
        { name: path.join(process.cwd(), 'tests/api/b.test.ts'), startTime: 1000, endTime: 9500 },
      ],
    });
    expect(vitestCounts(api)).toEqual({ passed: 5, failed: 0 });
    expect(slowestVitestFiles(api, 1)).toEqual([{ name: path.join('tests', 'api', 'b.test.ts'), seconds: 8.5 }]);
  });

  it('names the failed tests: vitest with the first line of the error, browser tests failed on every run', () => {
    const api = write('api-failed.json', {
      numPassedTests: 1, numFailedTests: 1,
      testResults: [{
        name: path.join(process.cwd(), 'tests/api/a.test.ts'),
        assertionResults: [
          { fullName: 'maps answers', status: 'passed' },
          { fullName: 'maps filters', status: 'failed', failureMessages: ['AssertionError: expected 2 to be 3\n    at a.test.ts:9'] },
        ],
      }],
    });
    expect(failedVitestTests(api)).toEqual([`${path.join('tests', 'api', 'a.test.ts')} > maps filters: AssertionError: expected 2 to be 3`]);
    expect(failedBrowserTests(browser)).toEqual(['theme.spec.ts:7 draws dark']);
  });

  it('reads a report that was never written as nothing', () => {
    const none = path.join(dir, 'none.json');
    expect(vitestCounts(none)).toEqual({ passed: 0, failed: 0 });
    expect(slowestBrowserTests(none)).toEqual([]);
    expect(failedVitestTests(none)).toEqual([]);
  });
});
