/** What the catalogue knows of a hole's par, and what a par list asks for. */
import { describe, expect, it } from 'vitest';
import { holeParFit, knownHolePar, parOfListType } from '../../../../src/shared/domain/lists/hole-par';
import type { CourseType } from '../../../../src/shared/domain/enums';

const course = (type: CourseType, holes: number | null, par: number | null = null) => ({ type, holes, par });

describe('the par a list type asks for', () => {
  it.each<[string, number | null]>([['par_3s', 3], ['par_4s', 4], ['par_5s', 5], ['closers', null], ['openers', null], ['most_fun', null]])(
    '%s: %s', (type, par) => expect(parOfListType(type)).toBe(par));
});

describe('the par of every hole of a course, where the catalogue knows it', () => {
  it.each<[string, ReturnType<typeof course>, number | null]>([
    ['a par-3 course', course('PAR 3 COURSE', 9), 3],
    ['a pitch and putt', course('PITCH & PUTT', 18), 3],
    ['a course whose par is three a hole', course('EXECUTIVE', 18, 54), 3],
    ['Pebble Beach (18 holes, par 72): its holes differ', course('FULL LENGTH', 18, 72), null],
    ['an executive course of mixed pars', course('EXECUTIVE', 18, 60), null],
    ['a full-length course without a par', course('FULL LENGTH', 18), null],
    ['a par without holes', course('FULL LENGTH', null, 54), null],
  ])('%s: %s', (_, c, par) => expect(knownHolePar(c)).toBe(par));
});

describe('whether a hole fits a list type', () => {
  it.each<[string, ReturnType<typeof course>, 'fits' | 'wrong-par' | 'unknown' | 'any']>([
    ['par_3s', course('PAR 3 COURSE', 9), 'fits'],
    ['par_4s', course('PAR 3 COURSE', 9), 'wrong-par'],
    ['par_3s', course('FULL LENGTH', 18, 72), 'unknown'],
    ['closers', course('FULL LENGTH', 18, 72), 'any'],
    ['closers', course('PAR 3 COURSE', 9), 'any'],
  ])('%s on %j: %s', (type, c, fit) => expect(holeParFit(type, c)).toBe(fit));
});

describe('a hole whose par the scorecard says (issue 34)', () => {
  const carded = { ...course('FULL LENGTH', 18, 72), scorecard: [{ hole: 7, par: 3 }, { hole: 8, par: 4 }, { hole: 9, par: null }] };
  it.each<[string, number | undefined, 'fits' | 'wrong-par' | 'unknown' | 'any']>([
    ['par_3s', 7, 'fits'],
    ['par_4s', 7, 'wrong-par'],
    ['par_3s', 8, 'wrong-par'],
    ['par_4s', 8, 'fits'],
    ['par_3s', 9, 'unknown'], // on the card without a par
    ['par_3s', 12, 'unknown'], // not on the card
    ['par_3s', undefined, 'unknown'], // no hole asked: the card says nothing of the course as a whole
    ['closers', 8, 'any'],
  ])('%s, hole %s: %s', (type, hole, fit) => expect(holeParFit(type, carded, hole)).toBe(fit));

  it('takes the card over the course-wide par and falls back to it', () => {
    const par3 = { ...course('PAR 3 COURSE', 9), scorecard: [{ hole: 1, par: 4 }] };
    expect(knownHolePar(par3, 1)).toBe(4);
    expect(knownHolePar(par3, 2)).toBe(3);
  });
});
