import { describe, expect, it } from 'vitest';
import {
  alreadyInList, listAllowance, listBlock, newListTypes, placeText, rankChoices, rankedHoles, rankedMessage,
  withoutProPointer,
} from '../../../src/features/ranking/lib/rank-choices';
import type { CourseStanding } from '../../../src/shared/contracts/list-items.contract';
import type { ListSummary } from '../../../src/shared/contracts/lists.contract';

let n = 0;
const list = (over: Partial<ListSummary>): ListSummary => ({
  _id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: 'List', kind: 'course', type: 'most_fun', isPublic: true, itemCount: 0, updatedAt: '2026-01-01T00:00:00.000Z', ...over,
});
const standing = (l: ListSummary, over: Partial<CourseStanding>): CourseStanding => ({
  listId: l._id, name: l.name, kind: l.kind, type: l.type, holeNumber: null, rank: 1, itemCount: l.itemCount, score: null, ...over,
});

describe('the chooser of lists', () => {
  const myLie = list({ name: 'My Lie', type: 'mylie', itemCount: 12 });
  const fun = list({ name: 'Most fun', type: 'most_fun', itemCount: 8 });
  const full = list({ name: 'Best value', type: 'best_value', itemCount: 10 });
  const munis = list({ name: 'Munis', type: 'munis', itemCount: 2 });
  const par3 = list({ name: 'Par 3s', kind: 'hole', type: 'par_3s', itemCount: 4 });

  it('offers to create My Lie when the golfer has none, first', () => {
    const c = rankChoices({ courseLists: [fun], holeLists: [], standings: [], isPremium: false });
    expect(c.myLie).toMatchObject({ list: null, name: 'My Lie', detail: 'Your overall ranking of courses you played · new', block: null });
    expect(c.courseLists.map((x) => x.name)).toEqual(['Most fun']);
  });

  it('says where the course stands and closes a course list it is in', () => {
    const c = rankChoices({ courseLists: [myLie, fun], holeLists: [], standings: [standing(fun, { rank: 3, score: 8.4 })], isPremium: false });
    expect(c.myLie).toMatchObject({ list: myLie, detail: 'Your overall ranking of courses you played · 12 courses', ranked: null, block: null });
    expect(c.courseLists[0]).toMatchObject({ detail: 'Most fun · 8 courses', ranked: 'Already ranked #3 · 8.4', block: { reason: 'ranked', pro: false } });
  });

  it('closes a full list with the limit and a way to Pro for a free golfer, not for Pro', () => {
    const free = rankChoices({ courseLists: [full], holeLists: [], standings: [], isPremium: false }).courseLists[0]!;
    expect(free.block).toEqual({
      reason: 'full', pro: true,
      message: 'Free golfers rank up to 10 items in each list. TPL Pro gives you 5 extra in every list: see /pro.',
    });
    expect(rankChoices({ courseLists: [full], holeLists: [], standings: [], isPremium: true }).courseLists[0]!.block).toBeNull();
    expect(listBlock({ kind: 'course', type: 'most_fun', itemCount: 15 }, true)).toEqual({ reason: 'full', pro: false, message: 'This list is full: it holds up to 15 items.' });
    expect(listBlock({ kind: 'course', type: 'mylie', itemCount: 50 }, false)?.message).toMatch(/^Free golfers rank up to 50 courses in My Lie/);
    expect(listBlock({ kind: 'course', type: 'mylie', itemCount: 50 }, true)).toBeNull();
  });

  it("closes Pro's list types to a free golfer", () => {
    expect(rankChoices({ courseLists: [munis], holeLists: [], standings: [], isPremium: false }).courseLists[0]!.block)
      .toEqual({ reason: 'pro-type', pro: true, message: 'Munis lists are a TPL Pro list type: see /pro.' });
  });

  it('keeps a hole list open when some holes of the course are in it, and says which', () => {
    const c = rankChoices({
      courseLists: [], holeLists: [par3],
      standings: [standing(par3, { holeNumber: 7, rank: 2, score: 9 }), standing(par3, { holeNumber: 16, rank: 4, score: 6.6 })],
      isPremium: false,
    });
    expect(c.holeLists[0]).toMatchObject({ kind: 'hole', detail: 'Par 3s · 4 holes', ranked: 'Hole 7 ranked #2 · 9.0, Hole 16 ranked #4 · 6.6', block: null });
    expect([...rankedHoles([standing(par3, { holeNumber: 7, rank: 2, score: 9 })], par3._id)]).toEqual([[7, '#2 · 9.0']]);
  });

  it('lists the new-list types, course first, without My Lie or the wishlists, Pro ones marked', () => {
    const free = newListTypes(false);
    expect(free.map((t) => t.key)).not.toContain('course:mylie');
    expect(free.map((t) => t.key)).not.toContain('course:wishlist');
    expect(free[0]!.kind).toBe('course');
    expect(free.at(-1)!.kind).toBe('hole');
    expect(free.find((t) => t.key === 'course:munis')).toMatchObject({ proOnly: true, disabled: true, label: 'Munis' });
    expect(free.find((t) => t.key === 'hole:par_3s')).toMatchObject({ proOnly: false, disabled: false, label: 'Par 3s (holes)', name: 'Par 3s' });
    expect(free.filter((t) => t.proOnly).map((t) => t.key)).toEqual(['course:munis', 'course:vibe', 'course:executive', 'hole:greensites', 'hole:strategic']);
    expect(newListTypes(true).every((t) => !t.disabled)).toBe(true);
  });

  it('says the free list allowance before it runs out, and the limit once it has', () => {
    const lists = [myLie, fun, par3, list({ kind: 'trip', type: 'trip' })];
    expect(listAllowance(lists, false)).toMatchObject({ used: 2, max: 5, full: false });
    expect(listAllowance(lists, false).note).toBe('Free golfers keep up to 5 ranked lists besides My Lie: you have 2, so 3 more. TPL Pro gives you unlimited lists.');
    const five = [myLie, ...[1, 2, 3, 4, 5].map(() => list({}))];
    expect(listAllowance(five, false)).toMatchObject({ used: 5, full: true, note: expect.stringMatching(/^Free golfers keep up to 5 ranked lists besides My Lie\. TPL Pro/) });
    expect(listAllowance(five, true)).toMatchObject({ full: false, note: null });
  });
});

describe('texts', () => {
  it('says places and scores', () => {
    expect(placeText(3, 8.4)).toBe('#3 · 8.4');
    expect(placeText(1, null)).toBe('#1');
    expect(rankedMessage('Most fun', 3, 8.4)).toBe('Ranked #3 in Most fun · 8.4');
    expect(rankedMessage('Bucket list', 2, null)).toBe('Ranked #2 in Bucket list');
    expect(rankedMessage('My Lie', 1, 10)).toBe('Ranked #1 in My Lie · 10.0');
  });

  it('drops the pointer to /pro where a link follows', () => {
    expect(withoutProPointer('TPL Pro gives you unlimited lists: see /pro.')).toBe('TPL Pro gives you unlimited lists.');
    expect(withoutProPointer('This list is full: it holds up to 15 items.')).toBe('This list is full: it holds up to 15 items.');
  });

  it('finds the course or its hole already in a list', () => {
    const items = [
      { course: { _id: 'a' }, holeNumber: 7, index: 0, score: 10 },
      { course: { _id: 'b' }, holeNumber: null, index: 1, score: null },
    ];
    expect(alreadyInList(items, 'a', 7, 'Par 3s')).toBe('Hole 7 is already ranked #1 · 10.0 in Par 3s.');
    expect(alreadyInList(items, 'a', 8, 'Par 3s')).toBeNull();
    expect(alreadyInList(items, 'b', null, 'Bucket list')).toBe('This course is already ranked #2 in Bucket list.');
  });
});
