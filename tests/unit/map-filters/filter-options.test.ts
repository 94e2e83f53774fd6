/** What the map's filter chips say and do (issue 34). */
import { describe, expect, it } from 'vitest';
import {
  activeCount, CHIP_GROUPS, chipSummary, coursesText, facetCount, moreCount, toggled, withGroup, withoutMore,
} from '../../../src/features/map-filters/lib/filter-options';
import { exploreLinkFrom, mapLinkFrom } from '../../../src/features/map-filters/lib/explore-handover';
import { exploreFiltersOf, yearFrom } from '../../../src/features/map-filters/lib/more-filters';
import { showChoice, showSummary, withShow } from '../../../src/features/map-filters/lib/show-choice';
import type { MapFacets } from '../../../src/shared/contracts/bounded-courses.contract';

const group = (key: string) => CHIP_GROUPS.find((g) => g.key === key)!;

describe('chips', () => {
  it.each([
    ['membership', undefined, 'Access'],
    ['membership', ['PUBLIC'], 'Public'],
    ['membership', ['PUBLIC', 'LIMITED'], 'Public, Limited'],
    ['type', ['FULL LENGTH', 'EXECUTIVE', 'PAR 3 COURSE'], 'Full length +2'],
    ['holes', ['18'], '18 holes'],
    ['holes', ['9', '18'], '9, 18 holes'],
    ['fee', ['$', '$$'], '$, $$'],
    ['fee', [], 'Green fee'],
  ])('%s %j reads "%s"', (key, values, text) => {
    expect(chipSummary(group(key), values)).toBe(text);
  });

  it('ticks and unticks in the group order; nothing left is no filter', () => {
    const access = group('membership');
    expect(toggled(access, ['PRIVATE'], 'PUBLIC', true)).toEqual(['PUBLIC', 'PRIVATE']);
    expect(toggled(access, ['PUBLIC'], 'PUBLIC', true)).toEqual(['PUBLIC']);
    expect(toggled(access, ['PUBLIC'], 'PUBLIC', false)).toBeUndefined();
    expect(withGroup({ membership: ['PUBLIC'], holes: ['18'] }, 'membership', undefined)).toEqual({ holes: ['18'] });
  });

  it('counts what is on: a chip once, More by field (a range once), Show only signed in', () => {
    expect(activeCount({}, true)).toBe(0);
    expect(activeCount({ membership: ['PUBLIC', 'LIMITED'], holes: ['18'] }, false)).toBe(2);
    expect(moreCount({ yearMin: 1900, yearMax: 1930, country: 'Scotland', continent: ['EUROPE'] })).toBe(3);
    expect(activeCount({ only: ['played'] }, false)).toBe(0);
    expect(activeCount({ only: ['played'], fee: ['$'] }, true)).toBe(2);
    expect(withoutMore({ country: 'Wales', architect: 'Colt', yardageMax: 6000, fee: ['$'] })).toEqual({ fee: ['$'] });
  });

  it('reads each option its facet count', () => {
    const facets = { membership: { PUBLIC: 312, PRIVATE: 40, LIMITED: 0 } } as unknown as MapFacets;
    expect(facetCount(facets, 'membership', 'PUBLIC')).toBe(312);
    expect(facetCount(facets, 'membership', 'LIMITED')).toBe(0);
    expect(facetCount(undefined, 'holes', '18')).toBeUndefined();
  });

  it.each([[0, 'No courses'], [1, '1 course'], [312, '312 courses'], [12_345, '12,345 courses']])('%d: "%s"', (n, text) => {
    expect(coursesText(n)).toBe(text);
  });
});

describe('Show', () => {
  it('is one choice at a time, as only= or hide=played', () => {
    expect(withShow({ holes: ['18'], hide: 'played' }, 'played')).toEqual({ holes: ['18'], only: ['played'] });
    expect(withShow({ only: ['friends'] }, 'unplayed')).toEqual({ hide: 'played' });
    expect(withShow({ only: ['friends'], fee: ['$'] }, 'all')).toEqual({ fee: ['$'] });
    expect(showChoice({})).toBe('all');
    expect(showChoice({ hide: 'played' })).toBe('unplayed');
    expect(showChoice({ only: ['watchlist'] })).toBe('watchlist');
  });

  it('names a combination from a link as it is', () => {
    expect(showChoice({ only: ['played', 'watchlist'] })).toBeNull();
    expect(showSummary({ only: ['played', 'watchlist'] })).toBe('Played, Watchlist');
    expect(showSummary({})).toBe('Show');
    expect(showSummary({ only: ['friends'] })).toBe("Friends' courses");
  });
});

describe('More', () => {
  it.each([['1923', 1923], [' 1890 ', 1890], ['1399', undefined], ['19', undefined], ['abcd', undefined], ['', undefined], ['3000', undefined]])(
    'year "%s" is %s', (text, year) => expect(yearFrom(text)).toBe(year),
  );

  it("asks the yardage bounds under Explore's names", () => {
    expect(exploreFiltersOf({ membership: ['PUBLIC', 'LIMITED'], continent: ['EUROPE'], holes: ['18'], yardageMin: 5000 }))
      .toEqual({ membership: 'PUBLIC,LIMITED', continent: 'EUROPE' });
  });
});

describe('between the map and Explore', () => {
  it('carries the filters both have, nothing else', () => {
    expect(exploreLinkFrom('?membership=PUBLIC,LIMITED&holes=18&fee=$&only=played&card=x&country=Scotland'))
      .toBe('/explore?membership=PUBLIC%2CLIMITED&country=Scotland');
    expect(exploreLinkFrom('')).toBe('/explore');
    expect(mapLinkFrom('?ranking=most_fun&type=EXECUTIVE&yardageMax=6000')).toBe('/?type=EXECUTIVE&yardageMax=6000');
    expect(mapLinkFrom('?ranking=most_fun')).toBe('/');
  });
});
