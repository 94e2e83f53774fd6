/**
 * The packed course facts of the map's filters (issue 34): for random courses and random filters,
 * the failed-filter bits are exactly those of the shared decision (course-filter.ts).
 */
import { describe, expect, it } from 'vitest';
import { activeFilters, CourseAttributes, OUT_OF_SCOPE, type PackedFacts } from '../../../../src/server/geo/course-attributes';
import { packFacts } from '../../../../src/shared/domain/courses/packed-facts';
import { countsForFacet, failedFilters, filterBit, type CourseFilter, type FilterableCourse } from '../../../../src/shared/domain/courses/course-filter';
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../../../../src/shared/domain/enums';
import { prng } from './geo-test-helpers';

const random = prng(34);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const maybe = <T>(value: T): T | null => (random() < 0.15 ? null : value);
const COUNTRIES = ['Scotland', 'SCOTLAND', 'United States', 'Japan', 'Australia'];
const PROVINCES = ['Fife', 'fife', 'California', 'Victoria', 'Hokkaido'];

const facts: FilterableCourse[] = Array.from({ length: 3000 }, (_, i) => ({
  membership: maybe(pick(CLUB_MEMBERSHIPS)),
  type: maybe(pick(COURSE_TYPES)),
  continent: maybe(pick(CONTINENTS)),
  country: maybe(pick(COUNTRIES)),
  province: maybe(pick(PROVINCES)),
  city: null,
  name: `Course ${i}`,
  architects: [],
  year: maybe(1850 + Math.floor(random() * 175)),
  yardage: maybe(2000 + Math.floor(random() * 5500)),
  fee: random() < 0.05 ? 100 : random() < 0.05 ? 200 : maybe(Math.round(random() * 400 * 100) / 100),
  holes: maybe(pick([9, 18, 18, 27, 36, 12])),
}));
const attributes = CourseAttributes.of(facts satisfies PackedFacts[]);

function randomFilter(): CourseFilter {
  const f: CourseFilter = {};
  if (random() < 0.4) f.membership = [pick(CLUB_MEMBERSHIPS), pick(CLUB_MEMBERSHIPS)];
  if (random() < 0.3) f.type = [pick(COURSE_TYPES)];
  if (random() < 0.3) f.continent = [pick(CONTINENTS), pick(CONTINENTS)];
  if (random() < 0.3) f.country = pick([...COUNTRIES, 'Narnia']).toLowerCase();
  if (random() < 0.2) f.province = pick([...PROVINCES, 'Atlantis']);
  if (random() < 0.3) f.yearMin = 1900 + Math.floor(random() * 100);
  if (random() < 0.3) f.yearMax = 1950 + Math.floor(random() * 75);
  if (random() < 0.3) f.yardageMin = 3000 + Math.floor(random() * 3000);
  if (random() < 0.2) f.yardageMax = 5000 + Math.floor(random() * 2500);
  if (random() < 0.4) f.fee = [pick(['$', '$$', '$$$'] as const)];
  if (random() < 0.4) f.holes = [pick([9, 18, 27, 36] as const), pick([9, 18, 27, 36] as const)];
  return f;
}

describe('CourseAttributes.failures', () => {
  it('fails each course on exactly the filters the shared decision names, over 300 random filters', () => {
    let kept = 0;
    for (let i = 0; i < 300; i++) {
      const filter = randomFilter();
      const bits = attributes.failures(filter);
      for (let p = 0; p < facts.length; p++) {
        const expected = failedFilters(filter, facts[p]!);
        if (bits[p] !== expected) expect({ filter, course: facts[p], bits: bits[p] }).toEqual({ filter, course: facts[p], bits: expected });
        if (expected === 0) kept++;
      }
    }
    // The filters tell courses apart: some kept, most not.
    expect(kept).toBeGreaterThan(1000);
    expect(kept).toBeLessThan(300 * facts.length / 2);
  });

  it('a range from 0 still leaves out a course with no value', () => {
    const bits = attributes.failures({ yardageMin: 0 });
    facts.forEach((c, p) => expect(bits[p]).toBe(c.yardage === null ? filterBit('yardage') : 0));
    expect(facts.some((c) => c.yardage === null)).toBe(true);
  });

  it('answers the word filters from the set it is given', () => {
    const holding = new Uint8Array(facts.length).map((_, p) => (p % 3 === 0 ? 1 : 0));
    const bits = attributes.failures({ text: 'links' }, holding);
    expect(bits[0]).toBe(0);
    expect(bits[1]).toBe(filterBit('text'));
  });

  it("leaves out the courses outside the golfer's scope with a bit no facet excuses", () => {
    const scope = new Uint8Array(facts.length).map((_, p) => (p % 4 === 0 ? 1 : 0));
    const bits = attributes.failures({ holes: [18] }, undefined, scope);
    facts.forEach((c, p) => {
      const expected = (c.holes === 18 ? 0 : filterBit('holes')) | (p % 4 === 0 ? 0 : OUT_OF_SCOPE);
      if (bits[p] !== expected) expect({ p, bits: bits[p] }).toEqual({ p, bits: expected });
    });
    expect(countsForFacet(bits[1]!, 'holes')).toBe(false);
  });

  it('packs each course into one number and reads it back the same (fromCodes)', () => {
    const codes = Float64Array.from(facts, (f) => packFacts(f));
    const unpacked = CourseAttributes.fromCodes(facts.length, codes, facts.map((f) => f.country), facts.map((f) => f.province));
    for (let i = 0; i < 50; i++) {
      const filter = randomFilter();
      expect(unpacked.failures(filter)).toEqual(attributes.failures(filter));
    }
    expect(packFacts({ membership: 'LIMITED', type: 'PITCH & PUTT', continent: 'SOUTH AMERICA', fee: 500, holes: 36, year: 2031, yardage: 12_000 }))
      .toBe((3 | (4 << 2) | (6 << 5) | (3 << 8) | (36 << 10)) + 2031 * 2 ** 18 + 12_000 * 2 ** 34);
  });

  it('names the filters a query sets, in a fixed order', () => {
    expect(activeFilters({ holes: [18], membership: ['PUBLIC'], yearMax: 2000, fee: [], country: '' })).toEqual(['membership', 'year', 'holes']);
  });
});
