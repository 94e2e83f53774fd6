/**
 * The card order: prominence desc, then id asc (code-unit order, which for lowercase UUIDs is
 * PostgreSQL's uuid order, so it matches `ORDER BY prominence DESC, id` and the
 * courses_prominence_idx index). Rank 0 is the most notable course.
 */

export interface Ranking {
  /** rank of each point */
  rank: Uint32Array;
  /** point at each rank */
  byRank: Uint32Array;
  /** True when the input was already in rank order (no sort needed). */
  inputWasRanked: boolean;
}

const YIELD_EVERY = 4096;
const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}/;

/**
 * Numeric keys that order like the ids' first characters, so the sort compares numbers and only
 * falls back to strings on a tie: the first 12 hex digits when every id is a lowercase UUID,
 * otherwise the first three UTF-16 code units.
 */
function idKeys(ids: readonly string[]): Float64Array {
  const n = ids.length;
  const keys = new Float64Array(n);
  if (ids.every((id) => UUID_PREFIX.test(id))) {
    for (let i = 0; i < n; i++) {
      const id = ids[i]!;
      keys[i] = Number.parseInt(id.slice(0, 8), 16) * 65536 + Number.parseInt(id.slice(9, 13), 16);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const id = ids[i]!;
      let key = 0;
      for (let k = 0; k < 3; k++) key = key * 131072 + (k < id.length ? id.charCodeAt(k) + 1 : 0);
      keys[i] = key;
    }
  }
  return keys;
}

/** Ranks the points; a generator that yields now and then (see CourseGeoIndex.buildAsync). */
export function* rankPoints(prominence: Float64Array, ids: readonly string[]): Generator<void, Ranking, void> {
  const n = ids.length;
  const byRank = new Uint32Array(n);
  const before = (a: number, b: number): boolean => {
    const pa = prominence[a]!;
    const pb = prominence[b]!;
    if (pa !== pb) return pa > pb;
    return ids[a]! < ids[b]!;
  };
  let inputWasRanked = true;
  for (let i = 1; i < n; i++) {
    if (i % YIELD_EVERY === 0) yield;
    if (before(i, i - 1)) {
      inputWasRanked = false;
      break;
    }
  }
  if (inputWasRanked) {
    for (let i = 0; i < n; i++) {
      if (i % (16 * YIELD_EVERY) === 0) yield;
      byRank[i] = i;
    }
  } else {
    const keys = idKeys(ids);
    yield;
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) => {
      const pa = prominence[a]!;
      const pb = prominence[b]!;
      if (pa !== pb) return pa > pb ? -1 : 1;
      const ka = keys[a]!;
      const kb = keys[b]!;
      if (ka !== kb) return ka - kb;
      const ia = ids[a]!;
      const ib = ids[b]!;
      return ia < ib ? -1 : ia > ib ? 1 : a - b;
    });
    yield;
    byRank.set(order);
  }
  const rank = new Uint32Array(n);
  for (let r = 0; r < n; r++) {
    if (r % (16 * YIELD_EVERY) === 0) yield;
    rank[byRank[r]!] = r;
  }
  return { rank, byRank, inputWasRanked };
}
