import { describe, expect, it } from 'vitest';
import {
  bucketRange, isBucketOrdered, isRankBucket, RANK_BUCKET_LABELS, RANK_BUCKETS, type RankBucket,
} from '../../../../src/shared/domain/ranking/buckets';
import { formatScore, itemScore, scoreBand, scoresOf } from '../../../../src/shared/domain/ranking/score';
import { seededRandom } from './seeded-random';

const repeat = (bucket: RankBucket | null, n: number) => Array.from({ length: n }, () => bucket);

describe('buckets', () => {
  it('are loved, fine, disliked, in that order, with their labels', () => {
    expect(RANK_BUCKETS).toEqual(['loved', 'fine', 'disliked']);
    expect(RANK_BUCKETS.map((b) => RANK_BUCKET_LABELS[b])).toEqual(['Loved it', 'It was fine', "Didn't like it"]);
    expect(isRankBucket('fine')).toBe(true);
    expect(isRankBucket('meh')).toBe(false);
    expect(isRankBucket(null)).toBe(false);
  });

  it.each([
    [[], true],
    [['loved', 'loved', 'fine', 'disliked', 'disliked'], true],
    [['fine', 'disliked'], true],
    [[null, null], true],
    [['fine', 'loved'], false],
    [['loved', 'disliked', 'fine'], false],
    [['loved', 'fine', 'loved'], false],
  ] as [RankBucket[], boolean][])('%j is bucket-ordered: %s', (buckets, ordered) => {
    expect(isBucketOrdered(buckets)).toBe(ordered);
  });

  const list: RankBucket[] = ['loved', 'loved', 'fine', 'disliked', 'disliked', 'disliked'];
  it.each([
    [list, 'loved', 0, 2],
    [list, 'fine', 2, 3],
    [list, 'disliked', 3, 6],
    [['loved', 'disliked'], 'fine', 1, 1],
    [['fine', 'fine'], 'loved', 0, 0],
    [['loved', 'fine'], 'disliked', 2, 2],
    [['disliked'], 'fine', 0, 0],
    [[], 'fine', 0, 0],
    [[null, null, null], null, 0, 3],
    [[], null, 0, 0],
  ] as [(RankBucket | null)[], RankBucket | null, number, number][])('in %j, %s sits at [%i, %i)', (buckets, bucket, start, end) => {
    expect(bucketRange(buckets, bucket)).toEqual({ start, end });
  });

  it('refuses a range in a list that is not bucket-ordered', () => {
    expect(() => bucketRange(['fine', 'loved'], 'fine')).toThrow(RangeError);
  });
});

describe('the score formula', () => {
  it('gives each bucket its band', () => {
    expect(RANK_BUCKETS.map(scoreBand)).toEqual([{ top: 10, floor: 6.7 }, { top: 6.6, floor: 3.4 }, { top: 3.3, floor: 0 }]);
  });

  // Hand-computed: top - (top - floor) * i / n, rounded half up to one decimal.
  it.each([
    ['loved', 1, [10.0]],
    ['fine', 1, [6.6]],
    ['disliked', 1, [3.3]],
    ['loved', 2, [10.0, 8.4]], // 10 - 3.3 / 2 = 8.35 -> 8.4
    ['loved', 3, [10.0, 8.9, 7.8]], // 10 - 1.1 = 8.9, 10 - 2.2 = 7.8
    ['fine', 2, [6.6, 5.0]], // 6.6 - 3.2 / 2
    ['fine', 3, [6.6, 5.5, 4.5]], // 6.6 - 1.0667 = 5.533, 6.6 - 2.1333 = 4.467
    ['disliked', 2, [3.3, 1.7]], // 3.3 - 1.65 = 1.65 -> 1.7
    ['disliked', 6, [3.3, 2.8, 2.2, 1.7, 1.1, 0.6]], // 3.3 - 0.55 i: 2.75, 2.2, 1.65, 1.1, 0.55 -> 0.6 (decimal floats give 0.5499… -> 0.5)
    ['disliked', 4, [3.3, 2.5, 1.7, 0.8]], // 3.3 - 0.825 = 2.475, 3.3 - 1.65 = 1.65, 3.3 - 2.475 = 0.825
    ['loved', 10, [10.0, 9.7, 9.3, 9.0, 8.7, 8.4, 8.0, 7.7, 7.4, 7.0]], // steps of 0.33
    ['disliked', 100, [3.3, 3.3, 3.2, 3.2, 3.2, 3.1]], // first six: 3.3 - 0.033 i
  ] as [RankBucket, number, number[]][])('%s, %i items: %j', (bucket, n, scores) => {
    expect(scores.map((_, i) => itemScore(bucket, i, n))).toEqual(scores);
  });

  it('gives the last of many disliked items 0.0 and the last of many loved items 6.7, never less', () => {
    expect(itemScore('disliked', 999, 1000)).toBe(0);
    expect(itemScore('loved', 999, 1000)).toBe(6.7);
    expect(itemScore('fine', 999, 1000)).toBe(3.4);
  });

  it('starts every bucket at its top, never rises and never leaves its band, for up to 1000 items', () => {
    for (const bucket of RANK_BUCKETS) {
      const { top, floor } = scoreBand(bucket);
      for (let n = 1; n <= 1000; n++) {
        let previous = Infinity;
        for (let i = 0; i < n; i++) {
          const score = itemScore(bucket, i, n);
          if (i === 0 && score !== top) throw new Error(`${bucket} n=${n}: first scores ${score}, not ${top}`);
          if (score > previous || score < floor || score > top) throw new Error(`${bucket} n=${n} i=${i}: ${score} after ${previous}`);
          if (Math.abs(score * 10 - Math.round(score * 10)) > 1e-9) throw new Error(`${bucket} n=${n} i=${i}: ${score} is not in tenths`);
          previous = score;
        }
      }
    }
    // The bands do not touch: the lowest loved score is above the highest fine one, and so on.
    expect(scoreBand('loved').floor).toBeGreaterThan(scoreBand('fine').top);
    expect(scoreBand('fine').floor).toBeGreaterThan(scoreBand('disliked').top);
  });

  it('refuses an index outside the bucket', () => {
    expect(() => itemScore('loved', 2, 2)).toThrow(RangeError);
    expect(() => itemScore('loved', -1, 2)).toThrow(RangeError);
    expect(() => itemScore('loved', 0, 0)).toThrow(RangeError);
    expect(() => itemScore('loved', 0.5, 2)).toThrow(RangeError);
  });
});

describe('scoresOf', () => {
  it('scores each item by its place in its own bucket', () => {
    expect(scoresOf(['loved', 'loved', 'fine', 'fine', 'fine', 'disliked'])).toEqual([10.0, 8.4, 6.6, 5.5, 4.5, 3.3]);
    expect(scoresOf(['fine', 'disliked'])).toEqual([6.6, 3.3]);
    expect(scoresOf([])).toEqual([]);
  });

  it('shows no scores without sentiment', () => {
    expect(scoresOf([null, null, null])).toEqual([null, null, null]);
  });

  it('never rises down a long mixed list, and each bucket starts at its top', () => {
    const random = seededRandom(7);
    for (let run = 0; run < 50; run++) {
      const sizes = RANK_BUCKETS.map(() => Math.floor(random() * 300));
      const buckets = RANK_BUCKETS.flatMap((b, k) => repeat(b, sizes[k]!));
      const scores = scoresOf(buckets) as number[];
      for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]!);
      RANK_BUCKETS.forEach((b) => {
        const first = buckets.indexOf(b);
        if (first >= 0) expect(scores[first]).toBe(scoreBand(b).top);
      });
    }
  });
});

describe('formatScore', () => {
  it.each([[10, '10.0'], [8.4, '8.4'], [7, '7.0'], [0, '0.0'], [6.7, '6.7']])('%s reads "%s"', (score, text) => {
    expect(formatScore(score)).toBe(text);
  });
});
