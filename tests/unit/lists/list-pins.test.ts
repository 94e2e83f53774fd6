import { describe, expect, it } from 'vitest';
import { listPinsOf, pinSetKey } from '../../../src/features/lists/lib/list-pins';
import { item } from './list-factories';

const at = (id: string, index: number, courseId = `course-${id}`, lng = 0) => {
  const base = item(id, 'loved', { index });
  return { ...base, course: { ...base.course, _id: courseId, location: { lat: 56, lng } } };
};

describe("a list's numbered pins", () => {
  it('one per course, numbered by rank (1-based)', () => {
    expect(listPinsOf([at('a', 0, 'x', 1), at('b', 1, 'y', 2)])).toEqual([
      { courseId: 'x', lng: 1, lat: 56, label: '1', rank: 1 },
      { courseId: 'y', lng: 2, lat: 56, label: '2', rank: 2 },
    ]);
  });

  it('in a hole list a course with several holes reads their ranks, at most three', () => {
    const pins = listPinsOf([at('a', 0, 'x'), at('b', 1, 'y'), at('c', 4, 'x'), at('d', 6, 'x'), at('e', 8, 'x')]);
    expect(pins.map((p) => [p.courseId, p.label, p.rank])).toEqual([['x', '1,5,7+', 1], ['y', '2', 2]]);
  });

  it('fits again when the set of courses changes, not when it is reordered', () => {
    const one = listPinsOf([at('a', 0, 'x'), at('b', 1, 'y')]);
    const reordered = listPinsOf([at('b', 0, 'y'), at('a', 1, 'x')]);
    expect(pinSetKey('l', one)).toBe(pinSetKey('l', reordered));
    expect(pinSetKey('l', one)).not.toBe(pinSetKey('l', one.slice(1)));
  });
});
