/**
 * In-memory, typo-tolerant search over golf course names: a DERIVED index (the database stays the
 * source of truth) built once at start and kept current with upsert/remove after writes. Pure: no I/O,
 * no timers, no dependencies; every call is synchronous and its work is bounded.
 *
 * How a query is answered
 *  1. Normalise the query and split it into words (normalize.ts): at most MAX_QUERY_TOKENS distinct.
 *  2. Expand each word against the vocabulary (a trie of every distinct word of names and locations)
 *     with a typo-aware edit distance (term-trie.ts), plus prefix completion for the last word, which
 *     the user may still be typing. Each expansion has a similarity in [0, 1].
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
 * Writes: remove() marks a slot dead (posting lists keep the stale slot number and searches skip it);
 * upsert() of a known id is remove() + add; an add appends to the posting lists and elite lists. When
 * dead slots exceed a quarter of the live ones (and at least COMPACT_MIN_DEAD), everything is rebuilt
 * from the live slots (renumbered, order kept): about a second per million documents, so in practice
 * only after tens of thousands of edits.
 */

import { isStopWord, tokenize, tokenizeName } from './normalize';
import { RankedList } from './ranked-list';
import { TermTrie, maxEditsFor, similarityFromDistance } from './term-trie';
import { TopK } from './top-k';

export interface SearchDoc {
  id: string;
  name: string;
  city: string | null;
  province: string | null;
  country: string | null;
  /**
   * Higher = more notable, on the database's integer scale: 0 = nothing known, 100 = a seed course,
   * PROMINENCE_FULL (300, the top notable tier) = most famous. Ranked as p / 300, clamped to 0..1.
   */
  prominence: number;
}

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

// ---- tuning -------------------------------------------------------------------------------------

/** Prominence at and above which a course counts as fully famous (the seed courses' SEED_PROMINENCE). */
export const PROMINENCE_FULL = 300;

const MAX_QUERY_CHARS = 256;
const MAX_QUERY_TOKENS = 8;
const MAX_NAME_TOKENS = 64;
/** Expansions kept per query word, best first. */
const MAX_EXPANSIONS = 48;
/** Completions considered for the last query word. */
const MAX_COMPLETIONS = 48;
const MIN_PREFIX_LENGTH = 2;
/** A completion's similarity is PREFIX_BASE + (1 - PREFIX_BASE) * typed / word length. */
const PREFIX_BASE = 0.5;
const MIN_SIMILARITY = 0.5;
/** A golf word in the query weighs this fraction of its idf... */
const STOP_QUERY_WEIGHT = 0.3;
/** ...and in a name, this fraction of a distinctive word (for name coverage). */
const STOP_NAME_WEIGHT = 0.2;
/**
 * A name's qualifier (its words in parentheses, "(Par 3 Course)", "(Dunluce)") weighs this much in
 * total, however long: a query need not name it, but of two otherwise equal names the one without
 * a qualifier is the main course ("augusta": Augusta National before its Par 3 Course).
 */
const QUALIFIER_WEIGHT = 0.3;
/** A match in city/province/country counts this fraction of a match in the name. */
const LOCATION_FACTOR = 0.5;
const W_NAME_COVERAGE = 0.1;
const W_PROMINENCE = 0.08;
const W_ORDER = 0.05;
/** Candidates re-ranked beyond `limit`. */
const POOL_MARGIN = 20;
/** A query word whose expansions match more names than this is "common" (see step 4). */
const COMMON_POSTINGS = 2500;
/** Best-ranked documents kept per word (name or location). */
const ELITE_SIZE = 1024;
/** Elite documents taken per list when selective words already found some candidates. */
const FILL_PER_LIST = 256;
/** Elite lists are read for at most this many expansions of a word... */
const ELITE_EXPANSIONS = 6;
/** ...whose similarity is within this of the best one. */
const ELITE_SIM_SPREAD = 0.2;
const COMPACT_MIN_DEAD = 1024;

// ---- helpers ------------------------------------------------------------------------------------

type AnyTypedArray = Int32Array | Uint32Array | Float32Array | Uint8Array;

function grown<T extends AnyTypedArray>(arr: T, min: number, make: (n: number) => T): T {
  if (arr.length >= min) return arr;
  const next = make(Math.max(min, Math.ceil(arr.length * 1.5), 16));
  next.set(arr as never);
  return next;
}

/** 0..1 prominence used for ranking: p / PROMINENCE_FULL, clamped; 0 for junk (NaN, negative). */
export function prominenceWeight(p: number): number {
  if (!(p > 0)) return 0;
  return Math.min(1, p / PROMINENCE_FULL);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

const EMPTY = new Int32Array(0);

interface Expansion {
  terms: number[];
  sims: number[];
}

// ---- the index ----------------------------------------------------------------------------------

export class CourseSearchIndex {
  private readonly exhaustive: boolean;

  // Vocabulary: one id per distinct normalised word of names and locations.
  private readonly termIds = new Map<string, number>();
  private readonly termText: string[] = [];
  private readonly termIsStop: boolean[] = [];
  /** Live documents whose name / location contains the term. */
  private nameDf: number[] = [];
  private locDf: number[] = [];
  /**
   * Name posting list of each term: slot << 1 | 1 if the term is only in the name's qualifier (in
   * parentheses), for every slot whose name contains the term (once per slot; dead ones too).
   */
  private postings: Int32Array[] = [];
  private postingLength: number[] = [];
  /** Best-ranked live slots of terms with more than FILL_PER_LIST postings (see eliteKey). */
  private nameElites: (RankedList | null)[] = [];
  /** Best-ranked live slots whose location contains the term (see locationKey). */
  private locationElites: (RankedList | null)[] = [];
  /** Location groups whose city/province/country contain the term. */
  private readonly termGroups: number[][] = [];
  private readonly trie = new TermTrie();

  // Location groups: one per distinct (city, province, country).
  private readonly groupIds = new Map<string, Map<string, Map<string, number>>>();
  private readonly groupTerms: number[][] = [];
  private groupDocs: Int32Array[] = [];
  private groupDocsLength: number[] = [];

  // Slots: one per indexed document version.
  private slotCount = 0;
  private liveCount = 0;
  private deadCount = 0;
  private alive = new Uint8Array(0);
  private prominence = new Float32Array(0);
  private slotGroup = new Int32Array(0);
  private nameWeight = new Float32Array(0);
  /** Term of the first non-golf word of the name (or -1). */
  private leadTerm = new Int32Array(0);
  private tokenStart = new Int32Array(0);
  private tokenCount = new Uint8Array(0);
  private tokens = new Int32Array(0);
  /** Parallel to tokens: 1 when the word stands in the name's qualifier (in parentheses). */
  private tokenQualifier = new Uint8Array(0);
  private tokensLength = 0;
  /** Per slot, interleaved for the scoring loop: [2s] = W_PROMINENCE * prominence (-1 when dead), [2s + 1] = W_NAME_COVERAGE / name weight. */
  private rankInfo = new Float32Array(0);
  private slotIds: string[] = [];
  private readonly slotOf = new Map<string, number>();

  // Per-query scratch.
  private epoch = 0;
  /** Interleaved: [2d] = epoch of the query that touched slot d, [2d + 1] = bit mask of query words its name matched. */
  private marks = new Uint32Array(0);
  /** Interleaved: [2d] = sum of weight * similarity, [2d + 1] = sum of name coverage, for the current query. */
  private sums = new Float32Array(0);
  private touched = new Int32Array(0);
  private touchedCount = 0;
  private termStamp = new Uint32Array(0);
  private termRow = new Int32Array(0);
  private simBuffer = new Float32Array(0);
  private readonly best = new Float64Array(MAX_QUERY_TOKENS);
  private readonly bestTerm = new Int32Array(MAX_QUERY_TOKENS);
  private readonly heap = new TopK();

  private constructor(options: CourseSearchIndexOptions) {
    this.exhaustive = options.exhaustive === true;
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

  // ---- query helpers ----------------------------------------------------------------------------

  private expand(word: string, isLast: boolean): Expansion {
    const found = new Map<number, number>();
    const df = (t: number) => this.nameDf[t]! + this.locDf[t]!;
    this.trie.fuzzy(word, maxEditsFor(word.length), (t, distance) => {
      if (df(t) === 0) return;
      const sim = similarityFromDistance(distance, word.length, this.termText[t]!.length);
      if (sim < MIN_SIMILARITY) return;
      const prev = found.get(t);
      if (prev === undefined || sim > prev) found.set(t, sim);
    });
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
  private accumulate(i: number, exp: Expansion, weight: number, e: number): void {
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

  /** The expansions worth reading elite lists for: the first ELITE_EXPANSIONS within ELITE_SIM_SPREAD of the best. */
  private static eliteExpansions(exp: Expansion): number {
    const bestSim = exp.sims[0] ?? 0;
    let x = 0;
    while (x < exp.terms.length && x < ELITE_EXPANSIONS && exp.sims[x]! >= bestSim - ELITE_SIM_SPREAD) x++;
    return x;
  }

  /** Adds the best-ranked documents (at most `fill` per list) of the good expansions of a common word. */
  private addNameElites(exp: Expansion, e: number, fill: number): void {
    const count = CourseSearchIndex.eliteExpansions(exp);
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
  private addLocationDocs(exp: Expansion, e: number, fill: number): void {
    const count = this.exhaustive ? exp.terms.length : CourseSearchIndex.eliteExpansions(exp);
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
  private scoreOwnWords(d: number, words: number, weights: Float64Array, sims: Float32Array, m: number, e: number, best: Float64Array, bestTerm: Int32Array): void {
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
  private scoreLocation(d: number, words: number, weights: Float64Array, sims: Float32Array, m: number, e: number, best: Float64Array): void {
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
  private orderScore(slot: number, mask: number, sims: Float32Array, m: number, e: number, lead: number, pos: Int32Array): number {
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

  private nextEpoch(): number {
    if (this.epoch >= 0xfffffff0) {
      this.marks.fill(0);
      this.termStamp.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }

  // ---- static ranks for elite lists --------------------------------------------------------------

  /** What the elite list of name term t is ordered by: the part of a one-word query's score that does not depend on the query. */
  private eliteKey(t: number, s: number, qualifierOnly: boolean): number {
    const nw = this.nameWeight[s]!;
    const cover = nw > 0 && !qualifierOnly ? Math.min(1, (this.termIsStop[t] ? STOP_NAME_WEIGHT : 1) / nw) : 0;
    return W_PROMINENCE * this.prominence[s]! + W_NAME_COVERAGE * cover + (this.leadTerm[s] === t ? W_ORDER * 0.5 : 0);
  }

  /** What location elite lists are ordered by: prominence (what ranks documents matched by location only). */
  private locationKey(s: number): number {
    return this.prominence[s]!;
  }

  /** Scratch for elite rebuilds. */
  private eliteSlots = new Int32Array(0);
  private eliteKeys = new Float64Array(0);

  private eliteScratch(size: number): void {
    if (this.eliteSlots.length >= size) return;
    this.eliteSlots = new Int32Array(size);
    this.eliteKeys = new Float64Array(size);
  }

  private rebuildNameElite(t: number): void {
    const posting = this.postings[t]!;
    const len = this.postingLength[t]!;
    this.eliteScratch(len);
    const { eliteSlots, eliteKeys } = this;
    let n = 0;
    for (let k = 0; k < len; k++) {
      const s = posting[k]! >> 1;
      if (this.alive[s] === 0) continue;
      eliteSlots[n] = s;
      eliteKeys[n++] = this.eliteKey(t, s, (posting[k]! & 1) === 1);
    }
    const list = (this.nameElites[t] ??= new RankedList(ELITE_SIZE));
    list.assign(eliteSlots, eliteKeys, n);
  }

  private rebuildLocationElite(t: number): void {
    let size = 0;
    for (const g of this.termGroups[t]!) size += this.groupDocsLength[g]!;
    this.eliteScratch(size);
    const { eliteSlots, eliteKeys } = this;
    let n = 0;
    for (const g of this.termGroups[t]!) {
      const docs = this.groupDocs[g]!;
      for (let k = 0; k < this.groupDocsLength[g]!; k++) {
        const s = docs[k]!;
        if (this.alive[s] === 0) continue;
        eliteSlots[n] = s;
        eliteKeys[n++] = this.locationKey(s);
      }
    }
    const list = (this.locationElites[t] ??= new RankedList(ELITE_SIZE));
    list.assign(eliteSlots, eliteKeys, n);
  }

  // ---- writes -----------------------------------------------------------------------------------

  private termFor(word: string): number {
    let t = this.termIds.get(word);
    if (t === undefined) {
      t = this.termText.length;
      this.termIds.set(word, t);
      this.termText.push(word);
      this.termIsStop.push(isStopWord(word));
      this.nameDf.push(0);
      this.locDf.push(0);
      this.postings.push(EMPTY);
      this.postingLength.push(0);
      this.nameElites.push(null);
      this.locationElites.push(null);
      this.termGroups.push([]);
      this.trie.insert(word, t);
      const cap = this.termText.length;
      this.termStamp = grown(this.termStamp, cap, (k) => new Uint32Array(k));
      this.termRow = grown(this.termRow, cap, (k) => new Int32Array(k));
    }
    return t;
  }

  private groupFor(city: string, province: string, country: string): number {
    // Nested maps: the same city/province/country strings come back again and again, hashed once.
    let byProvince = this.groupIds.get(city);
    if (!byProvince) this.groupIds.set(city, (byProvince = new Map()));
    let byCountry = byProvince.get(province);
    if (!byCountry) byProvince.set(province, (byCountry = new Map()));
    let g = byCountry.get(country);
    if (g === undefined) {
      g = this.groupTerms.length;
      byCountry.set(country, g);
      const words = [...tokenize(city), ...tokenize(province), ...tokenize(country)];
      const terms = [...new Set(words.map((w) => this.termFor(w)))];
      this.groupTerms.push(terms);
      for (const t of terms) this.termGroups[t]!.push(g);
      this.groupDocs.push(EMPTY);
      this.groupDocsLength.push(0);
    }
    return g;
  }

  private ensureSlots(min: number): void {
    if (this.alive.length >= min) return;
    this.alive = grown(this.alive, min, (k) => new Uint8Array(k));
    const cap = this.alive.length;
    this.prominence = grown(this.prominence, cap, (k) => new Float32Array(k));
    this.slotGroup = grown(this.slotGroup, cap, (k) => new Int32Array(k));
    this.nameWeight = grown(this.nameWeight, cap, (k) => new Float32Array(k));
    this.leadTerm = grown(this.leadTerm, cap, (k) => new Int32Array(k));
    this.tokenStart = grown(this.tokenStart, cap, (k) => new Int32Array(k));
    this.tokenCount = grown(this.tokenCount, cap, (k) => new Uint8Array(k));
    this.rankInfo = grown(this.rankInfo, 2 * cap, (k) => new Float32Array(k));
    this.marks = grown(this.marks, 2 * cap, (k) => new Uint32Array(k));
    this.sums = grown(this.sums, 2 * cap, (k) => new Float32Array(k));
    this.touched = grown(this.touched, cap, (k) => new Int32Array(k));
  }

  /** Stores a document in a new slot (killing its previous version); with `attach`, also indexes it. */
  private addSlot(doc: SearchDoc, attach: boolean): void {
    const id = text(doc.id);
    const previous = this.slotOf.get(id);
    if (previous !== undefined) this.kill(previous, attach);
    const s = this.slotCount++;
    this.ensureSlots(this.slotCount);
    this.slotIds[s] = id;
    this.slotOf.set(id, s);
    this.alive[s] = 1;
    this.prominence[s] = prominenceWeight(Number(doc.prominence));

    const { words, qualifier } = tokenizeName(text(doc.name));
    if (words.length > MAX_NAME_TOKENS) words.length = MAX_NAME_TOKENS;
    this.tokens = grown(this.tokens, this.tokensLength + words.length, (k) => new Int32Array(k));
    this.tokenQualifier = grown(this.tokenQualifier, this.tokens.length, (k) => new Uint8Array(k));
    const start = this.tokensLength;
    this.tokenStart[s] = start;
    this.tokenCount[s] = words.length;
    // The name's weight (what a query must cover to explain it all): distinct words outside parentheses.
    let weight = 0;
    let lead = -1;
    for (let p = 0; p < words.length; p++) {
      const t = this.termFor(words[p]!);
      this.tokens[start + p] = t;
      this.tokenQualifier[start + p] = qualifier[p] ? 1 : 0;
      if (qualifier[p]) continue;
      if (lead < 0 && !this.termIsStop[t]) lead = t;
      let repeated = false;
      for (let q = 0; q < p; q++) if (!qualifier[q] && this.tokens[start + q] === t) repeated = true;
      if (!repeated) weight += this.termIsStop[t] ? STOP_NAME_WEIGHT : 1;
    }
    this.tokensLength += words.length;
    if (qualifier.includes(true)) weight += QUALIFIER_WEIGHT;
    this.nameWeight[s] = weight;
    this.leadTerm[s] = lead;
    this.rankInfo[2 * s] = W_PROMINENCE * this.prominence[s]!;
    this.rankInfo[2 * s + 1] = weight > 0 ? W_NAME_COVERAGE / weight : 0;
    this.slotGroup[s] = this.groupFor(text(doc.city), text(doc.province), text(doc.country));
    this.liveCount++;
    if (attach) this.attach(s);
  }

  /** Posting list entry of slot s for its p-th name word (term t): s << 1, | 1 if t occurs only in the qualifier. */
  private postingEntry(s: number, t: number): number {
    const start = this.tokenStart[s]!;
    const end = start + this.tokenCount[s]!;
    for (let q = start; q < end; q++) if (this.tokens[q] === t && this.tokenQualifier[q] === 0) return s << 1;
    return (s << 1) | 1;
  }

  /** Whether the p-th name word of slot s (term t) is its first occurrence in that name. */
  private isFirstOccurrence(s: number, p: number, t: number): boolean {
    const start = this.tokenStart[s]!;
    for (let q = 0; q < p; q++) if (this.tokens[start + q] === t) return false;
    return true;
  }

  /** Adds slot s to posting lists, elite lists and document frequencies. */
  private attach(s: number): void {
    const start = this.tokenStart[s]!;
    const count = this.tokenCount[s]!;
    for (let p = 0; p < count; p++) {
      const t = this.tokens[start + p]!;
      if (!this.isFirstOccurrence(s, p, t)) continue;
      this.nameDf[t]!++;
      const len = this.postingLength[t]!;
      if (this.postings[t]!.length <= len) this.postings[t] = grown(this.postings[t]!, len + 1, (k) => new Int32Array(k));
      const entry = this.postingEntry(s, t);
      this.postings[t]![len] = entry;
      this.postingLength[t] = len + 1;
      const elite = this.nameElites[t];
      if (elite) elite.insert(s, this.eliteKey(t, s, (entry & 1) === 1));
      else if (len + 1 > FILL_PER_LIST) this.rebuildNameElite(t);
    }
    const g = this.slotGroup[s]!;
    const len = this.groupDocsLength[g]!;
    if (this.groupDocs[g]!.length <= len) this.groupDocs[g] = grown(this.groupDocs[g]!, len + 1, (k) => new Int32Array(k));
    this.groupDocs[g]![len] = s;
    this.groupDocsLength[g] = len + 1;
    const key = this.locationKey(s);
    for (const t of this.groupTerms[g]!) {
      this.locDf[t]!++;
      (this.locationElites[t] ??= new RankedList(ELITE_SIZE)).insert(s, key);
    }
  }

  /** Marks slot s dead; with `attached`, also takes it out of document frequencies and elite lists. */
  private kill(s: number, attached: boolean): void {
    if (this.alive[s] === 0) return;
    this.alive[s] = 0;
    this.rankInfo[2 * s] = -1;
    this.liveCount--;
    this.deadCount++;
    this.slotOf.delete(this.slotIds[s]!);
    if (!attached) return;
    const start = this.tokenStart[s]!;
    const count = this.tokenCount[s]!;
    for (let p = 0; p < count; p++) {
      const t = this.tokens[start + p]!;
      if (!this.isFirstOccurrence(s, p, t)) continue;
      this.nameDf[t]!--;
      const elite = this.nameElites[t];
      // An elite list that lost half its entries is refilled from the posting list.
      if (elite && elite.remove(s) && elite.length < ELITE_SIZE / 2 && this.nameDf[t]! > elite.length) this.rebuildNameElite(t);
    }
    for (const t of this.groupTerms[this.slotGroup[s]!]!) {
      this.locDf[t]!--;
      const elite = this.locationElites[t];
      if (elite && elite.remove(s) && elite.length < ELITE_SIZE / 2 && this.locDf[t]! > elite.length) this.rebuildLocationElite(t);
    }
  }

  private maybeCompact(): void {
    if (this.deadCount >= COMPACT_MIN_DEAD && this.deadCount > this.liveCount / 4) this.rebuild();
  }

  /** Drops dead slots (renumbering the live ones, order kept) and rebuilds every derived list. */
  private rebuild(): void {
    if (this.deadCount > 0) {
      let w = 0;
      let tw = 0;
      for (let s = 0; s < this.slotCount; s++) {
        if (this.alive[s] === 0) continue;
        const start = this.tokenStart[s]!;
        const count = this.tokenCount[s]!;
        this.tokens.copyWithin(tw, start, start + count);
        this.tokenQualifier.copyWithin(tw, start, start + count);
        this.tokenStart[w] = tw;
        this.tokenCount[w] = count;
        tw += count;
        this.alive[w] = 1;
        this.prominence[w] = this.prominence[s]!;
        this.slotGroup[w] = this.slotGroup[s]!;
        this.nameWeight[w] = this.nameWeight[s]!;
        this.leadTerm[w] = this.leadTerm[s]!;
        this.rankInfo[2 * w] = this.rankInfo[2 * s]!;
        this.rankInfo[2 * w + 1] = this.rankInfo[2 * s + 1]!;
        this.slotIds[w] = this.slotIds[s]!;
        this.slotOf.set(this.slotIds[w]!, w);
        w++;
      }
      this.alive.fill(0, w);
      this.slotIds.length = w;
      this.slotCount = w;
      this.tokensLength = tw;
      this.deadCount = 0;
    }
    this.liveCount = this.slotCount;
    this.marks.fill(0);
    this.termStamp.fill(0);
    this.epoch = 0;

    const terms = this.termText.length;
    const groups = this.groupTerms.length;
    this.nameDf = new Array<number>(terms).fill(0);
    this.locDf = new Array<number>(terms).fill(0);
    const groupSizes = new Array<number>(groups).fill(0);
    for (let s = 0; s < this.slotCount; s++) {
      const start = this.tokenStart[s]!;
      const count = this.tokenCount[s]!;
      for (let p = 0; p < count; p++) {
        const t = this.tokens[start + p]!;
        if (this.isFirstOccurrence(s, p, t)) this.nameDf[t]!++;
      }
      groupSizes[this.slotGroup[s]!]!++;
    }
    this.postings = this.nameDf.map((df) => (df > 0 ? new Int32Array(df) : EMPTY));
    this.postingLength = new Array<number>(terms).fill(0);
    this.groupDocs = groupSizes.map((size) => (size > 0 ? new Int32Array(size) : EMPTY));
    this.groupDocsLength = new Array<number>(groups).fill(0);
    for (let s = 0; s < this.slotCount; s++) {
      const start = this.tokenStart[s]!;
      const count = this.tokenCount[s]!;
      for (let p = 0; p < count; p++) {
        const t = this.tokens[start + p]!;
        if (!this.isFirstOccurrence(s, p, t)) continue;
        this.postings[t]![this.postingLength[t]!++] = this.postingEntry(s, t);
      }
      const g = this.slotGroup[s]!;
      this.groupDocs[g]![this.groupDocsLength[g]!++] = s;
    }
    this.nameElites = new Array<RankedList | null>(terms).fill(null);
    for (let t = 0; t < terms; t++) if (this.postingLength[t]! > FILL_PER_LIST) this.rebuildNameElite(t);
    this.locationElites = new Array<RankedList | null>(terms).fill(null);
    for (let g = 0; g < groups; g++) for (const t of this.groupTerms[g]!) this.locDf[t]! += groupSizes[g]!;
    for (let t = 0; t < terms; t++) if (this.locDf[t]! > 0) this.rebuildLocationElite(t);
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
