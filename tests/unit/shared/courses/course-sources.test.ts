/** The credits a course's sources owe (shared/domain/course-sources.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { courseSources, creditOf, mapAttributions } from '../../../../src/shared/domain/course-sources';

describe('creditOf', () => {
  it.each([
    ['opengolfapi', 'Contains data from OpenGolfAPI (opengolfapi.org)'],
    ['osm', '© OpenStreetMap contributors'],
    ['seed', null],
    ['admin', null],
    ['county-list', null],
    ['constructor', null],
  ])('%s -> %s', (source, credit) => expect(creditOf(source)).toBe(credit));
});

describe('courseSources', () => {
  it.each<[string | null, string[], { source: string; credit: string | null }[]]>([
    ['seed', [], []],
    ['admin', ['admin'], []],
    ['opengolfapi', ['opengolfapi'], [{ source: 'opengolfapi', credit: 'Contains data from OpenGolfAPI (opengolfapi.org)' }]],
    ['seed', ['osm', 'opengolfapi'], [
      { source: 'osm', credit: '© OpenStreetMap contributors' },
      { source: 'opengolfapi', credit: 'Contains data from OpenGolfAPI (opengolfapi.org)' },
    ]],
    ['county-list', ['osm'], [{ source: 'county-list', credit: null }, { source: 'osm', credit: '© OpenStreetMap contributors' }]],
    [null, ['osm', 'osm'], [{ source: 'osm', credit: '© OpenStreetMap contributors' }]],
  ])('row %s fed by %j', (row, fedBy, expected) => expect(courseSources(row, fedBy)).toEqual(expected));
});

describe('mapAttributions', () => {
  it('credits each open source once, as a link, and nothing for other sources', () => {
    const got = mapAttributions(['osm', 'opengolfapi', 'seed', 'osm', 'county-list']);
    expect(got).toHaveLength(2);
    expect(got[0]).toContain('>Contains data from OpenGolfAPI</a>');
    expect(got[0]).toContain('href="https://opengolfapi.org"');
    expect(got[1]).toContain('>© OpenStreetMap contributors</a>');
    expect(mapAttributions(['seed', 'admin'])).toEqual([]);
  });

  it('writes the OpenStreetMap credit as part of the basemap\'s, so MapLibre shows it once', () => {
    for (const theme of ['light', 'dark']) {
      const style = JSON.parse(readFileSync(`map-styles/${theme}.json`, 'utf8')) as { sources: Record<string, { attribution?: string }> };
      const basemap = Object.values(style.sources).map((s) => s.attribution ?? '').join(' ');
      expect(basemap).toContain(mapAttributions(['osm'])[0]);
      expect(basemap).not.toContain(mapAttributions(['opengolfapi'])[0]);
    }
  });
});
