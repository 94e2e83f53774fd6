/**
 * What the map's filters read of each course, packed for a pass over every course (issue 34):
 * about 12 bytes a course (type, continent, fee band, holes: a byte each; year, yardage, country,
 * province: two each), in the index's course order. `failures(filter)` answers, per course, the bits
 * of the filters it fails (src/shared/domain/courses/course-filter.ts, whose rules it applies),
 * from which the kept courses (no bit) and every facet's courses (no bit but the facet's own) are
 * read without a second pass.
 *
 * Words searched inside text (architect, the name or city) are not packed here: the caller answers
 * them from the search index or the database as a set of courses (`also`).
 */
import { CLUB_MEMBERSHIPS, CONTINENTS, COURSE_TYPES } from '../../shared/domain/enums';
import { FILTER_KEYS, filterBit, type CourseFilter, type FilterableCourse } from '../../shared/domain/courses/course-filter';
import { FEE_BANDS, packFacts, unpackFacts } from '../../shared/domain/courses/packed-facts';

/** Lower-cased strings to 1..65535 (0: none). */
class Dictionary {
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null || value === '') return 0;
    const key = value.toLowerCase();
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.codes.size + 1;
      if (code > 0xffff) throw new RangeError('more than 65,535 distinct values');
      this.codes.set(key, code);
    }
    return code;
  }
  /** The code of a value asked for (-1: no course has it). */
  find(value: string): number {
    return this.codes.get(value.toLowerCase()) ?? -1;
  }
}

export type PackedFacts = Omit<FilterableCourse, 'name' | 'city' | 'architects'>;

/** Courses per slice of failureSteps(). */
const BLOCK = 65_536;
interface Test { bit: number; codes: Uint8Array | Uint16Array; allowed: Uint8Array }

/** The bit of a course outside the golfer's scope (`only=`): above every FILTER_KEYS bit. */
export const OUT_OF_SCOPE = 1 << 15;

export class CourseAttributes {
  readonly n: number;
  private readonly membership: Uint8Array;
  private readonly type: Uint8Array;
  private readonly continent: Uint8Array;
  /** The course's fee band as a filter reads it (a private course is in none): 0 none, 1 $, 2 $$, 3 $$$. */
  private readonly feeBand: Uint8Array;
  private readonly holes: Uint8Array;
  private readonly year: Uint16Array;
  private readonly yardage: Uint16Array;
  private readonly country: Uint16Array;
  private readonly province: Uint16Array;
  private readonly countries = new Dictionary();
  private readonly provinces = new Dictionary();

  private constructor(n: number) {
    this.n = n;
    this.membership = new Uint8Array(n);
    this.type = new Uint8Array(n);
    this.continent = new Uint8Array(n);
    this.feeBand = new Uint8Array(n);
    this.holes = new Uint8Array(n);
    this.year = new Uint16Array(n);
    this.yardage = new Uint16Array(n);
    this.country = new Uint16Array(n);
    this.province = new Uint16Array(n);
  }

  /** Bytes held by the packed facts (not counting the few distinct countries and provinces). */
  get byteLength(): number {
    return 5 * this.n + 4 * 2 * this.n;
  }

  /** Attributes of these courses, in this order. */
  static of(facts: readonly PackedFacts[]): CourseAttributes {
    const a = new CourseAttributes(facts.length);
    facts.forEach((f, p) => a.setCode(p, packFacts(f), f.country, f.province));
    return a;
  }

  /** Attributes of n courses from their packFacts() codes and places (the map index's build). */
  static fromCodes(n: number, codes: Float64Array, countries: readonly (string | null)[], provinces: readonly (string | null)[]): CourseAttributes {
    const a = new CourseAttributes(n);
    for (let p = 0; p < n; p++) a.setCode(p, codes[p]!, countries[p] ?? null, provinces[p] ?? null);
    return a;
  }

  private setCode(p: number, code: number, country: string | null, province: string | null): void {
    const f = unpackFacts(code);
    this.membership[p] = f.membership;
    this.type[p] = f.type;
    this.continent[p] = f.continent;
    this.feeBand[p] = f.feeBand;
    this.holes[p] = f.holes;
    this.year[p] = f.year;
    this.yardage[p] = f.yardage;
    this.country[p] = this.countries.code(country);
    this.province[p] = this.provinces.code(province);
  }

  /**
   * The codes the map's facets count by (facet-counts.ts), per course: membership, type and fee
   * band 1.. in CLUB_MEMBERSHIPS, COURSE_TYPES and $..$$$ order (0: not known), holes as a number.
   */
  get facetCodes(): { membership: Uint8Array; type: Uint8Array; feeBand: Uint8Array; holes: Uint8Array } {
    return { membership: this.membership, type: this.type, feeBand: this.feeBand, holes: this.holes };
  }

  /**
   * Per course, the bits of the filters it fails (0: kept). Text filters (architect, text) are
   * answered by `also` (1: the course holds the words), when given; without it they are not applied.
   * `scope` (1: in it), when given, is the golfer's own courses (`only=`): a course outside it fails
   * OUT_OF_SCOPE, a bit no facet excuses.
   */
  failures(f: CourseFilter, also?: Uint8Array, scope?: Uint8Array): Uint16Array {
    const steps = this.failureSteps(f, also, scope);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** failures() a block of courses at a time, yielding between blocks (a filter view built in slices). */
  *failureSteps(f: CourseFilter, also?: Uint8Array, scope?: Uint8Array): Generator<void, Uint16Array, void> {
    const tests = this.tests(f, also, scope);
    const out = new Uint16Array(this.n);
    for (let start = 0; start < this.n; start += BLOCK) {
      const end = Math.min(this.n, start + BLOCK);
      for (const { bit, codes, allowed } of tests) {
        for (let p = start; p < end; p++) if (allowed[codes[p]!] === 0) out[p]! |= bit;
      }
      yield;
    }
    return out;
  }

  /**
   * Every filter as one kind of test: a course fails when its code's entry in `allowed` is 0 (codes
   * of a list's values, of a country, a year or a yardage: tables of at most 65,536 bytes).
   */
  private tests(f: CourseFilter, also?: Uint8Array, scope?: Uint8Array): Test[] {
    const tests: Test[] = [];
    const oneOf = (key: 'membership' | 'type' | 'continent', codes: Uint8Array, values: readonly string[], wanted: readonly string[] | undefined) => {
      if (!wanted?.length) return;
      const allowed = new Uint8Array(256);
      for (const v of wanted) allowed[values.indexOf(v) + 1] = 1;
      tests.push({ bit: filterBit(key), codes, allowed });
    };
    oneOf('membership', this.membership, CLUB_MEMBERSHIPS, f.membership);
    oneOf('type', this.type, COURSE_TYPES, f.type);
    oneOf('continent', this.continent, CONTINENTS, f.continent);
    const equal = (key: 'country' | 'province', codes: Uint16Array, dictionary: Dictionary, wanted: string | undefined) => {
      if (!wanted) return;
      const allowed = new Uint8Array(0x10000);
      const code = dictionary.find(wanted);
      if (code > 0) allowed[code] = 1;
      tests.push({ bit: filterBit(key), codes, allowed });
    };
    equal('country', this.country, this.countries, f.country);
    equal('province', this.province, this.provinces, f.province);
    const range = (key: 'year' | 'yardage', codes: Uint16Array, min: number | undefined, max: number | undefined) => {
      if (min == null && max == null) return;
      // Not known is 0: a range leaves such a course out, even one from 0.
      const allowed = new Uint8Array(0x10000).fill(1, Math.max(1, min ?? 0), Math.min(0xffff, max ?? 0xffff) + 1);
      tests.push({ bit: filterBit(key), codes, allowed });
    };
    range('year', this.year, f.yearMin, f.yearMax);
    range('yardage', this.yardage, f.yardageMin, f.yardageMax);
    if (f.fee?.length) {
      const allowed = new Uint8Array(256);
      for (const b of f.fee) allowed[FEE_BANDS.indexOf(b) + 1] = 1;
      tests.push({ bit: filterBit('fee'), codes: this.feeBand, allowed });
    }
    if (f.holes?.length) {
      const allowed = new Uint8Array(256);
      for (const h of f.holes) allowed[h] = 1;
      tests.push({ bit: filterBit('holes'), codes: this.holes, allowed });
    }
    const IN = Uint8Array.of(0, 1);
    if (also && (f.architect || f.text)) {
      tests.push({ bit: (f.architect ? filterBit('architect') : 0) | (f.text ? filterBit('text') : 0), codes: also, allowed: IN });
    }
    if (scope) tests.push({ bit: OUT_OF_SCOPE, codes: scope, allowed: IN });
    return tests;
  }
}

/** The filters a CourseFilter sets, in FILTER_KEYS order (for cache keys and facets). */
export const activeFilters = (f: CourseFilter) => FILTER_KEYS.filter((k) => {
  if (k === 'year') return f.yearMin != null || f.yearMax != null;
  if (k === 'yardage') return f.yardageMin != null || f.yardageMax != null;
  const v = f[k];
  return Array.isArray(v) ? v.length > 0 : Boolean(v);
});
