import { describe, expect, it } from 'vitest';
import {
  courseTypeLine, formatDistanceKm, greenFeeDescription, greenFeeSpoken, layoutText, membershipLabel,
} from '../../../src/features/courses/lib/course-text';
import { courseInitials } from '../../../src/features/courses/lib/course-initials';
import type { GreenFeeSymbol } from '../../../src/shared/domain/green-fee';

describe('courseTypeLine', () => {
  it.each([
    [{ type: 'FULL LENGTH', holes: 18 }, 'Full length · 18 holes'],
    [{ type: 'EXECUTIVE', holes: 9 }, 'Executive · 9 holes'],
    [{ type: 'PAR 3 COURSE', holes: null }, 'Par 3'],
    [{ type: 'PITCH & PUTT', holes: 0 }, 'Pitch & putt'],
  ] as const)('%j -> %s', (course, expected) => {
    expect(courseTypeLine(course)).toBe(expected);
  });
});

describe('membershipLabel', () => {
  it.each([['PUBLIC', 'Public'], ['PRIVATE', 'Private'], ['LIMITED', 'Limited'], [null, 'Access unknown']] as const)('%s -> %s', (m, label) => {
    expect(membershipLabel(m)).toBe(label);
  });
});

describe('green fee words', () => {
  it.each<[GreenFeeSymbol, string, string]>([
    ['$$$', 'Over $200', 'Green fee: $$$ (over $200)'],
    ['$$', '$100 to $200', 'Green fee: $$ ($100 to $200)'],
    ['$', 'Up to $100', 'Green fee: $ (up to $100)'],
    ['-', 'Private course: members and their guests', 'Green fee: none, private course'],
    ['', 'Not known', ''],
  ])('%s', (symbol, description, spoken) => {
    expect(greenFeeDescription(symbol)).toBe(description);
    expect(greenFeeSpoken(symbol)).toBe(spoken);
  });
});

describe('layoutText', () => {
  it.each([
    [{ holes: 18, par: 72, total_yardage: 6828 }, '18 holes · Par 72 · 6,828 yards'],
    [{ holes: 18, par: null, total_yardage: null }, '18 holes'],
    [{ holes: null, par: 70, total_yardage: 12000 }, 'Par 70 · 12,000 yards'],
    [{ holes: null, par: null, total_yardage: null }, ''],
  ])('%j -> %s', (course, expected) => {
    expect(layoutText(course)).toBe(expected);
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [0, '0 m'], [0.4, '400 m'], [0.9996, '1000 m'], [1, '1.0 km'], [3.44, '3.4 km'], [9.96, '10.0 km'], [10, '10 km'],
    [27.5, '28 km'], [1234.4, '1,234 km'], [-1, ''], [Number.NaN, ''],
  ])('%d km -> %s', (km, expected) => {
    expect(formatDistanceKm(km)).toBe(expected);
  });
});

describe('courseInitials', () => {
  it.each([
    ['Pebble Beach Golf Links', 'PB'],
    ['Royal County Down Golf Club', 'RCD'],
    ['St Andrews Links (Old Course)', 'SA'],
    ['Augusta National Golf Club', 'AN'],
    ['The Country Club', 'TCC'],
    ['Golf Club', 'GC'],
    ['Pine Valley', 'PV'],
    ['Kawana Hotel Golf Course - Fuji Course', 'KHF'],
    ['Le Golf National', 'N'],
    ['Real Club Valderrama', 'RV'],
    ['Hirono 広野ゴルフ倶楽部', 'H広'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (name, expected) => {
    expect(courseInitials(name)).toBe(expected);
  });
});
