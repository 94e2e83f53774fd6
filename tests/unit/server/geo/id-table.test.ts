import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idTable } from '../../../../src/server/geo/id-table';

describe('idTable', () => {
  it('gives back every UUID exactly', () => {
    const ids = [
      ...Array.from({ length: 500 }, () => randomUUID()),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
    const table = idTable(ids);
    expect(table.length).toBe(ids.length);
    expect(Array.from({ length: ids.length }, (_, i) => table.get(i))).toEqual(ids);
  });

  it('keeps other ids as they are', () => {
    const ids = [randomUUID(), 'pebble-beach', randomUUID().toUpperCase(), ''];
    const table = idTable(ids);
    expect(Array.from({ length: ids.length }, (_, i) => table.get(i))).toEqual(ids);
    expect(idTable([]).length).toBe(0);
  });
});

describe('idTable with near-UUIDs', () => {
  it('keeps strings that only look like UUIDs', () => {
    const good = '0123abcd-4567-89ef-0123-456789abcdef';
    for (const bad of [
      '0123abcd-4567-89ef-0123-456789abcdeg', '0123abcd-4567-89ef-0123_456789abcdef', '0123abcd-4567-89ef-0123-456789abcde',
      '0123abcd-4567-89ef-0123-456789abcdef0', '0123abcd+4567-89ef-0123-456789abcdef', '0123abcd-4567+89ef-0123-456789abcdef',
      '0123abcd-4567-89ef+0123-456789abcdef', 'ABCDEF01-4567-89ef-0123-456789abcdef', '0123abcd-4567-89ef-0123-456789abcd\u0130',
    ]) {
      const table = idTable([good, bad]);
      expect([table.get(0), table.get(1)]).toEqual([good, bad]);
    }
  });
});
