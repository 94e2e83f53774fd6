import { describe, expect, it } from 'vitest';
import {
  addHole, addTee, fillHoles, nextHole, removeHole, removeTee, renameTee, scorecardCellOf, scorecardFormErrors, scorecardFormFrom, scorecardFormTotals,
  scorecardFromForm, setCell, type ScorecardForm,
} from '../../../src/features/admin/lib/scorecard-form';
import { checkCourseForm, courseSaveErrors, emptyCourseForm } from '../../../src/features/admin/lib/course-form';
import { ApiError } from '../../../src/lib/api-client';
import type { ScorecardHole } from '../../../src/shared/domain/courses/scorecard';

const row = (hole: number, par = '', strokeIndex = '', yards: string[] = []) => ({ hole, par, strokeIndex, yards });
const card9: ScorecardHole[] = Array.from({ length: 9 }, (_, i) => ({ hole: i + 1, par: i % 3 === 0 ? 5 : 4, strokeIndex: i * 2 + 1 }));

describe('scorecardFormFrom / scorecardFromForm', () => {
  it.each<[string, ScorecardHole[]]>([
    ['an empty card', []],
    ['a partial card, out of order, some yards', [
      { hole: 2, par: 3, strokeIndex: 17 },
      { hole: 1, par: 4, strokeIndex: 9, yards: [{ tee: 'White', yards: 420 }, { tee: 'Yellow', yards: 400 }] },
      { hole: 5, par: null, strokeIndex: null, yards: [{ tee: 'Yellow', yards: 150 }] },
    ]],
    ['nine holes', card9],
  ])('round-trips %s', (_, card) => {
    expect(scorecardFromForm(scorecardFormFrom(card))).toEqual([...card].sort((a, b) => a.hole - b.hole));
  });

  it('keeps values as typed, a tee column per tee in first-seen order, blank where a hole has none', () => {
    const form = scorecardFormFrom([{ hole: 2, par: 3, strokeIndex: null, yards: [{ tee: 'Red', yards: 120 }] }, { hole: 1, par: 4, strokeIndex: 9, yards: [{ tee: 'White', yards: 420 }] }]);
    expect(form).toEqual({ tees: ['White', 'Red'], rows: [row(1, '4', '9', ['420', '']), row(2, '3', '', ['', '120'])] });
  });

  it.each<[string, string, number | null]>([['blank', ' ', null], ['a number', ' 4 ', 4], ['words', 'four', Number.NaN], ['a fraction', '4.5', Number.NaN], ['negative', '-4', Number.NaN]])(
    'par typed as %s', (_, typed, par) => {
      expect(scorecardFromForm({ tees: [], rows: [row(1, typed, '1')] })[0]!.par).toEqual(par);
    });
});

describe('scorecardFormErrors', () => {
  const form = (rows: ScorecardForm['rows'], tees: string[] = []): ScorecardForm => ({ tees, rows });
  it.each<[string, ScorecardForm, number | null, Record<string, string>]>([
    ['a valid partial card', form([row(1, '4', '9'), row(3, '3')]), 18, {}],
    ['par 9', form([row(1, '4'), row(2, '9')]), 18, { 'scorecard.1.par': 'Must be from 3 to 6.' }],
    ['par in words', form([row(1, 'four')]), 18, { 'scorecard.0.par': 'Must be a whole number.' }],
    ['stroke index 19', form([row(1, '4', '19')]), 18, { 'scorecard.0.strokeIndex': 'Must be from 1 to 18.' }],
    ['a stroke index twice', form([row(1, '4', '5'), row(2, '4', '5')]), 18, { 'scorecard.1.strokeIndex': "Stroke index 5 is hole 1's already." }],
    ['hole 10 of a 9-hole course', form([row(10, '4')]), 9, { 'scorecard.0.hole': 'Must be a hole from 1 to 9.' }],
    ['a hole with nothing on it', form([row(1)]), 18, { 'scorecard.0.par': 'Give its par, stroke index or yards, or remove the hole.' }],
    ['yards 0 and 1200 (the second tee is yards.1 of the hole)', form([row(1, '4', '', ['0', '']), row(2, '4', '', ['300', '1200'])], ['White', 'Red']), 18,
      { 'scorecard.0.yards.0.yards': 'Must be at least 1.', 'scorecard.1.yards.1.yards': 'Must be at most 1000.' }],
    ['a tee without a name, a tee twice', form([row(1, '4', '', ['300', '310', '320'])], ['White', ' ', 'white']), 18,
      { 'scorecard.tees.1': 'Give the tee a name.', 'scorecard.tees.2': 'The white tee is listed twice.' }],
  ])('%s', (_, f, holes, errors) => {
    expect(scorecardFormErrors(f, holes)).toEqual(errors);
  });
});

describe('scorecardCellOf', () => {
  const form: ScorecardForm = { tees: ['White', 'Red'], rows: [row(3, '4', '', ['', '150']), row(1, '4', '', ['400', '380'])] };
  it.each([
    ['scorecard.0.par', { hole: 1, cell: 'par' }],
    ['scorecard.1.strokeIndex', { hole: 3, cell: 'strokeIndex' }],
    ['scorecard.1.hole', { hole: 3, cell: 'hole' }],
    // Hole 3 has no White yards: its yards.0 is the Red column.
    ['scorecard.1.yards.0.yards', { hole: 3, cell: 'tee:1' }],
    ['scorecard.0.yards.1.tee', { hole: null, cell: 'name:1' }],
    ['scorecard.tees.0', { hole: null, cell: 'name:0' }],
    ['scorecard.7.par', null],
    ['par', null],
  ])('%s', (path, cell) => {
    expect(scorecardCellOf(form, path)).toEqual(cell);
  });
});

describe('editing', () => {
  it('adds the first missing hole, else the one after the last; fills an empty card; removes', () => {
    let f: ScorecardForm = { tees: ['White'], rows: [] };
    f = fillHoles(f, 3);
    expect(f.rows).toEqual([row(1, '', '', ['']), row(2, '', '', ['']), row(3, '', '', [''])]);
    f = removeHole(f, 2);
    expect(nextHole(f, 18)).toBe(2);
    expect(nextHole(f, 3)).toBe(2);
    f = addHole(f, 2);
    expect(f.rows.map((r) => r.hole)).toEqual([1, 2, 3]);
    expect(nextHole(f, 3)).toBe(4);
    expect(nextHole({ tees: [], rows: [row(72, '4')] }, null)).toBe(1);
    expect(nextHole({ tees: [], rows: Array.from({ length: 72 }, (_, i) => row(i + 1, '4')) }, null)).toBeNull();
  });

  it('adds, renames and removes tee columns with their cells', () => {
    let f: ScorecardForm = { tees: [], rows: [row(1, '4')] };
    f = addTee(addTee(f));
    f = renameTee(f, 0, 'Blue');
    f = renameTee(f, 1, 'Red');
    f = setCell(setCell(f, 1, 0, '410'), 1, 1, '350');
    expect(f).toEqual({ tees: ['Blue', 'Red'], rows: [row(1, '4', '', ['410', '350'])] });
    f = removeTee(f, 0);
    expect(scorecardFromForm(f)).toEqual([{ hole: 1, par: 4, strokeIndex: null, yards: [{ tee: 'Red', yards: 350 }] }]);
  });
});

describe('scorecardFormTotals', () => {
  it('sums each complete nine and the card; a nine with a hole missing or a bad value has none', () => {
    const f = scorecardFormFrom([...card9, ...card9.map((h) => ({ ...h, hole: h.hole + 9, strokeIndex: h.strokeIndex! + 1 }))]);
    expect(scorecardFormTotals(f, 18)).toEqual({
      nines: [{ label: 'Out', par: 39, yards: [] }, { label: 'In', par: 39, yards: [] }], total: { label: 'Total', par: 78, yards: [] },
    });
    const partial = setCell(removeHole(f, 12), 2, 'par', '9');
    expect(scorecardFormTotals(partial, 18)).toMatchObject({ nines: [{ par: null }, { par: null }], total: { par: null } });
    expect(scorecardFormTotals(scorecardFormFrom(card9), 9)).toEqual({ nines: [null], total: { label: 'Total', par: 39, yards: [] } });
  });
});

describe('checkCourseForm with a scorecard', () => {
  const values = (scorecard: ScorecardForm) => ({ ...emptyCourseForm({ lat: 56, lng: -3 }), club_name: 'Elie', country: 'Scotland', holes: '9', scorecard });
  it('sends the card converted, in hole order', () => {
    const r = checkCourseForm(values({ tees: ['White'], rows: [row(2, '3', '', ['150']), row(1, '4', '7', [''])] }));
    expect('input' in r && r.input.scorecard).toEqual([{ hole: 1, par: 4, strokeIndex: 7 }, { hole: 2, par: 3, strokeIndex: null, yards: [{ tee: 'White', yards: 150 }] }]);
  });
  it('names each bad cell by its body path, in the API\'s words, and sends nothing', () => {
    const r = checkCourseForm(values({ tees: [], rows: [row(1, 'x'), row(2, '9')] }));
    expect('errors' in r && r.errors).toEqual({ 'scorecard.0.par': 'Must be a whole number.', 'scorecard.1.par': 'Must be from 3 to 6.' });
  });
});

describe('a server 400 on the scorecard', () => {
  it('keeps each error under its body path, which scorecardCellOf places by its cell', () => {
    const error = new ApiError('Invalid body', 400, { errors: [
      { in: 'body', path: 'scorecard.1.strokeIndex', message: "stroke index 5 is hole 1's already" },
      { in: 'body', path: 'scorecard.0.yards.0.yards', message: 'must be at most 1000' },
    ] });
    const r = courseSaveErrors(error);
    expect(r).toEqual({ fields: { 'scorecard.1.strokeIndex': "Stroke index 5 is hole 1's already.", 'scorecard.0.yards.0.yards': 'Must be at most 1000.' }, form: null });
    const form: ScorecardForm = { tees: ['White', 'Red'], rows: [row(1, '4', '5', ['', '1200']), row(2, '4', '5')] };
    expect(Object.keys(r.fields).map((p) => scorecardCellOf(form, p))).toEqual([{ hole: 2, cell: 'strokeIndex' }, { hole: 1, cell: 'tee:1' }]);
  });
});
