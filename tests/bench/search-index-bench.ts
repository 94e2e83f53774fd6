/**
 * Benchmark of the in-memory course search index (src/server/search/course-search-index.ts).
 *
 *   npx tsx tests/bench/search-index-bench.ts            # 40k, 40k with a large vocabulary, 1M
 *   npx tsx tests/bench/search-index-bench.ts 40000      # only the given sizes
 *
 * For each corpus (synthetic courses from synthetic-courses.ts, ids shaped like the database's
 * UUIDs, plus ~50 real famous courses appended last so that ties would NOT favour them) it prints:
 * build time, memory held by the index (V8 heap + typed-array buffers, after GC), search latency
 * p50/p95/p99/max over a mix of queries (famous misspellings, prefixes being typed, single common
 * words that match tens of thousands of courses, locations, nonsense), the same per kind of query,
 * write latency (upsert/remove), how often the top 10 equal those of an exhaustive index (every word
 * scored from its full posting lists; the real index bounds the work for very common words), and
 * the rank of the expected course for each famous misspelling. Latencies are wall-clock on an
 * otherwise idle event loop; the load average is printed because other processes on a 2-core machine
 * inflate them.
 *
 * The "large vocabulary" corpus swaps most synthetic nouns for made-up place-like words
 * (~30,000 distinct words, like a real 40,000-course database) so the typo expansion works
 * against a realistic dictionary, not the generator's ~200 words.
 */
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { CourseSearchIndex, type SearchDoc } from '../../src/server/search/course-search-index';
import { FAMOUS, famousId, syntheticDoc } from '../unit/server/search/famous-courses';
import { syntheticCourses } from './synthetic-courses';
import { prng } from '../support/prng';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const LIMIT = 10;

/** Famous misspellings and the course a golfer means. */
const EXPECTED: [query: string, name: string][] = [
  ['pebel bech', 'Pebble Beach Golf Links'],
  ['pebble beach', 'Pebble Beach Golf Links'],
  ['pebble', 'Pebble Beach Golf Links'],
  ['st andrews old', 'The Old Course at St Andrews'],
  ['old course st andrews', 'The Old Course at St Andrews'],
  ['shinecock', 'Shinnecock Hills Golf Club'],
  ['royal county down', 'Royal County Down Golf Club (Championship)'],
  ['muirfeld village', 'Muirfield Village Golf Club'],
  ['pinehurst 2', 'Pinehurst Resort (No. 2)'],
  ['augsta national', 'Augusta National Golf Club'],
  ['augusta', 'Augusta National Golf Club'],
  ['ryal portrush', 'Royal Portrush Golf Club (Dunluce)'],
  ['royal melborne', 'Royal Melbourne Golf Club (West)'],
  ['spyglas hill', 'Spyglass Hill Golf Course'],
  ['valderráma', 'Real Club Valderrama'],
  ['carnousty', 'Carnoustie Golf Links (Championship)'],
  ['kingston heat', 'Kingston Heath Golf Club'],
];

const MIX: Record<string, string[]> = {
  misspelled: EXPECTED.map(([q]) => q).concat(['bethpage blak', 'winged fot', 'whistling strait', 'oakmnt']),
  prefix: ['p', 'pe', 'peb', 'pebb', 'pebble b', 'royal m', 'royal mel', 'st and', 'augu', 'pine', 'old c', 'sh'],
  common: ['golf', 'club', 'creek', 'golf club', 'country club', 'golf course', 'royal', 'beach', 'old', 'the', 'national', 'links'],
  location: ['scotland', 'melbourne', 'myrtle beach', 'tokyo golf', 'new york', 'united states'],
  other: ['xqzvj', 'golf & country club pine creek', 'royal melbourne golf club west', '⛳ pebble', 'a'.repeat(300)],
};

function uuidFor(i: number): string {
  return `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
}

/** Made-up place-like words ("Kelvoran", "Brisdale"...), ~30,000 distinct. */
function wordMaker(seed: number): () => string {
  const rand = prng(seed);
  const heads = ['b', 'br', 'c', 'ch', 'cr', 'd', 'dr', 'f', 'g', 'gl', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 'st', 't', 'tr', 'w', 'v', 'z'];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou', 'y'];
  const tails = ['', 'n', 'r', 'l', 'ck', 'st', 'ton', 'ley', 'ford', 'dale', 'wood', 'mere', 'burn', 'wick', 'ham'];
  const pools: string[] = [];
  for (let i = 0; i < 30_000; i++) {
    const syll = 1 + Math.floor(rand() * 2);
    let w = '';
    for (let s = 0; s < syll; s++) w += heads[Math.floor(rand() * heads.length)]! + vowels[Math.floor(rand() * vowels.length)]!;
    w += tails[Math.floor(rand() * tails.length)]!;
    pools.push(w[0]!.toUpperCase() + w.slice(1));
  }
  return () => pools[Math.floor(rand() * pools.length)]!;
}

function* corpus(n: number, largeVocabulary: boolean): Generator<SearchDoc> {
  const word = largeVocabulary ? wordMaker(99) : null;
  let i = 0;
  for (const c of syntheticCourses(n)) {
    const doc = syntheticDoc(c, i);
    doc.id = uuidFor(i);
    if (word && i % 10 < 7) {
      const parts = doc.name.split(' ');
      parts[i % 2] = word();
      doc.name = parts.join(' ');
    }
    yield doc;
    i++;
  }
  for (const f of FAMOUS) yield { ...f };
}

function memory(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function fmt(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`;
}

function stats(times: number[]): string {
  const s = Float64Array.from(times).sort();
  return `p50 ${fmt(quantile(s, 0.5))}  p95 ${fmt(quantile(s, 0.95))}  p99 ${fmt(quantile(s, 0.99))}  max ${fmt(s[s.length - 1]!)}`;
}

function run(label: string, n: number, largeVocabulary: boolean, rounds: number): void {
  console.log(`\n=== ${label}: ${n.toLocaleString('en-US')} synthetic + ${FAMOUS.length} famous courses (load average ${os.loadavg()[0]!.toFixed(1)}) ===`);
  const docs = [...corpus(n, largeVocabulary)];
  const before = memory();
  const t0 = performance.now();
  const index = CourseSearchIndex.build(docs);
  const buildMs = performance.now() - t0;
  const held = memory() - before;
  console.log(`build ${buildMs.toFixed(0)} ms, ${index.size.toLocaleString('en-US')} docs, index memory ${(held / 2 ** 20).toFixed(0)} MB (heap + typed arrays, after GC, documents excluded)`);

  const all = Object.values(MIX).flat();
  for (let w = 0; w < 5; w++) for (const q of all) index.search(q, LIMIT);

  const perKind: Record<string, number[]> = {};
  const perQuery = new Map<string, number[]>();
  const overall: number[] = [];
  const cpuTimes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const [kind, queries] of Object.entries(MIX)) {
      for (const q of queries) {
        const c = process.cpuUsage();
        const t = performance.now();
        index.search(q, LIMIT);
        const ms = performance.now() - t;
        const cpu = process.cpuUsage(c);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
        (perKind[kind] ??= []).push(ms);
        overall.push(ms);
        let list = perQuery.get(q);
        if (!list) perQuery.set(q, (list = []));
        list.push(ms);
      }
    }
  }
  console.log(`search (limit ${LIMIT}, ${overall.length} calls), wall: ${stats(overall)}`);
  console.log(`  CPU time (not inflated by other processes; includes GC threads): ${stats(cpuTimes)}`);
  for (const [kind, times] of Object.entries(perKind)) console.log(`  ${kind.padEnd(10)} ${stats(times)}`);
  const slowest = [...perQuery.entries()]
    .map(([q, t]) => [q, Float64Array.from(t).sort()] as const)
    .sort((a, b) => quantile(b[1], 0.5) - quantile(a[1], 0.5))
    .slice(0, 4);
  console.log(`  slowest (p50): ${slowest.map(([q, s]) => `"${q.length > 20 ? `${q.slice(0, 17)}...` : q}" ${fmt(quantile(s, 0.5))}`).join(', ')}`);

  // Same top 10 as exhaustive scoring?
  {
    const exhaustive = CourseSearchIndex.build(docs, { exhaustive: true });
    let same = 0;
    let overlap = 0;
    const differ: string[] = [];
    const slow: number[] = [];
    for (const q of all) {
      const a = index.search(q, LIMIT).map((h) => h.id);
      const t = performance.now();
      const b = exhaustive.search(q, LIMIT).map((h) => h.id);
      slow.push(performance.now() - t);
      if (a.join() === b.join()) same++;
      else differ.push(q.length > 20 ? `${q.slice(0, 17)}...` : q);
      overlap += b.length === 0 ? (a.length === 0 ? 1 : 0) : a.filter((id) => b.includes(id)).length / b.length;
    }
    console.log(
      `vs exhaustive: identical top ${LIMIT} for ${same}/${all.length} queries, mean overlap ${((100 * overlap) / all.length).toFixed(0)}%` +
        `${differ.length ? ` (differ: ${differ.join(', ')})` : ''}; exhaustive search would take p50 ${fmt(quantile(Float64Array.from(slow).sort(), 0.5))}, max ${fmt(Math.max(...slow))}`,
    );
  }

  // Writes: rename 1,000 courses, then remove 1,000.
  const upserts: number[] = [];
  const removes: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const id = uuidFor((i * 7919) % n);
    const t = performance.now();
    index.upsert({ id, name: `Renamed Meadow ${i} Golf Club`, city: 'Tampa', province: 'Florida', country: 'United States', prominence: 0 });
    upserts.push(performance.now() - t);
  }
  for (let i = 0; i < 1000; i++) {
    const id = uuidFor((i * 104729 + 13) % n);
    const t = performance.now();
    index.remove(id);
    removes.push(performance.now() - t);
  }
  console.log(`upsert ${stats(upserts)}\nremove ${stats(removes)}`);

  console.log('rank of the expected course (1 = first):');
  const misses: string[] = [];
  const cells = EXPECTED.map(([q, name]) => {
    const hits = index.search(q, 50);
    const rank = hits.findIndex((h) => h.id === famousId(name)) + 1;
    if (rank !== 1) misses.push(q);
    return `"${q}" ${rank === 0 ? '>50' : rank}`;
  });
  for (let i = 0; i < cells.length; i += 4) console.log(`  ${cells.slice(i, i + 4).join('   ')}`);
  console.log(misses.length === 0 ? '  all first' : `  NOT FIRST: ${misses.join(', ')}`);
}

const sizes = process.argv.slice(2).map(Number).filter((x) => x > 0);
const start = performance.now();
if (sizes.length > 0) {
  for (const n of sizes) run(`${n.toLocaleString('en-US')}`, n, false, n >= 500_000 ? 5 : 30);
} else {
  run('40k', 40_000, false, 30);
  run('40k, large vocabulary', 40_000, true, 30);
  run('1M', 1_000_000, false, 5);
}
console.log(`\ntotal ${((performance.now() - start) / 1000).toFixed(1)} s (node ${process.version}, ${process.arch})`);
