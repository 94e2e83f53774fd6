/**
 * Course ids, stored compactly. Course ids are UUIDs: a million of them as JS strings cost about
 * 60 MB and a million objects for every garbage collection to visit; packed as 16 bytes each they
 * cost 16 MB and none. Ids that are not all canonical lowercase UUIDs are kept as strings.
 */

export interface IdTable {
  readonly length: number;
  /** The id at index i (0 <= i < length). */
  get(i: number): string;
}

/** Two hex digits for every byte. */
const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

function hex4(v: number): string {
  return BYTE_HEX[(v >>> 8) & 255]! + BYTE_HEX[v & 255]!;
}

/** Value of each lowercase hex digit's byte, -1 for any other byte. */
const HEX_VALUE = new Int8Array(256).fill(-1);
for (let c = 0; c < 16; c++) HEX_VALUE['0123456789abcdef'.charCodeAt(c)] = c;
/** Offsets of the 32 hex digits in xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx. */
const DIGIT_AT = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21, 22, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35];
/** Ids handled per batch when packing (they are written to a buffer and parsed as bytes). */
const BATCH = 4096;

class PackedUuids implements IdTable {
  constructor(private readonly words: Uint32Array) {}

  get length(): number {
    return this.words.length / 4;
  }

  get(i: number): string {
    const w = this.words;
    const a = w[4 * i]!;
    const b = w[4 * i + 1]!;
    const c = w[4 * i + 2]!;
    const d = w[4 * i + 3]!;
    return `${hex4(a >>> 16)}${hex4(a & 0xffff)}-${hex4(b >>> 16)}-${hex4(b & 0xffff)}-${hex4(c >>> 16)}-${hex4(c & 0xffff)}${hex4(d >>> 16)}${hex4(d & 0xffff)}`;
  }

  /** Packs the ids, or returns null if one is not a canonical lowercase UUID; yields per batch. */
  static *pack(ids: readonly string[]): Generator<void, PackedUuids | null, void> {
    const n = ids.length;
    const words = new Uint32Array(4 * n);
    const bytes = Buffer.alloc(36 * BATCH);
    for (let first = 0; first < n; first += BATCH) {
      yield;
      const end = Math.min(n, first + BATCH);
      for (let i = first; i < end; i++) if (ids[i]!.length !== 36) return null;
      // 36 chars each, so exactly 36 bytes each if (and only if) every char is ASCII.
      if (bytes.write(ids.slice(first, end).join(''), 0, 'utf8') !== 36 * (end - first)) return null;
      for (let i = first; i < end; i++) {
        const at = 36 * (i - first);
        if (bytes[at + 8] !== 45 || bytes[at + 13] !== 45 || bytes[at + 18] !== 45 || bytes[at + 23] !== 45) return null;
        for (let w = 0; w < 4; w++) {
          let v = 0;
          for (let d = 0; d < 8; d++) {
            const h = HEX_VALUE[bytes[at + DIGIT_AT[8 * w + d]!]!]!;
            if (h < 0) return null;
            v = v * 16 + h;
          }
          words[4 * i + w] = v;
        }
      }
    }
    return new PackedUuids(words);
  }
}

class StringIds implements IdTable {
  constructor(private readonly ids: readonly string[]) {}

  get length(): number {
    return this.ids.length;
  }

  get(i: number): string {
    return this.ids[i]!;
  }
}

/** Packs the ids when every one is a canonical lowercase UUID, else keeps the strings. */
export function idTable(ids: readonly string[]): IdTable {
  const steps = idTableSteps(ids);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** idTable as a generator that yields every few thousand ids (see CourseGeoIndex.buildAsync). */
export function* idTableSteps(ids: readonly string[]): Generator<void, IdTable, void> {
  return (ids.length > 0 && (yield* PackedUuids.pack(ids))) || new StringIds(ids);
}
