/**
 * Where a course is: range checks, certain swaps, and the place from the source or the point,
 * with a handful of made-up towns standing in for GeoNames (the real ones are read in the reader tests).
 */
import { describe, expect, it } from 'vitest';
import { checkPosition, resolvePlace, type Locator, type Town } from '../../../../src/server/import/rules/position';

interface FakeTown { name: string; countryCode: string; admin1: string; lat: number; lng: number }
const TOWNS: FakeTown[] = [
  { name: 'Champaign', countryCode: 'US', admin1: 'IL', lat: 40.1164, lng: -88.2434 },
  { name: 'Windsor', countryCode: 'CA', admin1: '08', lat: 42.3, lng: -83.0 },
  { name: 'Detroit', countryCode: 'US', admin1: 'MI', lat: 42.33, lng: -83.05 },
  { name: 'Qualicum Beach', countryCode: 'CA', admin1: '02', lat: 49.35, lng: -124.43 },
  { name: 'St Andrews', countryCode: 'GB', admin1: 'SCT', lat: 56.34, lng: -2.8 },
  { name: 'Thessalon', countryCode: 'CA', admin1: '08', lat: 46.25, lng: -83.55 },
  { name: 'Rogers City', countryCode: 'US', admin1: 'MI', lat: 45.42, lng: -83.82 },
  { name: 'Gary', countryCode: 'US', admin1: 'IN', lat: 41.59, lng: -87.35 },
];
const km = (a: { lat: number; lng: number }, lat: number, lng: number) =>
  Math.hypot(a.lat - lat, (a.lng - lng) * Math.cos((lat * Math.PI) / 180)) * 111.2;
const town = (t: FakeTown, lat: number, lng: number): Town => ({ countryCode: t.countryCode, admin1: t.admin1, name: t.name, km: km(t, lat, lng) });
const within = (lat: number, lng: number, radius: number) => TOWNS.filter((t) => km(t, lat, lng) <= radius).sort((a, b) => km(a, lat, lng) - km(b, lat, lng));
const fake: Locator = {
  nearest: (lat, lng) => { const t = within(lat, lng, 100)[0]; return t ? town(t, lat, lng) : null; },
  hasTownWithin: (lat, lng, radius, cc, admin1) => within(lat, lng, radius).some((t) => t.countryCode === cc && (admin1 === undefined || t.admin1 === admin1)),
  townNamed: (lat, lng, radius, name) => { const t = within(lat, lng, radius).find((x) => x.name.toLowerCase() === name.toLowerCase()); return t ? town(t, lat, lng) : null; },
  admin1Name: () => null,
};

describe('checkPosition', () => {
  it.each([
    ['in range', 40.1, -88.2, { ok: true, lat: 40.1, lng: -88.2, swapped: false }],
    ['a latitude past 90 that fits as a longitude: swapped for certain', 151.2, -33.9, { ok: true, lat: -33.9, lng: 151.2, swapped: true }],
    ['both past their ranges', 95, 200, { ok: false }],
    ['a latitude past 180', 181, 10, { ok: false }],
    ['0,0 (a default, not a place)', 0, 0, { ok: false }],
  ] as const)('%s', (_name, lat, lng, expected) => {
    expect(checkPosition(lat, lng)).toMatchObject(expected);
  });
});

describe('resolvePlace', () => {
  it.each([
    ['the source agrees with the nearest town: kept, codes spelled out',
      40.12, -88.24, { country: 'US', province: 'IL', city: 'Champaign' },
      { lat: 40.12, country: 'United States', province: 'Illinois', city: 'Champaign', continent: 'NORTH AMERICA' }, 0],
    ['no country: from the nearest town',
      40.12, -88.24, { country: null, province: null, city: null },
      { country: 'United States', province: 'Illinois', continent: 'NORTH AMERICA' }, 0],
    ['no country and no town near: unknown',
      -60, -40, { country: null, province: null, city: 'Nowhere' },
      { country: null, province: null, city: 'Nowhere', continent: null }, 0],
    ['far from any town but the source says where: kept',
      -60, -40, { country: 'AR', province: null, city: null },
      { country: 'Argentina', continent: 'SOUTH AMERICA' }, 0],
    ['a Canadian course under a random US state: the position wins, the city stays',
      49.33, -124.43, { country: 'US', province: 'NY', city: 'Qualicum Beach' },
      { country: 'Canada', province: 'British Columbia', city: 'Qualicum Beach', continent: 'NORTH AMERICA' }, 1],
    ['the nearest town is across the river, but the source city is Windsor: the town wins',
      42.32, -83.04, { country: 'US', province: 'OH', city: 'Windsor' },
      { country: 'Canada', province: 'Ontario' }, 1],
    ['a border island: the source is believed while its country has a town within 2.5 times the nearest',
      46.01, -83.74, { country: 'US', province: 'MI', city: 'Drummond Township' },
      { country: 'United States', province: 'Michigan' }, 0],
    ['across the border river under a state far away (Dominion Golf & Country Club, Oldcastle, "Ohio"; issue 32): the nearest town is Canadian, so the country and province come from the point',
      42.2086, -83.004, { country: 'US', province: 'OH', city: 'Oldcastle' },
      { country: 'Canada', province: 'Ontario', city: 'Oldcastle', continent: 'NORTH AMERICA' }, 1],
    ['the same point with no state: a town of the source\'s country near enough, so the source is believed',
      42.2086, -83.004, { country: 'US', province: null, city: 'Oldcastle' },
      { country: 'United States', province: null }, 0],
    ['the right country, the wrong state: the nearest town\'s state',
      40.12, -88.24, { country: 'US', province: 'WA', city: null },
      { country: 'United States', province: 'Illinois' }, 1],
    ['written lat,lng: as read far from any town, swapped in the source\'s state',
      -88.24, 40.12, { country: 'United States', province: 'Illinois', city: null },
      { lat: 40.12, lng: -88.24, country: 'United States', province: 'Illinois' }, 1],
    ['the UK: the nation, as the catalogue writes it',
      56.34, -2.8, { country: 'GB', province: null, city: 'St Andrews' },
      { country: 'Scotland', province: null, continent: 'EUROPE' }, 0],
    ['the UK by the nation\'s name',
      56.34, -2.8, { country: 'Scotland', province: null, city: null },
      { country: 'Scotland', continent: 'EUROPE' }, 0],
  ] as const)('%s', (_name, lat, lng, source, expected, warnings) => {
    const place = resolvePlace(lat, lng, source, fake);
    expect(place).toMatchObject(expected);
    expect(place.warnings).toHaveLength(warnings);
  });
});
