import { describe, expect, it } from 'vitest';
import { duplicatePairs, normaliseCourseName, notDuplicateRefusal, pairOrder } from '../../../../src/shared/domain/courses/course-duplicates';

describe('normaliseCourseName', () => {
  it.each([
    ['Royal Troon Golf Club', 'royal troon'],
    ['Royal Troon GC', 'royal troon'],
    ['Royal Troon G.C.', 'royal troon'],
    ['The Royal Troon', 'royal troon'],
    ['ROYAL  TROON – Links', 'royal troon'],
    ['Golf Club de Genève', 'de geneve'],
    ['Golfclub München-Eichenried', 'golfclub munchen eichenried'],
    ['Kungsbacka Golfklubb', 'kungsbacka golfklubb'],
    ['Ålands Golfklubb', 'alands golfklubb'],
    ['St. Andrews Links', 'st andrews'],
    ['Saint Andrews', 'st andrews'],
    ["O'Hara Country Club", 'ohara'],
    ['Pine Valley Golf & Country Club', 'pine valley'],
    ['Pine Valley Golf and Country Club', 'pine valley'],
    ['Le Golf National (Albatros Course)', 'le national albatros'],
    ['Straße Golfclub', 'strasse golfclub'],
    ['The Golf Club', 'the golf club'],
    ['The Links', 'the links'],
    ['  ', ''],
  ])('%s → %s', (name, key) => {
    expect(normaliseCourseName(name)).toBe(key);
  });

  it.each([
    ['St Andrews Links (Old Course)', 'St Andrews Links (New Course)'],
    ['Muirfield', 'Muirfield Village Golf Club'],
    ['Pine Valley 1', 'Pine Valley 2'],
  ])('tells %s from %s', (a, b) => {
    expect(normaliseCourseName(a)).not.toBe(normaliseCourseName(b));
  });
});

describe('duplicatePairs', () => {
  const c = (id: string, name: string) => ({ id, name });
  it.each([
    ['same name, 300 m', [{ a: c('1', 'Troon GC'), b: c('2', 'Troon Golf Club'), distanceKm: 0.3 }], [['1', '2']]],
    ['same name, 1.2 km', [{ a: c('1', 'Troon GC'), b: c('2', 'Troon Golf Club'), distanceKm: 1.2 }], []],
    ['other name, 100 m', [{ a: c('1', 'Troon Old'), b: c('2', 'Troon Portland'), distanceKm: 0.1 }], []],
    ['a pair named twice, ids ordered', [
      { a: c('2', 'Troon GC'), b: c('1', 'Troon'), distanceKm: 0.2 },
      { a: c('1', 'Troon'), b: c('2', 'Troon GC'), distanceKm: 0.2 },
    ], [['1', '2']]],
    ['closest first', [
      { a: c('3', 'Alpha'), b: c('4', 'Alpha GC'), distanceKm: 0.9 },
      { a: c('1', 'Beta'), b: c('2', 'The Beta'), distanceKm: 0.1 },
    ], [['1', '2'], ['3', '4']]],
    ['a course and itself', [{ a: c('1', 'Troon'), b: c('1', 'Troon'), distanceKm: 0 }], []],
  ])('%s', (_, pairs, expected) => {
    expect(duplicatePairs(pairs).map((p) => [p.a.id, p.b.id])).toEqual(expected);
  });
});

describe('notDuplicateRefusal and pairOrder', () => {
  it.each([
    ['a', 'b', { id: true, of: true }, null],
    ['a', 'a', { id: true, of: true }, 'invalid of'],
    ['a', 'b', { id: false, of: true }, 'not-found id'],
    ['a', 'b', { id: true, of: false }, 'not-found of'],
  ])('%s not a duplicate of %s, found %o → %s', (id, of, found, expected) => {
    const r = notDuplicateRefusal(id, of, found);
    expect(r ? `${r.reason} ${r.path}` : null).toBe(expected);
  });

  it('orders a pair the same way whichever id comes first', () => {
    expect(pairOrder('b', 'a')).toEqual(['a', 'b']);
    expect(pairOrder('a', 'b')).toEqual(['a', 'b']);
  });
});
