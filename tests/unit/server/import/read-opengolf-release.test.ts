/**
 * The real OpenGolf release (../shared/data/opengolfapi-us.ndjson.gz, 15,667 US courses) read
 * fully: every record is read, and known records map as the data-quality table says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportedCourse, ReadItem } from '../../../../src/server/import/import-record';
import { readCourses } from '../../../../src/server/import/read/read-courses';

const FILE = path.resolve(process.cwd(), '../shared/data/opengolfapi-us.ndjson.gz');

describe('reading the OpenGolf release', () => {
  it('reads all 15,667 records and maps the known ones', async () => {
    let bytes = 0;
    const result = await readCourses(fs.createReadStream(FILE), { fileName: path.basename(FILE), onBytes: (n) => { bytes = n; } });
    expect(result.format).toBe('opengolf-ndjson');
    expect(result.source).toBe('opengolfapi');
    let read = 0;
    const skipped: Record<string, number> = {};
    const byName = new Map<string, ImportedCourse[]>();
    const skipsByName: ReadItem[] = [];
    let lastLine = 0;
    for await (const item of result.items) {
      read++;
      expect(item.line).toBeGreaterThan(lastLine);
      lastLine = item.line;
      if (item.kind === 'skip') {
        skipped[item.reason] = (skipped[item.reason] ?? 0) + 1;
        if (/Driving Range/.test(item.message)) skipsByName.push(item);
        continue;
      }
      const list = byName.get(item.course.name) ?? [];
      list.push(item.course);
      byName.set(item.course.name, list);
    }
    expect(read).toBe(15_667);
    expect(lastLine).toBe(15_667);
    expect(bytes).toBe(fs.statSync(FILE).size);
    // Ranges and mini-golf are in the release; they are not courses.
    expect(skipped['not-a-course']).toBeGreaterThan(20);
    expect(skipsByName.every((s) => s.kind === 'skip' && s.reason === 'not-a-course')).toBe(true);

    const egyptian = byName.get('Egyptian Country Club')!.find((c) => c.city === 'Mounds')!;
    expect(egyptian).toMatchObject({
      source: 'opengolfapi', sourceId: '0e1e596d-8e86-4ff8-90e9-6a439a0ba271', country: 'United States', province: 'Illinois',
      continent: 'NORTH AMERICA', membership: 'LIMITED', holes: 9, par: 36, totalYardage: 3042, type: 'FULL LENGTH',
      sourceUpdatedAt: '2026-04-15T22:09:16.005Z',
    });
    expect(egyptian.lat).toBeCloseTo(37.142398, 6);
    expect(egyptian.lng).toBeCloseTo(-89.1890226, 6);

    // 14 scorecard rows up to hole 16, par 72: an 18-hole course; three architects in one field.
    const hills = byName.get('The Hills Golf Club at McKendree University')![0]!;
    expect(hills).toMatchObject({ holes: 18, par: 72, membership: 'PUBLIC', architects: ['Tim Nugent', 'Dick Nugent', 'Drew Rogers'] });

    // One Canadian course under random US states: the position wins, every copy in British Columbia.
    const pheasant = byName.get('Pheasant Glen Golf Resort')!;
    expect(pheasant.length).toBeGreaterThan(30);
    expect(new Set(pheasant.map((c) => `${c.province}, ${c.country}`))).toEqual(new Set(['British Columbia, Canada']));
    expect(result.warnings.some((w) => w.includes('Pheasant Glen Golf Resort'))).toBe(true);

    // Eleven Ontario courses under "Ohio" across the Detroit River and Lake Erie (issue 32): the nearest towns are
    // Canadian, so Canada and Ontario, not "United States" without a state.
    for (const name of ['Kingsville Golf & Country Club', 'Dominion Golf & Country Club', 'Seven Lakes Golf Course']) {
      expect(byName.get(name)!.filter((c) => c.city !== null && /Kingsville|Oldcastle|Bellevue/.test(c.city)).map((c) => [c.country, c.province])).toEqual([['Canada', 'Ontario']]);
    }
    const all = [...byName.values()].flat();
    expect(all.filter((c) => c.country === 'United States' && c.province === null)).toEqual([]);
    expect(all.filter((c) => c.country === 'Canada')).toHaveLength(190);

    // Every imported course has a country and a continent; holes are only 9/18/27/36.
    for (const list of byName.values()) {
      for (const c of list) {
        expect(c.country).not.toBeNull();
        expect(c.continent).not.toBeNull();
        if (c.holes !== null) expect([9, 18, 27, 36]).toContain(c.holes);
      }
    }
  }, 30_000);
});
