/**
 * In-memory, typo-tolerant search over golf course names: a DERIVED index (the database stays the
 * source of truth) built once at start and kept current with upsert/remove after writes. Pure: no I/O,
 * no timers, no dependencies; every call is synchronous and its work is bounded.
 *
 * How a query is answered
 *  1. Normalise the query and split it into words (normalize.ts): at most MAX_QUERY_TOKENS distinct.
 *  2. Expand each word against the vocabulary (a trie of every distinct word of names and locations)
 *     with a typo-aware edit distance (term-trie.ts), plus words that sound alike (the same consonant
 *     skeleton, phonetic.ts: "carnoosty" for Carnoustie) at PHONETIC_SIMILARITY, plus prefix
 *     completion for the last word, which the user may still be typing. Each expansion has a
 *     similarity in [0, 1].
 *  3. Weigh each query word by the inverse document frequency of its best expansion; golf words
 *     (golf, club, course, links, country, the, ...) weigh STOP_QUERY_WEIGHT of that.
 *  4. Score documents: each query word counts weight * similarity of its best match in the name.
 *     - Selective words (all expansions together match at most COMMON_POSTINGS names) are scored from
 *       their posting lists, which also yields the candidates.
 *     - Common words ("golf", "club"; at a million courses also "creek", "pebble") and golf words are
 *       scored on the candidates only, by looking at each candidate's own words.
 *     - With fewer candidates than needed, the best-ranked documents ("elite" lists: prominence,
 *       short name, name starting with the word) of the common words and of the location words join.
 *     - Words the name did not match may match city/province/country, at LOCATION_FACTOR.
 *     So the work stays bounded however common a word is; for one-word queries the elite order is
 *     exactly the rest of the score, and the benchmark checks the top 10 against exhaustive scoring.
 *  5. Coarse score = query coverage (sum of weighted similarities / sum of weights, 0..1)
 *                  + W_NAME_COVERAGE * share of the name the query explains (golf words count little;
 *                    words in parentheses — "(West)", "(No. 2)" — are optional: QUALIFIER_WEIGHT)
 *                  + W_PROMINENCE * prominence (p / PROMINENCE_FULL clamped to 0..1, see SearchDoc.prominence).
 *     The best (limit + POOL_MARGIN) are kept in a bounded heap.
 *  6. Re-rank that pool adding W_ORDER * order score (the query's first distinctive word starts the
 *     name; consecutive query words are consecutive / in order in the name); return the best `limit`.
 *     Ties go to the more prominent course, then to the one indexed first.
 *
 * Writes: upsert() and remove() are cheap (a dead slot is skipped, not unlinked); many of them
 * trigger a compaction. See search-writes.ts.
 *
 * Files: search-tuning.ts (limits and weights), search-store.ts (storage layout), search-writes.ts
 * (writes, elite lists, compaction), search-scoring.ts (query primitives); this one holds the
 * public class and the query pipeline above.
 */

import { tokenize } from './normalize';
import { SearchScoring, type Expansion } from './search-scoring';
import { text, type SearchDoc } from './search-store';
import { COMMON_POSTINGS, ELITE_SIZE, FILL_PER_LIST, MAX_QUERY_CHARS, MAX_QUERY_TOKENS, POOL_MARGIN, STOP_QUERY_WEIGHT, W_NAME_COVERAGE, W_ORDER } from './search-tuning';
import { TopK } from './top-k';

export type { SearchDoc } from './search-store';
export { PROMINENCE_FULL, prominenceWeight } from './search-tuning';

export interface SearchHit {
  id: string;
  /** Higher is better; roughly 0..1.25; comparable only between hits of the same query. */
  score: number;
}

export interface CourseSearchIndexOptions {
  /**
   * Score every query word from its full posting lists and take every document of a matched
   * location: exhaustive and exact, but slow for common words at scale. For tests and benchmarks.
   */
  exhaustive?: boolean;
}

export class CourseSearchIndex extends SearchScoring {
  // Scratch of search().
  private simBuffer = new Float32Array(0);
  private readonly best = new Float64Array(MAX_QUERY_TOKENS);
  private readonly bestTerm = new Int32Array(MAX_QUERY_TOKENS);
  private readonly heap = new TopK();

  private constructor(options: CourseSearchIndexOptions) {
    super(options.exhaustive === true);
  }

  static build(docs: Iterable<SearchDoc>, options: CourseSearchIndexOptions = {}): CourseSearchIndex {
    const index = new CourseSearchIndex(options);
    for (const doc of docs) index.addSlot(doc, false);
    index.rebuild();
    return index;
  }

  get size(): number {
    return this.liveCount;
  }

  upsert(doc: SearchDoc): void {
    this.addSlot(doc, true);
    this.maybeCompact();
  }

  remove(id: string): void {
    const slot = this.slotOf.get(text(id));
    if (slot === undefined) return;
    this.kill(slot, true);
    this.maybeCompact();
  }

  search(terms: string, limit: number): SearchHit[] {
    const want = Math.floor(Number(limit));
    if (!(want > 0) || this.liveCount === 0) return [];
    const words = queryWords(text(terms));
    const m = words.length;
    if (m === 0) return [];
    const e = this.nextEpoch();

    // 2-3. Expansions, weights, and a term -> row table of similarities (sims[row * m + word]).
    const n = this.liveCount;
    const expansions: Expansion[] = [];
    const weights = new Float64Array(m);
    const costs = new Float64Array(m);
    const { termStamp, termRow } = this;
    let rows = 0;
    let totalWeight = 0;
    let anyLocation = false;
    for (let i = 0; i < m; i++) {
      const exp = this.expand(words[i]!, i === m - 1);
      expansions.push(exp);
      const best = exp.terms[0];
      const df = best === undefined ? 0 : this.nameDf[best]! + this.locDf[best]!;
      const idf = Math.log(1 + n / (df + 0.5));
      weights[i] = best !== undefined && this.termIsStop[best] ? idf * STOP_QUERY_WEIGHT : idf;
      totalWeight += weights[i]!;
      for (const t of exp.terms) {
        costs[i]! += this.postingLength[t]!;
        if (this.locDf[t]! > 0) anyLocation = true;
        if (termStamp[t] !== e) {
          termStamp[t] = e;
          termRow[t] = rows++;
        }
      }
    }
    if (this.simBuffer.length < rows * m) this.simBuffer = new Float32Array(Math.max(rows * m, 2 * this.simBuffer.length));
    const sims = this.simBuffer;
    sims.fill(0, 0, rows * m);
    for (let i = 0; i < m; i++) {
      const exp = expansions[i]!;
      for (let x = 0; x < exp.terms.length; x++) sims[termRow[exp.terms[x]!]! * m + i] = exp.sims[x]!;
    }
    const invWeight = totalWeight > 0 ? 1 / totalWeight : 0;
    const pool = want + POOL_MARGIN;

    // 4. Selective words from their posting lists; common and golf words on the candidates only.
    let deferred = 0;
    if (!this.exhaustive) {
      let selective = false;
      for (let i = 0; i < m; i++) {
        const best = expansions[i]!.terms[0];
        if (best === undefined) continue;
        if (costs[i]! > COMMON_POSTINGS || this.termIsStop[best]) deferred |= 1 << i;
        else selective = true;
      }
      // Only golf words: the cheap ones pick the candidates after all.
      if (!selective) for (let i = 0; i < m; i++) if (costs[i]! <= COMMON_POSTINGS) deferred &= ~(1 << i);
    }
    this.touchedCount = 0;
    for (let i = 0; i < m; i++) if ((deferred & (1 << i)) === 0) this.accumulate(i, expansions[i]!, weights[i]!, e);
    if (this.touchedCount < pool) {
      // Too few candidates: add the best-ranked documents of the common words and of the location
      // words; a few per list when selective words found some, whole elite lists when none.
      const fill = this.touchedCount > 0 ? FILL_PER_LIST : ELITE_SIZE;
      for (let i = 0; i < m; i++) if (deferred & (1 << i)) this.addNameElites(expansions[i]!, e, fill);
      if (anyLocation) for (const exp of expansions) this.addLocationDocs(exp, e, fill);
    }
    const { sums, marks, touched, best, bestTerm } = this;
    const touchedCount = this.touchedCount;
    if (deferred !== 0) {
      for (let k = 0; k < touchedCount; k++) this.scoreOwnWords(touched[k]!, deferred, weights, sims, m, e, best, bestTerm);
    }
    if (anyLocation) {
      const all = (1 << m) - 1;
      for (let k = 0; k < touchedCount; k++) this.scoreLocation(touched[k]!, all, weights, sims, m, e, best);
    }

    // 5. Coarse score; the best `pool` in a bounded heap.
    const { heap, rankInfo, prominence } = this;
    heap.reset(pool, prominence);
    let threshold = -Infinity;
    for (let k = 0; k < touchedCount; k++) {
      const d = touched[k]!;
      const b = 2 * d;
      const prominent = rankInfo[b]!;
      if (prominent < 0) continue; // dead slot
      const cover = sums[b + 1]! * rankInfo[b + 1]!;
      const score = sums[b]! * invWeight + (cover > W_NAME_COVERAGE ? W_NAME_COVERAGE : cover) + prominent;
      if (score < threshold) continue;
      threshold = heap.offer(d, score);
    }

    // 6. Re-rank the pool with word order.
    let lead = 0;
    while (lead < m - 1 && (expansions[lead]!.terms.length === 0 || this.termIsStop[expansions[lead]!.terms[0]!])) lead++;
    const positions = new Int32Array(m);
    const ranked = heap.drain();
    for (const r of ranked) r.score += W_ORDER * this.orderScore(r.slot, marks[2 * r.slot + 1]!, sims, m, e, lead, positions);
    ranked.sort((a, b) => b.score - a.score || prominence[b.slot]! - prominence[a.slot]! || a.slot - b.slot);
    const out: SearchHit[] = [];
    for (let k = 0; k < ranked.length && k < want; k++) out.push({ id: this.slotIds[ranked[k]!.slot]!, score: ranked[k]!.score });
    return out;
  }
}

/** Distinct normalised query words, at most MAX_QUERY_TOKENS, in query order. */
function queryWords(terms: string): string[] {
  const words = tokenize(terms.length > MAX_QUERY_CHARS ? terms.slice(0, MAX_QUERY_CHARS) : terms);
  const out: string[] = [];
  for (const w of words) {
    if (!out.includes(w)) out.push(w);
    if (out.length === MAX_QUERY_TOKENS) break;
  }
  return out;
}
