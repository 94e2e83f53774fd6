/**
 * Every reader is bounded (issue 32, item 9): a record's size, a CSV record's cells, an NDJSON
 * line, a GeoJSON feature (or anything between features), the bytes a gzip expands to. A file
 * that meets a bound stops the reading with a clear message naming the line, after every record
 * before it; nothing grows without end. Small limits here (ReadOptions.limits); the real default
 * limits on bombs generated cheaply at the end.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ImportStop } from '../../../../src/server/import/import-record';
import { gunzipped } from '../../../../src/server/import/read/byte-stream';
import { DEFAULT_READ_LIMITS } from '../../../../src/server/import/read/read-limits';
import { readCourses } from '../../../../src/server/import/read/read-courses';
import { readBytes } from './read-helpers';

const small = { maxRecordChars: 1000, maxFields: 10, maxExpandedBytes: 20_000 };
const row = (i: number) => `Course ${i} Golf Club,${40 + i / 100},-75.${i}`;
const feature = (i: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [-75 - i / 100, 40 + i / 100] }, properties: { name: `Course ${i} Golf Club`, ...extra } });

describe('CSV bounds', () => {
  it('a header of more cells than the bound stops at open, line 1, before any record', async () => {
    const stop = await readCourses(Readable.from([Buffer.from(`name,lat,lng${','.repeat(50)}\n${row(1)}\n`)]), { fileName: 'wide.csv', source: 't', limits: small })
      .then(() => null, (e: unknown) => e as ImportStop);
    expect(stop).toBeInstanceOf(ImportStop);
    expect([stop!.line, stop!.message]).toEqual([1, 'wide.csv: line 1 has more than 10 cells (the limit): not a file of courses; stopped there, the records before it were read']);
  });

  it('a row of more cells than the bound stops there; the rows before it are read', async () => {
    const text = `name,lat,lng\n${row(1)}\n${row(2)}\n${row(3)}${','.repeat(5000)}\n${row(4)}\n`;
    const { stop, courses } = await readBytes('rows.csv', text, { source: 't', limits: small });
    expect(courses.map((c) => c.line)).toEqual([2, 3]);
    expect([stop!.line, stop!.message]).toEqual([4, 'rows.csv: line 4 has more than 10 cells (the limit): not a file of courses; stopped there, the records before it were read']);
  });

  it('a cell past the record bound stops there, whether on one line or quoted over many', async () => {
    const long = `name,lat,lng\n${row(1)}\n"${'x'.repeat(5000)}",40,-75\n${row(3)}\n`;
    const one = await readBytes('cell.csv', long, { source: 't', limits: small });
    expect(one.courses.map((c) => c.line)).toEqual([2]);
    expect([one.stop!.line, one.stop!.message]).toEqual([3, 'cell.csv: the record from line 3 is longer than 1,000 characters (the limit): not a file of courses; stopped there, the records before it were read']);
    const lines = `name,lat,lng\n${row(1)}\n"${'x\n'.repeat(3000)}",40,-75\n`;
    const many = await readBytes('lines.csv', lines, { source: 't', limits: small });
    expect(many.courses.map((c) => c.line)).toEqual([2]);
    expect(many.stop!.line).toBe(3);
    expect(many.stop!.message).toMatch(/^lines\.csv: the record from line 3 is longer than 1,000 characters/);
  });
});

describe('NDJSON and GeoJSON bounds', () => {
  it('an NDJSON line past the bound stops there; the lines before it are read', async () => {
    const text = `${feature(1)}\n${feature(2)}\n${feature(3, { note: 'y'.repeat(5000) })}\n${feature(4)}\n`;
    const { stop, courses } = await readBytes('long.ndjson', text, { source: 't', limits: small });
    expect(courses.map((c) => c.line)).toEqual([1, 2]);
    expect([stop!.line, stop!.message]).toEqual([3, 'long.ndjson: line 3 is longer than 1,000 characters (the limit): not a file of courses; stopped there, the records before it were read']);
  });

  it('an NDJSON file of one endless line, fed in chunks, stops without holding it', async () => {
    const chunks = [Buffer.from(`${feature(1)}\n`), ...Array.from({ length: 50 }, () => Buffer.from('{"type":"Feature",' + ' '.repeat(1000)))];
    const { stop, courses } = await readBytes('endless.ndjson', chunks, { source: 't', limits: small });
    expect(courses.map((c) => c.line)).toEqual([1]);
    expect(stop!.line).toBe(2);
  });

  it('a GeoJSON feature holding a string past the bound stops at the feature', async () => {
    const text = `{"type":"FeatureCollection","features":[\n${feature(1)},\n${feature(2, { note: 'z'.repeat(5000) })},\n${feature(3)}\n]}\n`;
    const { stop, courses } = await readBytes('big.geojson', text, { source: 't', limits: small });
    expect(courses.map((c) => c.line)).toEqual([2]);
    expect([stop!.line, stop!.message]).toEqual([3, 'big.geojson: the feature from line 3 is longer than 1,000 characters (the limit): not a file of courses; stopped there, the records before it were read']);
  });

  it('a FeatureCollection whose preamble (or a value between features) is past the bound stops too', async () => {
    const text = `{"type":"FeatureCollection","name":"${'n'.repeat(5000)}","features":[${feature(1)}]}`;
    const { stop, courses } = await readBytes('preamble.geojson', text, { source: 't', limits: small });
    expect(courses).toEqual([]);
    expect(stop!.message).toMatch(/^preamble\.geojson: the feature from line 1 is longer than 1,000 characters/);
  });
});

describe('gzip bounds', () => {
  it('a gzip expanding past the bound stops there; the lines before it are read', async () => {
    const lines = Array.from({ length: 400 }, (_, i) => feature(i)).join('\n');
    const { stop, courses } = await readBytes('bomb.ndjson.gz', zlib.gzipSync(lines), { source: 't', limits: small });
    expect(courses.length).toBeGreaterThan(100);
    expect(courses.length).toBeLessThan(400);
    expect(stop!.line).toBe(courses.length + 1);
    expect(stop!.message).toBe(`bomb.ndjson.gz expands past 20,000 bytes (the limit) in line ${courses.length + 1}: a compressed file this large is not a file of courses; stopped there, the records before it were read`);
  });
});

/** A gzip of `members` members, each `bytes` of `fill` compressed once: gzip's members concatenate, so a 2 GB bomb costs one compression of a megabyte. */
function gzipBomb(fill: string, bytes: number, members: number, head = ''): Readable {
  const member = zlib.gzipSync(Buffer.alloc(bytes, fill), { level: 9 });
  return Readable.from((function* () {
    if (head) yield zlib.gzipSync(head);
    for (let i = 0; i < members; i++) yield member;
  })());
}

describe('the default bounds, on bombs made cheaply', () => {
  it('defaults: 4 MiB a record, 16,384 cells (a spreadsheet\'s most columns), 1 GiB out of a gzip', () => {
    expect(DEFAULT_READ_LIMITS).toEqual({ maxRecordChars: 4 * 1024 * 1024, maxFields: 16_384, maxExpandedBytes: 1024 * 1024 * 1024 });
  });

  it('a 2 GB CSV header of commas in a 2 MB gzip stops at open, line 1', async () => {
    let stop: unknown = null;
    try {
      await readCourses(gzipBomb(',', 1024 * 1024, 2048, 'name,lat,lng'), { fileName: 'bomb.csv.gz', source: 't' });
    } catch (e) {
      stop = e;
    }
    expect(stop).toBeInstanceOf(ImportStop);
    expect((stop as ImportStop).line).toBe(1);
    expect((stop as ImportStop).message).toMatch(/^bomb\.csv\.gz: line 1 has more than 16,384 cells \(the limit\)/);
  });

  it('a plain 150 MB line of commas (under the upload cap) stops at line 1 when read past the head', async () => {
    const mb = Buffer.alloc(1024 * 1024, ',');
    const input = Readable.from((function* () {
      yield Buffer.from('name,lat,lng\nA Golf Club,40,-75\n');
      for (let i = 0; i < 150; i++) yield mb;
    })());
    const result = await readCourses(input, { fileName: 'commas.csv', source: 't' });
    const lines: number[] = [];
    let stop: ImportStop | null = null;
    try {
      for await (const item of result.items) lines.push(item.line);
    } catch (e) {
      stop = e as ImportStop;
    }
    expect(lines).toEqual([2]);
    expect(stop).toBeInstanceOf(ImportStop);
    expect([stop!.line, stop!.message]).toEqual([3, 'commas.csv: line 3 has more than 16,384 cells (the limit): not a file of courses; stopped there, the records before it were read']);
  });

  it('a gzip expanding past 1 GiB stops at the bound, however small it is', async () => {
    let out = 0;
    let error: unknown = null;
    try {
      for await (const chunk of gunzipped(gzipBomb('\n', 64 * 1024 * 1024, 17), DEFAULT_READ_LIMITS.maxExpandedBytes)) out += chunk.length;
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'EXPANDS_PAST_LIMIT' });
    expect(out).toBeLessThanOrEqual(DEFAULT_READ_LIMITS.maxExpandedBytes);
    expect(out).toBeGreaterThan(DEFAULT_READ_LIMITS.maxExpandedBytes - 1024 * 1024);
  }, 60_000);
});
