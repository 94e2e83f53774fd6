/**
 * Issue 34's import rules: a source's scorecard rows to the course's card (partial stays partial,
 * what cannot be right dropped and said), par against the card, and how to reach the course
 * (phone in E.164 with junk dropped, http(s) websites, the street line and postal code); then each
 * format's fields through the reader: OpenGolf NDJSON, OpenGolf CSV's hole columns, OSM tags.
 */
import { describe, expect, it } from 'vitest';
import { contactFrom } from '../../../../src/server/import/rules/contact';
import type { ScorecardRow } from '../../../../src/server/import/rules/holes-and-par';
import { parAgainstCard, scorecardFrom } from '../../../../src/server/import/rules/scorecard';
import { readBytes } from './read-helpers';

const row = (hole: number, par: number | null = 4, strokeIndex: number | null = null): ScorecardRow => ({ hole, par, strokeIndex });

describe('scorecardFrom', () => {
  it.each<[string, ScorecardRow[], number | null, [number, number | null, number | null][], string[]]>([
    ['a partial card stays partial, in hole order', [row(3, 5, 1), row(1, 4, 9)], 18, [[1, 4, 9], [3, 5, 1]], []],
    ['par 0 and 2 (OpenGolf): the par unknown, the hole kept by its stroke index', [row(1, 0, 5), row(2, 2, 6), row(3, 0, null)], 18,
      [[1, null, 5], [2, null, 6]], ['par of hole 1 (0), 2 (2), 3 (0) dropped (a hole\'s par is 3 to 6)']],
    ['stroke index 0 (OpenGolf\'s none) and 19: unknown', [row(1, 4, 0), row(2, 4, 19)], 18, [[1, 4, null], [2, 4, null]], []],
    ['a stroke index two holes share: dropped from both', [row(1, 4, 7), row(2, 4, 7), row(3, 4, 8)], 18, [[1, 4, null], [2, 4, null], [3, 4, 8]],
      ['stroke index 7 (holes 1, 2) given to two holes: dropped from both']],
    ['the same stroke index in another round of 18 is no clash', [row(1, 4, 7), row(19, 4, 7)], 36, [[1, 4, 7], [19, 4, 7]], []],
    ['a hole twice: the first row', [row(4, 3), row(4, 5)], 18, [[4, 3, null]], ['hole 4 listed twice: the first row kept']],
    ['hole 19 of an 18-hole course', [row(18), row(19)], 18, [[18, 4, null]], ['hole 19 past the course\'s 18 holes dropped']],
    ['holes unknown: every hole kept', [row(19)], null, [[19, 4, null]], []],
    ['a row with neither par nor stroke index is none', [row(1, null, null)], 18, [], []],
  ])('%s', (_, rows, holes, card, notes) => {
    const r = scorecardFrom(rows, holes);
    expect(r.scorecard.map((h) => [h.hole, h.par, h.strokeIndex])).toEqual(card);
    expect(r.notes).toEqual(notes);
  });

  it.each<[string, number | null, number | null, [number, number][], string | null]>([
    ['a whole 9 that adds up', 36, 9, Array.from({ length: 9 }, (_, i) => [i + 1, 4]), null],
    ['a whole 9 that does not', 35, 9, Array.from({ length: 9 }, (_, i) => [i + 1, 4]), 'par 35 is not the sum of its holes\' pars (36)'],
    ['a nine\'s par on an 18', 36, 18, Array.from({ length: 8 }, (_, i) => [i + 1, 4]),
      'par 36 does not fit its card (the 8 holes known add up to 32: 62 to 92 with the rest)'],
    ['partial within reach', 72, 18, [[1, 4], [2, 5]], null],
  ])('parAgainstCard: %s', (_, par, holes, pars, said) => {
    expect(parAgainstCard(par, holes, pars.map(([hole, p]) => ({ hole, par: p, strokeIndex: null })))).toBe(said);
  });
});

describe('contactFrom', () => {
  const raw = (over: Partial<Record<'website' | 'phone' | 'street' | 'houseNumber' | 'postalCode', unknown>>) =>
    ({ website: null, phone: null, street: null, houseNumber: null, postalCode: null, ...over });
  it.each<[string, ReturnType<typeof raw>, string | null, object, string[]]>([
    ['OpenGolf\'s own', raw({ phone: '+1 618 684 2387', website: 'https://www.jacksonccc.com/', street: '5776 Country Club Road', postalCode: '62966' }), 'US',
      { phone: '+16186842387', website: 'https://www.jacksonccc.com/', street: '5776 Country Club Road', postalCode: '62966' }, []],
    ['a national number in its country', raw({ phone: '(618) 684-2387' }), 'US', { phone: '+16186842387' }, []],
    ['junk phones dropped', raw({ phone: '999-999-9999' }), 'US', { phone: null }, ['phone: is not a valid phone number']],
    ['too few digits', raw({ phone: '684-23' }), 'US', { phone: null }, ['phone: has too few digits for a phone number']],
    ['OSM\'s list of phones: the first', raw({ phone: '+44 1334 466666;+44 1334 466718' }), 'GB', { phone: '+441334466666' }, []],
    ['a bare web address becomes https', raw({ website: 'www.club.example.com' }), 'US', { website: 'https://www.club.example.com/' }, []],
    ['no javascript: links', raw({ website: 'javascript:alert(1)' }), 'US', { website: null }, ['website: is a javascript: link, not a website (http or https)']],
    ['OSM\'s street and house number', raw({ street: 'Hauptstraße', houseNumber: '5', postalCode: '64367' }), 'DE', { street: 'Hauptstraße 5', postalCode: '64367' }, []],
    ['a ZIP read as a number', raw({ postalCode: 2134 }), 'US', { postalCode: '02134' }, []],
    ['"N/A" is nothing', raw({ phone: 'N/A', website: 'null', street: 'undefined' }), 'US', { phone: null, website: null, street: null }, []],
  ])('%s', (_, r, country, contact, dropped) => {
    const out = contactFrom(r, country);
    expect(out.contact).toMatchObject(contact);
    expect(out.dropped.map((d) => `${d.field}: ${d.why}`)).toEqual(dropped);
  });
});

const feature = (props: Record<string, unknown>, lng = -89.82, lat = 38.6) =>
  JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: props });

describe('each format\'s scorecard, website, phone and address through the reader', () => {
  it('OpenGolf NDJSON: a partial scorecard stays partial, handicap_index as stroke index; phone in E.164, junk dropped with a warning', async () => {
    const og = (id: string, over: Record<string, unknown>) => ({
      id, name: `Course ${id}`, country: 'US', state: 'IL', city: 'Lebanon', type: 'Public', holes: 14, par: 72, year_built: null, architect: null,
      total_yardage: 7118, osm_id: 1, updated_at: '2026-04-15T22:09:16+00:00', phone: null, website: null, address: null, postal_code: null, ...over,
    });
    const { courses, result } = await readBytes('og.ndjson', [
      feature(og('a', {
        phone: '+1-618-537-4590', website: 'https://www.mckendree.edu/thehills/', address: '1015 Belleville Street', postal_code: '62254',
        scorecard: [{ hole: 1, par: 5, handicap_index: 3 }, { hole: 2, par: 4, handicap_index: 5 }, { hole: 16, par: 4, handicap_index: 0 }],
      })),
      feature(og('b', { phone: '3141925352', scorecard: [] }), -89.7, 38.7),
    ].join('\n'));
    expect(courses[0]).toMatchObject({
      holes: 18, phone: '+16185374590', website: 'https://www.mckendree.edu/thehills/', street: '1015 Belleville Street', postalCode: '62254',
      scorecard: [{ hole: 1, par: 5, strokeIndex: 3 }, { hole: 2, par: 4, strokeIndex: 5 }, { hole: 16, par: 4, strokeIndex: null }],
    });
    expect(courses[1]).toMatchObject({ phone: null, scorecard: [] });
    expect(result.warnings).toContainEqual(
      '1 phone number(s) dropped, not valid numbers: line 2: "Course b": "3141925352" is not a valid phone number in US (or give it with its country code, +...)');
  });

  it('OpenGolf CSV: hole_N_par and hole_N_handicap columns make the card; a hole with neither is missing; a par its card contradicts is reported', async () => {
    const header = 'id,name,country,state,city,type,holes,par,phone,website,address,postal_code,total_yardage,osm_id,latitude,longitude,' +
      Array.from({ length: 9 }, (_, i) => `hole_${i + 1}_par,hole_${i + 1}_handicap`).join(',');
    const holes = (pars: (number | '')[], sis: (number | '')[]) => pars.map((p, i) => `${p},${sis[i]}`).join(',');
    const csv = [
      header,
      `c1,Egyptian Country Club,US,IL,Mounds,Semi-Private,8,36,(618) 745-6868,www.egyptiancc.example.com,Old US Highway 51,62996,3042,1,37.142398,-89.1890226,` +
        holes([4, 4, 5, '', 4, 4, 5, 3, 3], [18, 12, 4, '', 2, 6, 10, 14, 8]),
      `c2,Nine Short,US,IL,Mounds,Public,9,30,,,,,2000,2,37.3,-89.3,${holes([4, 4, 4, 4, 4, 4, 4, 4, 4], ['', '', '', '', '', '', '', '', ''])}`,
    ].join('\n');
    const { courses, result } = await readBytes('og.csv', csv);
    expect(result.format).toBe('opengolf-csv');
    expect(courses[0]).toMatchObject({
      holes: 9, par: 36, phone: '+16187456868', website: 'https://www.egyptiancc.example.com/', street: 'Old US Highway 51', postalCode: '62996',
    });
    expect(courses[0]!.scorecard.map((h) => h.hole)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(courses[0]!.scorecard[0]).toEqual({ hole: 1, par: 4, strokeIndex: 18 });
    expect(courses[1]!.scorecard).toHaveLength(9);
    expect(result.warnings.some((w) => w.startsWith('1 course(s) whose par contradicts the holes\' pars: line 3: "Nine Short": par 30 is not the sum of its holes\' pars (36)'))).toBe(true);
  });

  it('OSM tags: golf:hole:N:par and golf:hole:N:handicap, website or contact:website, phone or contact:phone, addr:*', async () => {
    const tags = {
      '@id': 'way/42', leisure: 'golf_course', name: 'Golfclub Darmstadt', 'addr:street': 'Dippelshof', 'addr:housenumber': '19',
      'addr:postcode': '64367', 'addr:city': 'Mühltal', 'addr:country': 'DE', 'contact:website': 'golfclub-darmstadt.example.de',
      'contact:phone': '+49 6151 146543', 'golf:hole:1:par': '4', 'golf:hole:1:handicap': '11', 'golf:hole:2:par': '3', 'golf:hole:4:handicap': '1',
    };
    const { courses } = await readBytes('osm.geojson', JSON.stringify({ type: 'FeatureCollection', features: [JSON.parse(feature(tags, 8.7, 49.83))] }));
    expect(courses[0]).toMatchObject({
      sourceId: 'way/42', website: 'https://golfclub-darmstadt.example.de/', phone: '+496151146543', street: 'Dippelshof 19', postalCode: '64367',
      scorecard: [{ hole: 1, par: 4, strokeIndex: 11 }, { hole: 2, par: 3, strokeIndex: null }, { hole: 4, par: null, strokeIndex: 1 }],
    });
  });
});
