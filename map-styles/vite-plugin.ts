/**
 * Serves the offline basemap at /map-styles/ in the dev server and copies it into the build
 * output (dist/map-styles/) on `vite build`, so the production static server needs nothing else.
 * Runs the (idempotent, cached) map-styles build first, so the generated files always exist.
 */
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Plugin, ResolvedConfig } from 'vite';
import { GENERATED_DIR, MAP_STYLES_DIR, STYLE_FILES, buildMapStyles, listServedFiles } from './build.ts';

export const MAP_STYLES_URL_PREFIX = '/map-styles/';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.pbf': 'application/x-protobuf',
  '.pmtiles': 'application/vnd.pmtiles',
};

/** The byte range a `Range: bytes=a-b` header asks for within `size` bytes, or null for the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from, to] = match;
  if (!from && !to) return 'unsatisfiable';
  // "bytes=-N" is the last N bytes.
  const start = from ? Number(from) : Math.max(0, size - Number(to));
  const end = from && to ? Math.min(Number(to), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** Maps a path below /map-styles/ to a file on disk, or null if it is not something we serve. */
export function resolveServedFile(relativePath: string): string | null {
  if ((STYLE_FILES as readonly string[]).includes(relativePath)) return join(MAP_STYLES_DIR, relativePath);
  if (!relativePath.startsWith('generated/')) return null;
  const file = normalize(join(MAP_STYLES_DIR, relativePath));
  if (!file.startsWith(GENERATED_DIR + sep)) return null;
  if (file.split(sep).some((part) => part.startsWith('.'))) return null;
  return CONTENT_TYPES[extname(file)] ? file : null;
}

export function mapStylesPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  const log = (message: string) => config?.logger.info(`[map-styles] ${message}`, { timestamp: true });

  return {
    name: 'tpl-map-styles',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      await buildMapStyles({ log });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        if (!url.startsWith(MAP_STYLES_URL_PREFIX)) return next();
        let relativePath: string;
        try {
          relativePath = decodeURIComponent(url.slice(MAP_STYLES_URL_PREFIX.length).split(/[?#]/)[0] ?? '');
        } catch {
          relativePath = '';
        }
        const file = resolveServedFile(relativePath);
        let size = -1;
        try {
          size = file && statSync(file).isFile() ? statSync(file).size : -1;
        } catch {
          size = -1;
        }
        const isFile = size >= 0;
        if (!file || !isFile) {
          // A real 404 (not the SPA's index.html): MapLibre then draws missing glyph ranges locally.
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Accept-Ranges', 'bytes');
        // The tile archive is read in byte ranges (the pmtiles protocol), as the production server allows.
        const range = parseRange(req.headers.range, size);
        if (range === 'unsatisfiable') {
          res.statusCode = 416;
          res.setHeader('Content-Range', `bytes */${size}`);
          res.end();
          return;
        }
        res.statusCode = range ? 206 : 200;
        if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
        res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : size));
        createReadStream(file, range ?? undefined).pipe(res);
      });
    },
    async generateBundle() {
      if (!config || config.command !== 'build' || config.build.ssr) return;
      for (const relativePath of listServedFiles()) {
        const file = resolveServedFile(relativePath);
        if (!file) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${MAP_STYLES_URL_PREFIX.slice(1)}${relativePath}`,
          source: await readFile(file),
        });
      }
    },
  };
}

export default mapStylesPlugin;
