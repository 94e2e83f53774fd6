/**
 * A list of slots kept sorted by a key (best first; equal keys: lower slot first), holding at most
 * `capacity` entries: inserting into a full list drops the worst one. Storage grows with use, so a
 * list of a rare word costs little. Used for the "elite" lists of the search index: the best-ranked
 * documents of a common word or of a location word.
 */
export class RankedList {
  slots: Int32Array;
  private keys: Float64Array;
  length = 0;

  constructor(readonly capacity: number) {
    const initial = Math.min(capacity, 8);
    this.slots = new Int32Array(initial);
    this.keys = new Float64Array(initial);
  }

  /** Whether (slot, key) ranks before entry i. */
  private before(slot: number, key: number, i: number): boolean {
    const k = this.keys[i]!;
    return key > k || (key === k && slot < this.slots[i]!);
  }

  /** Inserts in order; returns false if the list is full and the entry ranks after all of it. */
  insert(slot: number, key: number): boolean {
    if (this.length === this.capacity && !this.before(slot, key, this.length - 1)) return false;
    if (this.length === this.slots.length) {
      const size = Math.min(this.capacity, this.slots.length * 2);
      const slots = new Int32Array(size);
      slots.set(this.slots);
      const keys = new Float64Array(size);
      keys.set(this.keys);
      this.slots = slots;
      this.keys = keys;
    }
    const { slots, keys } = this;
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

  /** Removes `slot` if present; returns whether it was. */
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
