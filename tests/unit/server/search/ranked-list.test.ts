import { describe, expect, it } from 'vitest';
import { RankedList } from '../../../../src/server/search/ranked-list';
import { prng } from '../../../support/prng';

type Entry = [slot: number, key: number];
const order = (a: Entry, b: Entry) => b[1] - a[1] || a[0] - b[0];

const contents = (list: RankedList) => Array.from(list.slots.subarray(0, list.length));

describe('RankedList', () => {
  it('keeps the best `capacity` entries in order through inserts and removes (vs a naive model)', () => {
    const rand = prng(3);
    const list = new RankedList(50);
    let model: Entry[] = [];
    let slot = 0;
    for (let step = 0; step < 5000; step++) {
      if (rand() < 0.7 || model.length === 0) {
        const key = Math.floor(rand() * 20) / 20; // many ties
        list.insert(slot, key);
        model = [...model, [slot, key] as Entry].sort(order).slice(0, 50);
        slot++;
      } else {
        const victim = rand() < 0.8 ? model[Math.floor(rand() * model.length)]![0] : -1;
        expect(list.remove(victim)).toBe(victim >= 0);
        model = model.filter((e) => e[0] !== victim);
      }
      expect(contents(list)).toEqual(model.map((e) => e[0]));
    }
  });

  it('assign selects the same entries as sorting everything', () => {
    const rand = prng(9);
    for (const n of [0, 1, 10, 64, 65, 1000, 5000]) {
      const slots = Int32Array.from({ length: n }, (_, i) => i * 3);
      const keys = Float64Array.from({ length: n }, () => Math.floor(rand() * 7));
      const expected = Array.from(slots, (s, i) => [s, keys[i]!] as Entry).sort(order).slice(0, 64).map((e) => e[0]);
      const list = new RankedList(64);
      list.insert(999_999, 100); // replaced, not merged
      list.assign(slots, keys, n);
      expect(contents(list)).toEqual(expected);
    }
  });
});
