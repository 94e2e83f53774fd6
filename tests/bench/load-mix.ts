/**
 * The load bench's request mix (load-bench.ts): a fixed list of public read paths, drawn from
 * tests/support/prng.ts so the same catalogue gives the same list (only the course ids differ
 * between databases, as the database makes them). About 2,000 paths:
 *
 * - 60% the map: a 1280x800 viewport (512 px tiles) at every zoom 1-16, evenly, centred on a course
 *   (so cities are where golf is; world views clamp at ±180/±85); 40% unfiltered, 20% each with one,
 *   two and three filters; pageSize 0 (markers only, as the map pans) for 80%, 20 cards for 20%.
 * - 15% search: prefixes of real course names (the seed's and the synthetic catalogue's) and the
 *   same names with a typo (a letter dropped, doubled or two swapped).
 * - 15% a course by id (the seed's and synthetic courses).
 * - 10% community rankings (My Lie): unfiltered and community-bench's filtered reads, pages 1-3
 *   of 10, 20 and 50, and the countries list.
 */
import { prng } from '../support/prng';
import { FILTERED_READS } from './community-bench';

export type Kind = 'map' | 'map+filters' | 'map+cards' | 'search' | 'course' | 'rankings';
export interface LoadPath { kind: Kind; path: string; zoom?: number; filters?: number }

const FILTERS_1 = ['membership=PUBLIC', 'holes=18', 'type=FULL%20LENGTH', 'fee=%24%24', 'continent=EUROPE', 'country=United%20States', 'membership=PRIVATE'];
const FILTERS_2 = ['membership=PUBLIC,LIMITED&holes=18', 'type=FULL%20LENGTH&fee=%24,%24%24', 'continent=NORTH%20AMERICA&membership=PUBLIC', 'holes=9,27&type=EXECUTIVE,PAR%203%20COURSE', 'country=Japan&holes=18'];
const FILTERS_3 = ['membership=PUBLIC&holes=18&fee=%24%24,%24%24%24', 'membership=PUBLIC,LIMITED&type=FULL%20LENGTH&holes=18', 'continent=EUROPE&fee=%24&holes=18,27', 'yearMin=1900&yearMax=1950&membership=PRIVATE&holes=18'];
const RANKING_READS = ['/api/lists/preset/my-lie', ...FILTERED_READS.map((p) => p.replace(/&pageSize=\d+/, ''))];

export interface MixInput {
  /** Course ids to ask for by id (the synthetic catalogue's in source order, then the seed's). */
  ids: string[];
  /** Course names to search for (real ones: the seed's and the synthetic catalogue's). */
  names: string[];
  /** Points the viewports are centred on (the courses'). */
  points: { lat: number; lng: number }[];
  total?: number;
}

/** The paths, in a shuffled (deterministic) order. */
export function loadMix({ ids, names, points, total = 2000 }: MixInput): LoadPath[] {
  const random = prng(3434);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const out: LoadPath[] = [];
  const nMap = Math.round(total * 0.6);
  for (let i = 0; i < nMap; i++) {
    const zoom = 1 + (i % 16) + Math.floor(random() * 10) / 10;
    const { lat, lng } = pick(points);
    const r = random();
    const filters = r < 0.4 ? 0 : r < 0.6 ? 1 : r < 0.8 ? 2 : 3;
    const cards = random() < 0.2;
    const more = [[], [pick(FILTERS_1)], [pick(FILTERS_2)], [pick(FILTERS_3)]][filters]!;
    const path = `/api/bounded-courses?${viewport(lat, lng, zoom)}&pageSize=${cards ? 20 : 0}${more.map((f) => `&${f}`).join('')}`;
    out.push({ kind: cards ? 'map+cards' : filters ? 'map+filters' : 'map', path, zoom, filters });
  }
  for (let i = 0; i < Math.round(total * 0.15); i++) out.push({ kind: 'search', path: `/api/search?terms=${encodeURIComponent(searchTerms(pick(names), random))}` });
  for (let i = 0; i < Math.round(total * 0.15); i++) out.push({ kind: 'course', path: `/api/courses/${pick(ids)}` });
  for (let i = 0; out.length < total; i++) {
    const size = pick([10, 20, 20, 50]);
    const page = 1 + Math.floor(random() * random() * 3);
    const read = pick(RANKING_READS);
    out.push({ kind: 'rankings', path: i % 25 === 0 ? '/api/lists/preset/my-lie/countries' : `${read}${read.includes('?') ? '&' : '?'}pageSize=${size}&page=${page}` });
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A 1280x800 map at a MapLibre zoom (512 px tiles) centred on a point, as the query's bounds. */
function viewport(lat: number, lng: number, zoom: number): string {
  const width = (1280 / 512) * 360 / 2 ** zoom;
  const height = Math.min(170, (800 / 512) * 360 / 2 ** zoom * Math.cos((lat * Math.PI) / 180));
  const clamp = (x: number, lo: number, hi: number) => Math.round(Math.max(lo, Math.min(hi, x)) * 1e4) / 1e4;
  const west = width >= 360 ? -180 : clamp(lng - width / 2, -180, 180);
  const east = width >= 360 ? 180 : clamp(lng + width / 2, -180, 180);
  return `west=${west}&south=${clamp(lat - height / 2, -85, 85)}&east=${east}&north=${clamp(lat + height / 2, -85, 85)}&zoom=${zoom}`;
}

/** A prefix of the name's words (one word, or two and part of a third), or the whole name with a typo. */
function searchTerms(name: string, random: () => number): string {
  const r = random();
  if (r < 0.3) return name.slice(0, 3 + Math.floor(random() * 6)).trim();
  if (r < 0.5) {
    const words = name.split(' ');
    return `${words.slice(0, 2).join(' ')} ${(words[2] ?? '').slice(0, 3)}`.trim();
  }
  const at = 1 + Math.floor(random() * (name.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return name.slice(0, at) + name.slice(at + 1);
  if (kind === 1) return name.slice(0, at) + name[at] + name.slice(at);
  return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
}

/** How many paths of each kind, the zooms and filters, as one printable paragraph. */
export function describeMix(paths: LoadPath[]): string {
  const count = (f: (p: LoadPath) => boolean) => paths.filter(f).length;
  const kinds = ['map', 'map+filters', 'map+cards', 'search', 'course', 'rankings'] as const;
  const map = paths.filter((p) => p.zoom !== undefined);
  const zooms = Array.from({ length: 16 }, (_, z) => count((p) => p.zoom !== undefined && Math.floor(p.zoom) === z + 1));
  return `${paths.length} paths: ${kinds.map((k) => `${k} ${count((p) => p.kind === k)}`).join(', ')}\n` +
    `  map views (${map.length}): filters 0/1/2/3: ${[0, 1, 2, 3].map((f) => count((p) => p.filters === f)).join('/')}` +
    `, pageSize 20 (cards): ${count((p) => p.kind === 'map+cards')}, per zoom 1-16: ${zooms.join(' ')}\n` +
    `  e.g. ${paths.slice(0, 4).map((p) => p.path).join('\n       ')}`;
}
