import type { LngLatBoundsLike } from 'maplibre-gl';

/** The box around some courses, or null for none; a single course gets a small box around it. */
export function boundsOf(points: readonly { lat: number; lng: number }[]): LngLatBoundsLike | null {
  if (points.length === 0) return null;
  let w = Infinity, s = Infinity, e = -Infinity, n = -Infinity;
  for (const p of points) {
    w = Math.min(w, p.lng);
    e = Math.max(e, p.lng);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  const pad = 0.05;
  if (e - w < pad && n - s < pad) return [[w - pad, s - pad], [e + pad, n + pad]];
  return [[w, s], [e, n]];
}
