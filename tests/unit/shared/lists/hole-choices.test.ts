/** The holes a hole list offers for a course: from its scorecard, by the list's par (issue 34). */
import { describe, expect, it } from 'vitest';
import { holeChoices, type HoleChoiceCourse } from '../../../../src/shared/domain/lists/hole-choices';

const PARS = [4, 4, 4, 4, 5, 4, 4, 3, 4, 4, 3, 4, 4, 5, 4, 4, 3, 4]; // a links card: par 3s at 8, 11 and 17
const SI = [9, 15, 13, 5, 3, 11, 7, 17, 1, 12, 16, 4, 6, 2, 10, 14, 18, 8];
const fullCard = PARS.map((par, i) => ({ hole: i + 1, par, strokeIndex: SI[i]! }));
const links: HoleChoiceCourse = { type: 'FULL LENGTH', holes: 18, par: 72, scorecard: fullCard };
const noCard: HoleChoiceCourse = { type: 'FULL LENGTH', holes: 9, par: 36, scorecard: [] };
const partial: HoleChoiceCourse = {
  type: 'FULL LENGTH', holes: 9, par: 36,
  scorecard: [{ hole: 1, par: 4, strokeIndex: 3 }, { hole: 2, par: 3, strokeIndex: null }, { hole: 3, par: null, strokeIndex: 5 }, { hole: 5, par: 5, strokeIndex: 1 }],
};
const par3Course: HoleChoiceCourse = { type: 'PAR 3 COURSE', holes: 9, par: 27, scorecard: [] };

describe('holeChoices', () => {
  it.each<[string, string, HoleChoiceCourse, 'scorecard' | 'numbers', string[], string | null]>([
    ['par 3s from a full card', 'par_3s', links, 'scorecard', ['8 · Par 3 · SI 17', '11 · Par 3 · SI 16', '17 · Par 3 · SI 18'], null],
    ['par 5s from a full card', 'par_5s', links, 'scorecard', ['5 · Par 5 · SI 3', '14 · Par 5 · SI 2'], null],
    ['any hole from a full card', 'closers', links, 'scorecard', fullCard.map((h) => `${h.hole} · Par ${h.par} · SI ${h.strokeIndex}`), null],
    ['no card: hole numbers', 'par_3s', noCard, 'numbers', ['Hole 1', 'Hole 2', 'Hole 3', 'Hole 4', 'Hole 5', 'Hole 6', 'Hole 7', 'Hole 8', 'Hole 9'], null],
    ['no card, holes unknown: 18 numbers', 'openers', { ...noCard, holes: null }, 'numbers', Array.from({ length: 18 }, (_, i) => `Hole ${i + 1}`), null],
    ['par 3 course, no card, par 3s', 'par_3s', par3Course, 'numbers', Array.from({ length: 9 }, (_, i) => `Hole ${i + 1}`), null],
    ['par 3 course, no card, par 4s: none', 'par_4s', par3Course, 'numbers', [], 'This course has no par 4s: every hole is a par 3.'],
    ['partial card, par 3s: the par 3, then holes the card does not know', 'par_3s', partial, 'scorecard',
      ['2 · Par 3', '3 · Par not on the card · SI 5', '4 · Not on the card', '6 · Not on the card', '7 · Not on the card', '8 · Not on the card', '9 · Not on the card'], null],
    ['partial card, any hole: every hole in order', 'greensites', partial, 'scorecard',
      ['1 · Par 4 · SI 3', '2 · Par 3', '3 · Par not on the card · SI 5', '4 · Not on the card', '5 · Par 5 · SI 1', '6 · Not on the card', '7 · Not on the card', '8 · Not on the card', '9 · Not on the card'], null],
    ['a full card without a par 5 (a par-3 course with a card)', 'par_5s', { type: 'PAR 3 COURSE', holes: 3, par: 9, scorecard: [1, 2, 3].map((hole) => ({ hole, par: 3, strokeIndex: hole })) },
      'scorecard', [], 'The card of this course has no par 5s.'],
  ])('%s', (_, type, course, from, labels, none) => {
    const got = holeChoices(type, course);
    expect(got.from).toBe(from);
    expect(got.choices.map((c) => c.label)).toEqual(labels);
    expect(got.none).toBe(none);
  });

  it('never offers a hole past the course\'s holes, even when the card lists one', () => {
    const got = holeChoices('closers', { ...links, holes: 9 });
    expect(got.choices.map((c) => c.hole)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('numbers past 18 when the card has more holes and the course does not say', () => {
    const card = Array.from({ length: 27 }, (_, i) => ({ hole: i + 1, par: 4, strokeIndex: null }));
    expect(holeChoices('openers', { type: 'FULL LENGTH', holes: null, par: null, scorecard: card }).choices).toHaveLength(27);
  });

  it('carries each hole\'s par and stroke index for the picker', () => {
    expect(holeChoices('par_3s', links).choices[0]).toEqual({ hole: 8, label: '8 · Par 3 · SI 17', par: 3, strokeIndex: 17 });
  });
});
