/**
 * The recompute job's marks kept beyond the process (lib/recompute-job.ts, issue 32): a mark is
 * kept before `mark` resolves, a run clears only the marks made before it began reading, and
 * `recomputePending` runs what a previous process left marked. A store with a counter for a clock.
 */
import { describe, expect, it } from 'vitest';
import { recomputeJob, type PendingMarks } from '../../../../src/server/lib/recompute-job';

function counterStore() {
  let clock = 0;
  const marked = new Map<string, number>();
  const store: PendingMarks = {
    add: async (keys) => keys.forEach((k) => marked.set(k, ++clock)),
    pending: async () => [...marked.keys()],
    now: async () => String(++clock),
    clear: async (key, at) => {
      if ((marked.get(key) ?? Infinity) < Number(at)) marked.delete(key);
    },
  };
  return { store, marked };
}

const job = (store: PendingMarks, run: (key: string) => Promise<string>) =>
  recomputeJob<string, string>({ keys: ['a', 'b', 'c'], delayMs: 3_600_000, run, onError: (err) => { throw err; }, marks: store });

describe('recompute marks', () => {
  it('keeps a mark before mark() resolves, and the run that covered it clears it', async () => {
    const { store, marked } = counterStore();
    const j = job(store, async (key) => key);
    await j.mark('b');
    expect([...marked.keys()]).toEqual(['b']);
    expect(await j.recompute(['b'])).toEqual(['b']);
    expect(marked.size).toBe(0);
    await j.close();
  });

  it('a mark made while its run reads stays for the next run', async () => {
    const { store, marked } = counterStore();
    let during: Promise<void> = Promise.resolve();
    const j = job(store, async (key) => {
      during = j.mark(key);
      await during;
      return key;
    });
    await j.recompute(['a']);
    expect([...marked.keys()]).toEqual(['a']);
    await j.close();
  });

  it('recomputePending runs what the store holds (a previous process\'s marks), in key order, and nothing when none', async () => {
    const { store, marked } = counterStore();
    await store.add(['c', 'a']);
    const ran: string[] = [];
    const j = job(store, async (key) => (ran.push(key), key));
    expect(await j.recomputePending()).toEqual(['a', 'c']);
    expect(ran).toEqual(['a', 'c']);
    expect(marked.size).toBe(0);
    expect(await j.recomputePending()).toEqual([]);
    await j.close();
  });
});
