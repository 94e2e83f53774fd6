import { describe, expect, it } from 'vitest';
import { representativePoint } from '../../../../src/server/import/rules/centroid';
import { holeColumnsOf, parseLatLng, resolveColumns } from '../../../../src/server/import/rules/columns';
import { continentOf } from '../../../../src/server/import/rules/continents';
import { countryCodeOf, countryName, provinceName } from '../../../../src/server/import/rules/countries';
import { hashedSourceId } from '../../../../src/server/import/rules/source-id';
import { binaryKind, kindFromName, sniffFormat } from '../../../../src/server/import/read/sniff-format';
import { delimiterOf, rowToRaw } from '../../../../src/server/import/read/csv-records';

describe('countries, provinces, continents', () => {
  it.each([
    ['US', 'US'], ['us', 'US'], ['USA', 'US'], ['United States', 'US'], ['United States of America', 'US'],
    ['Canada', 'CA'], ['UK', 'GB'], ['Scotland', 'GB'], ['England', 'GB'], ['South Korea', 'KR'], ['Vietnam', 'VN'],
    ['XX', null], ['Atlantis', null], [null, null],
  ] as const)('countryCodeOf(%j) -> %j', (raw, expected) => {
    expect(countryCodeOf(raw)).toBe(expected);
  });

  it.each([
    ['US', null, 'United States'], ['CA', null, 'Canada'], ['GB', 'Scotland', 'Scotland'], ['GB', null, 'United Kingdom'],
    ['KR', null, 'South Korea'], ['AE', null, 'United Arab Emirates'], ['BS', null, 'Bahamas'],
  ] as const)('countryName(%s, %s) -> %s', (code, nation, expected) => {
    expect(countryName(code, nation)).toBe(expected);
  });

  it.each([
    ['US', 'IL', 'Illinois'], ['US', 'dc', 'District of Columbia'], ['US', 'Illinois', 'Illinois'], ['US', 'ZZ', null],
    ['CA', 'ON', 'Ontario'], ['CA', 'BC', 'British Columbia'], ['AU', 'NSW', 'NSW'], ['GB', 'Scotland', null], ['US', null, null],
  ] as const)('provinceName(%s, %j) -> %j', (country, raw, expected) => {
    expect(provinceName(country, raw)).toBe(expected);
  });

  it.each([
    ['US', 'NORTH AMERICA'], ['MX', 'NORTH AMERICA'], ['BS', 'NORTH AMERICA'], ['BM', 'NORTH AMERICA'], ['GB', 'EUROPE'],
    ['IE', 'EUROPE'], ['TR', 'EUROPE'], ['AE', 'ASIA'], ['IL', 'ASIA'], ['ZA', 'AFRICA'], ['EG', 'AFRICA'], ['AU', 'OCEANIA'],
    ['FJ', 'OCEANIA'], ['AR', 'SOUTH AMERICA'], ['AQ', null], [null, null],
  ] as const)('continentOf(%j) -> %j', (code, expected) => {
    expect(continentOf(code)).toBe(expected);
  });
});

describe('columns', () => {
  it.each([
    ['OpenGolf CSV', ['id', 'name', 'state', 'latitude', 'longitude'], {}, { id: 0, name: 1, province: 2, lat: 3, lng: 4 }],
    ['common spellings', ['Club Name', 'Lat', 'Long', 'Town', 'Province'], {}, { name: 0, lat: 1, lng: 2, city: 3, province: 4 }],
    ['one latLng column', ['course', 'latLng', 'country'], {}, { name: 0, latLng: 1, country: 2 }],
    ['coordinates', ['title', 'coordinates'], {}, { name: 0, latLng: 1 }],
    ['--map wins', ['Platz', 'Breite', 'Länge', 'name'], { name: 'Platz', lat: 'Breite', lng: 'Länge' }, { name: 0, lat: 1, lng: 2 }],
    ['--map field spellings', ['a', 'b', 'c', 'd'], { clubName: 'a', latitude: 'b', longitude: 'c', state: 'd' }, { name: 0, lat: 1, lng: 2, province: 3 }],
  ] as const)('%s', (_name, header, map, expected) => {
    const resolved = resolveColumns(header, map);
    expect(resolved.ok).toBe(true);
    if (resolved.ok) expect(resolved.columns).toMatchObject(expected);
  });

  it.each([
    ['no position', ['name', 'city'], {}, /no column for a position/],
    ['no name', ['lat', 'lng'], {}, /no column for a name/],
    ['--map to a missing column', ['name', 'lat', 'lng'], { city: 'Ort' }, /--map city=Ort: f.csv has no column "Ort"/],
    ['--map of an unknown field', ['name', 'lat', 'lng'], { colour: 'name' }, /unknown field "colour"/],
    ['a header of thousands of columns: the first 20 listed, and how many more (issue 32)', ['lat', 'lng', ...Array.from({ length: 5000 }, (_, i) => `c${i}`)], {},
      /Columns found: "lat", "lng", "c0", .*, "c17" and 4,982 more\. Name the columns/],
  ] as const)('stops: %s', (_name, header, map, message) => {
    const resolved = resolveColumns(header, map, 'f.csv');
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) expect(resolved.message).toMatch(message);
  });

  it.each([
    ['41.5,-87.6', { lat: 41.5, lng: -87.6 }],
    [' 41.5 , -87.6 ', { lat: 41.5, lng: -87.6 }],
    ['(41.5, -87.6)', { lat: 41.5, lng: -87.6 }],
    ['41.5 -87.6', { lat: 41.5, lng: -87.6 }],
    ['POINT(-87.6 41.5)', { lat: 41.5, lng: -87.6 }],
    ['somewhere', null],
    [null, null],
  ] as const)('parseLatLng(%j)', (cell, expected) => {
    expect(parseLatLng(cell)).toEqual(expected);
  });

  it.each([['a,b,c', ','], ['a;b;c', ';'], ['a\tb\tc', '\t'], ['"a;b",c', ','], ['single', ',']] as const)('delimiterOf(%j) -> %j', (line, expected) => {
    expect(delimiterOf(line)).toBe(expected);
  });
});

describe('a scorecard in a column per hole (OpenGolf CSV, issue 32)', () => {
  it.each([
    [['hole_1_par', 'hole_1_handicap', 'hole_2_par'], [{ hole: 1, par: 0, strokeIndex: 1, others: [1] }, { hole: 2, par: 2, strokeIndex: null, others: [] }]],
    [['Hole 10 Par', 'hole-10-stroke-index', 'HOLE_9_SI', 'hole9hcp'],
      [{ hole: 9, par: null, strokeIndex: 2, others: [2, 3] }, { hole: 10, par: 0, strokeIndex: 1, others: [1] }]],
    [['hole_1_handicap_index', 'hole_73_par', 'hole_0_par', 'hole_1_yards', 'par', 'holes'], [{ hole: 1, par: null, strokeIndex: 0, others: [0] }]],
  ])('holeColumnsOf(%j)', (header, expected) => {
    expect(holeColumnsOf(header)).toEqual(expected);
  });

  it('a hole with a par, or with only a handicap, is a row; a hole with neither is none; a scorecard cell wins', () => {
    const header = ['name', 'lat', 'lng', 'scorecard', 'hole_1_par', 'hole_1_handicap', 'hole_2_par', 'hole_2_handicap', 'hole_3_par', 'hole_3_handicap'];
    const columns = { name: 0, lat: 1, lng: 2, scorecard: 3 };
    const holes = holeColumnsOf(header);
    expect(rowToRaw(2, ['A', '1', '2', '', '4', '7', '', '3', '', ''], columns, holes).scorecard)
      .toEqual([{ hole: 1, par: 4, strokeIndex: 7 }, { hole: 2, par: null, strokeIndex: 3 }]);
    expect(rowToRaw(2, ['A', '1', '2', '[{"hole":9,"par":3}]', '4', '', '', '', '', ''], columns, holes).scorecard).toEqual([{ hole: 9, par: 3, strokeIndex: null }]);
  });
});

describe('geometry', () => {
  it.each([
    ['a point', { type: 'Point', coordinates: [-88, 40] }, [-88, 40]],
    ['a square', { type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]] }, [1, 1]],
    ['a hole does not move it', { type: 'Polygon', coordinates: [[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]], [[0, 0], [1, 0], [1, 1], [0, 0]]] }, [1, 1]],
    ['a multipolygon: area-weighted', { type: 'MultiPolygon', coordinates: [[[[0, 0], [3, 0], [3, 3], [0, 3], [0, 0]]], [[[10, 0], [11, 0], [11, 1], [10, 1], [10, 0]]]] }, [1.5 * 0.9 + 10.5 * 0.1, 1.5 * 0.9 + 0.5 * 0.1]],
    ['a line', { type: 'LineString', coordinates: [[0, 0], [2, 2]] }, [1, 1]],
    ['none', null, null],
    ['no coordinates', { type: 'Point' }, null],
  ] as const)('representativePoint: %s', (_name, geometry, expected) => {
    const point = representativePoint(geometry);
    if (expected === null) expect(point).toBeNull();
    else {
      expect(point![0]).toBeCloseTo(expected[0], 9);
      expect(point![1]).toBeCloseTo(expected[1], 9);
    }
  });
});

describe('source ids and names', () => {
  it('a hash of the normalised name and the position to about 100 m', () => {
    expect(hashedSourceId('Pine Valley Golf Club', 39.7875, -74.9725)).toBe(hashedSourceId('  pine valley golf CLUB', 39.78751, -74.97249));
    expect(hashedSourceId('Pine Valley Golf Club', 39.7875, -74.9725)).not.toBe(hashedSourceId('Pine Valley Golf Club', 39.79, -74.9725));
    expect(hashedSourceId('Pine Valley Golf Club', 39.7875, -74.9725)).toMatch(/^[0-9a-f]{20}$/);
  });
});

describe('sniffing', () => {
  const bytes = (s: string) => Buffer.from(s);
  it.each([
    ['NDJSON of OpenGolf features', '{"type":"Feature","properties":{"scorecard":[]}}\n{"type":"Feature"}\n', { ok: true, kind: 'ndjson', flavour: 'opengolf' }],
    ['NDJSON of OSM features', '{"type":"Feature","properties":{"leisure":"golf_course"}}\n', { ok: true, kind: 'ndjson', flavour: 'osm' }],
    ['NDJSON with a broken first line', '{"type":"Feat\n{"type":"Feature","properties":{}}\n', { ok: true, kind: 'ndjson', flavour: 'other' }],
    ['a pretty FeatureCollection', '{\n  "type": "FeatureCollection",\n  "features": [\n', { ok: true, kind: 'feature-collection' }],
    ['a bare array', '[{"type":"Feature"}]', { ok: true, kind: 'feature-collection' }],
    ['a FeatureCollection of a few features a line each: the last one parses alone, but the first line says what it is',
      '{"type":"FeatureCollection","features":[\n{"type":"Feature"},\n{"type":"Feature"}\n]}\n', { ok: true, kind: 'feature-collection' }],
    ['the same pretty-printed', '{\n  "type": "FeatureCollection",\n  "features": [\n    {"type":"Feature"}\n  ]\n}\n', { ok: true, kind: 'feature-collection' }],
    ['a one-line FeatureCollection', '{"type":"FeatureCollection","features":[{"type":"Feature"}]}\n', { ok: true, kind: 'feature-collection' }],
    ['NDJSON of FeatureCollections, one a line', '{"type":"FeatureCollection","features":[]}\n{"type":"FeatureCollection","features":[]}\n', { ok: true, kind: 'ndjson' }],
    ['JSON that is not GeoJSON', '{"hello": "world"}\n', { ok: false, holds: 'JSON, but no GeoJSON Features' }],
    ['HTML', '<!doctype html><html>', { ok: false }],
    ['CSV', 'name,lat,lng\nA,1,2\n', { ok: true, kind: 'csv' }],
    ['nothing', '  \n', { ok: false, holds: 'nothing' }],
  ] as const)('%s', (_name, text, expected) => {
    expect(sniffFormat(bytes(text), true)).toMatchObject(expected);
  });

  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a], 'binary data (a PNG image)'],
    [[0x50, 0x4b, 0x03, 0x04], 'binary data (a ZIP archive: a spreadsheet? Save it as CSV)'],
    [[0x61, 0x00, 0x62], 'binary data'],
    [[0x61, 0x62, 0x0a], null],
  ])('binaryKind(%j) -> %j', (head, expected) => {
    expect(binaryKind(Buffer.from(head))).toBe(expected);
  });

  it.each([
    ['a.ndjson.gz', 'ndjson'], ['a.jsonl', 'ndjson'], ['a.geojson', 'feature-collection'], ['a.json', 'feature-collection'],
    ['a.CSV', 'csv'], ['a.tsv', 'csv'], ['a.xlsx', null],
  ] as const)('kindFromName(%s) -> %s', (name, expected) => {
    expect(kindFromName(name)).toBe(expected);
  });
});
