/**
 * The community ranking: it finds a hidden order from noisy golfers, shows only what enough
 * golfers ranked, gives a golfer one vote however many lists they keep, and is deterministic.
 */
import { describe, expect, it } from 'vitest';
import { communityScore, rankCommunity, type Ballot } from '../../../../src/server/community/community-ranking';
import { MIN_GOLFERS } from '../../../../src/shared/domain/community-rankings';
import { prng } from '../../../support/prng';

/** Kendall's tau-a between two orders of the same items. */
function kendallTau(order: number[], truth: number[]): number {
  const place = new Map(truth.map((item, i) => [item, i]));
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      if (place.get(order[i]!)! < place.get(order[j]!)!) concordant++;
      else discordant++;
    }
  }
  return (concordant - discordant) / ((order.length * (order.length - 1)) / 2);
}

/**
 * Golfers who each rank a random handful of `items` courses by Plackett–Luce from hidden log
 * strengths θ_i = −spread · i (item 0 best): sorting by θ + Gumbel noise draws exactly from it.
 */
function syntheticBallots(seed: number, golfers: number, items: number, spread: number, perGolfer: [number, number]): Ballot[] {
  const random = prng(seed);
  return Array.from({ length: golfers }, (_, golfer) => {
    const n = perGolfer[0] + Math.floor(random() * (perGolfer[1] - perGolfer[0] + 1));
    const chosen = new Set<number>();
    while (chosen.size < n) chosen.add(Math.floor(random() * items));
    const noisy = [...chosen].map((i) => ({ i, u: -spread * i - Math.log(-Math.log(random())) }));
    return { golfer, items: noisy.sort((a, b) => b.u - a.u).map((x) => x.i) };
  });
}

const orderOf = (ballots: Ballot[]) => rankCommunity(ballots).entries.map((e) => e.item);

describe('rankCommunity', () => {
  it('recovers a hidden order from 200 noisy golfers (Kendall tau above 0.9)', () => {
    const result = rankCommunity(syntheticBallots(1, 200, 40, 0.15, [8, 15]));
    expect(result.converged).toBe(true);
    expect(result.entries).toHaveLength(40);
    const order = result.entries.map((e) => e.item);
    expect(kendallTau(order, Array.from({ length: 40 }, (_, i) => i))).toBeGreaterThan(0.9);
  });

  it('gets closer to the truth with more golfers', () => {
    const truth = Array.from({ length: 60 }, (_, i) => i);
    const few = kendallTau(orderOf(syntheticBallots(2, 50, 60, 0.05, [10, 20])), truth);
    const many = kendallTau(orderOf(syntheticBallots(2, 2000, 60, 0.05, [10, 20])), truth);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeGreaterThan(0.9);
  });

  it(`shows an item only once ${MIN_GOLFERS} golfers ranked it, yet lets it inform the others`, () => {
    const ballots: Ballot[] = [
      { golfer: 1, items: [10, 20, 30] },
      { golfer: 2, items: [10, 20, 30] },
      { golfer: 3, items: [20, 10, 30] },
      { golfer: 4, items: [99, 30] },
      { golfer: 5, items: [99, 30] },
    ];
    const result = rankCommunity(ballots);
    expect(result.entries.map((e) => [e.item, e.golfers])).toEqual([[10, 3], [20, 3], [30, 5]]);
    expect(result.fitted).toBe(4);
    expect(rankCommunity([...ballots, { golfer: 6, items: [30, 99] }]).entries.map((e) => e.item)).toContain(99);
  });

  it('leaves out one-item lists: they compare nothing and count no golfer', () => {
    const ballots: Ballot[] = [
      { golfer: 1, items: [1, 2] }, { golfer: 2, items: [1, 2] }, { golfer: 3, items: [2] }, { golfer: 4, items: [2] },
    ];
    const result = rankCommunity(ballots, { minGolfers: 1 });
    expect(result).toMatchObject({ ballots: 2, golfers: 2 });
    expect(result.entries.map((e) => [e.item, e.golfers])).toEqual([[1, 2], [2, 2]]);
  });

  it('counts an item twice in one list at its first place only', () => {
    const twice = rankCommunity([1, 2, 3].map((golfer) => ({ golfer, items: [1, 2, 1, 3] })));
    const once = rankCommunity([1, 2, 3].map((golfer) => ({ golfer, items: [1, 2, 3] })));
    expect(twice).toEqual(once);
  });

  it('gives a golfer one vote: three lists of one golfer weigh what one list of another does', () => {
    const result = rankCommunity([
      { golfer: 1, items: [1, 2] }, { golfer: 1, items: [1, 2] }, { golfer: 1, items: [1, 2] },
      { golfer: 2, items: [2, 1] },
    ], { minGolfers: 1 });
    const [a, b] = result.entries;
    expect(a!.strength).toBeCloseTo(b!.strength, 9);
    expect(result.entries.map((e) => e.golfers)).toEqual([2, 2]);
    const interleaved = rankCommunity([
      { golfer: 1, items: [1, 2] }, { golfer: 2, items: [2, 1] }, { golfer: 1, items: [1, 2] }, { golfer: 1, items: [1, 2] },
    ], { minGolfers: 1 });
    expect(interleaved.entries.map((e) => e.golfers)).toEqual([2, 2]);
    expect(interleaved.entries[0]!.strength).toBeCloseTo(interleaved.entries[1]!.strength, 9);
  });

  it('scores 0.0 to 10.0 down the ranking, a typical item 5.0', () => {
    const { entries } = rankCommunity(syntheticBallots(3, 300, 30, 0.2, [5, 12]));
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.score).toBeLessThanOrEqual(entries[i - 1]!.score);
    for (const e of entries) expect(e.score >= 0 && e.score <= 10).toBe(true);
    expect(entries[0]!.score).toBeGreaterThan(7);
    expect(entries[entries.length - 1]!.score).toBeLessThan(3);
    expect(communityScore(2, 2)).toBe(5);
    expect(communityScore(3, 1)).toBe(7.5);
  });

  it('holds items that are codes, such as a course and a hole', () => {
    const code = (course: number, hole: number) => course * 100 + hole;
    const ballots = [1, 2, 3].map((golfer) => ({ golfer, items: [code(7, 18), code(7, 1), code(3, 18)] }));
    expect(rankCommunity(ballots).entries.map((e) => e.item)).toEqual([718, 701, 318]);
  });

  it('is deterministic: the same lists give the same ranking, in any order', () => {
    const ballots = syntheticBallots(4, 150, 25, 0.1, [4, 10]);
    const once = rankCommunity(ballots);
    expect(rankCommunity(ballots)).toEqual(once);
    const shuffled = ballots.slice().reverse();
    expect(rankCommunity(shuffled).entries.map((e) => e.item)).toEqual(once.entries.map((e) => e.item));
  });

  it('breaks exact ties by golfers, then by the item code', () => {
    const result = rankCommunity([
      { golfer: 1, items: [5, 6] }, { golfer: 2, items: [6, 5] }, { golfer: 3, items: [5, 6] }, { golfer: 4, items: [6, 5] },
    ], { minGolfers: 1 });
    expect(result.entries.map((e) => e.item)).toEqual([5, 6]);
  });

  it('answers an empty ranking for no lists', () => {
    expect(rankCommunity([])).toMatchObject({ entries: [], fitted: 0, ballots: 0, golfers: 0, converged: true });
  });
});
