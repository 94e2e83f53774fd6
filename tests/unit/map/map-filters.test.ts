/** The map's filters in the URL (issue 34): parsed, normalised and written back. */
import { describe, expect, it } from 'vitest';
import {
  filtersApplyAt, mapFiltersFromParams, mapFiltersQuery, mapFiltersToParams, withMapFilters, type MapFilters,
} from '../../../src/map/map-filters';

const parse = (q: string) => mapFiltersFromParams(new URLSearchParams(q));
const write = (f: MapFilters) => new URLSearchParams(mapFiltersToParams(f)).toString();

describe('map filters from the URL', () => {
  it.each<[string, MapFilters]>([
    ['', {}],
    ['membership=PUBLIC&holes=18', { membership: ['PUBLIC'], holes: ['18'] }],
    ['membership=PUBLIC,LIMITED', { membership: ['PUBLIC', 'LIMITED'] }],
    ['type=FULL%20LENGTH,PITCH%20%26%20PUTT', { type: ['FULL LENGTH', 'PITCH & PUTT'] }],
    ['fee=$,$$$&continent=EUROPE', { fee: ['$', '$$$'], continent: ['EUROPE'] }],
    ['country=Scotland&architect=Old%20Tom%20Morris', { country: 'Scotland', architect: 'Old Tom Morris' }],
    ['yearMin=1890&yearMax=1935&yardageMin=6000&yardageMax=7200', { yearMin: 1890, yearMax: 1935, yardageMin: 6000, yardageMax: 7200 }],
    ['only=played', { only: ['played'] }],
    ['only=friends,wishlist', { only: ['wishlist', 'friends'] }],
    ['hide=played', { hide: 'played' }],
  ])('%s', (query, filters) => {
    expect(parse(query)).toEqual(filters);
  });

  it('puts lists in one order, once each, whatever the URL said (and however it said it)', () => {
    expect(parse('membership=LIMITED,PUBLIC,LIMITED')).toEqual({ membership: ['PUBLIC', 'LIMITED'] });
    expect(parse('holes=36&holes=9')).toEqual({ holes: ['9', '36'] });
    expect(parse('fee=%20$$%20,,$')).toEqual({ fee: ['$', '$$'] });
  });

  it.each([
    ['membership=OPEN', {}],
    ['membership=PUBLIC,OPEN', { membership: ['PUBLIC'] }],
    ['holes=12', {}],
    ['holes=18.0', {}],
    ['fee=$$$$', {}],
    ['type=MINI%20GOLF', {}],
    ['continent=ATLANTIS', {}],
    ['only=enemies', {}],
    ['hide=wishlist', {}],
    ['yearMin=1200&yearMax=abc', {}],
    ['yearMin=1990&yearMax=1900', { yearMin: 1990 }],
    ['yardageMin=-5&yardageMax=99999', {}],
    ['yardageMin=7000&yardageMax=6000', { yardageMin: 7000 }],
    ['yardageMin=6e3', {}],
    ['country=%20%20', {}],
    [`country=${'x'.repeat(81)}`, {}],
    ['architect=a%00b', {}],
    ['page=2&zoom=3&card=abc', {}],
  ])('drops what the API would refuse: %s', (query, filters) => {
    expect(parse(query)).toEqual(filters);
  });

  it('round-trips: parse(write(f)) is f, and write(parse(q)) is the canonical URL', () => {
    const filters: MapFilters = {
      membership: ['PUBLIC', 'LIMITED'], type: ['EXECUTIVE'], holes: ['9', '18'], fee: ['$$'], continent: ['ASIA', 'EUROPE'],
      country: 'Scotland', architect: 'Colt', yearMin: 1900, yearMax: 1930, yardageMin: 5000, yardageMax: 7000, only: ['played'], hide: 'played',
    };
    expect(parse(write(filters))).toEqual(filters);
    expect(write(parse('holes=18&membership=LIMITED,PUBLIC&junk=1'))).toBe('membership=PUBLIC%2CLIMITED&holes=18');
    expect(write({ membership: [], country: '' })).toBe('');
  });
});

describe('map filters in the URL', () => {
  it('replaces only the filter parameters: an open card stays', () => {
    const next = withMapFilters(new URLSearchParams('card=abc&membership=PRIVATE&holes=9'), { membership: ['PUBLIC'] });
    expect(next.toString()).toBe('card=abc&membership=PUBLIC');
    expect(withMapFilters(new URLSearchParams('card=abc&fee=$'), {}).toString()).toBe('card=abc');
  });

  it("apply on the map's own screen and on Explore, nowhere else", () => {
    expect(['/', '/explore', '/explore/'].every(filtersApplyAt)).toBe(true);
    expect(['/checklist', '/admin', '/lists/1', '/courses/1'].some(filtersApplyAt)).toBe(false);
  });

  it('asks for only= and hide= only for a signed-in golfer (the API answers 401 otherwise)', () => {
    const f: MapFilters = { membership: ['PUBLIC'], only: ['played'], hide: 'played' };
    expect(mapFiltersQuery(f, true)).toEqual({ membership: 'PUBLIC', only: 'played', hide: 'played' });
    expect(mapFiltersQuery(f, false)).toEqual({ membership: 'PUBLIC' });
  });
});
