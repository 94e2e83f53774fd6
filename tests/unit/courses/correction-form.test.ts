import { describe, expect, it } from 'vitest';
import type { Course } from '../../../src/shared/contracts/courses.contract';
import { correctionBody, correctionFormOf, proposesSomething, type CorrectionForm } from '../../../src/features/courses/lib/correction-form';

const course = {
  _id: '00000000-0000-4000-8000-000000000001', club_name: 'Elie', architects: ['Tom Doak'], year_established: 2001, club_membership: 'PUBLIC',
  type: 'FULL LENGTH', location: { lat: 56.3, lng: -2.8 }, peak_green_fee: 150,
} as unknown as Course;

describe('correctionBody', () => {
  const form = correctionFormOf(course);
  it.each<[string, Partial<CorrectionForm>, object]>([
    ['nothing changed', {}, {}],
    ['the year', { year: '1999' }, { year_established: 1999 }],
    ['the year cleared', { year: ' ' }, { year_established: null }],
    ['the location', { lat: '56.31' }, { location: { lat: 56.31, lng: -2.8 } }],
    ['the same location spelt otherwise', { lat: '56.30' }, {}],
    ['architects, spaces trimmed', { architects: ' Tom Doak ,Jim Urbina,' }, { architects: ['Tom Doak', 'Jim Urbina'] }],
    ['access unknown', { access: '' }, { club_membership: null }],
    ['the fee and the type', { fee: '90', type: 'EXECUTIVE' }, { peak_green_fee: 90, type: 'EXECUTIVE' }],
    ['a note alone', { note: ' See the scorecard. ' }, { note: 'See the scorecard.' }],
  ])('%s', (_what, change, expected) => {
    expect(correctionBody(course, { ...form, ...change })).toEqual(expected);
  });

  it('proposes something only with a changed value, not with a note alone', () => {
    expect(proposesSomething(correctionBody(course, { ...form, note: 'x' }))).toBe(false);
    expect(proposesSomething(correctionBody(course, { ...form, year: '1990' }))).toBe(true);
  });
});
