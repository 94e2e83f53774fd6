/** Which search tab opens: the one with the best match, and the counts the tabs show. */
import { describe, expect, it } from 'vitest';
import { bestSearchTab, matchQuality, tabCountLabel } from '../../../src/features/search/lib/best-tab';

describe('matchQuality', () => {
  it.each<[string, string, number]>([
    ['Marnie Birkdale', 'Marnie Birkdale', 3], // exact
    ['marnie  birkdale', 'Marnie Birkdale', 3], // case and spaces do not count
    ['Zoe Muller', 'Zoë Müller', 3], // nor accents
    ['St. Andrews', 'St Andrews', 3], // nor punctuation
    ['Pebble', 'Pebble Beach Golf Links', 2], // the name starts with it
    ['andrews', 'The Old Course at St Andrews', 2], // a word of the name starts with it
    ['old course st', 'The Old Course at St Andrews', 1], // words out of their run: the search's own (fuzzy) match
    ['Marnie Birkdale', 'Royal Birkdale Golf Club', 1],
    ['pebel bech', 'Pebble Beach Golf Links', 1],
    ['drews', 'St Andrews', 1], // inside a word
  ])('%s in %s: %s', (terms, name, quality) => {
    expect(matchQuality(terms, [name])).toBe(quality);
  });

  it('takes the best of a result\'s names (a golfer\'s display name and full name)', () => {
    expect(matchQuality('Marnie Birkdale', ['marnie_b', 'Marnie Birkdale'])).toBe(3);
    expect(matchQuality('x', [])).toBe(0);
  });
});

describe('bestSearchTab', () => {
  const courses = (...names: string[]) => names.map((n) => [n]);
  it.each<[string, string, Parameters<typeof bestSearchTab>[1], string]>([
    ['a golfer\'s name: the golfer, not a course found by a typo', 'Marnie Birkdale',
      { courses: courses('Royal Birkdale Golf Club'), places: [], users: [['Marnie Birkdale']] }, 'users'],
    ['a course name: the course', 'Pebble Beach', { courses: courses('Pebble Beach Golf Links'), places: courses('Pebble Creek'), users: [['pebble_fan']] }, 'courses'],
    ['a town: the place', 'Gullane', { courses: courses('Gullane Golf Club (No. 1)'), places: courses('Gullane'), users: [] }, 'places'],
    ['equal matches: the order of the tabs (courses, places, users)', 'Augusta',
      { courses: courses('Augusta National Golf Club'), places: courses('Augusta'), users: [['Augusta']] }, 'places'],
    ['only fuzzy matches: courses first', 'pebel', { courses: courses('Pebble Beach'), places: [], users: [['Pebbles']] }, 'courses'],
    ['golfers only', 'Marnie', { courses: [], places: [], users: [['Marnie Birkdale']] }, 'users'],
    ['nothing anywhere: courses', 'zzz', { courses: [], places: [], users: [] }, 'courses'],
  ])('%s', (_, terms, results, tab) => {
    expect(bestSearchTab(terms, results)).toBe(tab);
  });
});

describe('tabCountLabel', () => {
  it.each<[number | null, number, string]>([
    [null, 20, ''], // not answered yet
    [0, 20, '0'],
    [7, 20, '7'],
    [20, 20, '20+'], // as many as were asked for: there may be more
  ])('%s of at most %s: "%s"', (count, limit, label) => {
    expect(tabCountLabel(count, limit)).toBe(label);
  });
});
