/**
 * A binary min-heap of (key, value) pairs on typed arrays: no per-item objects, no garbage per query.
 * Keys are doubles (ranks and haversine values both fit exactly), values are uint32 node numbers.
 * Reused across queries by its owner; `clear()` keeps the grown capacity.
 */
export class MinHeap {
  private keys: Float64Array;
  private values: Uint32Array;
  private length = 0;

  constructor(capacity = 256) {
    this.keys = new Float64Array(capacity);
    this.values = new Uint32Array(capacity);
  }

  get size(): number {
    return this.length;
  }

  clear(): void {
    this.length = 0;
  }

  push(key: number, value: number): void {
    if (this.length === this.keys.length) this.grow();
    const keys = this.keys;
    const values = this.values;
    let pos = this.length++;
    while (pos > 0) {
      const parent = (pos - 1) >> 1;
      const parentKey = keys[parent]!;
      if (parentKey <= key) break;
      keys[pos] = parentKey;
      values[pos] = values[parent]!;
      pos = parent;
    }
    keys[pos] = key;
    values[pos] = value;
  }

  /** Key of the smallest item; only meaningful when size > 0. */
  peekKey(): number {
    return this.keys[0]!;
  }

  /** Removes the smallest item and returns its value; only call when size > 0. */
  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0]!;
    const last = --this.length;
    if (last > 0) {
      const key = keys[last]!;
      const value = values[last]!;
      const half = last >> 1;
      let pos = 0;
      while (pos < half) {
        let child = 2 * pos + 1;
        const right = child + 1;
        if (right < last && keys[right]! < keys[child]!) child = right;
        if (keys[child]! >= key) break;
        keys[pos] = keys[child]!;
        values[pos] = values[child]!;
        pos = child;
      }
      keys[pos] = key;
      values[pos] = value;
    }
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    const values = new Uint32Array(this.values.length * 2);
    values.set(this.values);
    this.keys = keys;
    this.values = values;
  }
}
