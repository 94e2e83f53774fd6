/** A course's scorecard (issue 34): the rules an admin's card meets, the table the course page draws, par against the card. */
import { describe, expect, it } from 'vitest';
import {
  missingHoles, parContradiction, parOfCard, scorecardIssues, scorecardTable, type ScorecardHole,
} from '../../../../src/shared/domain/courses/scorecard';

const h = (hole: number, par: number | null = 4, strokeIndex: number | null = null, yards?: [string, number][]): ScorecardHole =>
  ({ hole, par, strokeIndex, ...(yards ? { yards: yards.map(([tee, y]) => ({ tee, yards: y })) } : {}) });
const nine = (from = 1, par = 4) => Array.from({ length: 9 }, (_, i) => h(from + i, par));

describe('scorecardIssues', () => {
  it.each<[string, ScorecardHole[], number | null, [string, string][]]>([
    ['an empty card', [], 18, []],
    ['a whole 18', [...nine(1), ...nine(10)], 18, []],
    ['a partial card', [h(1), h(5), h(18)], 18, []],
    ['hole 0', [h(0)], 18, [['0.hole', 'must be a hole from 1 to 18']]],
    ['hole 19 of 18', [h(19)], 18, [['0.hole', 'must be a hole from 1 to 18']]],
    ['hole 19 when the holes are unknown', [h(19)], null, []],
    ['a hole twice', [h(3), h(3, 5)], 18, [['1.hole', 'hole 3 is listed twice']]],
    ['par 2 and par 7', [h(1, 2), h(2, 7), h(3, 6), h(4, 3)], 18, [['0.par', 'must be from 3 to 6'], ['1.par', 'must be from 3 to 6']]],
    ['a hole with no par', [h(1, null, 5)], 18, []],
    ['stroke index 0 and 19', [h(1, 4, 0), h(2, 4, 19)], 18, [['0.strokeIndex', 'must be from 1 to 18'], ['1.strokeIndex', 'must be from 1 to 18']]],
    ['one stroke index for two holes', [h(1, 4, 7), h(2, 4, 7)], 18, [['1.strokeIndex', "stroke index 7 is hole 1's already"]]],
    ['the same stroke index in two rounds of 18 (a 36-hole course)', [h(1, 4, 7), h(19, 4, 7)], 36, []],
    ['a tee twice on one hole', [h(1, 4, null, [['Blue', 400], ['blue', 390]])], 18, [['0.yards.1.tee', 'the blue tee is listed twice']]],
  ])('%s', (_, card, holes, issues) => {
    expect(scorecardIssues(card, holes).map((i) => [i.path.join('.'), i.message])).toEqual(issues);
  });
});

describe('scorecardTable', () => {
  it('a whole 18 with a tee: nine holes, Out, nine holes, In, Total; the sums of par and yards', () => {
    const card = [...nine(1), ...nine(10)].map((x) => ({ ...x, yards: [{ tee: 'White', yards: 400 }] }));
    const t = scorecardTable(card, 18);
    expect(t.rows.filter((r) => r.kind === 'total')).toEqual([
      { kind: 'total', label: 'Out', par: 36, yards: [3600] },
      { kind: 'total', label: 'In', par: 36, yards: [3600] },
      { kind: 'total', label: 'Total', par: 72, yards: [7200] },
    ]);
    expect(t.rows.map((r) => (r.kind === 'hole' ? r.hole : r.label))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'Out', 10, 11, 12, 13, 14, 15, 16, 17, 18, 'In', 'Total']);
    expect([t.tees, t.strokeIndex, t.missing]).toEqual([['White'], false, []]);
  });

  it('a partial card: only its holes, no total for a nine it lacks a hole of, the missing holes named', () => {
    const card = [...nine(1).filter((x) => x.hole !== 4), ...nine(10)].map((x, i) => ({ ...x, strokeIndex: i + 1 }));
    const t = scorecardTable(card, 18);
    expect(t.rows.map((r) => (r.kind === 'hole' ? r.hole : r.label))).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 'In']);
    expect([t.missing, t.strokeIndex]).toEqual([[4], true]);
  });

  it('a tee some holes lack has no total; a hole without that tee shows none', () => {
    const card = nine(1).map((x) => (x.hole === 2 ? x : { ...x, yards: [{ tee: 'Blue', yards: 350 }] }));
    const t = scorecardTable(card, 9);
    expect(t.rows.find((r) => r.kind === 'hole' && r.hole === 2)).toMatchObject({ yards: [null] });
    expect(t.rows.at(-1)).toEqual({ kind: 'total', label: 'Total', par: 36, yards: [null] });
  });

  it('a 9-hole course has no Out, only a Total; holes unknown: up to the highest hole on the card', () => {
    expect(scorecardTable(nine(1, 3), 9).rows.filter((r) => r.kind === 'total').map((r) => r.kind === 'total' && r.label)).toEqual(['Total']);
    expect(scorecardTable([h(1), h(3)], null).missing).toEqual([2]);
  });

  it('a hole without a par makes no total par', () => {
    const card = nine(1).map((x) => (x.hole === 5 ? { ...x, par: null } : x));
    expect(scorecardTable(card, 9).rows.at(-1)).toMatchObject({ label: 'Total', par: null });
  });
});

describe('missingHoles and parOfCard', () => {
  it.each<[string, ScorecardHole[], number | null, number[], number | null]>([
    ['a whole 9', nine(1, 3), 9, [], 27],
    ['a 9 on an 18-hole course', nine(1), 18, [10, 11, 12, 13, 14, 15, 16, 17, 18], null],
    ['a whole 9 with a par unknown', nine(1).map((x) => (x.hole === 1 ? { ...x, par: null } : x)), 9, [], null],
    ['nothing', [], 18, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], null],
  ])('%s', (_, card, holes, missing, par) => {
    expect([missingHoles(card, holes), parOfCard(card, holes)]).toEqual([missing, par]);
  });
});

describe('parContradiction: a par the holes\' pars cannot add up to', () => {
  it.each<[string, number | null, number | null, ScorecardHole[], boolean]>([
    ['a whole card that adds up', 36, 9, nine(1), false],
    ['a whole card that does not', 35, 9, nine(1), true],
    ['a partial card within reach (8 known: 32; one more hole 3 to 6)', 36, 9, nine(1).slice(0, 8), false],
    ['a nine\'s par on an 18-hole course with 8 holes known (OpenGolf\'s Arsenal Island)', 36, 18, nine(1).slice(0, 8), true],
    ['the holes known add up past it (8 par 5s: 40, and one more hole)', 40, 9, nine(1, 5).slice(0, 8), true],
    ['no par', null, 9, nine(1), false],
    ['no holes\' pars', 72, 18, [h(1, null, 3)], false],
  ])('%s', (_, par, holes, card, contradicts) => {
    expect(parContradiction(par, holes, card) !== null).toBe(contradicts);
  });
});

describe('scorecardIssues without ranges (what a schema has checked value by value)', () => {
  it('keeps repeats and holes past the course\'s, leaves out par, stroke index and hole ranges', () => {
    const card = [h(1, 7, 0), h(1, 4, 3), h(20, 4, 3), h(73)];
    expect(scorecardIssues(card, 18, { ranges: false }).map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.hole', 'hole 1 is listed twice'],
      ['2.hole', 'must be a hole from 1 to 18'],
    ]);
  });
});
