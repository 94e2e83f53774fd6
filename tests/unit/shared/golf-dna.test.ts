import { describe, expect, it } from 'vitest';
import {
  byCompletion, cosineSimilarity, courseWeight, dnaClaims, dnaKey, eraOf, sharedCount, tasteVector, type DnaFacts, type DnaInput,
} from '../../../src/shared/domain/golf-dna';

const facts = (over: Partial<DnaFacts> = {}): DnaFacts => ({
  architects: [], year: 1995, membership: 'PUBLIC', continent: 'EUROPE', country: 'England', type: 'FULL LENGTH', ...over,
});
const mac = (id: string, score: number | null): DnaInput => ({
  id, score, facts: facts({ architects: ['Alister MacKenzie'], year: 1926, membership: 'PRIVATE', continent: 'OCEANIA', country: 'Australia' }),
});
const plain = (id: string, score: number | null = null): DnaInput => ({ id, score, facts: facts({ architects: ['Modern Firm'] }) });

/** A catalogue of 100 courses: 4 MacKenzie, 96 plain. */
const catalogue = new Map<string, number>([
  [dnaKey('architect', 'Alister MacKenzie'), 4], [dnaKey('architect', 'Modern Firm'), 96],
  [dnaKey('era', 'golden-age'), 4], [dnaKey('era', 'modern'), 96],
  [dnaKey('access', 'PRIVATE'), 4], [dnaKey('access', 'PUBLIC'), 96],
  [dnaKey('continent', 'OCEANIA'), 4], [dnaKey('continent', 'EUROPE'), 96],
  [dnaKey('country', 'Australia'), 4], [dnaKey('country', 'England'), 96],
  [dnaKey('type', 'FULL LENGTH'), 100],
]);

describe('course weights', () => {
  it('weighs unranked 1 and ranked by score, loved more, disliked less', () => {
    expect(courseWeight(null)).toBe(1);
    expect(courseWeight(10)).toBe(2);
    expect(courseWeight(0)).toBe(0.25);
    expect(courseWeight(5)).toBeCloseTo(1.125);
    expect(courseWeight(8.4)).toBeGreaterThan(courseWeight(6.6));
  });
});

describe('eras', () => {
  it('puts years in their period', () => {
    expect([1890, 1909, 1910, 1939, 1940, 1979, 1980, 1999, 2000, 2024].map(eraOf)).toEqual([
      'pioneer', 'pioneer', 'golden-age', 'golden-age', 'post-war', 'post-war', 'modern', 'modern', 'minimalist', 'minimalist',
    ]);
    expect(eraOf(null)).toBeNull();
  });
});

describe('claims', () => {
  it('claims a value with 3 courses, a quarter of the weight and a clear lift', () => {
    const claims = dnaClaims([mac('a', 10), mac('b', 8.4), mac('c', null), plain('d'), plain('e')], catalogue, 100);
    expect(claims.map((c) => c.dimension).sort()).toEqual(['access', 'architect', 'continent', 'country', 'era']);
    const architect = claims.find((c) => c.dimension === 'architect')!;
    expect(architect).toMatchObject({ value: 'Alister MacKenzie', support: 3, loved: 2, courseIds: ['a', 'b', 'c'] });
    expect(architect.lift).toBeCloseTo(architect.share / 0.04);
  });

  it('makes no claim with 2 courses, however loved', () => {
    expect(dnaClaims([mac('a', 10), mac('b', 10), plain('c')], catalogue, 100).filter((c) => c.value === 'Alister MacKenzie')).toEqual([]);
  });

  it('makes no claim without lift: what everyone plays is not taste', () => {
    const claims = dnaClaims([plain('a'), plain('b'), plain('c'), plain('d')], catalogue, 100);
    expect(claims).toEqual([]);
  });

  it('lets disliked courses count for less: three disliked MacKenzies among loved others fall under the share', () => {
    const others = Array.from({ length: 6 }, (_, i) => plain(`p${i}`, 10));
    const claims = dnaClaims([mac('a', 0.5), mac('b', 0.3), mac('c', 0), ...others], catalogue, 100);
    expect(claims.find((c) => c.dimension === 'architect')).toBeUndefined();
    // Unranked, the same three would claim.
    const unranked = dnaClaims([mac('a', null), mac('b', null), mac('c', null), ...others.map((o) => ({ ...o, score: null }))], catalogue, 100);
    expect(unranked.find((c) => c.dimension === 'architect')?.value).toBe('Alister MacKenzie');
  });

  it('answers nothing for no courses', () => {
    expect(dnaClaims([], catalogue, 100)).toEqual([]);
  });
});

describe('similarity', () => {
  it('is 1 for the same taste, 0 for nothing shared, and symmetric', () => {
    const a = tasteVector([{ id: 'x', score: 10 }, { id: 'y', score: null }]);
    const b = tasteVector([{ id: 'x', score: 10 }, { id: 'y', score: null }]);
    const c = tasteVector([{ id: 'z', score: null }]);
    expect(cosineSimilarity(a, b)).toBeCloseTo(1);
    expect(cosineSimilarity(a, c)).toBe(0);
    expect(cosineSimilarity(a, new Map())).toBe(0);
    const d = tasteVector([{ id: 'x', score: 0 }, { id: 'w', score: null }]);
    expect(cosineSimilarity(a, d)).toBeCloseTo(cosineSimilarity(d, a));
    expect(sharedCount(a, d)).toBe(1);
  });

  it('ranks a golfer who loved what you loved above one who disliked it', () => {
    const me = tasteVector([{ id: 'x', score: 10 }, { id: 'y', score: 2 }]);
    const agree = tasteVector([{ id: 'x', score: 10 }, { id: 'y', score: 2 }, { id: 'q', score: null }]);
    const disagree = tasteVector([{ id: 'x', score: 0 }, { id: 'y', score: 10 }, { id: 'q', score: null }]);
    expect(cosineSimilarity(me, agree)).toBeGreaterThan(cosineSimilarity(me, disagree));
  });
});

describe('completion order', () => {
  it('orders by fraction, then size, then name', () => {
    const lists = [
      { name: 'B', played: 1, total: 4 }, { name: 'A', played: 3, total: 3 }, { name: 'C', played: 2, total: 8 }, { name: 'D', played: 6, total: 6 },
    ];
    expect(byCompletion(lists).map((l) => l.name)).toEqual(['D', 'A', 'C', 'B']);
  });
});
