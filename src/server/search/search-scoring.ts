/**
 * Query primitives of the course search index (steps 2, 4 and 6 of course-search-index.ts): expand
 * a query word against the vocabulary, gather candidates from posting lists and elite lists, score
 * a candidate's own name words and location, and the word-order score of the re-ranking. Per-query
 * state lives in the scratch arrays of search-store.ts, stamped with the query's epoch.
 */

import {
  ELITE_EXPANSIONS, ELITE_SIM_SPREAD, LOCATION_FACTOR, MAX_COMPLETIONS, MAX_EXPANSIONS, MIN_PREFIX_LENGTH, MIN_SIMILARITY, PREFIX_BASE,
  PHONETIC_MAX_LENGTH_GAP, PHONETIC_SIMILARITY, STOP_NAME_WEIGHT,
} from './search-tuning';
import { phoneticKey } from './phonetic';
import { SearchWrites } from './search-writes';
import { maxEditsFor, similarityFromDistance } from './term-trie';

/** The vocabulary terms a query word may mean, best first, with their similarity in [0, 1]. */
export interface Expansion {
  terms: number[];
  sims: number[];
}

/** The expansions worth reading elite lists for: the first ELITE_EXPANSIONS within ELITE_SIM_SPREAD of the best. */
function eliteExpansions(exp: Expansion): number {
  const bestSim = exp.sims[0] ?? 0;
  let x = 0;
  while (x < exp.terms.length && x < ELITE_EXPANSIONS && exp.sims[x]! >= bestSim - ELITE_SIM_SPREAD) x++;
  return x;
}

export abstract class SearchScoring extends SearchWrites {
  /** See CourseSearchIndexOptions.exhaustive. */
  protected readonly exhaustive: boolean;

  protected constructor(exhaustive: boolean) {
    super();
    this.exhaustive = exhaustive;
  }

  /** Step 2: what a query word may mean (fuzzy and sound-alike matches; for the last word also completions), best first. */
  protected expand(word: string, isLast: boolean): Expansion {
    const found = new Map<number, number>();
    const df = (t: number) => this.nameDf[t]! + this.locDf[t]!;
    this.trie.fuzzy(word, maxEditsFor(word.length), (t, distance) => {
      if (df(t) === 0) return;
      const sim = similarityFromDistance(distance, word.length, this.termText[t]!.length);
      if (sim < MIN_SIMILARITY) return;
      const prev = found.get(t);
      if (prev === undefined || sim > prev) found.set(t, sim);
    });
    // Sound-alikes the edit budget does not reach ("carnoosty", "lithum"), below any closer spelling.
    const key = phoneticKey(word);
    if (key !== '') {
      for (const t of this.termsByKey.get(key) ?? []) {
        if (df(t) === 0 || Math.abs(this.termText[t]!.length - word.length) > PHONETIC_MAX_LENGTH_GAP) continue;
        const prev = found.get(t);
        if (prev === undefined || PHONETIC_SIMILARITY > prev) found.set(t, PHONETIC_SIMILARITY);
      }
    }
    if (isLast && word.length >= MIN_PREFIX_LENGTH) {
      this.trie.completions(word, MAX_COMPLETIONS, (t, length) => {
        if (df(t) === 0) return false;
        const sim = length === word.length ? 1 : PREFIX_BASE + ((1 - PREFIX_BASE) * word.length) / length;
        const prev = found.get(t);
        if (prev === undefined || sim > prev) found.set(t, sim);
        return true;
      });
    }
    const entries = [...found.entries()];
    entries.sort((a, b) => b[1] - a[1] || df(b[0]) - df(a[0]) || a[0] - b[0]);
    if (entries.length > MAX_EXPANSIONS) entries.length = MAX_EXPANSIONS;
    return { terms: entries.map((x) => x[0]), sims: entries.map((x) => x[1]) };
  }

  /** Makes slot d a candidate of this query, with nothing matched yet. */
  private touch(d: number, e: number): void {
    this.marks[2 * d] = e;
    this.marks[2 * d + 1] = 0;
    this.sums[2 * d] = 0;
    this.sums[2 * d + 1] = 0;
    this.touched[this.touchedCount++] = d;
  }

  /** Scores query word i from the posting lists of its expansions (best similarity first, so the first match counts). */
  protected accumulate(i: number, exp: Expansion, weight: number, e: number): void {
    const { marks, sums, touched } = this;
    const bit = 1 << i;
    let tc = this.touchedCount;
    for (let x = 0; x < exp.terms.length; x++) {
      const t = exp.terms[x]!;
      const len = this.postingLength[t]!;
      if (len === 0) continue;
      const sim = exp.sims[x]!;
      const contrib = weight * sim;
      const cover = (this.termIsStop[t] ? STOP_NAME_WEIGHT : 1) * sim;
      const list = this.postings[t]!;
      for (let k = 0; k < len; k++) {
        const v = list[k]!;
        const d = v >> 1;
        const b = 2 * d;
        // A word found only in the qualifier matches but explains none of the name.
        const c = (v & 1) === 0 ? cover : 0;
        if (marks[b] !== e) {
          marks[b] = e;
          marks[b + 1] = bit;
          sums[b] = contrib;
          sums[b + 1] = c;
          touched[tc++] = d;
        } else if ((marks[b + 1]! & bit) === 0) {
          marks[b + 1]! |= bit;
          sums[b]! += contrib;
          sums[b + 1]! += c;
        }
      }
    }
    this.touchedCount = tc;
  }

  /** Adds the best-ranked documents (at most `fill` per list) of the good expansions of a common word. */
  protected addNameElites(exp: Expansion, e: number, fill: number): void {
    const count = eliteExpansions(exp);
    for (let x = 0; x < count; x++) {
      const t = exp.terms[x]!;
      const elite = this.nameElites[t];
      if (elite) {
        const len = Math.min(fill, elite.length);
        for (let k = 0; k < len; k++) {
          const d = elite.slots[k]!;
          if (this.marks[2 * d] !== e) this.touch(d, e);
        }
        continue;
      }
      // Short posting lists (at most FILL_PER_LIST) have no elite list: take them whole.
      const list = this.postings[t]!;
      const len = this.postingLength[t]!;
      for (let k = 0; k < len; k++) {
        const d = list[k]! >> 1;
        if (this.marks[2 * d] !== e && this.alive[d] === 1) this.touch(d, e);
      }
    }
  }

  /** Adds the best-ranked documents (at most `fill` per list; all when exhaustive) located in a place the word matches. */
  protected addLocationDocs(exp: Expansion, e: number, fill: number): void {
    const count = this.exhaustive ? exp.terms.length : eliteExpansions(exp);
    for (let x = 0; x < count; x++) {
      const t = exp.terms[x]!;
      if (this.locDf[t] === 0) continue;
      if (this.exhaustive) {
        for (const g of this.termGroups[t]!) {
          const docs = this.groupDocs[g]!;
          for (let k = 0; k < this.groupDocsLength[g]!; k++) if (this.marks[2 * docs[k]!] !== e) this.touch(docs[k]!, e);
        }
        continue;
      }
      const elite = this.locationElites[t];
      if (!elite) continue;
      const len = Math.min(fill, elite.length);
      for (let k = 0; k < len; k++) {
        const d = elite.slots[k]!;
        if (this.marks[2 * d] !== e) this.touch(d, e);
      }
    }
  }

  /** Scores the `words` (bit mask) of the query on slot d by looking at d's own name words. */
  protected scoreOwnWords(d: number, words: number, weights: Float64Array, sims: Float32Array, m: number, e: number, best: Float64Array, bestTerm: Int32Array): void {
    const todo = words & ~this.marks[2 * d + 1]!;
    if (todo === 0) return;
    const start = this.tokenStart[d]!;
    const end = start + this.tokenCount[d]!;
    const { termStamp, termRow, tokens, tokenQualifier } = this;
    best.fill(0);
    let found = 0;
    for (let p = start; p < end; p++) {
      const t = tokens[p]!;
      if (termStamp[t] !== e) continue;
      const row = termRow[t]! * m;
      // bestTerm holds the matched token's position, whose qualifier flag decides its coverage.
      for (let i = 0; i < m; i++) {
        const s = sims[row + i]!;
        if ((todo & (1 << i)) === 0 || s === 0) continue;
        if (s > best[i]! || (s === best[i]! && tokenQualifier[bestTerm[i]!] === 1 && tokenQualifier[p] === 0)) {
          best[i] = s;
          bestTerm[i] = p;
          found |= 1 << i;
        }
      }
    }
    if (found === 0) return;
    let add = 0;
    let cover = 0;
    for (let i = 0; i < m; i++) {
      if ((found & (1 << i)) === 0) continue;
      add += weights[i]! * best[i]!;
      const p = bestTerm[i]!;
      if (tokenQualifier[p] === 0) cover += (this.termIsStop[tokens[p]!] ? STOP_NAME_WEIGHT : 1) * best[i]!;
    }
    this.sums[2 * d]! += add;
    this.sums[2 * d + 1]! += cover;
    this.marks[2 * d + 1]! |= found;
  }

  /** Adds LOCATION_FACTOR * weight * similarity for query words the name of slot d did not match but its location does. */
  protected scoreLocation(d: number, words: number, weights: Float64Array, sims: Float32Array, m: number, e: number, best: Float64Array): void {
    const todo = words & ~this.marks[2 * d + 1]!;
    if (todo === 0) return;
    const { termStamp, termRow } = this;
    best.fill(0);
    let found = 0;
    for (const t of this.groupTerms[this.slotGroup[d]!]!) {
      if (termStamp[t] !== e) continue;
      const row = termRow[t]! * m;
      for (let i = 0; i < m; i++) {
        const s = sims[row + i]!;
        if (s > best[i]! && (todo & (1 << i)) !== 0) {
          best[i] = s;
          found |= 1 << i;
        }
      }
    }
    if (found === 0) return;
    let add = 0;
    for (let i = 0; i < m; i++) if (found & (1 << i)) add += weights[i]! * best[i]!;
    this.sums[2 * d]! += LOCATION_FACTOR * add;
  }

  /**
   * 0..1: half for the first distinctive query word being the first distinctive word of the name,
   * half for consecutive query word pairs found consecutively (1) or at least in order (0.5).
   */
  protected orderScore(slot: number, mask: number, sims: Float32Array, m: number, e: number, lead: number, pos: Int32Array): number {
    const start = this.tokenStart[slot]!;
    const count = this.tokenCount[slot]!;
    const { termStamp, termRow, tokens } = this;
    for (let i = 0; i < m; i++) {
      pos[i] = -1;
      if ((mask & (1 << i)) === 0) continue;
      let bestSim = 0;
      for (let p = 0; p < count; p++) {
        const t = tokens[start + p]!;
        if (termStamp[t] !== e) continue;
        const s = sims[termRow[t]! * m + i]!;
        if (s > bestSim) {
          bestSim = s;
          pos[i] = p;
        }
      }
    }
    let firstContent = 0;
    while (firstContent < count - 1 && this.termIsStop[tokens[start + firstContent]!]) firstContent++;
    const startScore = pos[lead] === firstContent ? 1 : 0;
    let pairs = 0;
    for (let i = 0; i + 1 < m; i++) {
      const a = pos[i]!;
      const b = pos[i + 1]!;
      if (a < 0 || b < 0) continue;
      if (b === a + 1) pairs += 1;
      else if (b > a) pairs += 0.5;
    }
    return 0.5 * startScore + (m > 1 ? (0.5 * pairs) / (m - 1) : 0);
  }

  /** A new stamp for the per-query scratch (marks, termStamp); clears them when the counter would wrap. */
  protected nextEpoch(): number {
    if (this.epoch >= 0xfffffff0) {
      this.marks.fill(0);
      this.termStamp.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }
}
