import { describe, expect, it } from 'vitest';
import { countText, feedAction, friendScoreText, timeAgo } from '../../../src/features/community/lib/feed-text';
import { formatDate } from '../../../src/lib/format-date';

describe('feed text', () => {
  it('says what each kind of entry did', () => {
    expect(feedAction({ kind: 'played', rank: null, holeNumber: null, reaction: null })).toEqual({ before: 'played', between: '' });
    expect(feedAction({ kind: 'ranked', rank: 3, holeNumber: null, reaction: null })).toEqual({ before: 'ranked #3:', between: ' in' });
    expect(feedAction({ kind: 'ranked', rank: 1, holeNumber: 7, reaction: null })).toEqual({ before: 'ranked #1:', between: ' (hole 7) in' });
    expect(feedAction({ kind: 'list_created', rank: null, holeNumber: null, reaction: null }).before).toBe('started the list');
    expect(feedAction({ kind: 'reacted', rank: null, holeNumber: null, reaction: 'fire' }).before).toBe('reacted 🔥 to');
  });

  it('counts in words and says friend scores as the spec does', () => {
    expect(countText('played', 1)).toBe('1 course');
    expect(countText('countries', 12)).toBe('12 countries');
    expect(countText('notable', 1500)).toBe('1,500 notable courses');
    expect(friendScoreText(8.6, 3)).toBe('8.6 from 3 golfers you follow');
    expect(friendScoreText(10, 1)).toBe('10.0 from 1 golfer you follow');
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-06-10T12:00:00Z');
    expect(timeAgo('2026-06-10T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-06-10T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-06-10T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-06-08T12:00:00Z', now)).toBe('2 d ago');
    // Past a week, the day, as every date reads: in the golfer's locale (src/lib/format-date.ts).
    expect(timeAgo('2026-01-02T12:00:00Z', now)).toBe(formatDate('2026-01-02T12:00:00Z'));
  });
});
