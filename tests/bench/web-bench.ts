/**
 * `npm run bench:web` (a benchmark, not a test): the client budgets of issue 3 item 9, measured in
 * headless Chromium (Debian's, software WebGL) against the PRODUCTION build.
 *
 *  1. JavaScript needed before the map first draws its course clusters, gzip (zlib level 9 on each
 *     response body; the server does not compress), map worker and CSS reported apart, and the
 *     chunks that are NOT loaded before the first draw (lazy routes, Firebase). Budget < 450 kB.
 *  2. Navigation start → first drawn course clusters, median of N runs (fresh context, cache off),
 *     beside a BARE MapLibre page (same MapLibre dist, same style, same cluster/pin layers, one fetch
 *     of the same /api/bounded-courses answer) measured in the same run. Budget: ours ≤ 1.3 × bare.
 *
 *   npm run bench:web                     # build, then measure (7 runs each)
 *   npm run bench:web -- --no-build       # measure the dist/ that is there
 *   npm run bench:web -- --runs 11        # more runs
 *   npm run bench:web -- --strict         # exit 1 when a budget fails
 *
 * "First drawn clusters" is the same signal on both pages: after a MapLibre `idle` event,
 * queryRenderedFeatures on the cluster layer is > 0, written to `data-rendered-clusters` on the map
 * container (map-view.tsx does this in the app; the bare page does it itself). A MutationObserver
 * installed before any page script stamps performance.now() (ms since navigation start) when that
 * attribute first becomes > 0; a script or stylesheet counts as "before first draw" when Chromium
 * started its request before that moment.
 *
 * Starts what it needs and stops it at the end: the Auth emulator (only if none answers on 9099;
 * the server's health check wants it, the map does not), the seeded server of the browser tests
 * (tests/browser/support/serve-e2e.ts: temp PGlite folder, seed data) as a child process, and a
 * small static server on another loopback port for the bare page, which serves maplibre-gl's dist
 * and forwards everything else (/map-styles/*, /api/*) to the app server, so both pages load the
 * style, basemap, glyphs and markers from the same server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Response } from 'playwright-core';
import { startAuthEmulator, type RunningEmulator } from '../../src/server/cli/auth-emulator';
import { clusterCountLayer, clusterLayer, COURSES_SOURCE, coursePinLayer } from '../../src/map/course-layers';
import { INITIAL_VIEW } from '../../src/map/map-constants';

// ─── options and budgets ────────────────────────────────────────────────────────────────────────

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Math.max(1, Number(option('runs') ?? 7));
const BUILD = !flag('no-build');
const STRICT = flag('strict');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const JS_BUDGET_KB = 450;
const TIME_BUDGET_RATIO = 1.3;
const DRAW_TIMEOUT_MS = 120_000;

const ROOT = process.cwd();
/**
 * The build under test lives in a private temp folder (built there, or a snapshot of ./dist with
 * --no-build), so a concurrent `npm run build` in the same checkout cannot swap files mid-run.
 */
const DIST = fs.mkdtempSync(path.join(os.tmpdir(), 'tpl-web-bench-dist-'));
const ASSETS = path.join(DIST, 'assets');
const MAPLIBRE_DIST = path.join(ROOT, 'node_modules/maplibre-gl/dist');
const PMTILES_BUNDLE = path.join(ROOT, 'node_modules/pmtiles/dist/pmtiles.js');
const VIEWPORT = { width: 1280, height: 800 };
/**
 * The app's map frame at this viewport: below the 48 px top bar and right of the 48 px rail (shown
 * from 480 px up). The bare page puts its map in the same box so both canvases match.
 */
const TOP_BAR_PX = 48;
const RAIL_PX = 48;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

// ─── small helpers ──────────────────────────────────────────────────────────────────────────────

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (v: number | null | undefined) => (v == null || Number.isNaN(v) ? '—' : `${Math.round(v)} ms`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const section = (title: string) => console.log(`\n━━ ${title} ━━`);
function table(rows: (string | number)[][], align: ('l' | 'r')[] = []) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  for (const r of rows) {
    console.log('  ' + r.map((c, i) => (align[i] === 'r' ? String(c).padStart(widths[i]!) : String(c).padEnd(widths[i]!))).join('  '));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

// ─── source-map attribution (which packages make up a chunk) ────────────────────────────────────

/** Code without a source position: in the main chunk mostly MapLibre's GLSL shader strings; elsewhere the bundler's glue. */
const UNMAPPED = '(unmapped code)';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes a source map's `mappings`: per generated line, [generatedColumn, sourceIndex | -1]. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64_INDEX.get(ch) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1]!;
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

const FAMILIES: [RegExp, string][] = [
  [/^@zag-js\//, '@zag-js/* (Ark UI state machines)'],
  [/^(@firebase\/|firebase$|idb$)/, 'firebase + @firebase/* + idb'],
  [/^(@emotion\/|stylis$|hoist-non-react-statics$|react-is$)/, '@emotion/* + stylis'],
  [/^@floating-ui\//, '@floating-ui/*'],
  [/^(react|scheduler)$/, 'react + scheduler'],
];

function packageOf(source: string): string {
  const nm = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return FAMILIES.find(([re]) => re.test(nm[1]!))?.[1] ?? nm[1]!;
  const app = source.match(/(?:^|\/)(src\/[^/]+(?:\/[^/]+)?)/);
  if (app) return `app: ${app[1]!.replace(/\.[tj]sx?$/, '')}`;
  return `other: ${source}`;
}

/** Minified code of a built chunk, grouped by the package each byte came from (via its .map). */
function attribute(file: string): Map<string, string[]> | null {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return null;
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const decoded = decodeMappings(map.mappings);
  const out = new Map<string, string[]>();
  const add = (key: string, text: string) => {
    if (!text) return;
    const list = out.get(key) ?? [];
    list.push(text);
    out.set(key, list);
  };
  code.split('\n').forEach((line, i) => {
    const segs = decoded[i] ?? [];
    if (!segs.length) return add(UNMAPPED, line);
    add(UNMAPPED, line.slice(0, segs[0]![0]));
    segs.forEach(([col, src], j) => {
      const end = j + 1 < segs.length ? segs[j + 1]![0] : line.length;
      add(src >= 0 ? packageOf(map.sources[src] ?? '?') : UNMAPPED, line.slice(col, end));
    });
  });
  return out;
}

function dominantPackage(file: string): string {
  const parts = attribute(file);
  if (!parts) return '(no source map)';
  const sized = [...parts].map(([k, v]) => [k, v.reduce((n, s) => n + s.length, 0)] as const).sort((a, b) => b[1] - a[1]);
  const total = sized.reduce((n, [, v]) => n + v, 0);
  return sized.slice(0, 2).map(([k, v]) => `${k} ${Math.round((100 * v) / total)}%`).join(', ');
}

// ─── the processes we start ─────────────────────────────────────────────────────────────────────

interface AppServer {
  url: string;
  stop(): Promise<void>;
}

async function startAppServer(emulatorHost: string, clientDir: string): Promise<AppServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/browser/support/serve-e2e.ts'], {
    env: { ...process.env, PORT: String(port), FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, CLIENT_DIR: clientDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode}):\n${log}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app server was not healthy within 120 s:\n${log}`);
    }
    await sleep(250);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM'); // serve-e2e closes the server and removes its temp data folder
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

interface BareServer {
  url: string;
  setPage(html: string): void;
  stop(): Promise<void>;
}

/** Serves the bare page and maplibre-gl's dist; forwards every other path to the app server. */
async function startBareServer(appUrl: string): Promise<BareServer> {
  const app = new URL(appUrl);
  const agent = new http.Agent({ keepAlive: true });
  const types: Record<string, string> = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.css': 'text/css' };
  let page = '<!doctype html><title>not ready</title>';
  const server = http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0]!;
    if (urlPath === '/' || urlPath === '/bare.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return res.end(page);
    }
    if (urlPath === '/pmtiles/pmtiles.js') {
      // The basemap's archive protocol, as the app registers it (src/map/maplibre-setup.ts).
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      return fs.createReadStream(PMTILES_BUNDLE).pipe(res);
    }
    if (urlPath.startsWith('/maplibre/')) {
      const name = path.basename(urlPath);
      const file = path.join(MAPLIBRE_DIST, name);
      if (!/^maplibre-gl(-worker)?\.(mjs|css)$/.test(name) || !fs.existsSync(file)) {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(200, { 'content-type': types[path.extname(name)]!, 'cache-control': 'public, max-age=31536000, immutable' });
      return fs.createReadStream(file).pipe(res);
    }
    const upstream = http.request(
      { host: app.hostname, port: app.port, path: req.url, method: req.method, headers: { ...req.headers, host: app.host }, agent },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setPage: (html) => (page = html),
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ─── the bare MapLibre page ─────────────────────────────────────────────────────────────────────

/**
 * Plain maplibre-gl (its own dist, as a module; the worker resolves next to it), the same style URL,
 * the same three course layers (serialised from src/map/course-layers.ts), the same initial view and
 * canvas size, and ONE fetch of exactly the bounded-courses URL the app asked for. The fetch starts
 * at once, in parallel with the style: the least a page can do to show the same markers.
 */
function barePage(boundedCoursesPath: string): string {
  const layers = [clusterLayer, clusterCountLayer, coursePinLayer];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare MapLibre</title>
<link rel="stylesheet" href="/maplibre/maplibre-gl.css">
<style>html,body{height:100%;margin:0;overflow:hidden}#map{position:absolute;top:${TOP_BAR_PX}px;left:${RAIL_PX}px;right:0;bottom:0}</style>
<script src="/pmtiles/pmtiles.js"></script>
</head><body><div id="map"></div>
<script type="module">
import { Map, addProtocol } from '/maplibre/maplibre-gl.mjs';
addProtocol('pmtiles', new pmtiles.Protocol().tile);
const SOURCE = ${JSON.stringify(COURSES_SOURCE)};
const LAYERS = ${JSON.stringify(layers)};
const CLUSTERS = ${JSON.stringify(clusterLayer.id)}, PINS = ${JSON.stringify(coursePinLayer.id)};
const label = (n) => (n >= 10000 ? Math.round(n / 1000) + 'k' : n >= 1000 ? (n / 1000).toFixed(1) + 'k' : String(n));
const features = fetch(${JSON.stringify(boundedCoursesPath)}).then((r) => r.json()).then(({ data }) => ({
  type: 'FeatureCollection',
  features: [
    ...data.clusters.map((c) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
      properties: { kind: 'cluster', clusterId: c.clusterId, count: c.count, label: label(c.count), expansionZoom: c.expansionZoom } })),
    ...data.courses.map((c) => ({ type: 'Feature', id: c._id, geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
      properties: { kind: 'course', id: c._id, m: c.m } })),
  ],
}));
const map = new Map({
  container: 'map',
  style: new URL('/map-styles/light.json', location.origin).href,
  center: [${INITIAL_VIEW.longitude}, ${INITIAL_VIEW.latitude}],
  zoom: ${INITIAL_VIEW.zoom},
  maxZoom: 18,
  renderWorldCopies: true,
  attributionControl: { compact: true },
});
map.on('load', async () => {
  map.addSource(SOURCE, { type: 'geojson', data: await features, promoteId: 'id' });
  for (const layer of LAYERS) map.addLayer(layer);
});
map.on('idle', () => {
  const el = map.getContainer();
  el.dataset.testid = 'courses-map';
  const count = (id) => (map.getLayer(id) ? map.queryRenderedFeatures({ layers: [id] }).length : 0);
  el.dataset.renderedClusters = String(count(CLUSTERS));
  el.dataset.renderedCourses = String(count(PINS));
});
</script>
</body></html>`;
}

// ─── one page load ──────────────────────────────────────────────────────────────────────────────

interface Probe {
  firstIdle: number | null;
  clusters: number | null;
  clusterCount: number;
  timeOrigin: number;
  /** Main-thread long tasks (> 50 ms) as [start, duration]. */
  longTasks: [number, number][];
}

/** Runs in the page before any of its scripts: stamps when `data-rendered-clusters` first turns > 0. */
function installProbe() {
  const probe: Probe = { firstIdle: null, clusters: null, clusterCount: 0, timeOrigin: performance.timeOrigin, longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: the figure stays 0
  }
  (window as unknown as { __bench: Probe }).__bench = probe;
  const observer = new MutationObserver((records) => {
    const t = performance.now();
    for (const record of records) {
      const value = (record.target as Element).getAttribute('data-rendered-clusters');
      if (value == null) continue;
      probe.firstIdle ??= t;
      if (Number(value) > 0 && probe.clusters == null) {
        probe.clusters = t;
        probe.clusterCount = Number(value);
        observer.disconnect();
      }
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-rendered-clusters'] });
}

interface Fetched {
  url: string;
  type: string;
  /** Wall-clock ms when the request started and when its response ended (Chromium's request timing). */
  startEpoch: number;
  endEpoch: number | null;
  body: Buffer | null;
}

interface Load {
  probe: Probe;
  fetched: Fetched[];
  errors: string[];
  boundedCoursesPath: string | null;
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(installProbe);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    const pending: Promise<Fetched>[] = [];
    let boundedCoursesPath: string | null = null;
    const onResponse = (response: Response) => {
      const req = response.request();
      const u = new URL(req.url());
      if (u.pathname === '/api/bounded-courses' && !boundedCoursesPath) boundedCoursesPath = u.pathname + u.search;
      const isScript = req.resourceType() === 'script' || /\.(m?js)$/.test(u.pathname);
      const isStyle = req.resourceType() === 'stylesheet' || u.pathname.endsWith('.css');
      const done = (async (): Promise<Fetched> => {
        const finished = await Promise.race([response.finished().then(() => true, () => false), sleep(10_000).then(() => false)]);
        const body = finished && (isScript || isStyle) ? await response.body().catch(() => null) : null;
        const timing = req.timing();
        return {
          url: req.url(),
          type: isScript ? 'script' : isStyle ? 'stylesheet' : req.resourceType(),
          startEpoch: timing.startTime,
          endEpoch: finished && timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : null,
          body,
        };
      })();
      pending.push(done);
    };
    context.on('response', onResponse);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __bench?: Probe }).__bench?.clusters != null, undefined, {
      timeout: DRAW_TIMEOUT_MS,
      polling: 100,
    });
    const probe = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    context.off('response', onResponse);
    const fetched = await Promise.all(pending);
    return { probe, fetched, errors, boundedCoursesPath };
  } finally {
    await context.close();
  }
}

/** Scripts (incl. module preloads and the worker) and stylesheets requested before the first clusters were drawn. */
function beforeFirstDraw(load: Load) {
  const drawnEpoch = load.probe.timeOrigin + (load.probe.clusters ?? Infinity);
  return load.fetched.filter((f) => (f.type === 'script' || f.type === 'stylesheet') && f.startEpoch <= drawnEpoch);
}

/**
 * Milestones in ms since navigation start, from Chromium's request timings (they include what the
 * map worker fetches, which the page's own resource timings do not see).
 */
function milestones(load: Load, mainScript: RegExp) {
  const find = (re: RegExp) => load.fetched.find((f) => re.test(new URL(f.url).pathname));
  const since = (epoch: number | null | undefined) => (epoch == null ? undefined : epoch - load.probe.timeOrigin);
  const script = find(mainScript);
  const worker = find(/maplibre-gl-worker[^/]*\.mjs$/);
  const style = find(/\/map-styles\/light\.json$/);
  const archive = find(/\/basemap\.pmtiles$/);
  const markers = find(/\/api\/bounded-courses$/);
  return {
    'main script loaded': since(script?.endEpoch),
    'style requested (map constructed)': since(style?.startEpoch),
    'map worker requested': since(worker?.startEpoch),
    'basemap archive header read (first range)': since(archive?.endEpoch),
    'bounded-courses requested': since(markers?.startEpoch),
    'bounded-courses loaded': since(markers?.endEpoch),
    'first idle (basemap drawn)': load.probe.firstIdle ?? undefined,
    'first clusters drawn': load.probe.clusters ?? undefined,
    'main-thread long tasks before it (sum)': load.probe.longTasks
      .filter(([start, duration]) => start + duration <= (load.probe.clusters ?? Infinity))
      .reduce((n, [, duration]) => n + duration, 0),
  };
}

// ─── main ───────────────────────────────────────────────────────────────────────────────────────

const cleanups: (() => Promise<void>)[] = [];
async function cleanup() {
  while (cleanups.length) await cleanups.pop()!().catch((e: unknown) => console.error('cleanup:', e));
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.once('SIGTERM', () => void cleanup().then(() => process.exit(143)));

async function main(): Promise<boolean> {
  console.log(`TPL web benchmark · ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)}) · Node ${process.version} · Chromium ${CHROMIUM} (SwiftShader WebGL) · ${RUNS} runs per page`);

  cleanups.push(async () => fs.rmSync(DIST, { recursive: true, force: true }));
  if (BUILD) {
    section(`npm run build (into ${DIST})`);
    const t = Date.now();
    const { code, out } = await run('npm', ['run', 'build', '--', '--outDir', DIST, '--emptyOutDir']);
    if (code !== 0) throw new Error(`npm run build failed:\n${out}`);
    for (const line of out.split('\n')) if (/\/assets\/\S+\.(js|mjs|css)\s/.test(line)) console.log(`  ${line.trim().replace(/^\S*\/assets\//, 'dist/assets/')}`);
    console.log(`  built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  } else {
    if (!fs.existsSync(path.join(ROOT, 'dist/index.html'))) throw new Error('no dist/index.html: run without --no-build');
    fs.cpSync(path.join(ROOT, 'dist'), DIST, { recursive: true });
    console.log(`  --no-build: measuring a snapshot of ./dist (${DIST})`);
  }

  section('starting');
  const emulator: RunningEmulator = await startAuthEmulator({ quiet: true });
  cleanups.push(() => emulator.stop());
  const app = await startAppServer(emulator.host, DIST);
  cleanups.push(() => app.stop());
  const bare = await startBareServer(app.url);
  cleanups.push(() => bare.stop());
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  console.log(`  app ${app.url} (seeded, temp PGlite) · bare page ${bare.url} · Auth emulator ${emulator.host}`);

  // Warm-up (not counted): fills the server's and the OS's caches, and tells the bare page which
  // bounded-courses URL the app asks for at its initial viewport.
  const warm = await loadOnce(browser, `${app.url}/`);
  if (!warm.boundedCoursesPath) throw new Error('the app did not request /api/bounded-courses');
  bare.setPage(barePage(warm.boundedCoursesPath));
  await loadOnce(browser, `${bare.url}/`);
  console.log(`  warm-up done; initial markers request: ${warm.boundedCoursesPath}`);

  const ours: Load[] = [];
  const bares: Load[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate which page goes first, so drift (thermal, GC, other load) hits both alike.
    const order = i % 2 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const);
    for (const which of order) {
      const load = await loadOnce(browser, which === 'ours' ? `${app.url}/` : `${bare.url}/`);
      (which === 'ours' ? ours : bares).push(load);
    }
    console.log(`  run ${i + 1}/${RUNS}: ours ${ms(ours.at(-1)!.probe.clusters)} (${ours.at(-1)!.probe.clusterCount} clusters) · bare ${ms(bares.at(-1)!.probe.clusters)} (${bares.at(-1)!.probe.clusterCount} clusters)`);
  }
  const firstErrors = ours[0]!.errors.concat(bares[0]!.errors);
  if (firstErrors.length) console.log(`  console errors in run 1: ${firstErrors.slice(0, 5).join(' | ')}`);

  // ── 1. JavaScript before first draw ──
  section(`1. JavaScript before the first drawn clusters (production build, gzip -9 of each body)`);
  const fileOf = (u: string) => new URL(u).pathname;
  const sizeOf = (f: Fetched) => {
    let body = f.body;
    if (!body) {
      const disk = path.join(DIST, fileOf(f.url));
      body = fs.existsSync(disk) ? fs.readFileSync(disk) : Buffer.alloc(0);
    }
    return { raw: body.length, gzip: gz(body) };
  };
  const seenIn = new Map<string, number>();
  for (const load of ours) for (const f of new Set(beforeFirstDraw(load).map((x) => fileOf(x.url)))) seenIn.set(f, (seenIn.get(f) ?? 0) + 1);
  const pre = beforeFirstDraw(ours[0]!);
  const isWorker = (f: Fetched) => /maplibre-gl-worker[^/]*\.m?js$/.test(fileOf(f.url));
  const scripts = pre.filter((f) => f.type === 'script' && !isWorker(f));
  const workers = pre.filter(isWorker);
  const styles = pre.filter((f) => f.type === 'stylesheet');
  const rows: (string | number)[][] = [['file', 'raw', 'gzip', 'before draw in', 'mostly']];
  let jsGzip = 0;
  let jsRaw = 0;
  for (const f of scripts) {
    const s = sizeOf(f);
    jsGzip += s.gzip;
    jsRaw += s.raw;
    rows.push([fileOf(f.url), kB(s.raw), kB(s.gzip), `${seenIn.get(fileOf(f.url)) ?? 0}/${RUNS} runs`, dominantPackage(path.join(DIST, fileOf(f.url)))]);
  }
  rows.push(['TOTAL JavaScript (main thread)', kB(jsRaw), kB(jsGzip), '', '']);
  table(rows, ['l', 'r', 'r', 'l', 'l']);
  const unstable = [...seenIn].filter(([, n]) => n !== RUNS);
  if (unstable.length) console.log(`  note: not before first draw in every run: ${unstable.map(([f, n]) => `${f} (${n}/${RUNS})`).join(', ')}`);
  const workerRows: (string | number)[][] = [['map worker / CSS', 'raw', 'gzip']];
  let workerGzip = 0;
  for (const f of workers) {
    const s = sizeOf(f);
    workerGzip += s.gzip;
    workerRows.push([`${fileOf(f.url)} (worker)`, kB(s.raw), kB(s.gzip)]);
  }
  if (!workers.length) workerRows.push(['(no maplibre-gl-worker*.mjs seen before first draw)', '', '']);
  let cssGzip = 0;
  for (const f of styles) {
    const s = sizeOf(f);
    cssGzip += s.gzip;
    workerRows.push([`${fileOf(f.url)} (CSS)`, kB(s.raw), kB(s.gzip)]);
  }
  table(workerRows, ['l', 'r', 'r']);
  const jsPass = jsGzip < JS_BUDGET_KB * 1000;
  console.log(`  JS before first draw: ${kB(jsGzip)} gzip (+ worker ${kB(workerGzip)}) vs budget < ${JS_BUDGET_KB} kB → ${passFail(jsPass)}`);
  const bareJs = beforeFirstDraw(bares[0]!).filter((f) => f.type === 'script');
  const bareMain = bareJs.filter((f) => !isWorker(f)).reduce((n, f) => n + gz(f.body ?? Buffer.alloc(0)), 0);
  console.log(`  (bare page for reference: maplibre-gl.mjs ${kB(bareMain)} gzip, its worker ${kB(bareJs.filter(isWorker).reduce((n, f) => n + gz(f.body ?? Buffer.alloc(0)), 0))})`);

  // Chunks in dist/assets that the first draw did not need.
  const loadedEver = new Set(ours.flatMap((l) => beforeFirstDraw(l).map((f) => fileOf(f.url))));
  const lazy = fs
    .readdirSync(ASSETS)
    .filter((n) => /\.(m?js)$/.test(n) && !loadedEver.has(`/assets/${n}`))
    .map((n) => ({ n, raw: fs.statSync(path.join(ASSETS, n)).size, gzip: gz(fs.readFileSync(path.join(ASSETS, n))) }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\n  chunks NOT loaded before the first draw (split out of the map path):');
  table([['chunk', 'raw', 'gzip', 'mostly'], ...lazy.map((c) => [`/assets/${c.n}`, kB(c.raw), kB(c.gzip), dominantPackage(path.join(ASSETS, c.n))])], ['l', 'r', 'r', 'l']);

  // What the pre-draw JavaScript is made of.
  const byPackage = new Map<string, string[]>();
  for (const f of scripts) {
    const parts = attribute(path.join(DIST, fileOf(f.url)));
    if (!parts) continue;
    for (const [k, v] of parts) byPackage.set(k, (byPackage.get(k) ?? []).concat(v));
  }
  if (byPackage.size) {
    const pkgs = [...byPackage]
      .map(([k, v]) => ({ k, raw: v.reduce((n, s) => n + s.length, 0), gzip: gz(v.join('')) }))
      .sort((a, b) => b.gzip - a.gzip);
    console.log('\n  what the pre-draw JavaScript is made of (source maps; gzip of each package\'s code on its own, so the sum runs a little');
    console.log('  over the total; "unmapped code" is mostly MapLibre\'s GLSL shader strings, so MapLibre ≈ maplibre-gl + most of it):');
    const shown = pkgs.slice(0, 22);
    const rest = pkgs.slice(22);
    table(
      [
        ['package / module', 'minified', 'gzip'],
        ...shown.map((p) => [p.k, kB(p.raw), kB(p.gzip)]),
        [`${rest.length} more`, kB(rest.reduce((n, p) => n + p.raw, 0)), kB(rest.reduce((n, p) => n + p.gzip, 0))],
      ],
      ['l', 'r', 'r'],
    );
  }

  // ── 2. Time to first drawn clusters ──
  section(`2. Navigation start → first drawn course clusters (median of ${RUNS}; fresh context, cache disabled)`);
  const oursT = median(ours.map((l) => l.probe.clusters!));
  const bareT = median(bares.map((l) => l.probe.clusters!));
  const ratio = oursT / bareT;
  const timePass = ratio <= TIME_BUDGET_RATIO;
  const msOurs = ours.map((l) => milestones(l, /\/assets\/index-[^/]+\.js$/));
  const msBare = bares.map((l) => milestones(l, /\/maplibre\/maplibre-gl\.mjs$/));
  const keys = Object.keys(msOurs[0]!) as (keyof ReturnType<typeof milestones>)[];
  const med = (list: ReturnType<typeof milestones>[], k: keyof ReturnType<typeof milestones>) => {
    const xs = list.map((m) => m[k]).filter((v): v is number => v != null);
    return xs.length ? median(xs) : null;
  };
  table(
    [
      ['milestone (median, ms since navigation start)', 'ours', 'bare'],
      ...keys.map((k) => [k, ms(med(msOurs, k)), ms(med(msBare, k))]),
    ],
    ['l', 'r', 'r'],
  );
  console.log(`  all runs, ours: ${ours.map((l) => Math.round(l.probe.clusters!)).join(', ')} ms`);
  console.log(`  all runs, bare: ${bares.map((l) => Math.round(l.probe.clusters!)).join(', ')} ms`);
  const pairedRatio = median(ours.map((l, i) => l.probe.clusters! / bares[i]!.probe.clusters!));
  console.log(`  ours ${ms(oursT)} vs bare ${ms(bareT)} → ratio ${ratio.toFixed(2)} (budget ≤ ${TIME_BUDGET_RATIO}) → ${passFail(timePass)}`);
  console.log(`  (median of the per-run ratios, each pair loaded back to back: ${pairedRatio.toFixed(2)}; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores)`);

  // ── summary ──
  section('summary');
  table(
    [
      ['figure', 'value', 'budget', 'result'],
      ['JS before first clusters (gzip, incl. MapLibre)', kB(jsGzip), `< ${JS_BUDGET_KB} kB`, passFail(jsPass)],
      ['  map worker (gzip, separate)', kB(workerGzip), '', ''],
      ['  CSS before first clusters (gzip)', kB(cssGzip), '', ''],
      ['  lazy chunks not loaded before first draw', `${lazy.length} (${kB(lazy.reduce((n, c) => n + c.gzip, 0))})`, '', ''],
      [`time to first clusters, ours (median of ${RUNS})`, ms(oursT), '', ''],
      [`time to first clusters, bare MapLibre (median of ${RUNS})`, ms(bareT), '', ''],
      ['ratio ours / bare (of the medians)', ratio.toFixed(2), `≤ ${TIME_BUDGET_RATIO}`, passFail(timePass)],
      ['  median of per-run ratios (drift-robust)', pairedRatio.toFixed(2), '', ''],
    ],
    ['l', 'r', 'r', 'l'],
  );
  return jsPass && timePass;
}

let ok = false;
try {
  ok = await main();
} catch (e) {
  console.error(e);
  process.exitCode = 2;
} finally {
  await cleanup();
}
if (STRICT && !ok && !process.exitCode) process.exitCode = 1;
