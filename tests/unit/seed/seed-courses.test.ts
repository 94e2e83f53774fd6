import { describe, expect, it } from 'vitest';
import { loadSeedCourses } from '../../../src/server/db/seed/load-seed-courses';
import { SEED_FACT_NAMES, seedFactsOf } from '../../../src/server/db/seed/course-facts';
import notable from '../../../src/server/db/seed/notable-courses.json';
import { seedKey } from '../../../src/server/db/seed/seed-course';
import { CONTINENTS } from '../../../src/shared/domain/enums';
import { insideCountry } from './country-bounds';

// Throws with file and row index when a row breaks the schema (enums, ranges, types, unknown keys).
const files = loadSeedCourses();
const rows = files.flatMap((f) => f.rows.map((row, i) => ({ ...row, where: `${f.file}[${i}] ${row.club_name}` })));

describe('seed courses', () => {
  it('has at least 500 real courses on every continent', () => {
    expect(rows.length).toBeGreaterThanOrEqual(500);
    for (const continent of CONTINENTS) {
      expect(rows.filter((r) => r.continent === continent).length, continent).toBeGreaterThanOrEqual(10);
    }
  });

  it('has no duplicate courses, by name or by key', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const r of rows) {
      const key = seedKey(r);
      if (seen.has(key)) dupes.push(`${r.where} duplicates ${seen.get(key)}`);
      seen.set(key, r.where);
    }
    expect(dupes).toEqual([]);
  });

  it('places every course inside the country its row names', () => {
    const outside = rows.filter((r) => insideCountry(r.country, r.lat, r.lng) === false).map((r) => `${r.where} (${r.lat}, ${r.lng}) not in ${r.country}`);
    const unknown = [...new Set(rows.filter((r) => insideCountry(r.country, r.lat, r.lng) === null).map((r) => r.country))];
    expect(unknown, 'countries with no known shape: add an alias').toEqual([]);
    expect(outside).toEqual([]);
  });

  it('gives each country one continent', () => {
    const byCountry = new Map<string, Set<string>>();
    for (const r of rows) byCountry.set(r.country, (byCountry.get(r.country) ?? new Set()).add(r.continent));
    const mixed = [...byCountry].filter(([, c]) => c.size > 1).map(([country, c]) => `${country}: ${[...c].join(', ')}`);
    expect(mixed).toEqual([]);
  });

  it('never shows a green fee for a private club, and fees are plausible', () => {
    const bad = rows.filter((r) => r.peak_green_fee != null && (r.club_membership === 'PRIVATE' || r.peak_green_fee < 5 || r.peak_green_fee > 2000));
    expect(bad.map((r) => r.where)).toEqual([]);
  });

  it('does not put two different courses on the same spot', () => {
    // Distinct courses of one club may share a clubhouse; different clubs should not share 4-decimal coordinates.
    const byPoint = new Map<string, string>();
    const clash: string[] = [];
    for (const r of rows) {
      const p = `${r.lat.toFixed(4)},${r.lng.toFixed(4)}`;
      const club = r.club_name.replace(/\s*\(.*\)$/, '');
      const other = byPoint.get(p);
      if (other && other !== club) clash.push(`${r.where} shares ${p} with ${other}`);
      byPoint.set(p, club);
    }
    expect(clash).toEqual([]);
  });

  it('includes the famous courses search and tests rely on', () => {
    const names = new Set(rows.map((r) => r.club_name));
    for (const name of ['Pebble Beach Golf Links', 'The Old Course at St Andrews', 'Augusta National Golf Club']) {
      expect(names.has(name), name).toBe(true);
    }
  });
});

describe('notable tiers', () => {
  it('name only seed courses, each once', () => {
    const names = new Set(rows.map((r) => r.club_name));
    const listed = [...notable.tier1, ...notable.tier2];
    expect(listed.filter((n) => !names.has(n))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('seed course facts (issue 34: scorecards, websites, phones, addresses)', () => {
  it('names seed rows only, and each passes the rules an admin\'s write meets', () => {
    const names = new Set(rows.map((r) => r.club_name));
    expect(SEED_FACT_NAMES.filter((n) => !names.has(n))).toEqual([]);
    expect(SEED_FACT_NAMES.length).toBeGreaterThanOrEqual(3);
    for (const name of SEED_FACT_NAMES) {
      const row = rows.find((r) => r.club_name === name)!;
      const facts = seedFactsOf(row)!;
      expect(facts.phone, name).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(facts.website, name).toMatch(/^https:\/\//);
      expect(facts.scorecard.length, name).toBe(row.holes);
    }
  });

  it('stores phones in E.164 and takes the par from a complete card', () => {
    const augusta = rows.find((r) => r.club_name === 'Augusta National Golf Club')!;
    expect(seedFactsOf(augusta)).toMatchObject({ phone: '+17066676000', par: 72, street: '2604 Washington Road', postalCode: '30904' });
    const yards = seedFactsOf(augusta)!.scorecard.reduce((s, h) => s + (h.yards?.[0]?.yards ?? 0), 0);
    expect(yards).toBe(7555);
    expect(seedFactsOf(rows.find((r) => r.club_name === 'The Old Course at St Andrews')!)).toMatchObject({ phone: '+441334466666', par: 72 });
    expect(seedFactsOf(rows.find((r) => r.club_name === 'Cypress Point Club')!)).toBeNull();
  });
});
