import { describe, expect, it } from 'vitest';
import { claimLabel, claimSentence } from '../../../../src/server/services/my-lie.service';
import type { ClaimStats } from '../../../../src/shared/domain/golf-dna';

const stats = (over: Partial<ClaimStats>): ClaimStats => ({
  dimension: 'architect', value: 'Alister MacKenzie', support: 3, loved: 2, share: 0.5, catalogueShare: 0.1, lift: 5, strength: 1, courseIds: [], ...over,
});
const say = (over: Partial<ClaimStats>, total = 5) => {
  const s = stats(over);
  return claimSentence(s, claimLabel(s.dimension, s.value), total);
};

describe('Golf DNA claims in words', () => {
  it('names the architect with the courses behind the claim', () => {
    expect(say({})).toBe('Alister MacKenzie is your architect: 3 of your 5 courses are their designs, 2 of them loved.');
    expect(say({ loved: 3 })).toBe('Alister MacKenzie is your architect: 3 of your 5 courses are their designs, all of them loved.');
    expect(say({ loved: 0 })).toBe('Alister MacKenzie is your architect: 3 of your 5 courses are their designs.');
  });

  it('words eras, access, places and types, with the lift when it is modest', () => {
    expect(say({ dimension: 'era', value: 'golden-age', loved: 0, lift: 2.66 })).toBe('You are drawn to the Golden Age (1910–1939): 3 of your 5 courses were built then (2.7× their share of all courses).');
    expect(say({ dimension: 'access', value: 'PRIVATE', loved: 0, lift: 12 })).toBe('Private clubs are your game: 3 of your 5 courses are private.');
    expect(say({ dimension: 'access', value: 'LIMITED', loved: 1, lift: 12 })).toBe('Limited-access courses are your game: 3 of your 5 courses limit who plays, 1 of them loved.');
    expect(say({ dimension: 'continent', value: 'NORTH AMERICA', loved: 0, lift: 20 })).toBe('North America is your golf home: 3 of your 5 courses are there.');
    expect(say({ dimension: 'country', value: 'Scotland', loved: 0, lift: 20 })).toBe('You keep coming back to Scotland: 3 of your 5 courses are there.');
    expect(say({ dimension: 'type', value: 'PAR 3 COURSE', loved: 0, lift: 20 })).toBe('You seek out par-3 courses: they make up 3 of your 5 courses.');
    expect(claimLabel('type', 'PITCH & PUTT')).toBe('Pitch & putt');
    expect(claimLabel('access', 'PUBLIC')).toBe('Public');
  });
});
