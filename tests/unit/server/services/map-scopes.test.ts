/**
 * `only=` on the map (issue 34): the golfer's own courses are read on every request, their
 * friends' are kept for FRIENDS_TTL_MS; a filter's key names the same filter and the same courses
 * alike, whatever the order they came in.
 */
import { describe, expect, it } from 'vitest';
import type { MapOnly } from '../../../../src/shared/contracts/bounded-courses.contract';
import { FRIENDS_TTL_MS, mapScopes } from '../../../../src/server/services/map-scopes';
import { filterKey } from '../../../../src/server/services/map-viewport';

function countingRepo(answers: Record<string, string[]>) {
  const reads: string[] = [];
  return {
    reads,
    repo: {
      async courseIds(userId: string, only: readonly MapOnly[]) {
        reads.push(`${userId}:${only.join(',')}`);
        return only.flatMap((o) => answers[`${userId}:${o}`] ?? []);
      },
    },
  };
}

describe('mapScopes', () => {
  it("keeps a golfer's friends' courses for a while and reads their own each time", async () => {
    let clock = 1_000;
    const { repo, reads } = countingRepo({ 'ann:friends': ['a', 'b'], 'ann:played': ['b', 'c'], 'bo:friends': ['z'] });
    const scopes = mapScopes(repo, () => clock);
    expect(await scopes.courseIds('ann', ['friends'])).toEqual(['a', 'b']);
    expect([...(await scopes.courseIds('ann', ['friends', 'played']))].sort()).toEqual(['a', 'b', 'c']);
    expect(await scopes.courseIds('bo', ['friends'])).toEqual(['z']);
    expect(reads).toEqual(['ann:friends', 'ann:played', 'bo:friends']);
    clock += FRIENDS_TTL_MS - 1;
    await scopes.courseIds('ann', ['friends']);
    expect(reads).toHaveLength(3);
    clock += 1;
    await scopes.courseIds('ann', ['friends']);
    expect(reads).toEqual(['ann:friends', 'ann:played', 'bo:friends', 'ann:friends']);
    await scopes.courseIds('ann', ['played']);
    await scopes.courseIds('ann', ['played']);
    expect(reads.filter((r) => r === 'ann:played')).toHaveLength(3);
    // A follow drops what was kept for the follower only.
    await scopes.courseIds('bo', ['friends']);
    const before = reads.length;
    scopes.forget('ann');
    await scopes.courseIds('ann', ['friends']);
    await scopes.courseIds('ann', ['friends']);
    await scopes.courseIds('bo', ['friends']);
    expect(reads.slice(before)).toEqual(['ann:friends']);
  });
});

describe('filterKey', () => {
  it('names the same filter alike and different ones apart', () => {
    expect(filterKey({ membership: ['PUBLIC', 'LIMITED'], holes: [18] })).toBe(filterKey({ holes: [18], membership: ['LIMITED', 'PUBLIC'] }));
    expect(filterKey({ text: 'Links' })).toBe(filterKey({ text: 'links' }));
    expect(filterKey({ membership: ['PUBLIC'] })).not.toBe(filterKey({ membership: ['PRIVATE'] }));
    expect(filterKey({ yearMin: 1900 })).not.toBe(filterKey({ yearMax: 1900 }));
    expect(filterKey({}, ['a', 'b', 'c'])).toBe(filterKey({}, ['c', 'a', 'b']));
    expect(filterKey({}, ['a', 'b'])).not.toBe(filterKey({}, ['a', 'c']));
    expect(filterKey({}, [])).not.toBe(filterKey({}));
  });
});
