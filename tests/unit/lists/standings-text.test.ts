import { describe, expect, it } from 'vitest';
import { shownStandings, standingText } from '../../../src/features/lists/lib/standings-text';

describe('where a course stands in your lists', () => {
  it('says where a course stands, holes first', () => {
    expect(standingText({ rank: 3, name: 'My Lie', score: 8.4, holeNumber: null })).toBe('#3 in your My Lie · 8.4');
    expect(standingText({ rank: 1, name: 'Most fun', score: 10, holeNumber: null })).toBe('#1 in your Most fun · 10.0');
    expect(standingText({ rank: 2, name: 'Par 3s', score: null, holeNumber: 7 })).toBe('Hole 7: #2 in your Par 3s');
  });

  it('leaves trips out of the standings', () => {
    expect(shownStandings([{ kind: 'course' }, { kind: 'trip' }, { kind: 'hole' }])).toEqual([{ kind: 'course' }, { kind: 'hole' }]);
  });
});
