/** Plackett–Luce by Hunter's MM: known answers, the prior's job, stopping rules. */
import { describe, expect, it } from 'vitest';
import { fitPlackettLuce, packRankings } from '../../../../src/server/community/plackett-luce';

const repeat = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

describe('fitPlackettLuce', () => {
  it('with pairs it is Bradley–Terry: 300 wins to 100 give a strength ratio near 3 (the prior shrinks it a little)', () => {
    const fit = fitPlackettLuce(2, packRankings([...repeat(300, [0, 1]), ...repeat(100, [1, 0])]));
    expect(fit.converged).toBe(true);
    expect(fit.iterations).toBeLessThan(100);
    const ratio = fit.strengths[0]! / fit.strengths[1]!;
    expect(ratio).toBeGreaterThan(2.9);
    expect(ratio).toBeLessThan(3);
  });

  it('reads a ranking as successive choices: three golfers ranking A > B > C order A, B, C', () => {
    const fit = fitPlackettLuce(3, packRankings(repeat(3, [0, 1, 2])));
    expect(fit.strengths[0]).toBeGreaterThan(fit.strengths[1]!);
    expect(fit.strengths[1]).toBeGreaterThan(fit.strengths[2]!);
  });

  it('keeps an item that is never beaten finite (the prior), where maximum likelihood alone runs away', () => {
    const rankings = packRankings([...repeat(25, [0, 1, 2]), ...repeat(25, [0, 2, 1])]);
    const withPrior = fitPlackettLuce(3, rankings);
    expect(withPrior.converged).toBe(true);
    expect(Number.isFinite(withPrior.strengths[0])).toBe(true);
    expect(withPrior.strengths[0]).toBeLessThan(1e3);
    expect(withPrior.strengths[1]! / withPrior.strengths[2]!).toBeCloseTo(1, 9);

    const ratio = (iterations: number) => {
      const fit = fitPlackettLuce(3, rankings, { priorGames: 0, maxIterations: iterations });
      expect(fit.converged).toBe(false);
      return fit.strengths[0]! / fit.strengths[1]!;
    };
    expect(ratio(300)).toBeGreaterThan(withPrior.strengths[0]! / withPrior.strengths[1]!);
    expect(ratio(600)).toBeGreaterThan(1.5 * ratio(300));
  });

  it('keeps an item that never wins above zero, and an item nobody ranked at the reference strength 1', () => {
    const fit = fitPlackettLuce(3, packRankings(repeat(10, [0, 1])));
    expect(fit.strengths[1]).toBeGreaterThan(0);
    expect(fit.strengths[2]).toBeCloseTo(1, 5);
  });

  it('stops at the tolerance or the iteration cap, whichever comes first', () => {
    const rankings = packRankings([[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1]]);
    const capped = fitPlackettLuce(3, rankings, { maxIterations: 3, tolerance: 0 });
    expect(capped).toMatchObject({ iterations: 3, converged: false });
    const loose = fitPlackettLuce(3, rankings, { tolerance: 1e-2 });
    const tight = fitPlackettLuce(3, rankings, { tolerance: 1e-10 });
    expect(loose.converged && tight.converged).toBe(true);
    expect(loose.iterations).toBeLessThan(tight.iterations);
    expect(tight.change).toBeLessThanOrEqual(1e-10);
  });

  it('weights rankings: one ranking of weight 2 says what two of weight 1 say', () => {
    const twice = fitPlackettLuce(3, packRankings([[0, 1, 2], [0, 1, 2], [2, 1, 0]]));
    const weighted = fitPlackettLuce(3, packRankings([[0, 1, 2], [2, 1, 0]], [2, 1]));
    for (let t = 0; t < 3; t++) expect(weighted.strengths[t]).toBeCloseTo(twice.strengths[t]!, 9);
  });
});
