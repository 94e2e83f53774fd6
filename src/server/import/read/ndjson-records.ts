/**
 * NDJSON: one GeoJSON Feature per line (OpenGolf's release, line-per-feature OSM exports). A line
 * that is not JSON, or not a Feature, is unreadable and skipped; the next line is read as usual.
 * A line holding a whole FeatureCollection yields its features.
 */
import { featureToRaw } from './feature-fields';
import type { SourceRecord } from './source-record';

/** A line longer than this is not one feature: it is skipped without being held. */
export const MAX_LINE_CHARS = 32 * 1024 * 1024;

function* recordsOfLine(line: number, text: string): Generator<SourceRecord> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    yield { kind: 'unreadable', line, message: `not valid JSON (${(e as Error).message})` };
    return;
  }
  const raw = featureToRaw(line, value);
  if (raw) {
    yield { kind: 'raw', raw };
    return;
  }
  const v = value as { type?: unknown; features?: unknown };
  if (v && v.type === 'FeatureCollection' && Array.isArray(v.features)) {
    for (const f of v.features) {
      const r = featureToRaw(line, f);
      yield r ? { kind: 'raw', raw: r } : { kind: 'unreadable', line, message: 'a FeatureCollection member that is not a GeoJSON Feature' };
    }
    return;
  }
  yield { kind: 'unreadable', line, message: 'JSON, but not a GeoJSON Feature' };
}

export async function* ndjsonRecords(text: AsyncIterable<string>): AsyncGenerator<SourceRecord> {
  let line = 0;
  let pending = '';
  let overlong = false;
  for await (const chunk of text) {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, nl);
      start = nl + 1;
      line++;
      if (overlong) {
        overlong = false;
        pending = '';
        yield { kind: 'unreadable', line, message: `longer than ${MAX_LINE_CHARS} characters` };
        continue;
      }
      const full = pending ? pending + piece : piece;
      pending = '';
      if (full.trim()) yield* recordsOfLine(line, full);
    }
    if (!overlong) {
      pending += chunk.slice(start);
      if (pending.length > MAX_LINE_CHARS) {
        overlong = true;
        pending = '';
      }
    }
  }
  line++;
  if (overlong) yield { kind: 'unreadable', line, message: `longer than ${MAX_LINE_CHARS} characters` };
  else if (pending.trim()) yield* recordsOfLine(line, pending);
}
