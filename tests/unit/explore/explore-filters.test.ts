import { describe, expect, it } from 'vitest';
import {
  activeFilterCount, communityQuery, coursesQuery, filtersFromParams, paramsFromFilters, withFilter,
} from '../../../src/features/explore/lib/explore-filters';
import {
  builtFromText, communityScoreLabel, itemScoreText, parseRankingKey, rankingKey, rankingName, standingText,
} from '../../../src/features/community-rankings/lib/community-rankings-text';
import { COMMUNITY_RANKINGS } from '../../../src/shared/domain/community-rankings';

const parse = (q: string) => filtersFromParams(new URLSearchParams(q));

describe('Explore filters in the URL', () => {
  it('keeps known values and drops unknown or malformed ones', () => {
    expect(parse('continent=EUROPE&type=EXECUTIVE&membership=PUBLIC&country=Scotland&architect=Colt&yardageMin=6000&yardageMax=7000&ranking=most_fun'))
      .toEqual({ continent: 'EUROPE', type: 'EXECUTIVE', membership: 'PUBLIC', country: 'Scotland', architect: 'Colt', yardageMin: 6000, yardageMax: 7000, ranking: 'most_fun' });
    expect(parse('continent=ATLANTIS&type=MINI&ranking=wishlist&yardageMin=abc&yardageMax=99999')).toEqual({});
    expect(parse('ranking=custom')).toEqual({});
    expect(parse('ranking=hole:closers')).toEqual({ ranking: 'hole:closers' });
    expect(parse('ranking=hole:mylie')).toEqual({});
    expect(parse('yardageMin=7000&yardageMax=6000')).toEqual({ yardageMin: 7000 });
  });

  it("reads continent, type and access as the map's lists: same names, same meanings", () => {
    expect(parse('membership=LIMITED,PUBLIC,PUBLIC&type=EXECUTIVE,MINI&continent=ATLANTIS'))
      .toEqual({ membership: 'PUBLIC,LIMITED', type: 'EXECUTIVE' });
    expect(coursesQuery(parse('membership=PUBLIC,LIMITED&holes=18'))).toEqual({ membership: 'PUBLIC,LIMITED' });
  });

  it('round-trips through the URL', () => {
    const filters = { ranking: 'hole:par_3s', continent: 'OCEANIA', yardageMin: 5000 };
    expect(filtersFromParams(new URLSearchParams(paramsFromFilters(filters)))).toEqual(filters);
  });

  it('changing the continent clears the country; the ranking stays', () => {
    expect(withFilter({ ranking: 'mylie', continent: 'EUROPE', country: 'Scotland' }, 'continent', 'ASIA')).toEqual({ ranking: 'mylie', continent: 'ASIA' });
    expect(withFilter({ ranking: 'mylie', type: 'EXECUTIVE' }, 'ranking', '')).toEqual({ type: 'EXECUTIVE' });
  });

  it('sends the top courses the course filters only, without the view', () => {
    expect(coursesQuery({ ranking: 'mylie', type: 'EXECUTIVE', yardageMax: 3000 })).toEqual({ type: 'EXECUTIVE', yardageMax: '3000' });
    expect(activeFilterCount({ ranking: 'mylie' })).toBe(0);
    expect(activeFilterCount({ ranking: 'mylie', country: 'Japan' })).toBe(1);
  });

  it('sends a community ranking its kind and type, and the course type as courseType', () => {
    expect(communityQuery({})).toBeNull();
    expect(communityQuery({ ranking: 'best_value', type: 'FULL LENGTH', membership: 'PUBLIC', architect: 'Ross' }))
      .toEqual({ kind: 'course', type: 'best_value', courseType: 'FULL LENGTH', membership: 'PUBLIC', architect: 'Ross' });
    expect(communityQuery({ ranking: 'hole:closers', continent: 'EUROPE' })).toEqual({ kind: 'hole', type: 'closers', continent: 'EUROPE' });
  });
});

describe('community ranking names and keys', () => {
  it('every ranking has a key that parses back to it and a name', () => {
    for (const r of COMMUNITY_RANKINGS) {
      expect(parseRankingKey(rankingKey(r.kind, r.type))).toEqual(r);
      expect(rankingName(r.kind, r.type)).toMatch(/^[A-Z]/);
    }
    expect(rankingName('course', 'mylie')).toBe('Overall');
    expect(rankingName('hole', 'par_3s')).toBe('Par 3s (holes)');
    expect(parseRankingKey('trip:trip')).toBeNull();
  });

  it('reads a standing and what a score is for', () => {
    expect(standingText(3, 1204, 1)).toBe('#3 of 1,204 · 1 golfer');
    expect(communityScoreLabel({ kind: 'course', type: 'mylie', holeNumber: null })).toBe('community score');
    expect(communityScoreLabel({ kind: 'course', type: 'best_value', holeNumber: null })).toBe('in Best value');
    expect(communityScoreLabel({ kind: 'hole', type: 'closers', holeNumber: 18 })).toBe('hole 18 in Closers');
    expect(builtFromText(1, 1204)).toBe('Built from 1 list by 1,204 golfers');
    expect(itemScoreText(8, 12)).toBe('8.0 · 12 golfers');
  });
});
