import { describe, expect, it } from 'vitest';
import { dayRoutes } from '../../../src/features/trips/lib/trip-route';
import {
  crowFliesText, distanceChangeText, formatKm, STRAIGHT_LINE_NOTE, tripDistanceText,
} from '../../../src/features/trips/lib/route-text';
import type { Plan } from '../../../src/features/trips/lib/trip-plan';

const round = (name: string, lat: number, lng: number) => ({
  course: {
    _id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`, club_name: name, architects: [], year_established: null, club_membership: null,
    type: 'FULL LENGTH' as const, location: { lat, lng }, address: { country: 'Scotland', province: null, city: null }, main_image: null, holes: 18, peak_green_fee: null,
  },
  teeTime: null,
  note: null,
});

/** Words a straight line must never use: it is not a drive. */
const DRIVE_WORDS = /drive|driving|\bmin\b|\bh\b|≈|hour/i;

describe('distances as the crow flies', () => {
  it.each([
    [0, '0 m'],
    [0.05, '50 m'],
    [0.847, '850 m'],
    [0.999, '1.0 km'],
    [1.44, '1.4 km'],
    [9.94, '9.9 km'],
    [9.96, '10 km'],
    [12.4, '12 km'],
    [1234.5, '1,235 km'],
  ])('%d km reads %s', (km, text) => {
    expect(formatKm(km)).toBe(text);
  });

  it('says "as the crow flies" for Muirfield to Kingsbarns across the Firth of Forth, and gives no drive time', () => {
    // 31 km in a straight line; about 1 h 45 by road round the firth.
    const plan: Plan = [[round('Muirfield', 56.043, -2.822), round('Kingsbarns Golf Links', 56.304, -2.65)]];
    const [day] = dayRoutes(plan);
    expect(day).not.toHaveProperty('minutes');
    expect(crowFliesText(day!.km)).toBe('31 km as the crow flies');
    expect(tripDistanceText(day!.km)).toBe('31 km between courses in all, as the crow flies');
  });

  it.each([0, 0.4, 3, 31, 140, 2500])('never words %d km as a drive', (km) => {
    for (const text of [crowFliesText(km), tripDistanceText(km), distanceChangeText(km * 2, km)]) {
      expect(text).toContain('as the crow flies');
      expect(text).not.toMatch(DRIVE_WORDS);
    }
  });

  it('says what changes, before and after', () => {
    expect(distanceChangeText(92.6, 44.6)).toBe('93 km → 45 km as the crow flies');
  });

  it('writes the distances in miles for a golfer who measures in yards', () => {
    const units = { system: 'imperial' as const, locale: 'en-US' };
    expect(crowFliesText(31.2, units)).toBe('19 mi as the crow flies');
    expect(tripDistanceText(92.6, units)).toBe('58 mi between courses in all, as the crow flies');
    expect(distanceChangeText(92.6, 44.6, units)).toBe('58 mi → 28 mi as the crow flies');
  });

  it('explains that a straight line is not a road', () => {
    expect(STRAIGHT_LINE_NOTE).toMatch(/straight line/i);
    expect(STRAIGHT_LINE_NOTE).toMatch(/not a road/);
  });
});
