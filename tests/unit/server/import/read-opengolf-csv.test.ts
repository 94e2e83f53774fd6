/**
 * One OpenGolf release, two formats (issue 32): the CSV made from the real NDJSON
 * (tests/support/opengolf-csv.ts) maps every record to the same course as the NDJSON does, so
 * the record hashes match and importing one after the other changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReadItem } from '../../../../src/server/import/import-record';
import { recordHash } from '../../../../src/server/import/write/record-hash';
import { openGolfCsvOf } from '../../../support/opengolf-csv';
import { readBytes } from './read-helpers';

const FILE = path.resolve(process.cwd(), '../shared/data/opengolfapi-us.ndjson.gz');

/** What a read item is, whatever line it came from: the course with its hash, or the skip's reason. */
const shape = (i: ReadItem) => (i.kind === 'course' ? { course: i.course, hash: recordHash(i.course) } : { skip: i.reason });

describe('the OpenGolf release as NDJSON and as CSV', () => {
  it('maps every record of both to the same course (the same hash)', async () => {
    const gz = fs.readFileSync(FILE);
    const csv = openGolfCsvOf(gz);
    expect(csv.split('\n', 1)[0]).toMatch(/,latitude,longitude,hole_1_par,hole_1_handicap,.*,hole_18_par,hole_18_handicap$/);
    const fromNdjson = await readBytes('opengolfapi-us.ndjson.gz', gz);
    const fromCsv = await readBytes('opengolfapi-us.csv', csv);
    expect([fromCsv.result.format, fromCsv.result.source]).toEqual(['opengolf-csv', 'opengolfapi']);
    expect(fromCsv.items).toHaveLength(15_667);
    // The CSV's header is its line 1: each record one line further down.
    expect(fromCsv.items.map((i) => i.line - 1)).toEqual(fromNdjson.items.map((i) => i.line));
    const differ = fromNdjson.items.flatMap((item, n) => {
      const a = shape(item);
      const b = shape(fromCsv.items[n]!);
      return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ line: item.line, ndjson: a, csv: b }];
    });
    expect(differ.slice(0, 3)).toEqual([]);
    expect(differ).toHaveLength(0);
    // Timberline (issue 32): 18 holes, par 72 in both.
    const timberline = fromCsv.courses.filter((c) => /^Timberline/.test(c.name)).map((c) => [c.name, c.holes, c.par]);
    expect(timberline).toContainEqual(['Timberline Golf Course', 18, 72]);
  }, 60_000);
});
