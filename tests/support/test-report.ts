/**
 * What tests/run-all.ts reads back from the reporters' JSON: each step's counts, the tests that
 * failed, the browser tests that passed only on their retry, and where the time went (the slowest browser tests, the slowest
 * API test files).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Counts { passed: number; failed: number }

interface VitestAssertion { fullName: string; status: string; failureMessages?: string[] }
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { name: string; startTime?: number; endTime?: number; assertionResults?: VitestAssertion[] }[];
}

interface PlaywrightResult { duration: number; status: string }
interface PlaywrightTest { projectName?: string; status: string; results?: PlaywrightResult[] }
interface PlaywrightSpec { title: string; file: string; line: number; tests: PlaywrightTest[] }
interface PlaywrightSuite { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] }

function readJson<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

export function vitestCounts(file: string): Counts {
  const r = readJson<VitestReport>(file);
  return r ? { passed: r.numPassedTests, failed: r.numFailedTests } : { passed: 0, failed: 0 };
}

function allSpecs(suites: PlaywrightSuite[] = []): PlaywrightSpec[] {
  return suites.flatMap((s) => [...(s.specs ?? []), ...allSpecs(s.suites)]);
}

/** Tests that passed only on their retry (CI retries once): named, so a flake is seen, not hidden. */
export function flakyTests(file: string): string[] {
  const r = readJson<PlaywrightReport>(file);
  return allSpecs(r?.suites).filter((t) => t.tests.some((x) => x.status === 'flaky')).map((t) => `${t.file}:${t.line} ${t.title}`);
}

/** Each failed test of a vitest run (file, name, and the first line of its error): the summary names them. */
export function failedVitestTests(file: string): string[] {
  const r = readJson<VitestReport>(file);
  return (r?.testResults ?? []).flatMap((f) => (f.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => {
    const why = a.failureMessages?.[0]?.split('\n')[0]?.slice(0, 200) ?? '';
    return `${path.relative(process.cwd(), f.name)} > ${a.fullName}${why ? `: ${why}` : ''}`;
  }));
}

/** Each browser test that failed on every run. */
export function failedBrowserTests(file: string): string[] {
  const r = readJson<PlaywrightReport>(file);
  return allSpecs(r?.suites).filter((t) => t.tests.some((x) => x.status === 'unexpected')).map((t) => `${t.file}:${t.line} ${t.title}`);
}

export function playwrightCounts(file: string): Counts {
  const r = readJson<PlaywrightReport>(file);
  return r ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected } : { passed: 0, failed: 0 };
}

export interface Timed { name: string; seconds: number }

/** The `n` slowest browser tests: every run of a test counted (a retry adds its time). */
export function slowestBrowserTests(file: string, n = 10): Timed[] {
  const r = readJson<PlaywrightReport>(file);
  return allSpecs(r?.suites)
    .flatMap((spec) => spec.tests.map((t) => {
      const runs = t.results ?? [];
      const retried = runs.length > 1 ? ` (${runs.length} runs)` : '';
      const project = t.projectName ? ` [${t.projectName}]` : '';
      return { name: `${spec.file}:${spec.line} ${spec.title}${project}${retried}`, seconds: runs.reduce((s, x) => s + x.duration, 0) / 1000 };
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n);
}

/** The `n` slowest test files of a vitest run (from its start to its end, set-up included). */
export function slowestVitestFiles(file: string, n = 10): Timed[] {
  const r = readJson<VitestReport>(file);
  return (r?.testResults ?? [])
    .filter((f) => f.startTime !== undefined && f.endTime !== undefined)
    .map((f) => ({ name: path.relative(process.cwd(), f.name), seconds: (f.endTime! - f.startTime!) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, n);
}

export function printSlowest(title: string, rows: Timed[]): void {
  if (!rows.length) return;
  console.log(`\n━━ ${title} ━━`);
  for (const r of rows) console.log(`${r.seconds.toFixed(1).padStart(7)} s  ${r.name}`);
}
