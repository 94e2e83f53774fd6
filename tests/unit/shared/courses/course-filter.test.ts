/** The course filter as one pure decision (issue 34): each filter alone, combined, and the facet rule. */
import { describe, expect, it } from 'vitest';
import {
  countsForFacet, failedFilters, filterBit, keepsCourse, type CourseFilter, type FilterableCourse,
} from '../../../../src/shared/domain/courses/course-filter';

const course = (over: Partial<FilterableCourse> = {}): FilterableCourse => ({
  membership: 'PUBLIC', type: 'FULL LENGTH', continent: 'EUROPE', country: 'Scotland', province: 'Fife', city: 'St Andrews',
  name: 'The Old Course', architects: ['Old Tom Morris'], year: 1552, yardage: 7305, fee: 295, holes: 18, ...over,
});

describe('keepsCourse', () => {
  it.each<[string, CourseFilter, Partial<FilterableCourse>, boolean]>([
    ['no filter keeps every course', {}, { membership: null, type: null, holes: null }, true],
    ['membership named', { membership: ['PUBLIC', 'LIMITED'] }, {}, true],
    ['membership not named', { membership: ['PRIVATE'] }, {}, false],
    ['membership unknown under a membership filter', { membership: ['PUBLIC'] }, { membership: null }, false],
    ['type', { type: ['EXECUTIVE'] }, {}, false],
    ['continent', { continent: ['EUROPE'] }, {}, true],
    ['country ignores case', { country: 'scotland' }, {}, true],
    ['country is equal, not contained', { country: 'Scot' }, {}, false],
    ['province ignores case', { province: 'FIFE' }, {}, true],
    ['province missing', { province: 'Fife' }, { province: null }, false],
    ['architect: any of them holds the words', { architect: 'tom mor' }, { architects: ['Alister MacKenzie', 'Old Tom Morris'] }, true],
    ['architect: none', { architect: 'MacKenzie' }, {}, false],
    ['architect: a course without one', { architect: 'Morris' }, { architects: [] }, false],
    ['year range is inclusive', { yearMin: 1552, yearMax: 1552 }, {}, true],
    ['year below the range', { yearMin: 1600 }, {}, false],
    ['a range leaves out a course with no value', { yearMax: 2000 }, { year: null }, false],
    ['yardage within', { yardageMin: 7000, yardageMax: 7400 }, {}, true],
    ['yardage above', { yardageMax: 7000 }, {}, false],
    ['fee band $$$ holds 295', { fee: ['$$$'] }, {}, true],
    ['fee band $ does not', { fee: ['$'] }, {}, false],
    ['fee bands are any of', { fee: ['$', '$$$'] }, {}, true],
    ['fee band edge: 100 is $', { fee: ['$'] }, { fee: 100 }, true],
    ['fee band edge: 100 is not $$', { fee: ['$$'] }, { fee: 100 }, false],
    ['a private course is in no fee band', { fee: ['$$$'] }, { membership: 'PRIVATE' }, false],
    ['unknown membership with a fee is in its band', { fee: ['$$$'] }, { membership: null }, true],
    ['no fee, no band', { fee: ['$'] }, { fee: null }, false],
    ['text in the name', { text: 'old cou' }, {}, true],
    ['text in the city', { text: 'andrews' }, {}, true],
    ['text in neither', { text: 'pebble' }, {}, false],
    ['holes named', { holes: [9, 18] }, {}, true],
    ['holes not named', { holes: [27, 36] }, {}, false],
    ['holes unknown', { holes: [18] }, { holes: null }, false],
    ['all together', { membership: ['PUBLIC'], type: ['FULL LENGTH'], country: 'Scotland', holes: [18], fee: ['$$$'], text: 'old' }, {}, true],
    ['all but one', { membership: ['PUBLIC'], type: ['FULL LENGTH'], country: 'Scotland', holes: [9], fee: ['$$$'] }, {}, false],
  ])('%s', (_name, filter, over, kept) => {
    expect(keepsCourse(filter, course(over))).toBe(kept);
  });
});

describe('failedFilters and the facet rule', () => {
  it('names each filter a course fails', () => {
    const failed = failedFilters({ membership: ['PRIVATE'], holes: [9], country: 'Scotland' }, course());
    expect(failed).toBe(filterBit('membership') | filterBit('holes'));
  });

  it('a course counts for a facet when it fails only that facet, or nothing', () => {
    const filter: CourseFilter = { membership: ['PRIVATE'], holes: [18] };
    const publicCourse = failedFilters(filter, course());
    // A public course, under "private": the membership chips count it (choosing PUBLIC would show it) ...
    expect(countsForFacet(publicCourse, 'membership')).toBe(true);
    // ... but not the holes chips: under the membership filter, it is not shown whatever the holes.
    expect(countsForFacet(publicCourse, 'holes')).toBe(false);
    const nine = failedFilters(filter, course({ membership: 'PRIVATE', holes: 9 }));
    expect(countsForFacet(nine, 'holes')).toBe(true);
    expect(countsForFacet(nine, 'membership')).toBe(false);
    expect(countsForFacet(failedFilters(filter, course({ membership: 'PRIVATE' })), 'type')).toBe(true);
  });
});
