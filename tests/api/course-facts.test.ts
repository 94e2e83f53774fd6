/**
 * Courses as golfers know them (issue 34): the scorecard, website, phone and address through the
 * real API on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL). A seed course
 * carries them; an admin's write checks them (a 400 naming the field) and stores the phone in
 * E.164, audited; the importer fills them from each format, and a record imported before they were
 * read (its course without them, its hash from then) takes them on the next import.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { readCourses } from '../../src/server/import/read/read-courses';
import { runImport } from '../../src/server/import/run-import';
import { recordHash } from '../../src/server/import/write/record-hash';
import type { CourseChange } from '../../src/server/services/course-changes';
import type { Course } from '../../src/shared/contracts/courses.contract';
import { courseInput } from './helpers/course-factory';
import { createTestUser, type TestUser } from './helpers/emulator-users';
import { call, fieldErrors } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
const ADMIN_EMAIL = `facts-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ seed: true, adminEmails: [ADMIN_EMAIL] });
  admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
}, 60_000);
afterAll(() => t?.close());

const get = async (id: string): Promise<Course> => (await t.app.inject(`/api/courses/${id}`)).json().data;
const idOf = async (name: string) =>
  (await queryRows<{ id: string }>(t.database.db, sql`select id from courses where club_name = ${name}`))[0]!.id;

describe('a seed course as golfers know it', () => {
  it('GET /courses/{id} answers its scorecard, website, phone in E.164, street and postal code', async () => {
    const augusta = await get(await idOf('Augusta National Golf Club'));
    expect(augusta).toMatchObject({
      par: 72, website: 'https://www.masters.com/', phone: '+17066676000',
      address: { country: 'United States', province: 'Georgia', city: 'Augusta', street: '2604 Washington Road', postal_code: '30904' },
    });
    expect(augusta.scorecard).toHaveLength(18);
    expect(augusta.scorecard[11]).toEqual({ hole: 12, par: 3, strokeIndex: null, yards: [{ tee: 'Masters', yards: 155 }] });
    // A course without them answers them empty, never missing.
    expect(await get(await idOf('Cypress Point Club'))).toMatchObject({ scorecard: [], website: null, phone: null, address: { street: null, postal_code: null } });
  });

  it('the map\'s cards carry them too', async () => {
    const res = await t.app.inject('/api/bounded-courses?south=33.4&west=-82.2&north=33.6&east=-81.9&zoom=12');
    const card = (res.json().data.cards.items as Course[]).find((c) => c.club_name === 'Augusta National Golf Club');
    expect(card).toMatchObject({ phone: '+17066676000', website: 'https://www.masters.com/' });
  });
});

describe('an admin\'s write', () => {
  const create = (over: Record<string, unknown>) => call(t, 'POST', '/api/courses', admin, courseInput(over as never));

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a junk phone', { phone: '999-999-9999' }, ['body:phone is not a valid phone number']],
    ['a phone of too few digits', { phone: '4664' }, ['body:phone has too few digits for a phone number']],
    ['a national phone too short for the course\'s country', { phone: '01333 3303' }, ['body:phone is not a valid phone number in GB (or give it with its country code, +...)']],
    ['a javascript: website', { website: 'javascript:alert(1)' }, ['body:website must be an http(s) URL']],
    ['a website that is no URL', { website: 'not a site' }, ['body:website must be an http(s) URL']],
    ['a scorecard with a hole twice, par 7 and a stroke index twice', {
      scorecard: [{ hole: 1, par: 4, strokeIndex: 5 }, { hole: 1, par: 4 }, { hole: 2, par: 7, strokeIndex: 5 }],
    }, ['body:scorecard.2.par must be from 3 to 6', 'body:scorecard.1.hole hole 1 is listed twice', 'body:scorecard.2.strokeIndex stroke index 5 is hole 1\'s already']],
    ['hole 19 of an 18-hole course', { scorecard: [{ hole: 19, par: 4 }] }, ['body:scorecard.0.hole must be a hole from 1 to 18']],
    ['a street too long', { address: { country: 'Scotland', street: 'x'.repeat(201) } }, ['body:address.street must be at most 200 characters']],
  ])('%s is a 400 naming the field', async (_, over, errors) => {
    const res = await create(over);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res).sort()).toEqual([...errors].sort());
  });

  it('stores the phone in E.164 (read in the course\'s country), keeps a partial card partial, and audits the change', async () => {
    const created = await create({
      club_name: 'Facts Test Links', phone: '01333 330301', website: 'https://www.golfhouseclub.example.co.uk/',
      address: { country: 'Scotland', province: 'Fife', city: 'Elie', street: 'Links Place', postal_code: 'KY9 1AS' },
      scorecard: [{ hole: 2, par: 3, strokeIndex: 17 }, { hole: 1, par: 4, strokeIndex: 9, yards: [{ tee: 'White', yards: 420 }] }],
    });
    expect(created.statusCode).toBe(201);
    const course = created.json().data as Course;
    expect(course).toMatchObject({ phone: '+441333330301', address: { street: 'Links Place', postal_code: 'KY9 1AS' } });
    expect(course.scorecard).toEqual([
      { hole: 1, par: 4, strokeIndex: 9, yards: [{ tee: 'White', yards: 420 }] },
      { hole: 2, par: 3, strokeIndex: 17 },
    ]);
    expect(await get(course._id)).toMatchObject({ phone: '+441333330301', scorecard: course.scorecard });

    // The same body again changes nothing (the card read back from the database is the same card).
    const body = courseInput({
      club_name: 'Facts Test Links', phone: '+441333330301', website: course.website, address: course.address, scorecard: course.scorecard,
      revision: course.updatedAt, reason: 'No change',
    } as never);
    const same = await call(t, 'PUT', `/api/courses/${course._id}`, admin, body);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.updatedAt).toBe(course.updatedAt);

    const changed = await call(t, 'PUT', `/api/courses/${course._id}`, admin, { ...body, phone: '+44 1333 330377', website: null, reason: 'New number' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ phone: '+441333330377', website: null });
    const [entry] = await queryRows<{ before: Course; after: Course }>(t.database.db, sql`
      select before, after from admin_audit where record_id = ${course._id} and action = 'course.update' order by created_at desc limit 1`);
    expect([entry!.before.phone, entry!.after.phone]).toEqual(['+441333330301', '+441333330377']);

    // A scorecard edit (the admin console's table) is audited like the rest: the card before and after.
    const card = [{ hole: 1, par: 5, strokeIndex: 9, yards: [{ tee: 'White', yards: 480 }] }, { hole: 2, par: 3, strokeIndex: 17 }, { hole: 3, par: 4, strokeIndex: 1 }];
    const carded = await call(t, 'PUT', `/api/courses/${course._id}`, admin, {
      ...body, phone: '+44 1333 330377', website: null, scorecard: card, revision: changed.json().data.updatedAt, reason: 'Scorecard from the club',
    });
    expect(carded.statusCode, carded.body).toBe(200);
    const [cardEntry] = await queryRows<{ before: Course; after: Course; reason: string }>(t.database.db, sql`
      select before, after, reason from admin_audit where record_id = ${course._id} and action = 'course.update' order by created_at desc limit 1`);
    expect(cardEntry).toMatchObject({ before: { scorecard: course.scorecard }, after: { scorecard: card }, reason: 'Scorecard from the club' });
    // Put back as it was, for the restore below.
    expect((await call(t, 'PUT', `/api/courses/${course._id}`, admin, {
      ...body, phone: '+44 1333 330377', website: null, revision: carded.json().data.updatedAt, reason: 'Back',
    })).statusCode).toBe(200);

    // A delete keeps them for a restore.
    expect((await call(t, 'DELETE', `/api/courses/${course._id}`, admin, { reason: 'Test' })).statusCode).toBe(200);
    const restored = await call(t, 'POST', `/api/admin/courses/${course._id}/restore`, admin, { reason: 'Deleted by mistake' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ phone: '+441333330377', scorecard: course.scorecard, address: { street: 'Links Place', postal_code: 'KY9 1AS' } });
  });
});

const feature = (props: Record<string, unknown>, lng: number, lat: number) =>
  JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [lng, lat] }, properties: props });
/** What the command's announcer does for the other processes, done to this app's own catalogue. */
const announcer = { announce: (change: CourseChange) => t.catalogue.apply(change) };
const importText = (text: string, fileName: string, source?: string) =>
  runImport({ database: t.database, announcer }, { input: Readable.from([text]), fileName, source });
const bySource = async (source: string, sourceId: string) =>
  get((await queryRows<{ id: string }>(t.database.db, sql`select id from courses where source = ${source} and source_id = ${sourceId}`))[0]!.id);

describe('the importer fills them, from every format', () => {
  it('OpenGolf NDJSON: a partial scorecard stays partial, junk phones are dropped with a warning', async () => {
    const og = (id: string, name: string, lng: number, over: Record<string, unknown>) => feature({
      id, name, country: 'US', state: 'KS', city: 'Wichita', type: 'Public', holes: 18, par: 72, year_built: null, architect: null, total_yardage: 6800,
      osm_id: 1, updated_at: '2026-04-15T00:00:00+00:00', phone: null, website: null, address: null, postal_code: null, scorecard: [], ...over,
    }, lng, 37.7);
    const report = await importText([
      og('facts-1', 'Partial Card Golf Club', -97.3, {
        phone: '(316) 555-0142', website: 'http://www.partialcard.example.com', address: '1 Fairway Lane', postal_code: '67202',
        scorecard: [{ hole: 1, par: 4, handicap_index: 7 }, { hole: 2, par: 5, handicap_index: 1 }, { hole: 4, par: 3, handicap_index: 17 }],
      }),
      og('facts-2', 'Junk Phone Golf Club', -97.1, { phone: '9999999999' }),
    ].join('\n'), 'facts.ndjson');
    expect(report).toMatchObject({ inserted: 2, stopped: null });
    expect(report.coverage).toMatchObject({ phone: 0.5, website: 0.5, scorecard: 0.5, street: 0.5, postalCode: 0.5 });
    expect(report.warnings).toContainEqual(expect.stringMatching(/^1 phone number\(s\) dropped, not valid numbers: line 2: "Junk Phone Golf Club": "9999999999"/));
    const partial = await bySource('opengolfapi', 'facts-1');
    expect(partial).toMatchObject({
      phone: '+13165550142', website: 'http://www.partialcard.example.com/', address: { street: '1 Fairway Lane', postal_code: '67202' },
      scorecard: [{ hole: 1, par: 4, strokeIndex: 7 }, { hole: 2, par: 5, strokeIndex: 1 }, { hole: 4, par: 3, strokeIndex: 17 }],
    });
    expect((await bySource('opengolfapi', 'facts-2')).phone).toBeNull();
  });

  it('a CSV with a column per hole, and OSM tags', async () => {
    const csv = 'id,name,latitude,longitude,country,state,holes,par,phone,website,address,zip,' +
      'hole_1_par,hole_1_handicap,hole_2_par,hole_2_handicap,hole_3_par,hole_3_handicap\n' +
      'k1,Column Card Course,37.9,-97.5,US,KS,9,,316-555-0188,columncard.example.com,2 Green Street,67205,4,3,,,3,9\n';
    // OpenGolf's hole columns make it OpenGolf's CSV.
    expect(await importText(csv, 'clubs.csv')).toMatchObject({ format: 'opengolf-csv', source: 'opengolfapi', inserted: 1, stopped: null });
    expect(await bySource('opengolfapi', 'k1')).toMatchObject({
      phone: '+13165550188', website: 'https://columncard.example.com/', address: { street: '2 Green Street', postal_code: '67205' },
      scorecard: [{ hole: 1, par: 4, strokeIndex: 3 }, { hole: 3, par: 3, strokeIndex: 9 }],
    });

    const osm = JSON.stringify({ type: 'FeatureCollection', features: [JSON.parse(feature({
      '@id': 'way/9034', leisure: 'golf_course', name: 'Tagged Links', 'addr:street': 'Links Road', 'addr:housenumber': '3', 'addr:postcode': 'KY16 9XL',
      'addr:city': 'St Andrews', 'addr:country': 'GB', website: 'https://tagged.example.org/', 'contact:phone': '+44 1334 460000',
      'golf:hole:1:par': '4', 'golf:hole:1:handicap': '5', 'golf:hole:2:par': '4', 'golf:hole:2:handicap': '13',
    }, -2.85, 56.36))] });
    expect(await importText(osm, 'fife.geojson')).toMatchObject({ inserted: 1, stopped: null });
    expect(await bySource('osm', 'way/9034')).toMatchObject({
      phone: '+441334460000', website: 'https://tagged.example.org/', address: { street: '3 Links Road', postal_code: 'KY16 9XL' },
      scorecard: [{ hole: 1, par: 4, strokeIndex: 5 }, { hole: 2, par: 4, strokeIndex: 13 }],
    });
  });

  it('a record imported before issue 34 (its course without the new fields, its hash from then) takes them on the next import', async () => {
    const text = feature({
      id: 'facts-old', name: 'Before Facts Golf Club', country: 'US', state: 'KS', city: 'Salina', type: 'Public', holes: 9, par: 36,
      year_built: 1950, architect: null, total_yardage: 3100, osm_id: 2, updated_at: '2026-04-15T00:00:00+00:00',
      phone: '+1 785 555 0101', website: 'https://beforefacts.example.com/', address: '9 Old Road', postal_code: '67401',
      scorecard: Array.from({ length: 9 }, (_, i) => ({ hole: i + 1, par: 4, handicap_index: i + 1 })),
    }, -97.6, 38.84);
    expect(await importText(text, 'old.ndjson')).toMatchObject({ inserted: 1 });
    // As an import before issue 34 left it: none of the new fields, and the hash of the fields it read then.
    const read = await readCourses(Readable.from([text]), { fileName: 'old.ndjson' });
    let hashThen = '';
    for await (const item of read.items) {
      if (item.kind === 'course') hashThen = recordHash({ ...item.course, scorecard: [], website: null, phone: null, street: null, postalCode: null });
    }
    await t.database.db.execute(sql`update courses set scorecard = '[]'::jsonb, website = null, phone = null, street = null, postal_code = null
      where source = 'opengolfapi' and source_id = 'facts-old'`);
    await t.database.db.execute(sql`update course_sources set record_hash = ${hashThen} where source = 'opengolfapi' and source_id = 'facts-old'`);
    await t.catalogue.apply({ all: true });
    const before = await bySource('opengolfapi', 'facts-old');
    expect(before).toMatchObject({ phone: null, scorecard: [] });

    const again = await importText(text, 'old.ndjson');
    expect(again).toMatchObject({ read: 1, updated: 1, unchanged: 0, inserted: 0 });
    const after = await bySource('opengolfapi', 'facts-old');
    expect(after).toMatchObject({ phone: '+17855550101', website: 'https://beforefacts.example.com/', address: { street: '9 Old Road', postal_code: '67401' }, par: 36 });
    expect(after.scorecard).toHaveLength(9);
    // And the run after it finds it unchanged.
    expect(await importText(text, 'old.ndjson')).toMatchObject({ unchanged: 1, updated: 0 });
  });
});
