/**
 * The one gazetteer of the process: the place index is built on first use (or by `warm()`, which
 * the server calls after it listens) and shared by every app built in the process, so tests that
 * build the app many times never pay for it unless they search places. Building reads about 25 MB
 * of GeoNames data synchronously (see src/server/places/README.md for time and memory).
 */
import type { PlaceResult } from '../../shared/contracts/places.contract';
import { loadGazetteer } from './gazetteer-source';
import { GOLF_CANDIDATES_PER_RESULT, rankForGolfers } from './golf-places';
import { PlaceIndex } from './place-index';
import type { PlaceRecord } from './place-record';

/** How many courses lie within golf-places' radius of a point. */
export type CoursesNear = (lat: number, lng: number) => number;

export interface PlaceLoadStats {
  places: number;
  towns: number;
  regions: number;
  countries: number;
  /** Reading the sources and building the index. */
  loadMs: number;
}

export interface PlaceGazetteer {
  /** Starts building in the background (next turn of the event loop) unless built or building. */
  warm(): void;
  ready(): boolean;
  /** With `coursesNear`, towns with golf around them come first among equal matches (golf-places.ts). */
  search(terms: string, limit: number, coursesNear?: CoursesNear): Promise<PlaceResult[]>;
  stats(): PlaceLoadStats | null;
}

let loading: Promise<PlaceIndex> | null = null;
let built: PlaceIndex | null = null;
let loadStats: PlaceLoadStats | null = null;

export function buildPlaceIndex(): { index: PlaceIndex; stats: PlaceLoadStats } {
  const started = performance.now();
  const records = loadGazetteer();
  const index = PlaceIndex.build(records);
  const count = (kind: PlaceRecord['kind']) => records.reduce((n, r) => n + (r.kind === kind ? 1 : 0), 0);
  return {
    index,
    stats: { places: records.length, towns: count('town'), regions: count('region'), countries: count('country'), loadMs: Math.round(performance.now() - started) },
  };
}

function load(): Promise<PlaceIndex> {
  loading ??= new Promise<PlaceIndex>((resolve, reject) => {
    setImmediate(() => {
      try {
        const { index, stats } = buildPlaceIndex();
        built = index;
        loadStats = stats;
        resolve(index);
      } catch (err) {
        loading = null;
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
  return loading;
}

export const toPlaceResult = (r: PlaceRecord): PlaceResult => ({
  id: r.id, name: r.name, kind: r.kind, context: r.context, center: { lat: r.lat, lng: r.lng }, bbox: r.bbox,
});

export const placeGazetteer: PlaceGazetteer = {
  warm() {
    void load().catch(() => {});
  },
  ready: () => built !== null,
  async search(terms, limit, coursesNear) {
    const index = built ?? (await load());
    if (!coursesNear) return index.search(terms, limit).map(toPlaceResult);
    return rankForGolfers(index.searchScored(terms, Math.max(limit * GOLF_CANDIDATES_PER_RESULT, 20)), coursesNear, limit).map(toPlaceResult);
  },
  stats: () => loadStats,
};
