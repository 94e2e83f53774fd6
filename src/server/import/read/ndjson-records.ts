/**
 * NDJSON: one GeoJSON Feature per line (OpenGolf's release, line-per-feature OSM exports). A line
 * that is not JSON, or not a Feature, is unreadable and skipped; the next line is read as usual.
 * A line holding a whole FeatureCollection yields its features. A line longer than the record
 * bound (read-limits.ts) is no feature: the reading stops there, without holding more of it.
 */
import { ImportStop } from '../import-record';
import { featureToRaw } from './feature-fields';
import { DEFAULT_READ_LIMITS, lineTooLong, type ReadLimits } from './read-limits';
import type { SourceRecord } from './source-record';

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

export async function* ndjsonRecords(text: AsyncIterable<string>, fileName = 'the file', limits: ReadLimits = DEFAULT_READ_LIMITS): AsyncGenerator<SourceRecord> {
  const max = limits.maxRecordChars;
  const tooLong = (line: number) => new ImportStop(lineTooLong(fileName, line, limits), line);
  let line = 0;
  let pending = '';
  for await (const chunk of text) {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      line++;
      if (pending.length + (nl - start) > max) throw tooLong(line);
      const full = pending ? pending + chunk.slice(start, nl) : chunk.slice(start, nl);
      start = nl + 1;
      pending = '';
      if (full.trim()) yield* recordsOfLine(line, full);
    }
    if (pending.length + (chunk.length - start) > max) throw tooLong(line + 1);
    pending += chunk.slice(start);
  }
  line++;
  if (pending.trim()) yield* recordsOfLine(line, pending);
}
