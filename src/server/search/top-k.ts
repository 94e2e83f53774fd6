/** Bounded selection of the best `capacity` (slot, score) pairs; ties go to prominence, then lower slot. Reused across queries. */
export class TopK {
  private capacity = 1;
  private slots = new Int32Array(64);
  private scores = new Float64Array(64);
  private size = 0;
  private prominence: Float32Array = new Float32Array(0);

  reset(capacity: number, prominence: Float32Array): void {
    this.capacity = Math.max(1, Math.min(capacity, 1 << 20));
    if (this.slots.length < this.capacity) {
      this.slots = new Int32Array(this.capacity);
      this.scores = new Float64Array(this.capacity);
    }
    this.size = 0;
    this.prominence = prominence;
  }

  /** a ranks below b */
  private worse(sa: number, a: number, sb: number, b: number): boolean {
    if (sa !== sb) return sa < sb;
    const pa = this.prominence[a]!;
    const pb = this.prominence[b]!;
    if (pa !== pb) return pa < pb;
    return a > b;
  }

  /** Offers a pair; returns the score below which offers are pointless (-Infinity until full). */
  offer(slot: number, score: number): number {
    const { slots, scores } = this;
    if (this.size < this.capacity) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(score, slot, scores[parent]!, slots[parent]!)) break;
        slots[i] = slots[parent]!;
        scores[i] = scores[parent]!;
        i = parent;
      }
      slots[i] = slot;
      scores[i] = score;
      return this.size < this.capacity ? -Infinity : scores[0]!;
    }
    if (!this.worse(scores[0]!, slots[0]!, score, slot)) return scores[0]!;
    let i = 0;
    const n = this.size;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n && this.worse(scores[r]!, slots[r]!, scores[l]!, slots[l]!)) c = r;
      if (!this.worse(scores[c]!, slots[c]!, score, slot)) break;
      slots[i] = slots[c]!;
      scores[i] = scores[c]!;
      i = c;
    }
    slots[i] = slot;
    scores[i] = score;
    return scores[0]!;
  }

  drain(): { slot: number; score: number }[] {
    const out: { slot: number; score: number }[] = [];
    for (let i = 0; i < this.size; i++) out.push({ slot: this.slots[i]!, score: this.scores[i]! });
    return out;
  }
}
