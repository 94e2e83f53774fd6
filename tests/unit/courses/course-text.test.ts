import { describe, expect, it } from 'vitest';
import {
  courseTypeLine, greenFeeDescription, greenFeeSpoken, layoutText, membershipLabel,
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

describe('courseTypeLine with the golfer\'s unit', () => {
  it.each([
    [{ type: 'FULL LENGTH', holes: 18, par: 72, total_yardage: 6828 }, 'yard', 'Full length · 18 holes · Par 72 · 6,828 yd'],
    [{ type: 'FULL LENGTH', holes: 18, par: 72, total_yardage: 6828 }, 'meter', 'Full length · 18 holes · Par 72 · 6,244 m'],
    [{ type: 'EXECUTIVE', holes: 9, par: null, total_yardage: null }, 'meter', 'Executive · 9 holes'],
  ] as const)('%j in %s -> %s', (course, unit, expected) => {
    expect(courseTypeLine(course, { unit, locale: 'en-GB' })).toBe(expected);
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

  it.each([
    ['meter', 'en-GB', '18 holes · Par 72 · 6,244 metres'],
    ['yard', 'en-GB', '18 holes · Par 72 · 6,828 yards'],
    ['meter', 'de-DE', '18 holes · Par 72 · 6.244 Meter'],
  ] as const)('in %s for %s: %s', (unit, locale, expected) => {
    expect(layoutText({ holes: 18, par: 72, total_yardage: 6828 }, { unit, locale })).toBe(expected);
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
