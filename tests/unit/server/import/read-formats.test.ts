/** The formats readCourses detects from the bytes, on small fixtures (tests/fixtures/import/README.md). */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCourses } from '../../../../src/server/import/read/read-courses';
import { SourceNeeded } from '../../../../src/server/import/import-record';
import { fixture, readBytes, readFixture, stopAtOpen } from './read-helpers';

describe('OSM-tagged GeoJSON', () => {
  it('a pretty-printed FeatureCollection: each feature named by the line it starts in', async () => {
    const { result, courses, skips } = await readFixture('osm-courses.geojson');
    expect([result.format, result.source]).toEqual(['osm-geojson', 'osm']);
    const starts = fs.readFileSync(fixture('osm-courses.geojson'), 'utf8').split('\n')
      .flatMap((text, i) => (text === '    {' ? [i + 1] : []));
    expect([...courses.map((c) => c.line), ...skips.map((s) => s.line)]).toEqual(starts);
    expect(skips.map((s) => [s.reason, s.message])).toEqual([
      ['not-a-course', '"City Range" is not a course (golf=driving_range)'],
      ['not-a-course', '"Crazy Golf" is not a course (leisure=miniature_golf)'],
    ]);
    const [links, foret] = courses;
    // A point with 18 golf:hole:N:par tags, access=yes, in Scotland (the nation, as the catalogue writes it).
    expect(links).toMatchObject({
      sourceId: 'node/1', name: 'Old Links', city: 'St Andrews', country: 'Scotland', continent: 'EUROPE',
      membership: 'PUBLIC', holes: 18, par: 72, type: 'FULL LENGTH',
    });
    // A multipolygon: the area-weighted centroid of its outer rings, near the big one's centre (2.01, 48.01).
    expect(foret!.sourceId).toBe('relation/77');
    expect(foret!.lat).toBeCloseTo(48.0102, 3);
    expect(foret!.lng).toBeCloseTo(2.0102, 3);
    expect(foret).toMatchObject({ country: 'France', continent: 'EUROPE', holes: 18, par: 72 });
  });

  it('the same FeatureCollection on one line: every feature on line 1', async () => {
    const { result, items } = await readFixture('osm-one-line.json');
    expect(result.format).toBe('osm-geojson');
    expect(items.map((i) => i.line)).toEqual([1, 1, 1, 1]);
  });
});

describe('CSV', () => {
  it('OpenGolf CSV: its column layout, the OpenGolf source', async () => {
    const { result, courses } = await readFixture('opengolf.csv');
    expect([result.format, result.source]).toEqual(['opengolf-csv', 'opengolfapi']);
    expect(courses).toEqual([expect.objectContaining({
      line: 2, sourceId: 'og-c1', name: 'Egyptian Country Club', city: 'Mounds', province: 'Illinois', country: 'United States',
      continent: 'NORTH AMERICA', membership: 'LIMITED', holes: 9, par: 36, totalYardage: 3042, lat: 37.142398, lng: -89.1890226,
    })]);
  });

  it('a generic CSV: missing-value spellings empty, a stable id from name and position', async () => {
    const first = await readFixture('courses.csv', { source: 'club-list' });
    const again = await readFixture('courses.csv', { source: 'club-list' });
    expect([first.result.format, first.result.source]).toEqual(['csv', 'club-list']);
    const cog = first.courses.find((c) => c.name === 'Cog Hill Golf Club')!;
    // City "undefined", state "null", country empty, holes "N/A": the country and state from the position.
    expect(cog).toMatchObject({ city: null, province: 'Illinois', country: 'United States', holes: null });
    const medinah = first.courses.find((c) => c.name === 'Medinah Country Club')!;
    expect(medinah).toMatchObject({ country: 'United States', province: 'Illinois', holes: 27, lat: 41.9656, lng: -88.0484 });
    expect(first.courses.map((c) => c.sourceId)).toEqual(again.courses.map((c) => c.sourceId));
    expect(new Set(first.courses.map((c) => c.sourceId)).size).toBe(first.courses.length);
  });

  it('--map names the columns of any CSV (semicolons too); --source names the source', async () => {
    const { result, courses } = await readFixture('semicolon.csv', {
      map: { name: 'Platz', lat: 'Breite', lng: 'Länge', city: 'Ort' }, source: 'golf-de',
    });
    expect(result.source).toBe('golf-de');
    expect(courses).toEqual([expect.objectContaining({ source: 'golf-de', name: 'Golfclub Feldafing', city: 'Feldafing', country: 'Germany', continent: 'EUROPE' })]);
  });
});

describe('the source a file\'s records keep (issue 32)', () => {
  const generic = fs.readFileSync(fixture('courses.csv'));

  it('generic data without a source stops at open asking for one: the file name is no identity', async () => {
    for (const name of ['courses.csv', 'courses (1).csv']) {
      const stop = await stopAtOpen('courses.csv', { fileName: name });
      expect(stop).toBeInstanceOf(SourceNeeded);
      expect(stop.line).toBeNull();
      expect(stop.message).toBe(`${name} holds courses without a source of their own (neither OpenGolf's fields nor OpenStreetMap's tags): ` +
        'name their source (--source NAME, or the Source name field of the console), the same name each time you import this provider\'s data, ' +
        'so that a renamed or newer copy of the file updates its courses instead of adding them again.');
    }
    const features = '{"type":"Feature","geometry":{"type":"Point","coordinates":[-75.2,40.1]},"properties":{"name":"Plain Golf Club"}}\n';
    await expect(readCourses(Readable.from([Buffer.from(features)]), { fileName: 'plain.ndjson' })).rejects.toBeInstanceOf(SourceNeeded);
  });

  it('the same data renamed keeps its source and its ids', async () => {
    const a = await readBytes('courses.csv', generic, { source: 'club-list' });
    const b = await readBytes('courses (1).csv', generic, { source: 'club-list' });
    expect(b.result.source).toBe('club-list');
    expect(b.courses).toEqual(a.courses);
  });

  it('OpenGolf data is OpenGolf and OSM-tagged data OSM, whatever the file is called; --source overrides', async () => {
    const og = fs.readFileSync(fixture('opengolf.csv'));
    expect((await readBytes('courses (1).csv', og)).result.source).toBe('opengolfapi');
    expect((await readBytes('export.txt', fs.readFileSync(fixture('osm-one-line.json')))).result.source).toBe('osm');
    expect((await readBytes('courses (1).csv', og, { source: 'mirror' })).courses[0]!.source).toBe('mirror');
  });
});

describe('streaming', () => {
  it('reports the raw bytes read', async () => {
    const seen: number[] = [];
    const { courses } = await readFixture('whole.ndjson.gz', { onBytes: (n) => seen.push(n) });
    expect(courses).toHaveLength(300);
    expect(seen.at(-1)).toBe(fs.statSync(fixture('whole.ndjson.gz')).size);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('a FeatureCollection on one line, fed in small chunks, yields every feature', async () => {
    const feature = (i: number) => JSON.stringify({
      type: 'Feature', geometry: { type: 'Point', coordinates: [-88 - i / 1e4, 40 + i / 1e4] },
      properties: { '@id': `node/${i}`, leisure: 'golf_course', name: `Chunked Golf Club ${i}`, 'addr:country': 'US' },
    });
    async function* chunks() {
      yield '{"type":"FeatureCollection","features":[';
      for (let i = 0; i < 2000; i++) {
        const text = (i ? ',' : '') + feature(i);
        for (let k = 0; k < text.length; k += 37) yield text.slice(k, k + 37);
      }
      yield ']}';
    }
    const result = await readCourses(Readable.from(chunks()), { fileName: 'chunked.geojson' });
    let n = 0;
    for await (const item of result.items) {
      expect(item.kind).toBe('course');
      n++;
    }
    expect(n).toBe(2000);
  });
});
