/**
 * Storage of the course search index: the vocabulary (one id per distinct normalised word of names
 * and locations, with its trie), location groups, posting lists, elite lists and the slots (one per
 * indexed document version) as parallel typed arrays, plus the per-query scratch sized with them.
 * Only layout and growth live here; search-writes.ts fills and compacts it, search-scoring.ts reads
 * it, course-search-index.ts is the public class.
 */

import { isStopWord, tokenize } from './normalize';
import type { RankedList } from './ranked-list';
import { phoneticKey } from './phonetic';
import { TermTrie } from './term-trie';

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

type AnyTypedArray = Int32Array | Uint32Array | Float32Array | Uint8Array;

/** arr itself if it holds `min` elements, else a copy grown by half (at least to `min`). */
export function grown<T extends AnyTypedArray>(arr: T, min: number, make: (n: number) => T): T {
  if (arr.length >= min) return arr;
  const next = make(Math.max(min, Math.ceil(arr.length * 1.5), 16));
  next.set(arr as never);
  return next;
}

/** A string field as given; null or undefined as empty, anything else through String(). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export const EMPTY = new Int32Array(0);

export abstract class SearchStore {
  // Vocabulary: one id per distinct normalised word of names and locations.
  protected readonly termIds = new Map<string, number>();
  protected readonly termText: string[] = [];
  protected readonly termIsStop: boolean[] = [];
  /** Live documents whose name / location contains the term. */
  protected nameDf: number[] = [];
  protected locDf: number[] = [];
  /**
   * Name posting list of each term: slot << 1 | 1 if the term is only in the name's qualifier (in
   * parentheses), for every slot whose name contains the term (once per slot; dead ones too).
   */
  protected postings: Int32Array[] = [];
  protected postingLength: number[] = [];
  /** Best-ranked live slots of terms with more than FILL_PER_LIST postings (see eliteKey in search-writes.ts). */
  protected nameElites: (RankedList | null)[] = [];
  /** Best-ranked live slots whose location contains the term (see locationKey in search-writes.ts). */
  protected locationElites: (RankedList | null)[] = [];
  /** Location groups whose city/province/country contain the term. */
  protected readonly termGroups: number[][] = [];
  protected readonly trie = new TermTrie();
  /** Terms (not golf words) by sound-alike key (phonetic.ts). */
  protected readonly termsByKey = new Map<string, number[]>();

  // Location groups: one per distinct (city, province, country).
  protected readonly groupIds = new Map<string, Map<string, Map<string, number>>>();
  protected readonly groupTerms: number[][] = [];
  protected groupDocs: Int32Array[] = [];
  protected groupDocsLength: number[] = [];

  // Slots: one per indexed document version.
  protected slotCount = 0;
  protected liveCount = 0;
  protected deadCount = 0;
  protected alive = new Uint8Array(0);
  protected prominence = new Float32Array(0);
  protected slotGroup = new Int32Array(0);
  protected nameWeight = new Float32Array(0);
  /** Term of the first non-golf word of the name (or -1). */
  protected leadTerm = new Int32Array(0);
  protected tokenStart = new Int32Array(0);
  protected tokenCount = new Uint8Array(0);
  protected tokens = new Int32Array(0);
  /** Parallel to tokens: 1 when the word stands in the name's qualifier (in parentheses). */
  protected tokenQualifier = new Uint8Array(0);
  protected tokensLength = 0;
  /** Per slot, interleaved for the scoring loop: [2s] = W_PROMINENCE * prominence (-1 when dead), [2s + 1] = W_NAME_COVERAGE / name weight. */
  protected rankInfo = new Float32Array(0);
  protected slotIds: string[] = [];
  protected readonly slotOf = new Map<string, number>();

  // Per-query scratch, sized with the slots and the vocabulary (grown here, reset by compaction).
  protected epoch = 0;
  /** Interleaved: [2d] = epoch of the query that touched slot d, [2d + 1] = bit mask of query words its name matched. */
  protected marks = new Uint32Array(0);
  /** Interleaved: [2d] = sum of weight * similarity, [2d + 1] = sum of name coverage, for the current query. */
  protected sums = new Float32Array(0);
  protected touched = new Int32Array(0);
  protected touchedCount = 0;
  protected termStamp = new Uint32Array(0);
  protected termRow = new Int32Array(0);

  /** The vocabulary id of a normalised word, added (with its empty lists) if new. */
  protected termFor(word: string): number {
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
      const key = this.termIsStop[t] ? '' : phoneticKey(word);
      if (key !== '') {
        const same = this.termsByKey.get(key);
        if (same) same.push(t);
        else this.termsByKey.set(key, [t]);
      }
      const cap = this.termText.length;
      this.termStamp = grown(this.termStamp, cap, (k) => new Uint32Array(k));
      this.termRow = grown(this.termRow, cap, (k) => new Int32Array(k));
    }
    return t;
  }

  /** The location group of (city, province, country), added if new. */
  protected groupFor(city: string, province: string, country: string): number {
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

  /** Grows every per-slot array (and the scratch sized with the slots) to hold at least `min` slots. */
  protected ensureSlots(min: number): void {
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

  /** Posting list entry of slot s for its p-th name word (term t): s << 1, | 1 if t occurs only in the qualifier. */
  protected postingEntry(s: number, t: number): number {
    const start = this.tokenStart[s]!;
    const end = start + this.tokenCount[s]!;
    for (let q = start; q < end; q++) if (this.tokens[q] === t && this.tokenQualifier[q] === 0) return s << 1;
    return (s << 1) | 1;
  }

  /** Whether the p-th name word of slot s (term t) is its first occurrence in that name. */
  protected isFirstOccurrence(s: number, p: number, t: number): boolean {
    const start = this.tokenStart[s]!;
    for (let q = 0; q < p; q++) if (this.tokens[start + q] === t) return false;
    return true;
  }
}
