/**
 * A small list of slots kept sorted by a key (best first; equal keys: lower slot first) with a fixed
 * capacity: inserting into a full list drops the worst entry. Used for the "elite" lists of the search
 * index (the best-ranked documents of a very common word, or of a location).
 */
export class RankedList {
  readonly slots: Int32Array;
  private readonly keys: Float64Array;
  length = 0;

  constructor(readonly capacity: number) {
    this.slots = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
  }

  /** Whether (slot, key) ranks before entry i. */
  private before(slot: number, key: number, i: number): boolean {
    const k = this.keys[i]!;
    return key > k || (key === k && slot < this.slots[i]!);
  }

  /** Inserts in order; returns false if the list is full and the entry ranks after all of it. */
  insert(slot: number, key: number): boolean {
    const { slots, keys } = this;
    if (this.length === this.capacity && !this.before(slot, key, this.length - 1)) return false;
    // Binary search for the first entry the new one ranks before.
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(slot, key, mid)) hi = mid;
      else lo = mid + 1;
    }
    const end = Math.min(this.length, this.capacity - 1);
    slots.copyWithin(lo + 1, lo, end);
    keys.copyWithin(lo + 1, lo, end);
    slots[lo] = slot;
    keys[lo] = key;
    if (this.length < this.capacity) this.length++;
    return true;
  }

  /** Removes `slot` if present. */
  remove(slot: number): boolean {
    const { slots, keys } = this;
    for (let i = 0; i < this.length; i++) {
      if (slots[i] !== slot) continue;
      slots.copyWithin(i, i + 1, this.length);
      keys.copyWithin(i, i + 1, this.length);
      this.length--;
      return true;
    }
    return false;
  }

  clear(): void {
    this.length = 0;
  }
}
