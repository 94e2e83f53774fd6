/**
 * Golf DNA: what a golfer's played courses and My Lie scores say about their taste
 * (src/server/routes/my-lie/README.md, "Golf DNA"). Pure: the server feeds it rows, tests feed it numbers.
 *
 * Weights. Every played course weighs 1; a course ranked in My Lie weighs by its score s (0..10):
 * 0.25 + 1.75 · s / 10, so the top loved course weighs 2, a middling "fine" one about 1 and the
 * last disliked one 0.25.
 *
 * Claims. For each attribute value (an architect, an era, an access type, a continent, a country,
 * a course type) the golfer's weighted share is the weight of their courses with it over their total
 * weight; the catalogue share is the fraction of all courses with it; lift = share / catalogue share.
 * A value makes a claim only with support: at least MIN_SUPPORT of the golfer's courses, a weighted
 * share of at least MIN_SHARE and a lift of at least MIN_LIFT. Each dimension claims at most its
 * strongest value (share · ln lift), and the claims are ordered by that strength.
 */

export const DNA_DIMENSIONS = ['architect', 'era', 'access', 'continent', 'country', 'type'] as const;
export type DnaDimension = (typeof DNA_DIMENSIONS)[number];

export const MIN_SUPPORT = 3;
export const MIN_SHARE = 0.25;
export const MIN_LIFT = 1.5;

/** The weight of a played course: 1 unranked, else 0.25 + 1.75 · score / 10. */
export function courseWeight(score: number | null): number {
  if (score === null) return 1;
  return 0.25 + (1.75 * Math.min(10, Math.max(0, score))) / 10;
}

/** Periods of golf course architecture, by year established. */
export const ERAS = [
  { key: 'pioneer', label: 'the pioneer era (before 1910)', to: 1909 },
  { key: 'golden-age', label: 'the Golden Age (1910–1939)', to: 1939 },
  { key: 'post-war', label: 'the post-war years (1940–1979)', to: 1979 },
  { key: 'modern', label: 'the modern era (1980–1999)', to: 1999 },
  { key: 'minimalist', label: 'the new millennium (2000 on)', to: Infinity },
] as const;

export function eraOf(year: number | null): string | null {
  if (year === null) return null;
  return ERAS.find((e) => year <= e.to)!.key;
}

/** What a course is, for the DNA: the values it has in each dimension. */
export interface DnaFacts {
  architects: readonly string[];
  year: number | null;
  membership: string | null;
  continent: string | null;
  country: string | null;
  type: string | null;
}

export function valuesOf(f: DnaFacts): [DnaDimension, string][] {
  const out: [DnaDimension, string][] = f.architects.map((a) => ['architect', a]);
  const era = eraOf(f.year);
  if (era) out.push(['era', era]);
  if (f.membership) out.push(['access', f.membership]);
  if (f.continent) out.push(['continent', f.continent]);
  if (f.country) out.push(['country', f.country]);
  if (f.type) out.push(['type', f.type]);
  return out;
}

export const dnaKey = (dimension: DnaDimension, value: string) => `${dimension}\u0000${value}`;

export interface DnaInput<Id extends string = string> {
  id: Id;
  facts: DnaFacts;
  score: number | null;
}

export interface ClaimStats<Id extends string = string> {
  dimension: DnaDimension;
  value: string;
  /** How many of the golfer's courses have it, and how many of those were loved (score ≥ 6.7). */
  support: number;
  loved: number;
  share: number;
  catalogueShare: number;
  lift: number;
  strength: number;
  /** The courses behind it, best scored first, then unranked. */
  courseIds: Id[];
}

/**
 * The claims a golfer's courses support. `catalogue` counts every course per dnaKey;
 * `catalogueTotal` is the number of courses.
 */
export function dnaClaims<Id extends string>(courses: readonly DnaInput<Id>[], catalogue: ReadonlyMap<string, number>, catalogueTotal: number): ClaimStats<Id>[] {
  const totalWeight = courses.reduce((sum, c) => sum + courseWeight(c.score), 0);
  if (totalWeight === 0 || catalogueTotal === 0) return [];
  const groups = new Map<string, { dimension: DnaDimension; value: string; weight: number; members: DnaInput<Id>[] }>();
  for (const c of courses) {
    for (const [dimension, value] of valuesOf(c.facts)) {
      const key = dnaKey(dimension, value);
      const g = groups.get(key) ?? { dimension, value, weight: 0, members: [] };
      g.weight += courseWeight(c.score);
      g.members.push(c);
      groups.set(key, g);
    }
  }
  const best = new Map<DnaDimension, ClaimStats<Id>>();
  for (const [key, g] of groups) {
    const support = g.members.length;
    const share = g.weight / totalWeight;
    const catalogueShare = Math.max(1, catalogue.get(key) ?? 0) / catalogueTotal;
    const lift = share / catalogueShare;
    if (support < MIN_SUPPORT || share < MIN_SHARE || lift < MIN_LIFT) continue;
    const strength = share * Math.log(lift);
    const current = best.get(g.dimension);
    if (current && current.strength >= strength) continue;
    const ordered = [...g.members].sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
    best.set(g.dimension, {
      dimension: g.dimension, value: g.value, support, loved: g.members.filter((m) => (m.score ?? 0) >= 6.7).length,
      share, catalogueShare, lift, strength, courseIds: ordered.map((m) => m.id),
    });
  }
  return [...best.values()].sort((a, b) => b.strength - a.strength || a.value.localeCompare(b.value));
}

/** A golfer's taste as a vector: course id → weight. */
export function tasteVector(courses: readonly { id: string; score: number | null }[]): Map<string, number> {
  return new Map(courses.map((c) => [c.id, courseWeight(c.score)]));
}

/** Cosine similarity of two taste vectors (0 when either is empty or nothing is shared). */
export function cosineSimilarity(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [id, w] of small) dot += w * (large.get(id) ?? 0);
  if (dot === 0) return 0;
  const norm = (v: ReadonlyMap<string, number>) => Math.sqrt([...v.values()].reduce((s, w) => s + w * w, 0));
  return dot / (norm(a) * norm(b));
}

export const sharedCount = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number =>
  [...a.keys()].filter((id) => b.has(id)).length;

/** Completion lists: most complete first, then the longer list, then by name. */
export function byCompletion<T extends { played: number; total: number; name: string }>(lists: readonly T[]): T[] {
  return [...lists].sort((a, b) => b.played / b.total - a.played / a.total || b.total - a.total || a.name.localeCompare(b.name));
}
