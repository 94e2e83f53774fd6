import { describe, expect, it } from 'vitest';
import type { IndexRow } from '../../../../src/server/data/courses.repository';
import { ReplaceableIndexes } from '../../../../src/server/indexes/replaceable-indexes';
import type { Course } from '../../../../src/shared/contracts/courses.contract';

const row = (id: string, name: string): IndexRow => ({ id, name, lat: 56, lng: -3, membership: 'PUBLIC', prominence: 0, city: null, province: null, country: null, facts: 0 });
const course = (id: string, name: string) =>
  ({ _id: id, club_name: name, club_membership: 'PUBLIC', location: { lat: 56, lng: -3 }, address: { city: null, province: null, country: null } }) as unknown as Course;

/** A repository whose n-th read waits for the n-th `release()`, reading the table as it is when it starts. */
function slowRepo(table: Map<string, IndexRow>) {
  let reads = 0;
  let released = 0;
  const waiting = new Map<number, () => void>();
  return {
    release: () => {
      released++;
      waiting.get(released)?.();
    },
    repo: {
      async *indexRows() {
        const n = ++reads;
        const snapshot = [...table.values()];
        if (released < n) await new Promise<void>((resolve) => waiting.set(n, resolve));
        yield snapshot;
      },
    },
  };
}

const names = (live: ReplaceableIndexes) => live.current.searchCourses('links', 10).map((c) => c.club_name).sort();

describe('ReplaceableIndexes', () => {
  it('swaps in a rebuild whole, and a course changed while it read the database is applied again after the swap', async () => {
    const table = new Map([['a', row('a', 'Alpha Links')]]);
    const slow = slowRepo(table);
    const reapplied: string[][] = [];
    const live: ReplaceableIndexes = new ReplaceableIndexes(slow.repo, async (changed) => {
      reapplied.push(changed);
      for (const id of changed) if (table.has(id)) live.upsert(course(id, table.get(id)!.name));
    });
    const first = live.rebuild();
    slow.release();
    await first;
    expect(names(live)).toEqual(['Alpha Links']);

    const old = live.current;
    const second = live.rebuild();
    // Written (to the table and the indexes) after the rebuild's read began: its snapshot lacks it.
    table.set('b', row('b', 'Bravo Links'));
    live.upsert(course('b', 'Bravo Links'));
    // Reads meanwhile use the old indexes, which have the write.
    expect(names(live)).toEqual(['Alpha Links', 'Bravo Links']);
    slow.release();
    await second;
    expect(live.current).not.toBe(old);
    expect(reapplied).toEqual([[], ['b']]);
    expect(names(live)).toEqual(['Alpha Links', 'Bravo Links']);
  });

  it('runs once more when asked during a rebuild', async () => {
    const table = new Map([['a', row('a', 'Alpha Links')]]);
    const slow = slowRepo(table);
    let swaps = 0;
    const live = new ReplaceableIndexes(slow.repo, async () => void swaps++);
    const first = live.rebuild();
    table.set('c', row('c', 'Charlie Links'));
    const again = live.rebuild();
    slow.release();
    slow.release();
    await Promise.all([first, again]);
    expect(swaps).toBe(2);
    expect(names(live)).toEqual(['Alpha Links', 'Charlie Links']);
  });
});
