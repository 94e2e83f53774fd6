import { describe, expect, it } from 'vitest';
import { checkCourseForm, courseFormDiff, courseFormFrom, emptyCourseForm, formKeyOf, youtubeIdOf, type CourseFormValues } from '../../../src/features/admin/lib/course-form';
import type { Course } from '../../../src/shared/contracts/courses.contract';

const valid = (over: Partial<CourseFormValues> = {}): CourseFormValues => ({ ...emptyCourseForm({ lat: 56, lng: -3 }), club_name: 'Elie', country: 'Scotland', ...over });

describe('checkCourseForm', () => {
  it.each<[string, Partial<CourseFormValues>, Record<string, string> | null]>([
    ['a valid course', {}, null],
    ['no name', { club_name: ' ' }, { club_name: expect.any(String) as unknown as string }],
    ['latitude out of range', { lat: '91' }, { 'location.lat': 'Must be between -90 and 90.' }],
    ['latitude not a number', { lat: 'north' }, { 'location.lat': expect.any(String) as unknown as string }],
    ['a year in words', { year_established: 'old' }, { year_established: expect.any(String) as unknown as string }],
    ['a bad YouTube id', { videos: ['dQw4w9WgXcQ', 'short'] }, { videos: 'Must be an 11-character YouTube video id.' }],
    ['an uploaded gallery image', { gallery: ['/api/files/courses/x/a.webp'], main_image: '/api/files/courses/x/a.webp' }, null],
    ['a gallery image that is not a URL', { gallery: ['javascript:alert(1)'] }, { gallery: expect.any(String) as unknown as string }],
    ['a phone as dialled in Scotland', { phone: '01333 330377' }, null],
    ['a junk phone', { phone: '999-999-9999' }, { phone: 'Is not a valid phone number.' }],
    ['a phone too short for Scotland', { phone: '01333 3303' }, { phone: 'Is not a valid phone number in GB (or give it with its country code, +...).' }],
    ['a phone of too few digits', { phone: '12345' }, { phone: 'Has too few digits for a phone number.' }],
    ['a website that is not http(s)', { website: 'javascript:alert(1)' }, { website: 'Must be an http(s) URL.' }],
    ['a street and postal code', { street: 'Ferry Road', postal_code: 'KY9 1AS' }, null],
  ])('%s', (_, over, errors) => {
    const r = checkCourseForm(valid(over));
    if (errors === null) expect(r).toHaveProperty('input');
    else expect('errors' in r ? r.errors : null).toEqual(errors);
  });

  it('sends empty numbers as null and trims text', () => {
    const r = checkCourseForm(valid({ par: '', city: '  Elie ', peak_green_fee: '95' }));
    expect('input' in r && r.input).toMatchObject({ par: null, peak_green_fee: 95, address: { country: 'Scotland', city: 'Elie', province: null } });
  });
});

describe('courseFormFrom', () => {
  it('round-trips a course through the form', () => {
    const course: Course = {
      _id: 'c', club_name: 'Elie', architects: ['James Braid'], year_established: 1895, club_membership: 'PUBLIC', type: 'FULL LENGTH', continent: 'EUROPE',
      location: { lat: 56.19, lng: -2.82 }, address: { country: 'Scotland', province: 'Fife', city: 'Elie', street: 'Ferry Road', postal_code: 'KY9 1AS' },
      peak_green_fee: 150, holes: 18, par: 70, total_yardage: 6273, gallery: [{ src: 'https://x/a.jpg' }], videos: [{ youtubeId: 'dQw4w9WgXcQ' }],
      main_image: 'https://x/a.jpg', updatedAt: '', sources: [{ source: 'osm', credit: '© OpenStreetMap contributors' }],
      // The scorecard goes back as it came (a PUT without it would clear it).
      scorecard: [{ hole: 1, par: 4, strokeIndex: 9 }, { hole: 2, par: 3, strokeIndex: null, yards: [{ tee: 'White', yards: 184 }] }],
      website: 'https://www.golfhouseclub.co.uk/', phone: '+441333330301',
    };
    const r = checkCourseForm(courseFormFrom(course));
    const { _id, updatedAt, sources, ...fields } = course;
    void _id; void updatedAt; void sources;
    expect('input' in r && r.input).toEqual(fields);
  });
});

describe('youtubeIdOf', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?list=x&v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/12345678901', null],
    ['dQw4w9WgXcQQ', null],
    ['', null],
  ])('%s → %s', (text, id) => {
    expect(youtubeIdOf(text)).toBe(id);
  });
});

describe('formKeyOf', () => {
  it.each([['videos.2.youtubeId', 'videos'], ['gallery.0.src', 'gallery'], ['architects.1', 'architects'], ['location.lat', 'location.lat']])('%s → %s', (p, k) => {
    expect(formKeyOf(p)).toBe(k);
  });
});

describe('courseFormDiff', () => {
  it('lists the fields that differ, labelled and shown as text, in the form\'s order', () => {
    const theirs = valid({ club_name: 'Elie Links', architects: ['James Braid'], gallery: ['https://x.example/a.jpg'] });
    const mine = valid({ club_name: 'Elie', peak_green_fee: '95', gallery: [] });
    expect(courseFormDiff(theirs, mine)).toEqual([
      { key: 'club_name', label: 'Name', theirs: 'Elie Links', mine: 'Elie' },
      { key: 'architects', label: 'Architects', theirs: 'James Braid', mine: '—' },
      { key: 'peak_green_fee', label: 'Green fee (US$)', theirs: '—', mine: '95' },
      { key: 'gallery', label: 'Gallery', theirs: '1 image', mine: '0 images' },
    ]);
    expect(courseFormDiff(theirs, mine, ['gallery', 'main_image']).map((d) => d.key)).toEqual(['club_name', 'architects', 'peak_green_fee']);
    expect(courseFormDiff(mine, mine)).toEqual([]);
  });
});
