/**
 * Bad input (issue 25): each case in a small fixture of its own (tests/fixtures/import/README.md),
 * its skip reason and line number asserted, and the reading goes on or stops with a clear message.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ImportStop } from '../../../../src/server/import/import-record';
import { readCourses } from '../../../../src/server/import/read/read-courses';
import { fixture, readBytes, readFixture, stopAtOpen } from './read-helpers';

describe('a broken NDJSON file (bad-lines.ndjson)', () => {
  it('skips each bad line with its reason and line, and reads the rest', async () => {
    const { skips, courses, stop, result } = await readFixture('bad-lines.ndjson');
    expect(stop).toBeNull();
    expect(result.format).toBe('opengolf-ndjson');
    expect(skips.map((s) => [s.line, s.reason])).toEqual([
      [2, 'unreadable'], // broken JSON in the middle
      [3, 'outside-world'], // 95,200
      [6, 'invalid'], // a name of 10,000 characters
      [7, 'not-a-course'], // a driving range
      [9, 'no-name'],
      [10, 'no-coordinates'],
      [11, 'unreadable'], // JSON, but not a Feature
    ]);
    expect(skips[0]!.message).toMatch(/^not valid JSON \(/);
    expect(skips[6]!.message).toBe('JSON, but not a GeoJSON Feature');
    expect(skips[2]!.message).toMatch(/10000 characters/);
    expect(courses.map((c) => c.line)).toEqual([1, 4, 5, 12]);
  });

  it('swaps coordinates back when the swap is certain, with a warning', async () => {
    const { courses, result } = await readFixture('bad-lines.ndjson');
    // Line 4: latitude 151.2 cannot be one; swapped, it is Sydney.
    const sydney = courses.find((c) => c.line === 4)!;
    expect([sydney.lat, sydney.lng, sydney.country, sydney.continent]).toEqual([-33.8688, 151.2093, 'Australia', 'OCEANIA']);
    // Line 5: written lat,lng; as read it is in Antarctica, swapped it is in Illinois as the record says.
    const prairie = courses.find((c) => c.line === 5)!;
    expect([prairie.lat, prairie.lng, prairie.province, prairie.country]).toEqual([40.1164, -88.2434, 'Illinois', 'United States']);
    expect(result.warnings.filter((w) => /swapped/.test(w)).map((w) => w.split(':')[0])).toEqual(['line 4', 'line 5']);
  });
});

describe('a truncated gzip (truncated.ndjson.gz)', () => {
  it('yields every complete line, then stops naming the line it ended in', async () => {
    const { courses, stop } = await readFixture('truncated.ndjson.gz');
    expect(courses.length).toBeGreaterThan(100);
    expect(courses.map((c) => c.line)).toEqual(courses.map((_, i) => i + 1));
    expect(stop).not.toBeNull();
    expect(stop!.line).toBe(courses.length + 1);
    expect(stop!.message).toMatch(new RegExp(`cut off in line ${courses.length + 1}`));
    // What was readable is what the bytes hold: the same lines as the first part of the whole file.
    const whole = zlib.gunzipSync(fs.readFileSync(fixture('whole.ndjson.gz'))).toString().split('\n');
    expect(courses.at(-1)!.sourceId).toBe(JSON.parse(whole[courses.length - 1]!).properties.id);
  });

  it('cut off before its first line: stops at open as cut off, not as empty', async () => {
    const head = fs.readFileSync(fixture('whole.ndjson.gz')).subarray(0, 12);
    const stop = await readCourses(Readable.from([head]), { fileName: 'tiny.ndjson.gz' }).then(() => null, (e: unknown) => e);
    expect(stop).toBeInstanceOf(ImportStop);
    expect((stop as ImportStop).message).toBe('tiny.ndjson.gz: the compressed file is cut off in line 1; the records before it were read');
    expect((stop as ImportStop).line).toBe(1);
  });

  it('the whole file reads to the end', async () => {
    const { courses, stop } = await readFixture('whole.ndjson.gz');
    expect(stop).toBeNull();
    expect(courses).toHaveLength(300);
  });
});

describe('a file that is not what its extension says', () => {
  it('a PNG named .csv stops at open', async () => {
    const stop = await stopAtOpen('picture.csv');
    expect(stop.message).toBe('picture.csv is not a course file: it holds binary data (a PNG image)');
  });

  it('NDJSON named .csv is read as NDJSON, with a warning', async () => {
    const { result, courses } = await readFixture('ndjson-named.csv');
    expect(result.format).toBe('opengolf-ndjson');
    expect(courses.map((c) => c.name)).toEqual(['Oak Hollow Golf Club', 'Second Course']);
    expect(result.warnings).toEqual([
      'ndjson-named.csv is named like CSV but holds NDJSON (GeoJSON Features, one a line): read as what it holds',
      // Their phones are junk (issue 34): dropped, summed up in one warning.
      '2 phone number(s) dropped, not valid numbers: line 1: "Oak Hollow Golf Club": "9999999999" is not a valid phone number; ' +
        'line 2: "Second Course": "9999999999" is not a valid phone number',
    ]);
    expect(courses.map((c) => c.phone)).toEqual([null, null]);
  });

  it('plain text named .gz is read as plain text, with a warning', async () => {
    const { result, courses } = await readFixture('plain-text.ndjson.gz');
    expect(courses).toHaveLength(1);
    expect(result.warnings).toEqual([
      'plain-text.ndjson.gz is not gzip-compressed: read as plain text',
      '1 phone number(s) dropped, not valid numbers: line 1: "Oak Hollow Golf Club": "9999999999" is not a valid phone number',
    ]);
  });
});

describe('a CSV with bad rows (courses.csv)', () => {
  it('skips a stray quote and missing cells with their lines, and reads the rest', async () => {
    const { skips, courses, stop } = await readFixture('courses.csv', { source: 'club-list' });
    expect(stop).toBeNull();
    expect(skips.map((s) => [s.line, s.reason])).toEqual([[4, 'unreadable'], [5, 'unreadable']]);
    expect(skips[0]!.message).toBe('a stray quote in the Club Name cell');
    expect(skips[1]!.message).toBe('2 of 6 cells');
    // A record over two lines (a quoted line break) is named by its first line.
    expect(courses.map((c) => [c.line, c.name])).toEqual([
      [2, 'Pine Valley Golf Club'], [3, 'Cog Hill Golf Club'], [6, 'Merion Golf Club'], [8, 'Medinah Country Club'],
    ]);
  });
});

describe('a CSV whose lines end differently (issue 32)', () => {
  const rows = ['Alpha Golf Club,40.10,-75.10', 'Bravo Golf Club,40.20,-75.20', 'Charlie Golf Club,40.30,-75.30'];
  it.each([
    ['a CRLF header, LF rows', `name,lat,lng\r\n${rows.join('\n')}\n`],
    ['an LF header, CRLF rows', `name,lat,lng\n${rows.join('\r\n')}\r\n`],
    ['each row its own', `name,lat,lng\r\n${rows[0]}\n${rows[1]}\r\n${rows[2]}`],
    ['old Mac CR rows after a CRLF header', `name,lat,lng\r\n${rows.join('\r')}\r`],
  ])('%s: every row is a record of its own line', async (_, text) => {
    const { courses, skips, stop } = await readBytes('mixed.csv', text, { source: 'mixed' });
    expect(stop).toBeNull();
    expect(skips).toEqual([]);
    expect(courses.map((c) => [c.line, c.name, c.lat])).toEqual([[2, 'Alpha Golf Club', 40.1], [3, 'Bravo Golf Club', 40.2], [4, 'Charlie Golf Club', 40.3]]);
  });

  it('a CRLF split between two chunks is one line end', async () => {
    const { courses } = await readBytes('split.csv', ['name,lat,lng\r', `\n${rows[0]}\r`, `\n${rows[1]}\r`, `\r\n${rows[2]}\r`], { source: 'split' });
    expect(courses.map((c) => [c.line, c.name])).toEqual([[2, 'Alpha Golf Club'], [3, 'Bravo Golf Club'], [5, 'Charlie Golf Club']]);
  });

  it('a quoted line break stays inside its cell, whatever the lines around it end with', async () => {
    const text = `name,lat,lng,city\r\n"Two\nLines Golf Club",40.1,-75.1,Ambler\nBravo Golf Club,40.2,-75.2,"Blue\r\nBell"\r\nCharlie Golf Club,40.3,-75.3,Chalfont\n`;
    const { courses, skips } = await readBytes('quoted.csv', text, { source: 'quoted' });
    expect(skips).toEqual([]);
    expect(courses.map((c) => [c.line, c.name, c.city])).toEqual([[2, 'Two Lines Golf Club', 'Ambler'], [4, 'Bravo Golf Club', 'Blue Bell'], [6, 'Charlie Golf Club', 'Chalfont']]);
  });
});

describe('a CSV with a missing column (missing-column.csv)', () => {
  it('stops at open naming the columns found and --map', async () => {
    const stop = await stopAtOpen('missing-column.csv');
    expect(stop.line).toBe(1);
    expect(stop.message).toMatch(/^missing-column\.csv has no column for a position/);
    expect(stop.message).toContain('Columns found: "name", "city", "state"');
    expect(stop.message).toContain('--map');
  });

  it('--map naming a column that is not there stops too', async () => {
    const stop = await stopAtOpen('missing-column.csv', { map: { lat: 'Y', lng: 'X' } });
    expect(stop.message).toMatch(/--map lat=Y: missing-column\.csv has no column "Y"/);
  });
});

describe('a FeatureCollection cut off (cut-off.geojson)', () => {
  it('yields the features before the cut, then stops with the line', async () => {
    const { courses, stop } = await readFixture('cut-off.geojson');
    expect(courses.map((c) => c.name)).toEqual(['Old Links']);
    const lines = fs.readFileSync(fixture('cut-off.geojson'), 'utf8').split('\n').length;
    expect(stop!.line).toBe(lines);
    expect(stop!.message).toMatch(/ends early/);
  });
});
