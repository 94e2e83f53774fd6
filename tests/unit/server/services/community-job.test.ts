/**
 * The community recompute job on a fake repository and fake timers: it waits for a quiet spell,
 * but never longer than the longest wait; it ignores types without a community ranking; runs never
 * overlap; a failed run keeps its types for the next; close stops it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommunityRankingsRepository } from '../../../../src/server/data/community-rankings.repository';
import { communityRankingsService } from '../../../../src/server/services/community-rankings.service';
import type { DomainEvent, ListRef } from '../../../../src/server/services/domain-events';
import { COMMUNITY_RANKINGS } from '../../../../src/shared/domain/community-rankings';

const DELAY = 1000;

function fakeRepository(opts: { failures?: number } = {}) {
  let failures = opts.failures ?? 0;
  let running = 0;
  const replaced: string[] = [];
  const overlaps: number[] = [];
  const repo = {
    ballots: async () => ({ courseIds: ['c1', 'c2'], lists: [1, 2, 3].map((g) => ({ owner: `g${g}`, items: Int32Array.of(100, 200) })) }),
    async replace(kind: string, type: string, rows: unknown[]) {
      running++;
      overlaps.push(running);
      await Promise.resolve();
      running--;
      if (failures > 0) {
        failures--;
        throw new Error('database went away');
      }
      replaced.push(`${kind}:${type}:${rows.length}`);
    },
    anyComputed: async () => replaced.length > 0,
  } as unknown as CommunityRankingsRepository;
  return { repo, replaced, overlaps };
}

const log = { error: vi.fn(), info: vi.fn() };

const list = (kind: string, type: string) => ({ listId: `list-${type}`, kind, type }) as ListRef;
/** A list of this kind and type had its items changed. */
const itemsChanged = (kind: string, type: string): DomainEvent => ({ type: 'items-changed', list: list(kind, type) });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  log.error.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('the community recompute job', () => {
  it('recomputes a changed type once, a quiet spell after the last change', async () => {
    const { repo, replaced } = fakeRepository();
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    job.onEvent(itemsChanged('course', 'mylie'));
    await vi.advanceTimersByTimeAsync(DELAY - 100);
    job.onEvent(itemsChanged('course', 'mylie'));
    await vi.advanceTimersByTimeAsync(DELAY - 100);
    expect(replaced).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await job.settled();
    expect(replaced).toEqual(['course:mylie:2']);
  });

  it('waits at most ten quiet spells however busy the lists are', async () => {
    const { repo, replaced } = fakeRepository();
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    for (let i = 0; i < 9; i++) {
      job.onEvent(itemsChanged('course', 'most_fun'));
      await vi.advanceTimersByTimeAsync(DELAY / 2);
    }
    expect(replaced).toEqual([]);
    for (let i = 0; i < 12; i++) {
      job.onEvent(itemsChanged('course', 'most_fun'));
      await vi.advanceTimersByTimeAsync(DELAY / 2);
    }
    await job.settled();
    expect(replaced).toEqual(['course:most_fun:2']);
  });

  it('hears the events that change a ranking, and ignores types without a community ranking and changes that move nothing', async () => {
    const { repo, replaced } = fakeRepository();
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    job.onEvent({ type: 'list-deleted', list: list('course', 'best_value') });
    job.onEvent({ type: 'list-saved', list: list('course', 'most_fun'), visibilityChanged: false, madePrivate: false });
    job.onEvent({ type: 'list-created', golferId: 'g1', list: list('course', 'beauty') });
    job.onEvent({ type: 'courses-unplayed', golferId: 'g1', courseIds: ['c1'] });
    job.onEvent(itemsChanged('course', 'custom'));
    job.onEvent(itemsChanged('trip', 'trip'));
    job.onEvent(itemsChanged('hole', 'closers'));
    await vi.advanceTimersByTimeAsync(DELAY);
    await job.settled();
    expect(replaced.sort()).toEqual(['course:best_value:2', 'course:mylie:2', 'hole:closers:2']);
  });

  it('recompute() computes every ranking now; a request before a run starts joins it', async () => {
    const { repo, replaced } = fakeRepository();
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    const [first, second] = await Promise.all([job.recompute(), job.recompute([{ kind: 'course', type: 'mylie' }])]);
    expect(first).toHaveLength(COMMUNITY_RANKINGS.length);
    expect(first[0]).toMatchObject({ kind: 'course', type: 'mylie', golfers: 3, lists: 3, items: 2, converged: true });
    expect(second).toEqual([]);
    expect(replaced).toHaveLength(COMMUNITY_RANKINGS.length);
  });

  it('runs a request made during a run after it, never beside it', async () => {
    const { repo, replaced, overlaps } = fakeRepository();
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    const first = job.recompute();
    while (!overlaps.length) await new Promise((r) => setImmediate(r));
    const second = await job.recompute([{ kind: 'course', type: 'mylie' }]);
    expect(await first).toHaveLength(COMMUNITY_RANKINGS.length);
    expect(second.map((r) => r.type)).toEqual(['mylie']);
    expect(replaced).toHaveLength(COMMUNITY_RANKINGS.length + 1);
    expect(Math.max(...overlaps)).toBe(1);
  });

  it('keeps the types of a failed run dirty, logs the failure, and computes them on the next change', async () => {
    const { repo, replaced } = fakeRepository({ failures: 1 });
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    job.onEvent(itemsChanged('course', 'mylie'));
    await vi.advanceTimersByTimeAsync(DELAY);
    await job.settled();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(replaced).toEqual([]);
    job.onEvent(itemsChanged('course', 'beauty'));
    await vi.advanceTimersByTimeAsync(DELAY);
    await job.settled();
    expect(replaced).toEqual(['course:mylie:2', 'course:beauty:2']);
  });

  it('computes at start only when nothing was ever computed', async () => {
    const { repo, replaced } = fakeRepository();
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    await job.recomputeAtStart();
    expect(replaced).toHaveLength(COMMUNITY_RANKINGS.length);
    await job.recomputeAtStart();
    expect(replaced).toHaveLength(COMMUNITY_RANKINGS.length);
  });

  it('does nothing more once closed', async () => {
    const { repo, replaced } = fakeRepository();
    const job = communityRankingsService(repo, { delayMs: DELAY, log });
    job.onEvent(itemsChanged('course', 'mylie'));
    await job.close();
    job.onEvent(itemsChanged('course', 'mylie'));
    await vi.advanceTimersByTimeAsync(10 * DELAY);
    expect(replaced).toEqual([]);
  });
});
