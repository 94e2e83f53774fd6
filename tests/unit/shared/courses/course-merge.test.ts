import { describe, expect, it } from 'vitest';
import { listItemKept, mergedCourse, mergeRefusal, playedEntryKept, type MergeableCourse } from '../../../../src/shared/domain/courses/course-merge';

describe('mergeRefusal', () => {
  it.each([
    ['a', 'b', null],
    ['a', 'a', 'invalid into'],
  ])('%s into %s → %s', (id, into, expected) => {
    const r = mergeRefusal(id, into);
    expect(r ? `${r.reason} ${r.path}` : null).toBe(expected);
  });
});

describe('playedEntryKept', () => {
  const day = (date: string) => ({ date, precision: 'day' as const });
  const year = (y: string) => ({ date: `${y}-01-01`, precision: 'year' as const });
  it.each([
    [day('2020-05-01'), day('2019-03-02'), 'merged'],
    [day('2019-03-02'), day('2020-05-01'), 'kept'],
    [day('2020-05-01'), day('2020-05-01'), 'kept'],
    [year('2020'), day('2020-05-01'), 'merged'],
    [day('2020-05-01'), year('2020'), 'kept'],
    [year('2020'), day('2021-05-01'), 'kept'],
    [day('2021-05-01'), year('2020'), 'merged'],
    [year('2020'), year('2019'), 'merged'],
    // Issue 32: a course played on no given day; any date says more.
    [{ date: null, precision: null }, day('2020-05-01'), 'merged'],
    [day('2020-05-01'), { date: null, precision: null }, 'kept'],
    [{ date: null, precision: null }, { date: null, precision: null }, 'kept'],
  ])('kept %o, merged %o → %s', (kept, merged, expected) => {
    expect(playedEntryKept(kept, merged)).toBe(expected);
  });
});

describe('listItemKept', () => {
  const item = (rankKey: string, note: string | null = null, reaction: string | null = null) => ({ rankKey, note, reaction });
  it.each([
    [item('a0'), item('a1'), { winner: 'kept', note: null, reaction: null }],
    [item('a1'), item('a0'), { winner: 'merged', note: null, reaction: null }],
    [item('a0'), item('a1', 'lovely', 'love'), { winner: 'kept', note: 'lovely', reaction: 'love' }],
    [item('a1', 'mine', null), item('a0', 'theirs', 'love'), { winner: 'merged', note: 'theirs', reaction: 'love' }],
    [item('Z'), item('a'), { winner: 'kept', note: null, reaction: null }],
  ])('kept %o, merged %o', (kept, merged, expected) => {
    expect(listItemKept(kept, merged)).toEqual(expected);
  });
});

describe('mergedCourse', () => {
  const blank: MergeableCourse = {
    architects: [], year_established: null, club_membership: null, continent: null, address: { country: null, province: null, city: null, street: null, postal_code: null },
    peak_green_fee: null, holes: null, par: null, total_yardage: null, gallery: [], videos: [], main_image: null, scorecard: [], website: null, phone: null,
  };
  const full: MergeableCourse = {
    architects: ['Tom Doak'], year_established: 1901, club_membership: 'PUBLIC', continent: 'Europe',
    address: { country: 'Scotland', province: 'Fife', city: 'Crail', street: 'Balcomie Road', postal_code: 'KY10 3XN' }, peak_green_fee: 90, holes: 18,
    par: 70, total_yardage: 6200, gallery: [{ src: 'https://x/a.jpg' }], videos: [{ youtubeId: 'abcdefghijk' }], main_image: 'https://x/a.jpg',
    scorecard: [{ hole: 1, par: 4, strokeIndex: 7 }], website: 'https://crailgolfingsociety.co.uk/', phone: '+441333450686',
  };
  it('fills the kept course\'s blanks from the merged one', () => {
    expect(mergedCourse(blank, full)).toEqual(full);
  });
  it('keeps the kept course\'s own fields and joins galleries and videos without repeats', () => {
    const kept = { ...full, architects: ['Old Tom Morris'], year_established: 1890, gallery: [{ src: 'https://x/b.jpg' }, { src: 'https://x/a.jpg' }] };
    const merged = { ...full, gallery: [{ src: 'https://x/a.jpg' }, { src: 'https://x/c.jpg' }], videos: [{ youtubeId: 'abcdefghijk' }, { youtubeId: 'zyxwvutsrqp' }] };
    const out = mergedCourse(kept, merged);
    expect(out).toMatchObject({ architects: ['Old Tom Morris'], year_established: 1890 });
    expect(out.gallery.map((g) => g.src)).toEqual(['https://x/b.jpg', 'https://x/a.jpg', 'https://x/c.jpg']);
    expect(out.videos.map((v) => v.youtubeId)).toEqual(['abcdefghijk', 'zyxwvutsrqp']);
  });
  it('takes a scorecard whole: the kept course\'s when it has one, never holes of both', () => {
    const kept = { ...blank, scorecard: [{ hole: 2, par: 3, strokeIndex: null }] };
    expect(mergedCourse(kept, full).scorecard).toEqual([{ hole: 2, par: 3, strokeIndex: null }]);
    expect(mergedCourse({ ...full, phone: null, address: { ...full.address, street: null } }, { ...full, phone: '+15555550100', address: { ...full.address, street: 'Elsewhere' } }))
      .toMatchObject({ phone: '+15555550100', address: { street: 'Elsewhere', postal_code: 'KY10 3XN' } });
  });
  it('keeps at most 20 gallery images', () => {
    const many = (p: string) => Array.from({ length: 15 }, (_, i) => ({ src: `https://x/${p}${i}.jpg` }));
    expect(mergedCourse({ ...blank, gallery: many('k') }, { ...blank, gallery: many('m') }).gallery).toHaveLength(20);
  });
});
