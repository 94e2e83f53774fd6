/**
 * Benchmark of the map index (src/server/geo/course-geo-index.ts).
 *
 *   npx tsx tests/bench/geo-index-bench.ts [--sizes=40000,1000000] [--no-supercluster]
 *
 * For each size: build time and memory, supercluster's own load for comparison, the longest
 * event-loop stall of buildAsync, p50/p95 of viewport queries (1280x800 px at world, continent,
 * country and city zoom, with a first card page of 20), of a deep card page and of nearest(), and
 * the JSON and gzip size of the world view. Input comes ordered by prominence desc, id asc, as the
 * route should load it (`ORDER BY prominence DESC, id`, the courses_prominence_idx order).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import Supercluster from 'supercluster';
import { viewportBounds } from '../../src/server/geo/bounds';
import { CourseGeoIndex, type Bounds, type MapPoint } from '../../src/server/geo/course-geo-index';
import { syntheticCourses } from './synthetic-courses';
import { packFacts } from '../../src/shared/domain/courses/packed-facts';
import type { CourseFilter } from '../../src/shared/domain/courses/course-filter';
import { prng } from '../support/prng';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '40000,1000000').split(',').map(Number);
const withSupercluster = !args.includes('--no-supercluster');

/**
 * Synthetic courses as the route would load them: UUID-looking ids (random hex, so JSON sizes are
 * honest), prominence with many ties, ordered by prominence desc then id asc.
 */
function loadPoints(count: number): MapPoint[] {
  const raw: Array<{ lng: number; lat: number; membership: MapPoint['membership']; prominence: number; facts: number; country: string; province: string | null }> = [];
  const rand = prng(count);
  for (const c of syntheticCourses(count)) {
    // Most courses 0; a long tail of notable ones.
    const r = rand();
    const prominence = r < 0.7 ? 0 : r < 0.95 ? 1 + Math.floor(rand() * 10) : 10 + Math.floor(rand() * 990);
    const facts = packFacts({
      membership: c.club_membership, type: c.type, continent: c.continent, fee: c.peak_green_fee, holes: c.holes, year: c.year_established, yardage: c.total_yardage,
    });
    raw.push({ lng: c.lng, lat: c.lat, membership: c.club_membership, prominence, facts, country: c.country, province: c.province });
  }
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => raw[b]!.prominence - raw[a]!.prominence || a - b);
  const hex = (bits: number, digits: number) => Math.floor(bits).toString(16).padStart(digits, '0');
  return order.map((k, i) => {
    // The first 8 hex digits grow with i, so ids ascend along the prominence order.
    const head = hex((i * 2 ** 32) / count, 8);
    // join() gives a flat string, as a database driver does (a template literal would leave a rope).
    const id = [head, hex(rand() * 0x10000, 4), `4${hex(rand() * 0x1000, 3)}`, hex(0x8000 + rand() * 0x3fff, 4), hex(rand() * 2 ** 24, 6) + hex(rand() * 2 ** 24, 6)].join('-');
    return { id, ...raw[k]! };
  });
}

function memory(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const ms = (t: number) => (t >= 100 ? t.toFixed(0) : t >= 1 ? t.toFixed(1) : t.toFixed(3));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function time(label: string, runs: number, fn: (i: number) => void): string {
  for (let i = 0; i < Math.min(50, runs); i++) fn(i); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `${label.padEnd(34)} p50 ${ms(percentile(times, 50)).padStart(6)} ms   p95 ${ms(percentile(times, 95)).padStart(6)} ms   max ${ms(times[times.length - 1]!).padStart(6)} ms`;
}

const CITIES: Array<[number, number]> = [
  [-74, 40.7], [-87.7, 41.9], [-118.2, 34], [-82.5, 27.9], [-0.1, 51.5], [-3.4, 56], [2.3, 48.8], [8.7, 50.1],
  [139.7, 35.7], [127, 37.5], [151.2, -33.9], [145, -37.8], [28, -26.2], [-58.4, -34.6], [-79.4, 43.7], [18, 59.3],
];
const CONTINENTS: Array<[number, number]> = [[-95, 40], [10, 50], [125, 32], [140, -30], [-60, -20], [25, -5]];

function viewports(kind: 'world' | 'continent' | 'country' | 'city', count: number): Array<{ bounds: Bounds; zoom: number }> {
  const rand = prng(kind.length * 1000 + count);
  const out: Array<{ bounds: Bounds; zoom: number }> = [];
  for (let i = 0; i < count; i++) {
    let lng: number, lat: number, zoom: number, jitter: number;
    if (kind === 'world') [lng, lat, zoom, jitter] = [rand() * 360 - 180, 10 + rand() * 30, 1.5, 0];
    else if (kind === 'continent') [[lng, lat], zoom, jitter] = [CONTINENTS[i % CONTINENTS.length]!, 4, 12];
    else if (kind === 'country') [[lng, lat], zoom, jitter] = [CITIES[i % CITIES.length]!, 6, 3];
    else [[lng, lat], zoom, jitter] = [CITIES[i % CITIES.length]!, 11, 0.4];
    lng += (rand() - 0.5) * jitter;
    lat += (rand() - 0.5) * jitter;
    out.push({ bounds: viewportBounds(lng, lat, zoom + (kind === 'world' ? 0 : rand() * 0.9), 1280, 800), zoom });
  }
  return out;
}

async function benchSize(count: number): Promise<void> {
  console.log(`\n=== ${count.toLocaleString('en-US')} courses ===`);
  let t = performance.now();
  const points = loadPoints(count);
  console.log(`generated input in ${ms(performance.now() - t)} ms`);

  const before = memory();
  const rss0 = process.memoryUsage().rss;
  let cpu = process.cpuUsage();
  t = performance.now();
  const index = CourseGeoIndex.build(points);
  const buildMs = performance.now() - t;
  cpu = process.cpuUsage(cpu);
  const rss1 = process.memoryUsage().rss;
  const retained = memory() - before;
  const s = index.stats;
  const phases = Object.entries(s.phaseMs).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
  console.log(
    `build                              ${ms(buildMs)} ms (CPU ${ms((cpu.user + cpu.system) / 1000)} ms; ${phases})`,
  );
  console.log(
    `  retained ${mb(retained)} (JS heap + typed arrays held by the index; UUIDs packed, input rows not counted)   RSS +${mb(rss1 - rss0)}` +
      `   ${s.clusters.toLocaleString('en-US')} clusters, ${s.roots} roots, input ranked: ${s.inputWasRanked}`,
  );

  // buildAsync: how long the event loop is held at most (the build's own slices, and as seen by
  // a timer, which also counts GC pauses and time the OS gives to other processes).
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  t = performance.now();
  const again = await CourseGeoIndex.buildAsync(points, { sliceMs: 10 });
  const asyncMs = performance.now() - t;
  delay.disable();
  console.log(
    `buildAsync (slices of 10 ms)       ${ms(asyncMs)} ms   longest slice ${ms(again.stats.longestSliceMs)} ms,` +
      ` longest event-loop delay ${ms(delay.max / 1e6)} ms`,
  );

  if (withSupercluster) {
    const scBefore = memory();
    let scCpu = process.cpuUsage();
    t = performance.now();
    const features = points.map((p) => ({
      type: 'Feature' as const,
      properties: { id: p.id },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    }));
    const sc = new Supercluster({ radius: 60, extent: 512, maxZoom: 13 }).load(features);
    const scMs = performance.now() - t;
    scCpu = process.cpuUsage(scCpu);
    const scRetained = memory() - scBefore;
    console.log(
      `supercluster 8 load, for reference  ${ms(scMs)} ms incl. GeoJSON (CPU ${ms((scCpu.user + scCpu.system) / 1000)} ms)` +
        `   retained ${mb(scRetained)} (with its GeoJSON input)   ${sc.getClusters([-180, -90, 180, 90], 0).length} clusters at z0`,
    );
  }

  const page = { offset: 0, limit: 20 };
  const runs = count >= 1_000_000 ? 1000 : 2000;
  for (const kind of ['world', 'continent', 'country', 'city'] as const) {
    const boxes = viewports(kind, runs);
    let markers = 0;
    let totals = 0;
    const line = time(`query ${kind} (zoom ${boxes[0]!.zoom}, 1280x800, page 20)`, runs, (i) => {
      const b = boxes[i % boxes.length]!;
      const r = index.query(b.bounds, b.zoom, page);
      markers += r.clusters.length + r.courses.length;
      totals += r.total;
    });
    const queries = runs + Math.min(50, runs);
    console.log(`${line}   avg ${Math.round(markers / queries)} markers, ${Math.round(totals / queries).toLocaleString('en-US')} courses in view`);
  }
  await filterRuns(index, runs, retained);
  const europe = viewportBounds(8, 50, 5, 1280, 800);
  console.log(time('deep card page (Europe z5, offset 2000)', 300, () => index.query(europe, 5, { offset: 2000, limit: 20 })));
  const rand = prng(5);
  const near = Array.from({ length: 1000 }, (_, i) => {
    const [lng, lat] = CITIES[i % CITIES.length]!;
    return [lng + (rand() - 0.5) * 2, lat + (rand() - 0.5) * 2] as const;
  });
  console.log(time('nearest 10', 1000, (i) => index.nearest(near[i]![0], near[i]![1], 10)));

  // Response size of the world view.
  for (const [label, bounds, zoom] of [
    ['world view (zoom 1.5, 1280x800)', viewportBounds(0, 20, 1.5, 1280, 800), 1.5],
    ['whole world box at zoom 2', { west: -180, east: 180, south: -90, north: 90 }, 2],
  ] as const) {
    const r = index.query(bounds, zoom, page);
    const json = JSON.stringify(r);
    console.log(
      `${label.padEnd(34)} ${r.clusters.length} clusters + ${r.courses.length} courses + ${r.pageIds.length} page ids:` +
        ` JSON ${(json.length / 1000).toFixed(1)} kB, gzip ${(gzipSync(json).length / 1000).toFixed(1)} kB`,
    );
  }
  let worst = 0;
  for (let z = 0; z <= 2; z += 0.25) {
    const r = index.query({ west: -180, east: 180, south: -90, north: 90 }, z, page);
    worst = Math.max(worst, r.clusters.length + r.courses.length);
  }
  console.log(`most markers for the whole world at zoom 0-2: ${worst}`);
}

/**
 * The map's filters (issue 34): each filter's view built once (its time and memory), then each
 * viewport kind's query and facets under it beside the same unfiltered (facets included in both).
 */
async function filterRuns(index: CourseGeoIndex, runs: number, indexBytes: number): Promise<void> {
  console.log(`filter facts in the index: ${mb(index.attributeBytes)} (${((100 * index.attributeBytes) / indexBytes).toFixed(1)}% of the index retained)`);
  const FILTERS: [string, CourseFilter][] = [
    ['none', {}],
    ['1 filter', { membership: ['PUBLIC'] }],
    ['2 filters', { membership: ['PUBLIC', 'LIMITED'], holes: [18] }],
    ['3 filters', { membership: ['PUBLIC'], holes: [18], fee: ['$$', '$$$'] }],
  ];
  const page = { offset: 0, limit: 20 };
  for (const [label, filter] of FILTERS) {
    const before = memory();
    const t = performance.now();
    const view = index.filterView(label, () => ({ filter }));
    const buildMs = performance.now() - t;
    console.log(`filter view "${label}": built in ${ms(buildMs)} ms, holds ${mb(memory() - before)}, keeps ${view.kept.toLocaleString('en-US')}`);
    for (const kind of ['world', 'country', 'city'] as const) {
      const boxes = viewports(kind, runs);
      console.log(time(`  ${kind} query + facets`, runs, (i) => {
        const b = boxes[i % boxes.length]!;
        index.query(b.bounds, b.zoom, page, [], undefined, view.mask ?? undefined);
        index.facets(b.bounds, view);
      }));
    }
  }
}

const started = performance.now();
console.log(`node ${process.version}, ${process.arch}`);
for (const size of sizes) await benchSize(size);
console.log(`\ntotal ${(performance.now() - started) / 1000 | 0} s`);
