/** Limits and weights of place search (place-index.ts); the unit tests and npm run bench -- --only places check them. */
import type { PlaceRecord } from './place-record';

export const MAX_QUERY_CHARS = 100;
export const MAX_QUERY_WORDS = 6;
/** Class scores: a whole class apart, so quality and importance only order places inside one. */
export const EXACT = 30;
export const PREFIX = 20;
export const WORD = 10;
/** Typo matches: weight of the mean similarity (0.5..1), enough that spelling beats population. */
export const W_QUALITY = 8;
/** ...of the share of the name's words the query explains ("monteray": Monterey before Monterey Park). */
export const W_COVERAGE = 0.3;
export const MIN_SIMILARITY = 0.5;
export const PHONETIC_SIMILARITY = 0.7;
export const COMPLETION_SIMILARITY = 0.9;
export const MAX_COMPLETIONS = 64;
export const MAX_POSTINGS_READ = 3000;
export const OTHER_POSTINGS_READ = 300;
/** A typo match's mean similarity must reach this. */
export const MIN_QUALITY = 0.7;
/** A query word matched only in the place's context counts this much. */
export const CONTEXT_FACTOR = 0.5;
export const REGION_WEIGHT = 0.25;
/** Prefixes of up to this many letters whose range holds more than LONG_RANGE keys ("s", "sa", "san") ... */
export const PRECOMPUTED_PREFIX = 4;
export const LONG_RANGE = 1500;
/** ...keep their best places, computed once: more than any limit asks for. */
export const TOP_KEEP = 40;

/** 0..~1.2 from population: log10, so a city of a million is not a thousand times a village. */
export function importanceOf(r: PlaceRecord): number {
  const people = r.kind === 'town' ? r.population : r.population * REGION_WEIGHT;
  return Math.log10(Math.max(people, 100)) / 8;
}

