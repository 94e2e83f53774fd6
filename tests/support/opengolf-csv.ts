/**
 * OpenGolf's CSV download made from its NDJSON release at test time (the release itself is never
 * copied into the repository): the properties as columns, the point as latitude and longitude,
 * and the scorecard flattened the way OpenGolf's schema flattens it for CSV, one column per hole
 * and value (hole_1_par, hole_1_handicap, ... up to the highest hole in the file). Used to check
 * that both formats of one release map to the same course records (issue 32).
 */
import { gunzipSync } from 'node:zlib';

type Props = Record<string, unknown>;
interface Feature { geometry: { coordinates: [number, number] } | null; properties: Props }

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const s = typeof value === 'string' ? value : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The CSV of an NDJSON release (gzipped or plain bytes), with its header; one row per line of the release. */
export function openGolfCsvOf(ndjson: Buffer): string {
  const text = (ndjson[0] === 0x1f && ndjson[1] === 0x8b ? gunzipSync(ndjson) : ndjson).toString('utf8');
  const features = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Feature);
  const keys: string[] = [];
  let holes = 0;
  for (const f of features) {
    for (const k of Object.keys(f.properties)) if (k !== 'scorecard' && !keys.includes(k)) keys.push(k);
    for (const row of (f.properties.scorecard as { hole: number }[] | null) ?? []) holes = Math.max(holes, row.hole);
  }
  const holeColumns = Array.from({ length: holes }, (_, i) => [`hole_${i + 1}_par`, `hole_${i + 1}_handicap`]).flat();
  const header = [...keys, 'latitude', 'longitude', ...holeColumns];
  const rows = features.map((f) => {
    const byHole = new Map(((f.properties.scorecard as { hole: number; par: unknown; handicap_index: unknown }[] | null) ?? []).map((r) => [r.hole, r]));
    const holeCells = Array.from({ length: holes }, (_, i) => {
      const r = byHole.get(i + 1);
      return [r?.par, r?.handicap_index];
    }).flat();
    const [lng, lat] = f.geometry?.coordinates ?? [null, null];
    return [...keys.map((k) => f.properties[k]), lat, lng, ...holeCells].map(cell).join(',');
  });
  return `${header.join(',')}\n${rows.join('\n')}\n`;
}
