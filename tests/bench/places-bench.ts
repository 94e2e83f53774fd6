/**
 * Place search (issue 14): how long the gazetteer takes to build and what it keeps in memory, then
 * p50/p95/max of a realistic query set, in process (PlaceIndex.search) and through the HTTP route
 * (`GET /api/places/search` by app.inject on the real app, PGlite in memory). Budget: p95 under
 * 5 ms on both. The set: full names of golf towns and regions, the same names as typed letter by
 * letter, and typos.
 *
 *   npm run bench -- --only places            # print
 *   npm run bench -- --only places --strict   # and exit 1 over budget
 *   node --expose-gc --import tsx tests/bench/places-bench.ts [--strict]   # with exact retained memory
 */
import { pathToFileURL } from 'node:url';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { buildPlaceIndex } from '../../src/server/places/place-gazetteer';
import { fmt, pct } from './bench-support';
import { staticIdentity } from './golfer-bench';

export const PLACES_BUDGET_MS = 5;
const ROUNDS = 5;

const FULL_NAMES = [
  'North Berwick', 'Monterey', 'Algarve', 'St Andrews', 'Pinehurst', 'Scottsdale', 'Myrtle Beach', 'Kiawah Island', 'Bandon',
  'Carnoustie', 'Troon', 'Portrush', 'Ballybunion', 'Lahinch', 'Melbourne', 'Marbella', 'Évora', 'Vilamoura', 'Dubai', 'Tokyo',
  'Cape Town', 'Costa del Sol', 'Fife', 'East Lothian', 'Ayrshire', 'Scotland', 'Portugal', 'Japan', 'New York', 'Palm Springs',
  'Hilton Head Island', 'Sotogrande', 'Auchterarder', 'Kohler', 'Queenstown', 'Dornoch', 'Gullane', 'Sandwich', 'Southport', 'Augusta',
];
const TYPED = ['North Berwick', 'Monterey', 'Algarve', 'Scottsdale', 'Myrtle Beach', 'Ballybunion', 'Costa del Sol', 'Hilton Head Island', 'Queenstown', 'Sandwich'];
const TYPOS = [
  'north berwik', 'monteray', 'algarv', 'carnoosty', 'pinehirst', 'scotsdale', 'mirtle beach', 'kiawa island', 'portrusch', 'ballybunnion',
  'lahinsh', 'marbela', 'evora', 'vilamora', 'dubay', 'tokio', 'cape towm', 'costa del soll', 'east lothan', 'aishire', 'scottland',
  'portugall', 'new yrok', 'palm sprngs', 'hilton hed', 'sotogrand', 'auchterader', 'quenstown', 'durnoch', 'berwick north', 'monterey california',
];

export function placeQueries(): { kind: 'full name' | 'typed' | 'typo'; terms: string }[] {
  const typed = TYPED.flatMap((name) => Array.from({ length: name.length }, (_, i) => name.slice(0, i + 1)).filter((s) => !s.endsWith(' ')));
  return [
    ...FULL_NAMES.map((terms) => ({ kind: 'full name' as const, terms })),
    ...typed.map((terms) => ({ kind: 'typed' as const, terms })),
    ...TYPOS.map((terms) => ({ kind: 'typo' as const, terms })),
  ];
}

interface Row { what: string; n: number; p50: number; p95: number; max: number }
const row = (what: string, times: number[]): Row => {
  const s = times.slice().sort((a, b) => a - b);
  return { what, n: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s[s.length - 1]! };
};

export async function placesBench({ strict }: { strict: boolean }): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  const { index, stats } = buildPlaceIndex();
  const rssPeak = process.memoryUsage().rss;
  gc?.();
  const retained = process.memoryUsage().heapUsed - heapBefore;
  console.log(`\nplaces: ${stats.places.toLocaleString('en')} places (${stats.towns.toLocaleString('en')} towns, ${stats.regions.toLocaleString('en')} regions, ${stats.countries} countries) built in ${stats.loadMs} ms`);
  console.log(`  heap retained ${(retained / 1e6).toFixed(0)} MB${gc ? '' : ' (no --expose-gc: includes garbage not yet collected)'}, RSS grew ${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB while building`);

  const queries = placeQueries();
  for (const q of queries) index.search(q.terms, 8); // warm up
  const inProcess = new Map<string, number[]>();
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of queries) {
      const t = performance.now();
      index.search(q.terms, 8);
      const ms = performance.now() - t;
      for (const k of [q.kind, 'all']) (inProcess.get(k) ?? inProcess.set(k, []).get(k)!).push(ms);
    }
  }

  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const { app } = await buildApp({
    env: { adminEmails: new Set(), RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
    database,
    identity: staticIdentity({}),
  });
  const http: number[] = [];
  try {
    const inject = (terms: string) => app.inject(`/api/places/search?terms=${encodeURIComponent(terms)}&limit=8`);
    const first = performance.now();
    if ((await inject('North Berwick')).statusCode !== 200) throw new Error('place search failed');
    console.log(`  first request through the route (the process's gazetteer loads): ${(performance.now() - first).toFixed(0)} ms`);
    for (const q of queries) await inject(q.terms);
    for (let r = 0; r < ROUNDS; r++) {
      for (const q of queries) {
        const t = performance.now();
        const res = await inject(q.terms);
        http.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`${q.terms}: ${res.statusCode}`);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }

  const rows = [...['full name', 'typed', 'typo', 'all'].map((k) => row(`in process, ${k}`, inProcess.get(k)!)), row('HTTP (app.inject), all', http)];
  console.log(`  ${queries.length} queries x ${ROUNDS} rounds (p95 budget ${PLACES_BUDGET_MS} ms)`);
  console.log(`  ${'what'.padEnd(28)}${'n'.padEnd(7)}${'p50 ms'.padEnd(9)}${'p95 ms'.padEnd(9)}max ms`);
  for (const r of rows) console.log(`  ${r.what.padEnd(28)}${String(r.n).padEnd(7)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${fmt(r.max)}`);
  const over = rows.filter((r) => r.what.endsWith('all') && r.p95 > PLACES_BUDGET_MS);
  if (over.length > 0) console.log(`  OVER BUDGET: ${over.map((r) => r.what).join(', ')}`);
  return strict && over.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await placesBench({ strict: process.argv.includes('--strict') });
}
