/**
 * Tuning of the course search index (course-search-index.ts): every limit and weight of query
 * expansion, scoring, elite lists and compaction, in one place. Plain numbers; changing one changes
 * rankings, so the unit tests and the benchmark (tests/bench/search-index-bench.ts) check them.
 */

/** Prominence at and above which a course counts as fully famous (the seed courses' SEED_PROMINENCE). */
export const PROMINENCE_FULL = 300;

export const MAX_QUERY_CHARS = 256;
export const MAX_QUERY_TOKENS = 8;
export const MAX_NAME_TOKENS = 64;
/** Expansions kept per query word, best first. */
export const MAX_EXPANSIONS = 48;
/** Completions considered for the last query word. */
export const MAX_COMPLETIONS = 48;
export const MIN_PREFIX_LENGTH = 2;
/** A completion's similarity is PREFIX_BASE + (1 - PREFIX_BASE) * typed / word length. */
export const PREFIX_BASE = 0.5;
export const MIN_SIMILARITY = 0.5;
/**
 * Similarity of a vocabulary word that only sounds like the query word (same key in phonetic.ts:
 * "carnoosty" for "carnoustie"): below a one-letter typo of a 6-letter word (0.83), above MIN_SIMILARITY.
 */
export const PHONETIC_SIMILARITY = 0.7;
/** ...and whose length is within this many letters of the query word's ("musselborough", "musselburgh"). */
export const PHONETIC_MAX_LENGTH_GAP = 2;
/** A golf word in the query weighs this fraction of its idf... */
export const STOP_QUERY_WEIGHT = 0.3;
/** ...and in a name, this fraction of a distinctive word (for name coverage). */
export const STOP_NAME_WEIGHT = 0.2;
/**
 * A name's qualifier (its words in parentheses, "(Par 3 Course)", "(Dunluce)") weighs this much in
 * total, however long: a query need not name it, but of two otherwise equal names the one without
 * a qualifier is the main course ("augusta": Augusta National before its Par 3 Course).
 */
export const QUALIFIER_WEIGHT = 0.3;
/** A match in city/province/country counts this fraction of a match in the name. */
export const LOCATION_FACTOR = 0.5;
export const W_NAME_COVERAGE = 0.1;
export const W_PROMINENCE = 0.08;
export const W_ORDER = 0.05;
/** Candidates re-ranked beyond `limit`. */
export const POOL_MARGIN = 20;
/** A query word whose expansions match more names than this is "common" (step 4 in course-search-index.ts). */
export const COMMON_POSTINGS = 2500;
/** Best-ranked documents kept per word (name or location). */
export const ELITE_SIZE = 1024;
/** Elite documents taken per list when selective words already found some candidates. */
export const FILL_PER_LIST = 256;
/** Elite lists are read for at most this many expansions of a word... */
export const ELITE_EXPANSIONS = 6;
/** ...whose similarity is within this of the best one. */
export const ELITE_SIM_SPREAD = 0.2;
/** Compaction waits for at least this many dead slots (and more dead than a quarter of the live ones). */
export const COMPACT_MIN_DEAD = 1024;

/** 0..1 prominence used for ranking: p / PROMINENCE_FULL, clamped; 0 for junk (NaN, negative). */
export function prominenceWeight(p: number): number {
  if (!(p > 0)) return 0;
  return Math.min(1, p / PROMINENCE_FULL);
}
