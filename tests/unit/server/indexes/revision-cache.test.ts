/** The revision cache: an answer is reused for its revision only, never without one, and the least recently used go first. */
import { describe, expect, it } from 'vitest';
import { RevisionCache } from '../../../../src/server/indexes/revision-cache';

function counter() {
  let loads = 0;
  return { load: async () => `answer ${++loads}`, loads: () => loads };
}

describe('RevisionCache', () => {
  it('reuses an answer while the revision holds and reads again when it moves', async () => {
    const cache = new RevisionCache<string>();
    const c = counter();
    expect(await cache.get('a', 1, c.load)).toBe('answer 1');
    expect(await cache.get('a', 1, c.load)).toBe('answer 1');
    expect(await cache.get('a', 2, c.load)).toBe('answer 2');
    expect(await cache.get('a', 1, c.load)).toBe('answer 3');
    expect(c.loads()).toBe(3);
  });

  it('never caches without a revision', async () => {
    const cache = new RevisionCache<string>();
    const c = counter();
    await cache.get('a', null, c.load);
    await cache.get('a', null, c.load);
    expect(c.loads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new RevisionCache<string>(2);
    const c = counter();
    await cache.get('a', 1, c.load);
    await cache.get('b', 1, c.load);
    await cache.get('a', 1, c.load);
    await cache.get('c', 1, c.load);
    expect(cache.size).toBe(2);
    await cache.get('a', 1, c.load);
    expect(c.loads()).toBe(3);
    await cache.get('b', 1, c.load);
    expect(c.loads()).toBe(4);
  });
});
