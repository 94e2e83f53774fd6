/** A small seeded random source, so the demo community is the same on every machine and every run. */

export interface Random {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** `n` distinct items, drawn with the given weights (fewer when there are fewer). */
  weighted<T>(items: readonly T[], weight: (item: T) => number, n: number): T[];
}

/** mulberry32: 32 bits of state, good enough for seed data and fast. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    weighted(items, weight, n) {
      // Efraimidis–Spirakis: each item's key is u^(1/w); the n largest keys are a weighted sample without replacement.
      const keyed = items.map((item, i) => {
        const w = weight(item);
        return { item, i, key: w > 0 ? Math.pow(next(), 1 / w) : -1 };
      }).filter((k) => k.key >= 0);
      keyed.sort((a, b) => b.key - a.key || a.i - b.i);
      return keyed.slice(0, n).map((k) => k.item);
    },
  };
}

/** A stable number from a string (FNV-1a), to give each course its own hidden quality. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
