import { describe, expect, it } from 'vitest';
import { rankPanel, type PanelBallot, type PanelItem } from '../../../../src/server/community/panel-ranking';
import { rankCommunity } from '../../../../src/server/community/community-ranking';

const A = 100, B = 200, C = 300, D = 400, E = 500;
const played = (code: number): PanelItem => ({ code, played: true, conflicted: false });
const ballot = (panelist: number, codes: (number | PanelItem)[], evaluatedAt = 1_000): PanelBallot => ({
  panelist, evaluatedAt, items: codes.map((c) => (typeof c === 'number' ? played(c) : c)),
});
const order = (r: ReturnType<typeof rankPanel>) => r.entries.map((e) => e.item);

describe('the panel ranking', () => {
  it('is the community model over what is left: the same lists give the same order', () => {
    const lists = [[A, B, C], [A, C, B], [B, A, C]];
    const panel = rankPanel(lists.map((l, i) => ballot(i, l)));
    const crowd = rankCommunity(lists.map((items, golfer) => ({ golfer, items })));
    expect(order(panel)).toEqual(crowd.entries.map((e) => e.item));
    expect(panel.entries.map((e) => e.score)).toEqual(crowd.entries.map((e) => e.score));
    expect(panel).toMatchObject({ panelists: 3, lists: 3, conflicts: 0, unplayed: 0, trimmed: 0 });
  });

  it('leaves a declared conflict out and counts it on the course', () => {
    const conflicted = { code: A, played: true, conflicted: true };
    const r = rankPanel([ballot(0, [conflicted, B, C]), ballot(1, [B, A, C]), ballot(2, [B, A, C]), ballot(3, [A, B, C])]);
    const a = r.entries.find((e) => e.item === A)!;
    expect(a).toMatchObject({ panelists: 3, conflicts: 1 });
    expect(r.conflicts).toBe(1);
  });

  it('counts a course once three panelists evaluated it, after conflicts', () => {
    const conflicted = { code: D, played: true, conflicted: true };
    const r = rankPanel([ballot(0, [D, A]), ballot(1, [D, A]), ballot(2, [conflicted, A, B])]);
    expect(order(r)).toEqual([A]);
  });

  it('does not count a course the panelist has not played', () => {
    const unplayed = { code: A, played: false, conflicted: false };
    const r = rankPanel([ballot(0, [unplayed, B, C]), ballot(1, [A, B, C]), ballot(2, [A, B, C])]);
    expect(order(r)).toEqual([B, C]);
    expect(r.unplayed).toBe(1);
  });

  it('trims an outlier: one panelist of six putting the favourite last', () => {
    const lists = [[A, B, C, D, E], [A, B, D, C, E], [A, C, B, D, E], [A, B, C, E, D], [A, B, C, D, E], [B, C, D, E, A]];
    const r = rankPanel(lists.map((l, i) => ballot(i, l)));
    const a = r.entries.find((e) => e.item === A)!;
    expect(a.trimmed).toBe(1);
    expect(a.panelists).toBe(5);
    expect(a.spread).toBe(0);
    expect(order(r)[0]).toBe(A);
    expect(r.trimmed).toBe(1);
  });

  it('reports the spread of kept scores and the latest evaluation', () => {
    const r = rankPanel([ballot(0, [A, B], 1_000), ballot(1, [B, A], 5_000), ballot(2, [A, B], 3_000)]);
    const a = r.entries.find((e) => e.item === A)!;
    // Scores 10, 0, 10: mean 6.67, population deviation 4.7.
    expect(a.spread).toBe(4.7);
    expect(a.latestAt).toBe(5_000);
  });

  it('counts one vote per panelist however many lists', () => {
    const r = rankPanel([ballot(0, [A, B]), ballot(0, [A, C]), ballot(1, [B, A, C]), ballot(2, [C, B, A])]);
    expect(r.panelists).toBe(3);
    expect(r.lists).toBe(4);
    expect(r.entries.find((e) => e.item === A)!.panelists).toBe(3);
  });
});
