/**
 * The "courses near me" address (spec section 2): /user/courses-near-me?lat&lng&exclude[]=…, with
 * exclude[] once per course id. After a course is marked played it excludes that course and the
 * golfer's other played courses, capped so the URL (and the API request built from it) stays well
 * inside request-line limits: 150 ids of 36 characters with their `exclude[]=` are about 7.5 kB.
 */
export const NEAR_ME_PATH = '/user/courses-near-me';
export const NEAR_ME_EXCLUDE_MAX = 150;
const EXCLUDE = 'exclude[]';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface NearMeParams extends LatLng {
  exclude: string[];
}

/**
 * What to exclude after marking `justPlayed`: that course first, then the golfer's played courses
 * most recently played first, each once, at most `max`.
 */
export function nearMeExclusions(justPlayed: string, playedNewestFirst: readonly string[], max = NEAR_ME_EXCLUDE_MAX): string[] {
  const ids = new Set<string>([justPlayed]);
  for (const id of playedNewestFirst) {
    if (ids.size >= max) break;
    ids.add(id);
  }
  return [...ids].slice(0, Math.max(0, max));
}

/** Six decimals are 0.1 m: enough for a course, and a short URL. */
const coordinate = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * The in-app address. `exclude[]` is written with its brackets, as the spec shows it (ids are UUIDs,
 * which need no escaping); URLSearchParams reads it back either way.
 */
export function nearMeUrl(at: LatLng, exclude: readonly string[]): string {
  const parts = [`lat=${coordinate(at.lat)}`, `lng=${coordinate(at.lng)}`, ...exclude.map((id) => `${EXCLUDE}=${encodeURIComponent(id)}`)];
  return `${NEAR_ME_PATH}?${parts.join('&')}`;
}

const finiteIn = (raw: string | null, limit: number): number | null => {
  if (raw == null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/** The screen's query from its address; null when lat or lng is missing or out of range. */
export function parseNearMeParams(params: URLSearchParams): NearMeParams | null {
  const lat = finiteIn(params.get('lat'), 90);
  const lng = finiteIn(params.get('lng'), 180);
  if (lat == null || lng == null) return null;
  return { lat, lng, exclude: [...new Set(params.getAll(EXCLUDE))].slice(0, 500) };
}
