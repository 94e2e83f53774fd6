import { describe, expect, it, vi } from 'vitest';
import type { RankedEntry } from '../../../../src/server/data/community-rankings.repository';
import { answeredInMemory, CommunityRankingIndex, HeldRanking } from '../../../../src/server/indexes/community-ranking-index';

const entry = (rank: number, fields: Partial<RankedEntry>): RankedEntry => ({
  rank, courseId: `c${rank}`, holeNumber: null, score: 10 - rank / 10, golfers: 3,
  continent: 'EUROPE', country: 'scotland', membership: 'PUBLIC', courseType: 'FULL LENGTH', ...fields,
});

const rows = [
  entry(1, {}),
  entry(2, { continent: 'NORTH AMERICA', country: 'united states', membership: 'PRIVATE' }),
  entry(3, { membership: 'PRIVATE' }),
  entry(4, { continent: 'ASIA', country: 'japan', courseType: 'EXECUTIVE' }),
  entry(5, { continent: null, country: null, membership: null }),
  entry(6, { membership: 'LIMITED' }),
];
const ranks = (r: { entries: RankedEntry[] }) => r.entries.map((e) => e.rank);
const held = new HeldRanking(1, rows);
const filteredPage = (_rows: RankedEntry[], f: Parameters<HeldRanking['page']>[0], page: number, size: number) => held.page(f, page, size);

describe('HeldRanking.page', () => {
  it('keeps rank order and counts every match', () => {
    expect(filteredPage(rows, {}, 1, 20)).toMatchObject({ total: 6 });
    expect(ranks(filteredPage(rows, { country: 'Scotland' }, 1, 20))).toEqual([1, 3, 6]);
    expect(ranks(filteredPage(rows, { membership: ['PRIVATE', 'LIMITED'] }, 1, 20))).toEqual([2, 3, 6]);
    expect(ranks(filteredPage(rows, { continent: ['EUROPE', 'ASIA'], courseType: ['EXECUTIVE'] }, 1, 20))).toEqual([4]);
    expect(ranks(filteredPage(rows, { continent: ['EUROPE'], membership: ['PUBLIC'] }, 1, 20))).toEqual([1]);
  });

  it('compares the country case-insensitively; a country nobody has matches nothing', () => {
    expect(ranks(filteredPage(rows, { country: 'JAPAN' }, 1, 20))).toEqual([4]);
    expect(filteredPage(rows, { country: 'Wales' }, 1, 20)).toEqual({ entries: [], total: 0 });
  });

  it('a course without a continent or access never matches a filter on it', () => {
    expect(ranks(filteredPage(rows, { continent: ['EUROPE', 'ASIA', 'NORTH AMERICA'] }, 1, 20))).not.toContain(5);
    expect(ranks(filteredPage(rows, { membership: ['PUBLIC', 'PRIVATE', 'LIMITED'] }, 1, 20))).not.toContain(5);
  });

  it('pages: later pages go on where the last stopped; past the end is empty with the total', () => {
    expect(filteredPage(rows, {}, 2, 4)).toEqual({ entries: [rows[4], rows[5]], total: 6 });
    expect(filteredPage(rows, { country: 'scotland' }, 2, 2)).toEqual({ entries: [rows[5]], total: 3 });
    expect(filteredPage(rows, {}, 3, 4)).toEqual({ entries: [], total: 6 });
  });

  it('leaves the course\'s own fields (architect, yardage) to SQL', () => {
    expect(answeredInMemory({ country: 'x', continent: ['ASIA'] })).toBe(true);
    expect(answeredInMemory({ architect: 'Colt' })).toBe(false);
    expect(answeredInMemory({ yardageMin: 0 })).toBe(false);
  });
});

describe('CommunityRankingIndex', () => {
  it('loads a ranking once per revision, shares a load under way, and never goes back to an older revision', async () => {
    const load = vi.fn(async (_kind: string, type: string) => [entry(1, { courseId: type })]);
    const index = new CommunityRankingIndex(load);
    const [a, b] = await Promise.all([index.get('course', 'mylie', 1), index.get('course', 'mylie', 1)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await index.get('course', 'most_fun', 1);
    expect(load).toHaveBeenCalledTimes(2);
    const [c, d] = await Promise.all([index.get('course', 'mylie', 2), index.get('course', 'mylie', 2)]);
    expect(c).toBe(d);
    expect(c.revision).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await index.get('course', 'mylie', 1)).toBe(c);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    const index = new CommunityRankingIndex(load);
    await expect(index.get('course', 'mylie', 1)).rejects.toThrow('down');
    await expect(index.get('course', 'mylie', 1)).resolves.toMatchObject({ revision: 1, entries: [] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds a ranking put by its writer without loading it, unless it holds a newer one', async () => {
    const load = vi.fn(async () => [entry(1, { courseId: 'loaded' })]);
    const index = new CommunityRankingIndex(load);
    index.put('course', 'mylie', 3, [entry(1, { courseId: 'written' })]);
    expect((await index.get('course', 'mylie', 3)).entries.map((e) => e.courseId)).toEqual(['written']);
    expect(load).not.toHaveBeenCalled();
    // A newer revision is read from the database, and an older put does not replace it.
    expect((await index.get('course', 'mylie', 4)).entries.map((e) => e.courseId)).toEqual(['loaded']);
    index.put('course', 'mylie', 3, [entry(1, { courseId: 'late' })]);
    await Promise.resolve();
    expect((await index.get('course', 'mylie', 4)).entries.map((e) => e.courseId)).toEqual(['loaded']);
    // A newer put replaces what is held once it is in.
    index.put('course', 'mylie', 5, [entry(1, { courseId: 'newest' })]);
    await Promise.resolve();
    expect((await index.get('course', 'mylie', 5)).entries.map((e) => e.courseId)).toEqual(['newest']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
