import { prng } from '../../../support/prng';

/** The project's seeded PRNG (mulberry32), so the random tests replay the same lists on every run. */
export const seededRandom = prng;

/** A permutation of 0..n-1 (Fisher–Yates). */
export function shuffled(n: number, random: () => number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
