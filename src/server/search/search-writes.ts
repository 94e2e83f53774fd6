/**
 * Writes and compaction of the course search index. remove() marks a slot dead (posting lists keep
 * the stale slot number and searches skip it); upsert() of a known id is remove() + add; an add
 * appends to the posting lists and elite lists. When dead slots exceed a quarter of the live ones
 * (and at least COMPACT_MIN_DEAD), everything is rebuilt from the live slots (renumbered, order
 * kept): about a second per million documents, so in practice only after tens of thousands of edits.
 * Elite lists (the best-ranked documents of a word) are kept here too, as writes change them.
 */

import { tokenizeName } from './normalize';
import { RankedList } from './ranked-list';
import { EMPTY, SearchStore, grown, text, type SearchDoc } from './search-store';
import {
  COMPACT_MIN_DEAD, ELITE_SIZE, FILL_PER_LIST, MAX_NAME_TOKENS, QUALIFIER_WEIGHT, STOP_NAME_WEIGHT, W_NAME_COVERAGE, W_ORDER, W_PROMINENCE,
  prominenceWeight,
} from './search-tuning';

export abstract class SearchWrites extends SearchStore {
  /** Scratch for elite rebuilds. */
  private eliteSlots = new Int32Array(0);
  private eliteKeys = new Float64Array(0);

  /** Stores a document in a new slot (killing its previous version); with `attach`, also indexes it. */
  protected addSlot(doc: SearchDoc, attach: boolean): void {
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
  protected kill(s: number, attached: boolean): void {
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

  protected maybeCompact(): void {
    if (this.deadCount >= COMPACT_MIN_DEAD && this.deadCount > this.liveCount / 4) this.rebuild();
  }

  /** Drops dead slots (renumbering the live ones, order kept) and rebuilds every derived list. */
  protected rebuild(): void {
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

  // ---- elite lists: their static ranks and rebuilds ------------------------------------------------

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
}
