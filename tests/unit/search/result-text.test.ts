import { describe, expect, it } from 'vitest';
import { statusMessage } from '../../../src/features/search/lib/status-message';
import { userLines } from '../../../src/features/search/lib/user-lines';

describe('userLines', () => {
  it.each([
    [{ displayName: 'jdoe', fullName: 'Jane Doe' }, { primary: 'jdoe', secondary: 'Jane Doe' }],
    [{ displayName: 'Jane Doe', fullName: 'Jane Doe' }, { primary: 'Jane Doe', secondary: null }],
    [{ displayName: null, fullName: 'Jane Doe' }, { primary: 'Jane Doe', secondary: null }],
    [{ displayName: '  ', fullName: ' Jane Doe ' }, { primary: 'Jane Doe', secondary: null }],
    [{ displayName: 'jdoe', fullName: null }, { primary: 'jdoe', secondary: null }],
    [{ displayName: null, fullName: null }, { primary: 'Unnamed golfer', secondary: null }],
  ])('%j -> %j', (user, expected) => {
    expect(userLines(user)).toEqual(expected);
  });
});

describe('statusMessage', () => {
  it('uses the spec texts for empty results', () => {
    expect(statusMessage('courses', 'empty', 0)).toBe('No courses found');
    expect(statusMessage('users', 'empty', 0)).toBe('No users found');
    expect(statusMessage('places', 'empty', 0)).toBe('No places found');
  });

  it('counts results and says how to choose', () => {
    expect(statusMessage('courses', 'results', 1)).toMatch(/^1 course found/);
    expect(statusMessage('users', 'results', 7)).toMatch(/^7 golfers found/);
    expect(statusMessage('places', 'results', 1)).toMatch(/^1 place found/);
    expect(statusMessage('places', 'results', 2)).toMatch(/^2 places found/);
  });

  it('says nothing while loading or on errors (the error shows as an alert)', () => {
    expect(statusMessage('courses', 'loading', 0)).toBe('');
    expect(statusMessage('courses', 'error', 0)).toBe('');
  });
});
