/**
 * A deterministic, cache-friendly order of points along a Hilbert curve, used as the order in which
 * clustering visits them. It depends on the positions only (rank breaks exact ties), so the
 * clusters do not change when the database returns rows in another order or when a course's
 * prominence changes, and neighbouring points sit close in memory, which makes clustering about
 * twice as fast as visiting them in random order.
 */
import { latY, lngX } from '../../shared/domain/mercator';

/** Loops give the event loop a chance every 65,536 items. */
const CHUNK = 0xffff;

/**
 * Hilbert index of (x, y) on a 2^16 x 2^16 grid, from "Fast Hilbert curve generation" by
 * rawrunprotected (public domain), as used in flatbush.
 */
export function hilbert16(x: number, y: number): number {
  let a = x ^ y;
  let b = 0xffff ^ a;
  let c = 0xffff ^ (x | y);
  let d = x & (y ^ 0xffff);

  let A = a | (b >> 1);
  let B = (a >> 1) ^ a;
  let C = (c >> 1) ^ (b & (d >> 1)) ^ c;
  let D = (a & (c >> 1)) ^ (d >> 1) ^ d;

  a = A; b = B; c = C; d = D;
  A = (a & (a >> 2)) ^ (b & (b >> 2));
  B = (a & (b >> 2)) ^ (b & ((a ^ b) >> 2));
  C ^= (a & (c >> 2)) ^ (b & (d >> 2));
  D ^= (b & (c >> 2)) ^ ((a ^ b) & (d >> 2));

  a = A; b = B; c = C; d = D;
  A = (a & (a >> 4)) ^ (b & (b >> 4));
  B = (a & (b >> 4)) ^ (b & ((a ^ b) >> 4));
  C ^= (a & (c >> 4)) ^ (b & (d >> 4));
  D ^= (b & (c >> 4)) ^ ((a ^ b) & (d >> 4));

  a = A; b = B; c = C; d = D;
  C ^= (a & (c >> 8)) ^ (b & (d >> 8));
  D ^= (b & (c >> 8)) ^ ((a ^ b) & (d >> 8));

  a = C ^ (C >> 1);
  b = D ^ (D >> 1);

  let i0 = x ^ y;
  let i1 = b | (0xffff ^ (i0 | a));

  i0 = (i0 | (i0 << 8)) & 0x00ff00ff;
  i0 = (i0 | (i0 << 4)) & 0x0f0f0f0f;
  i0 = (i0 | (i0 << 2)) & 0x33333333;
  i0 = (i0 | (i0 << 1)) & 0x55555555;

  i1 = (i1 | (i1 << 8)) & 0x00ff00ff;
  i1 = (i1 | (i1 << 4)) & 0x0f0f0f0f;
  i1 = (i1 | (i1 << 2)) & 0x33333333;
  i1 = (i1 | (i1 << 1)) & 0x55555555;

  return ((i1 << 1) | i0) >>> 0;
}

/**
 * Point indices sorted by Hilbert index of their Mercator position, then lng, lat, then rank
 * (radix sort: linear time, no comparator calls except inside runs of one Hilbert cell).
 */
export function hilbertOrder(lng: Float64Array, lat: Float64Array, rank: Uint32Array): Uint32Array {
  const steps = hilbertOrderSteps(lng, lat, rank);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** hilbertOrder as a generator that yields between passes (see CourseGeoIndex.buildAsync). */
export function* hilbertOrderSteps(lng: Float64Array, lat: Float64Array, rank: Uint32Array): Generator<void, Uint32Array, void> {
  const n = lng.length;
  const keys = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    if ((i & CHUNK) === CHUNK) yield;
    const x = Math.min(Math.max(Math.floor(lngX(lng[i]!) * 0xffff), 0), 0xffff);
    const y = Math.min(Math.max(Math.floor(latY(lat[i]!) * 0xffff), 0), 0xffff);
    keys[i] = hilbert16(x, y);
  }
  // Start from rank order so that equal keys stay in rank order (both radix passes are stable).
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[rank[i]!] = i;
  const tmp = new Uint32Array(n);
  const sortedKeys = new Uint32Array(n);
  const count = new Uint32Array(0x10001);
  yield;
  for (let i = 0; i < n; i++) count[(keys[order[i]!]! & 0xffff) + 1]!++;
  for (let k = 1; k <= 0x10000; k++) count[k]! += count[k - 1]!;
  for (let i = 0; i < n; i++) {
    if ((i & CHUNK) === CHUNK) yield;
    const p = order[i]!;
    tmp[count[keys[p]! & 0xffff]!++] = p;
  }
  yield;
  count.fill(0);
  for (let i = 0; i < n; i++) count[(keys[tmp[i]!]! >>> 16) + 1]!++;
  for (let k = 1; k <= 0x10000; k++) count[k]! += count[k - 1]!;
  for (let i = 0; i < n; i++) {
    if ((i & CHUNK) === CHUNK) yield;
    const p = tmp[i]!;
    const key = keys[p]!;
    const at = count[key >>> 16]!++;
    order[at] = p;
    sortedKeys[at] = key;
  }
  yield;
  // Inside one Hilbert cell (about 600 m), order by position so that rank only breaks exact ties.
  let start = 0;
  let runs = 0;
  while (start < n) {
    if ((++runs & CHUNK) === 0) yield;
    let end = start + 1;
    const key = sortedKeys[start]!;
    while (end < n && sortedKeys[end] === key) end++;
    if (end - start > 32) {
      // Many courses in one cell (a resort, or bad geocoding to a town centre): no quadratic sort.
      order.subarray(start, end).sort((a, b) => (comesAfter(a, b, lng, lat, rank) ? 1 : -1));
    } else {
      for (let i = start + 1; i < end; i++) {
        const p = order[i]!;
        let j = i - 1;
        while (j >= start && comesAfter(order[j]!, p, lng, lat, rank)) {
          order[j + 1] = order[j]!;
          j--;
        }
        order[j + 1] = p;
      }
    }
    start = end;
  }
  return order;
}

function comesAfter(a: number, b: number, lng: Float64Array, lat: Float64Array, rank: Uint32Array): boolean {
  if (lng[a] !== lng[b]) return lng[a]! > lng[b]!;
  if (lat[a] !== lat[b]) return lat[a]! > lat[b]!;
  return rank[a]! > rank[b]!;
}
