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

  /**
   * Replaces the content with the best `capacity` of the pairs (slots[i], keys[i]), i < n, in O(n):
   * the bulk path (a build inserting hundreds of thousands of entries one by one would shift the
   * arrays thousands of times). `keys` is reordered.
   */
  assign(slots: Int32Array, keys: Float64Array, n: number): void {
    const cap = this.capacity;
    let chosen: number[] = [];
    if (n <= cap) {
      for (let i = 0; i < n; i++) chosen.push(i);
    } else {
      const kth = kthLargest(keys.slice(0, n), cap - 1);
      const ties: number[] = [];
      for (let i = 0; i < n; i++) {
        if (keys[i]! > kth) chosen.push(i);
        else if (keys[i] === kth) ties.push(i);
      }
      ties.sort((a, b) => slots[a]! - slots[b]!);
      for (let i = 0; chosen.length < cap && i < ties.length; i++) chosen.push(ties[i]!);
    }
    chosen = chosen.sort((a, b) => keys[b]! - keys[a]! || slots[a]! - slots[b]!);
    if (this.slots.length < chosen.length) {
      this.slots = new Int32Array(chosen.length);
      this.keys = new Float64Array(chosen.length);
    }
    for (let i = 0; i < chosen.length; i++) {
      this.slots[i] = slots[chosen[i]!]!;
      this.keys[i] = keys[chosen[i]!]!;
    }
    this.length = chosen.length;
  }
}

/** The value that would be at index k (0-based) if `a` were sorted in descending order; reorders `a`. */
function kthLargest(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! > pivot) i++;
      while (a[j]! < pivot) j--;
      if (i <= j) {
        const tmp = a[i]!;
        a[i] = a[j]!;
        a[j] = tmp;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}
