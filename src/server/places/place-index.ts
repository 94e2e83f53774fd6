/**
 * Search over the gazetteer's names: towns, regions and countries as a golfer types them. Pure and
 * synchronous; built once (place-gazetteer.ts holds the one per process).
 *
 * A query is normalised like course search (src/server/search/normalize.ts: lower case, accents
 * folded, "saint" -> "st") and answered in two passes:
 *
 *  1. Phrase prefix. Every name is kept as a sorted list of keys, one per word it can be typed
 *     from ("north berwick" and "berwick"); the query's words joined are a prefix of a range of
 *     keys, found by binary search. A key that is the whole name is an exact match (EXACT); one
 *     that starts the name a prefix (PREFIX, the name as typed letter by letter); one that starts
 *     at a later word (WORD: "berwick" finds North Berwick).
 *  2. Words with typos, only when pass 1 found fewer places than asked for. Each query word is
 *     expanded over the vocabulary of name words with course search's typo distance and sound-alike
 *     keys (term-trie.ts, phonetic.ts), the last one also by completion; a place must match every
 *     query word, in its name or, at half weight, in its context ("monterey california"). The
 *     candidates come from the posting lists of the rarest query word, each list in order of
 *     importance and read up to MAX_POSTINGS_READ, so the work is bounded however common a word is.
 *
 * Ranking: the match class first (EXACT, PREFIX, WORD, then typo matches), then, inside a class,
 * how closely the words matched (typo matches only: "monteray" is nearer Monterey than
 * Monterrey) and importance: log population, where a region's and a country's count a quarter
 * (a region holds many towns: Évora the town before Évora the district).
 */
import { tokenize, isStopWord } from '../search/normalize';
import { phoneticKey, PHONETIC_MIN_LENGTH } from '../search/phonetic';
import { maxEditsFor, similarityFromDistance, TermTrie } from '../search/term-trie';
import { TopK } from '../search/top-k';
import type { PlaceRecord } from './place-record';
import {
  COMPLETION_SIMILARITY, CONTEXT_FACTOR, EXACT, importanceOf, LONG_RANGE, MAX_COMPLETIONS, MAX_POSTINGS_READ, MAX_QUERY_CHARS, MAX_QUERY_WORDS,
  MIN_QUALITY, MIN_SIMILARITY, OTHER_POSTINGS_READ, PHONETIC_SIMILARITY, PRECOMPUTED_PREFIX, PREFIX, TOP_KEEP, W_COVERAGE, W_QUALITY, WORD,
} from './place-tuning';

export class PlaceIndex {
  private readonly keys: string[];
  /** Per key: record index * 2 + (1 when the key starts the name). */
  private readonly keyRef: Int32Array;
  private readonly importance: Float32Array;
  private readonly vocabulary = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly trie = new TermTrie();
  private readonly soundsLike = new Map<string, number[]>();
  /** Name words (term ids) of record i: nameTerms[nameStart[i] .. nameStart[i + 1]). */
  private readonly nameStart: Int32Array;
  private readonly nameTerms: Int32Array;
  /** Words of each distinct context line. */
  private readonly contextWords = new Map<string, readonly string[]>();
  /** Records of term t, most important first: postings[postStart[t] .. postStart[t + 1]). */
  private readonly postStart: Int32Array;
  private readonly postings: Int32Array;
  private readonly topByPrefix = new Map<string, { records: Int32Array; scores: Float64Array }>();
  // Scratch: best score per record for the current query, stamped by query.
  private readonly best: Float64Array;
  private readonly stamp: Uint32Array;
  private epoch = 0;
  private readonly seen: Uint32Array;
  private seenEpoch = 0;
  private readonly touched: number[] = [];
  private readonly heap = new TopK();

  private constructor(readonly records: readonly PlaceRecord[]) {
    const n = records.length;
    const imp = (this.importance = Float32Array.from(records, importanceOf));
    this.best = new Float64Array(n);
    this.stamp = new Uint32Array(n);
    this.seen = new Uint32Array(n);
    const keys: string[] = [];
    const refs: number[] = [];
    const terms: number[] = [];
    this.nameStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) {
      const r = records[i]!;
      const first = terms.length;
      for (const name of r.alt.length === 0 ? [r.name] : [r.name, ...r.alt]) {
        const tokens = tokenize(name);
        for (let w = 0; w < tokens.length; w++) {
          if (w === 0 || !isStopWord(tokens[w]!)) {
            keys.push(w === 0 ? tokens.join(' ') : tokens.slice(w).join(' '));
            refs.push(i * 2 + (w === 0 ? 1 : 0));
          }
          const t = this.term(tokens[w]!);
          if (!terms.includes(t, first)) terms.push(t);
        }
      }
      this.nameStart[i + 1] = terms.length;
      if (!this.contextWords.has(r.context)) this.contextWords.set(r.context, tokenize(r.context));
    }
    this.nameTerms = Int32Array.from(terms);
    const order = Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    this.keys = order.map((k) => keys[k]!);
    this.keyRef = Int32Array.from(order, (k) => refs[k]!);

    const v = this.words.length;
    this.postStart = new Int32Array(v + 1);
    for (const t of this.nameTerms) this.postStart[t + 1]!++;
    for (let t = 0; t < v; t++) this.postStart[t + 1]! += this.postStart[t]!;
    this.postings = new Int32Array(this.nameTerms.length);
    const fill = this.postStart.slice(0, v);
    for (let i = 0; i < n; i++) for (let x = this.nameStart[i]!; x < this.nameStart[i + 1]!; x++) this.postings[fill[this.nameTerms[x]!]!++] = i;
    for (let t = 0; t < v; t++) this.postings.subarray(this.postStart[t]!, this.postStart[t + 1]!).sort((a, b) => imp[b]! - imp[a]! || a - b);

    for (let length = 1; length <= PRECOMPUTED_PREFIX; length++) {
      for (let i = 0; i < this.keys.length;) {
        const prefix = this.keys[i]!.slice(0, length);
        const end = this.lowerBound(prefix + '\uffff');
        if (prefix.length === length && end - i > LONG_RANGE) this.topByPrefix.set(prefix, this.topOfRange(i, end));
        i = end;
      }
    }
  }

  /** First key not below `s`. */
  private lowerBound(s: string): number {
    const keys = this.keys;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The best TOP_KEEP places of a range of keys as prefix matches (exact ones are added per query). */
  private topOfRange(from: number, to: number): { records: Int32Array; scores: Float64Array } {
    this.epoch++;
    this.touched.length = 0;
    for (let k = from; k < to; k++) {
      const ref = this.keyRef[k]!;
      this.offer(ref >> 1, ((ref & 1) === 0 ? WORD : PREFIX) + this.importance[ref >> 1]!);
    }
    this.heap.reset(TOP_KEEP, this.importance);
    for (const i of this.touched) this.heap.offer(i, this.best[i]!);
    const top = this.heap.drain();
    return { records: Int32Array.from(top, (h) => h.slot), scores: Float64Array.from(top, (h) => h.score) };
  }

  static build(records: readonly PlaceRecord[]): PlaceIndex {
    return new PlaceIndex(records);
  }

  get size(): number {
    return this.records.length;
  }

  private term(word: string): number {
    let id = this.vocabulary.get(word);
    if (id !== undefined) return id;
    id = this.words.length;
    this.vocabulary.set(word, id);
    this.words.push(word);
    this.trie.insert(word, id);
    const key = phoneticKey(word);
    if (key) {
      const same = this.soundsLike.get(key);
      if (same) same.push(id);
      else this.soundsLike.set(key, [id]);
    }
    return id;
  }

  search(terms: string, limit: number): PlaceRecord[] {
    return this.searchScored(terms, limit).map((s) => s.record);
  }

  /** The same places with their scores (class + closeness + importance), for a caller that re-ranks them. */
  searchScored(terms: string, limit: number): { record: PlaceRecord; score: number }[] {
    const want = Math.floor(limit);
    if (!(want > 0)) return [];
    const words = [...new Set(tokenize(terms.slice(0, MAX_QUERY_CHARS)))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return [];
    this.epoch++;
    this.touched.length = 0;
    const phrase = words.join(' ');
    const { found, exact } = this.phrasePrefix(phrase, phrase.length > 2);
    // Typo matches only fill a short list, and never beside a place named exactly as typed.
    if (found < want && !exact) this.typoWords(words);
    this.heap.reset(want, this.importance);
    for (const i of this.touched) this.heap.offer(i, this.best[i]!);
    return this.heap.drain().sort((a, b) => b.score - a.score || this.importance[b.slot]! - this.importance[a.slot]! || a.slot - b.slot)
      .map((h) => ({ record: this.records[h.slot]!, score: h.score }));
  }

  private offer(i: number, score: number): void {
    if (this.stamp[i] !== this.epoch) {
      this.stamp[i] = this.epoch;
      this.best[i] = score;
      this.touched.push(i);
    } else if (score > this.best[i]!) this.best[i] = score;
  }

  /** Pass 1: how many places it found, and whether one is named exactly as typed. */
  private phrasePrefix(phrase: string, exactCounts: boolean): { found: number; exact: boolean } {
    const { keys, keyRef, importance } = this;
    const from = this.lowerBound(phrase);
    const top = this.topByPrefix.get(phrase);
    // A long range: the exact keys (they sort first), then the range's best, computed at build.
    const stop = top ? (k: number) => keys[k] === phrase : (k: number) => keys[k]!.startsWith(phrase);
    let exact = false;
    for (let k = from; k < keys.length && stop(k); k++) {
      const ref = keyRef[k]!;
      const i = ref >> 1;
      const whole = keys[k]!.length === phrase.length;
      if (whole && (ref & 1) === 1) exact = true;
      const cls = (ref & 1) === 0 ? WORD : exactCounts && whole ? EXACT : PREFIX;
      this.offer(i, cls + importance[i]!);
    }
    if (top) for (let x = 0; x < top.records.length; x++) this.offer(top.records[x]!, top.scores[x]!);
    return { found: this.touched.length, exact };
  }

  /** Pass 2: every query word matched, typos allowed. */
  private typoWords(words: string[]): void {
    const expansions = words.map((w, i) => this.expand(w, i === words.length - 1));
    // A word that matches no name word may still name the context ("north berwick scotland").
    if (expansions.every((e) => e.size === 0)) return;
    // Candidates: places whose name holds a query word's expansions, most similar expansions
    // first, most important places first; the cheapest word's lists in full (up to
    // MAX_POSTINGS_READ), the others' first places only (a word named in the context).
    const m = words.length;
    const cost = expansions.map((e) => {
      let c = 0;
      for (const t of e.keys()) c += this.postStart[t + 1]! - this.postStart[t]!;
      return e.size === 0 ? Infinity : c;
    });
    const cheapest = cost.indexOf(Math.min(...cost));
    const seen = ++this.seenEpoch;
    expansions.forEach((e, q) => {
      const budget = q === cheapest ? MAX_POSTINGS_READ : OTHER_POSTINGS_READ;
      let read = 0;
      for (const [t] of [...e.entries()].sort((a, b) => b[1] - a[1])) {
        const end = this.postStart[t + 1]!;
        for (let p = this.postStart[t]!; p < end && read < budget; p++, read++) {
          const i = this.postings[p]!;
          if (this.seen[i] === seen) continue;
          this.seen[i] = seen;
          this.scoreWords(i, words, expansions, m);
        }
        if (read >= budget) break;
      }
    });
  }

  private scoreWords(i: number, words: string[], expansions: Map<number, number>[], m: number): void {
    const from = this.nameStart[i]!;
    const to = this.nameStart[i + 1]!;
    let total = 0;
    let matched = 0;
    for (let q = 0; q < m; q++) {
      let s = 0;
      const e = expansions[q]!;
      for (let x = from; x < to; x++) {
        const v = e.get(this.nameTerms[x]!);
        if (v !== undefined && v > s) s = v;
      }
      if (s > 0) matched++;
      else if (this.contextWords.get(this.records[i]!.context)?.includes(words[q]!)) s = CONTEXT_FACTOR;
      else return;
      total += s;
    }
    const quality = total / m;
    if (quality < MIN_QUALITY || matched === 0) return;
    // Every word exactly, in another order ("berwick north"): as good as a word match of pass 1.
    if (quality === 1) this.offer(i, WORD + this.importance[i]!);
    else this.offer(i, W_QUALITY * quality + W_COVERAGE * Math.min(1, matched / (to - from)) + this.importance[i]!);
  }

  /** Vocabulary words a query word may stand for, with their similarity (1: the word itself). */
  private expand(word: string, last: boolean): Map<number, number> {
    const out = new Map<number, number>();
    const put = (t: number, s: number) => {
      if (s >= MIN_SIMILARITY && s > (out.get(t) ?? 0)) out.set(t, s);
    };
    const exact = this.vocabulary.get(word);
    if (exact !== undefined) out.set(exact, 1);
    const budget = maxEditsFor(word.length);
    if (budget > 0) this.trie.fuzzy(word, budget, (t, d) => put(t, similarityFromDistance(d, word.length, this.words[t]!.length)));
    if (word.length >= PHONETIC_MIN_LENGTH) {
      for (const t of this.soundsLike.get(phoneticKey(word)) ?? []) {
        if (Math.abs(this.words[t]!.length - word.length) <= 2) put(t, PHONETIC_SIMILARITY);
      }
    }
    if (last && word.length >= 2) {
      this.trie.completions(word, MAX_COMPLETIONS, (t) => {
        put(t, COMPLETION_SIMILARITY);
        return true;
      });
    }
    return out;
  }
}
