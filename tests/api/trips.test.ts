/**
 * Trips (issue 15): POST /api/lists/trip (create and save a plan), GET /api/lists/trip/{id},
 * GET /api/lists/trips, companions, the party's overlap, candidates, the calendar file, and the
 * list endpoints on a trip's rounds. Who may see and write, bad input, nothing half-saved.
 */
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, listItems, lists, tripCompanions } from '../../src/server/data/schema';
import { createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors, utcDay, type Who } from './helpers/requests';

let t: TestApp;
let c: string[];

/** Courses around North Berwick, written straight to the database. */
async function eastLothian(): Promise<string[]> {
  const rows = await t.database.db.insert(courses).values([
    { clubName: 'Trip North Berwick', lat: 56.058, lng: -2.735, country: 'Scotland', province: 'East Lothian', city: 'North Berwick', clubMembership: 'PUBLIC', peakGreenFee: 220, prominence: 90 },
    { clubName: 'Trip Gullane No 1', lat: 56.038, lng: -2.832, country: 'Scotland', province: 'East Lothian', city: 'Gullane', clubMembership: 'PUBLIC', peakGreenFee: 180, prominence: 80 },
    { clubName: 'Trip Muirfield', lat: 56.043, lng: -2.82, country: 'Scotland', province: 'East Lothian', city: 'Gullane', clubMembership: 'PRIVATE', prominence: 99 },
    { clubName: 'Trip Dunbar', lat: 55.999, lng: -2.49, country: 'Scotland', province: 'East Lothian', city: 'Dunbar', clubMembership: 'PUBLIC', peakGreenFee: 90, prominence: 40 },
    { clubName: 'Trip Kingsbarns', lat: 56.299, lng: -2.651, country: 'Scotland', province: 'Fife', city: 'Kingsbarns', clubMembership: 'LIMITED', peakGreenFee: 400, prominence: 85 },
  ]).returning({ id: courses.id });
  return rows.map((r) => r.id);
}

const save = (who: Who, body: unknown) => call(t, 'POST', '/api/lists/trip', who, body);
const read = (who: Who, id: string) => call(t, 'GET', `/api/lists/trip/${id}`, who);
const follow = (who: Golfer, id: string) => call(t, 'POST', `/api/users/${id}/follow`, who);

const newTrip = (overrides: Record<string, unknown> = {}) => ({
  name: 'East Lothian', startDate: '2027-05-03', endDate: '2027-05-05',
  destination: { name: 'North Berwick', lat: 56.058, lng: -2.72 }, ...overrides,
});

async function createTrip(owner: Golfer, overrides: Record<string, unknown> = {}): Promise<{ _id: string; updatedAt: string }> {
  const res = await save(owner, newTrip(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function roundsInDb(listId: string) {
  return t.database.db.select({ course: listItems.courseId, day: listItems.dayNumber, tee: listItems.teeTime })
    .from(listItems).where(eq(listItems.listId, listId)).orderBy(listItems.rankKey);
}

beforeAll(async () => {
  t = await createTestApp();
  c = await eastLothian();
});
afterAll(() => t.close());

describe('POST /api/lists/trip and GET /api/lists/trip/{id}', () => {
  it('creates a private trip with every day, then saves a plan with rounds, tee times and notes', async () => {
    const g = await createGolfer(t);
    const created = await save(g, newTrip());
    expect(created.statusCode).toBe(201);
    const trip = created.json().data;
    expect(trip).toMatchObject({
      name: 'East Lothian', startDate: '2027-05-03', endDate: '2027-05-05', isPublic: false, canEdit: true, isOwner: true,
      destination: { name: 'North Berwick', lat: 56.058, lng: -2.72 }, companions: [],
      days: [{ day: 1, date: '2027-05-03', rounds: [] }, { day: 2, date: '2027-05-04', rounds: [] }, { day: 3, date: '2027-05-05', rounds: [] }],
    });

    const plan = await save(g, {
      _id: trip._id, revision: trip.updatedAt,
      days: [
        { day: 1, rounds: [{ course: c[0], teeTime: '08:30', note: 'Bring the camera' }, { course: c[1] }] },
        { day: 3, rounds: [{ course: c[3], teeTime: '14:10' }] },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const days = plan.json().data.days;
    expect(days.map((d: { rounds: { course: { _id: string } }[] }) => d.rounds.map((r) => r.course._id))).toEqual([[c[0], c[1]], [], [c[3]]]);
    expect(days[0].rounds[0]).toMatchObject({ teeTime: '08:30', note: 'Bring the camera', course: { club_name: 'Trip North Berwick', peak_green_fee: 220 } });
    expect(await roundsInDb(trip._id)).toEqual([
      { course: c[0], day: 1, tee: '08:30' }, { course: c[1], day: 1, tee: null }, { course: c[3], day: 3, tee: '14:10' },
    ]);

    // A move between days keeps the round's id (and note) when the planner names it.
    const first = days[0].rounds[0];
    const moved = await save(g, { _id: trip._id, days: [{ day: 2, rounds: [{ _id: first._id, course: c[0], note: first.note }] }, { day: 1, rounds: [{ course: c[1] }] }] });
    expect(moved.statusCode).toBe(200);
    const after = moved.json().data.days;
    expect(after[1].rounds[0]).toMatchObject({ _id: first._id, note: 'Bring the camera', teeTime: null });
    expect(after[0].rounds.map((r: { course: { _id: string } }) => r.course._id)).toEqual([c[1]]);
    expect(after[2].rounds).toEqual([]);
  });

  it('answers 409 to a save on a stale revision and writes nothing', async () => {
    const g = await createGolfer(t);
    const trip = await createTrip(g);
    expect((await save(g, { _id: trip._id, revision: trip.updatedAt, name: 'Renamed' })).statusCode).toBe(200);
    const stale = await save(g, { _id: trip._id, revision: trip.updatedAt, days: [{ day: 1, rounds: [{ course: c[0] }] }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status).toBe('error');
    expect(await roundsInDb(trip._id)).toEqual([]);
  });

  it('refuses bad plans naming the field, and saves nothing of them', async () => {
    const g = await createGolfer(t);
    const trip = await createTrip(g);
    await save(g, { _id: trip._id, days: [{ day: 1, rounds: [{ course: c[0] }] }, { day: 3, rounds: [{ course: c[3] }] }] });
    const cases: [unknown, number, string][] = [
      [{ name: 'x', startDate: '2027-05-05', endDate: '2027-05-03' }, 400, 'body:endDate must not be before startDate'],
      [{ name: 'x', startDate: '2027-02-30', endDate: '2027-03-03' }, 400, 'body:startDate must be a date (YYYY-MM-DD)'],
      [{ name: 'x', startDate: '2027-01-01', endDate: '2027-03-02' }, 400, 'body:endDate makes the trip 61 days long: at most 60'],
      [{ startDate: '2027-01-01', endDate: '2027-01-02' }, 400, 'body:name is required for a new trip'],
      [{ _id: trip._id, days: [{ day: 4, rounds: [{ course: c[0] }] }] }, 400, 'body:days.0.day is outside the trip: 2027-05-03 to 2027-05-05 has 3 days'],
      [{ _id: trip._id, days: [{ day: 1, rounds: Array.from({ length: 9 }, () => ({ course: c[0] })) }] }, 400, 'body:days.0.rounds at most 8 rounds a day'],
      [{ _id: trip._id, days: [{ day: 1, rounds: [{ course: c[0] }, { course: c[0] }] }] }, 400, 'body:days.0.rounds.1.course is on this day twice'],
      [{ _id: trip._id, days: [{ day: 2, rounds: [{ course: c[1] }, { course: UNKNOWN_ID }] }] }, 404, 'body:days.0.rounds.1.course no such course'],
      [{ _id: trip._id, days: [{ day: 1, rounds: [{ course: c[1], teeTime: '25:00' }] }] }, 400, 'body:days.0.rounds.0.teeTime must be a 24-hour time (HH:MM)'],
      [{ _id: trip._id, companions: [UNKNOWN_ID] }, 400, 'body:companions.0 no such golfer'],
      [{ _id: trip._id, endDate: '2027-05-03', startDate: '2027-05-03', days: [{ day: 2, rounds: [] }] }, 400, 'body:days.0.day is outside the trip: 2027-05-03 to 2027-05-03 has 1 day'],
      [{ _id: trip._id, startDate: '2027-05-09' }, 400, 'body:startDate must not be after endDate'],
      [{ _id: trip._id, endDate: '2027-05-04' }, 400, 'body:endDate leaves rounds planned on day 3 outside the trip: move them first'],
      [{ _id: UNKNOWN_ID, name: 'x' }, 404, ''],
    ];
    for (const [body, status, field] of cases) {
      const res = await save(g, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().status).toBe('error');
      if (field) expect(fieldErrors(res), JSON.stringify(body)).toContain(field);
    }
    expect(await roundsInDb(trip._id)).toEqual([{ course: c[0], day: 1, tee: null }, { course: c[3], day: 3, tee: null }]);
    const [row] = await t.database.db.select().from(lists).where(eq(lists.id, trip._id));
    expect(row).toMatchObject({ startDate: '2027-05-03', endDate: '2027-05-05', name: 'East Lothian' });
  });

  it('keeps a private trip from everyone but its golfers (404), and shows a public one read-only signed out', async () => {
    const owner = await createGolfer(t);
    const stranger = await createGolfer(t);
    const trip = await createTrip(owner);
    expect((await read(null, trip._id)).statusCode).toBe(404);
    expect((await read(stranger, trip._id)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/lists/${trip._id}`, stranger)).statusCode).toBe(404);
    expect((await save(stranger, { _id: trip._id, name: 'Mine now' })).statusCode).toBe(404);

    expect((await save(owner, { _id: trip._id, isPublic: true })).statusCode).toBe(200);
    const shared = await read(null, trip._id);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data).toMatchObject({ isPublic: true, canEdit: false, isOwner: false });
    const write = await save(stranger, { _id: trip._id, name: 'Mine now' });
    expect(write.statusCode).toBe(403);
    expect((await save(null, { _id: trip._id, name: 'x' })).statusCode).toBe(401);
    const [row] = await t.database.db.select({ name: lists.name }).from(lists).where(eq(lists.id, trip._id));
    expect(row!.name).toBe('East Lothian');
  });
});

describe('companions', () => {
  const trips = async (who: Golfer) => (await call(t, 'GET', '/api/lists/trips', who)).json().data as { _id: string; role: string }[];
  const ids = (users: { _id: string }[]) => users.map((u) => u._id);

  it('are invited: the invited golfer sees the trip and answers; until they accept they cannot plan, and others never see it', async () => {
    const owner = await createGolfer(t);
    const anna = await createGolfer(t, { displayName: 'Anna' });
    const tom = await createGolfer(t, { displayName: 'Tom' });
    const trip = await createTrip(owner);

    const unfollowed = await save(owner, { _id: trip._id, companions: [anna.id] });
    expect(unfollowed.statusCode).toBe(400);
    expect(fieldErrors(unfollowed)).toEqual(["body:companions.0 is not a golfer the trip's owner follows: follow them first"]);
    expect(await t.database.db.$count(tripCompanions)).toBe(0);

    await follow(owner, anna.id);
    await follow(owner, tom.id);
    const invited = await save(owner, { _id: trip._id, companions: [anna.id] });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data).toMatchObject({ companions: [], viewerRole: 'owner' });
    expect(ids(invited.json().data.invited)).toEqual([anna.id]);

    // Anna sees the private trip to answer it, but may not plan yet; Tom does not see it.
    const seen = await read(anna, trip._id);
    expect(seen.json().data).toMatchObject({ canEdit: false, isOwner: false, viewerRole: 'invited', invited: [], companions: [] });
    expect(await trips(anna)).toMatchObject([{ _id: trip._id, role: 'invited' }]);
    const early = await save(anna, { _id: trip._id, days: [{ day: 2, rounds: [{ course: c[4] }] }] });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Accept the invitation to this trip first.');
    expect((await call(t, 'POST', `/api/lists/${trip._id}/add-item`, anna, { listItem: { course: c[0], day: 1 } })).statusCode).toBe(403);
    expect((await read(tom, trip._id)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/lists/trip/${trip._id}/accept`, tom)).statusCode).toBe(404);
    expect(await roundsInDb(trip._id)).toEqual([]);

    // She accepts, and plans a round through the plan and through the list endpoints (a course card's "Add to a trip").
    const accepted = await call(t, 'POST', `/api/lists/trip/${trip._id}/accept`, anna);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ canEdit: true, viewerRole: 'companion' });
    expect(ids(accepted.json().data.companions)).toEqual([anna.id]);
    expect((await read(owner, trip._id)).json().data.invited).toEqual([]);
    expect((await save(anna, { _id: trip._id, days: [{ day: 2, rounds: [{ course: c[4] }] }] })).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/lists/${trip._id}/add-item`, anna, { listItem: { course: c[0], day: 1 } })).statusCode).toBe(201);
    expect((await call(t, 'POST', `/api/lists/${trip._id}/add-item`, tom, { listItem: { course: c[1], day: 1 } })).statusCode).toBe(404);
    expect(await roundsInDb(trip._id)).toEqual([{ course: c[0], day: 1, tee: null }, { course: c[4], day: 2, tee: null }]);

    // Only the owner chooses who comes and who sees it, or deletes it.
    const invite = await save(anna, { _id: trip._id, companions: [anna.id, tom.id] });
    expect(invite.statusCode).toBe(403);
    expect(fieldErrors(invite)).toEqual(["body:companions only the trip's owner chooses who comes"]);
    expect((await save(anna, { _id: trip._id, isPublic: true })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/lists/${trip._id}`, anna)).statusCode).toBe(403);
    expect(await trips(anna)).toMatchObject([{ _id: trip._id, role: 'companion' }]);
    expect((await trips(owner))[0]).toMatchObject({ _id: trip._id, role: 'owner', roundCount: 2 });

    // Tom is invited too and declines; naming Anna again keeps her answer.
    expect((await save(owner, { _id: trip._id, companions: [anna.id, tom.id] })).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/lists/trip/${trip._id}/decline`, tom)).statusCode).toBe(200);
    const after = (await read(owner, trip._id)).json().data;
    expect([ids(after.companions), after.invited]).toEqual([[anna.id], []]);
    expect((await read(tom, trip._id)).statusCode).toBe(404);

    // Anna leaves; she no longer sees it.
    expect((await call(t, 'POST', `/api/lists/trip/${trip._id}/leave`, anna)).statusCode).toBe(200);
    expect((await read(anna, trip._id)).statusCode).toBe(404);
  });

  it('shows the party only courses in the trip\'s area, and only of golfers who accepted; never whole private lists', async () => {
    const owner = await createGolfer(t);
    const anna = await createGolfer(t, { displayName: 'Anna' });
    const stranger = await createGolfer(t);
    await follow(owner, anna.id);
    const [far] = (await t.database.db.insert(courses).values({ clubName: 'Trip Pebble Far Away', lat: 36.568, lng: -121.95, country: 'United States' })
      .returning({ id: courses.id })).map((r) => r.id);
    const trip = await createTrip(owner, { companions: [anna.id], isPublic: true });
    const partyOf = async (who: Who) => call(t, 'GET', `/api/lists/trip/${trip._id}/party`, who);
    // Kingsbarns (c[4]) is 30 km from North Berwick; Pebble Beach is not on this trip.
    await call(t, 'POST', '/api/user/new-wishlist', anna, { name: 'Scotland', course: c[4] });
    await call(t, 'POST', '/api/user/new-wishlist', anna, { name: 'Private dreams', course: far });
    await call(t, 'POST', '/api/user/new-watchlist', anna, { name: 'Watching', course: far });
    await call(t, 'POST', '/api/user/new-wishlist', owner, { name: 'Links', course: c[4] });
    await call(t, 'POST', '/api/lists/preset/courses-played/add', anna, { courseId: c[0] });
    await call(t, 'POST', '/api/lists/preset/courses-played/add', anna, { courseId: far });

    // Until Anna accepts, the party is the owner alone.
    const before = await partyOf(owner);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.members.map((m: { user: { _id: string } }) => m.user._id)).toEqual([owner.id]);
    expect((await partyOf(anna)).statusCode).toBe(403);

    await call(t, 'POST', `/api/lists/trip/${trip._id}/accept`, anna);
    const members = (await partyOf(owner)).json().data.members;
    expect(members.map((m: { user: { _id: string } }) => m.user._id)).toEqual([owner.id, anna.id]);
    expect(members[0]).toMatchObject({ wished: [c[4]], watched: [], played: [] });
    expect(members[1]).toEqual(expect.objectContaining({ wished: [c[4]], watched: [], played: [c[0]] }));
    expect((await partyOf(anna)).statusCode).toBe(200);
    expect((await partyOf(stranger)).statusCode).toBe(403);

    // A round planned far away widens the area to it.
    await save(owner, { _id: trip._id, days: [{ day: 3, rounds: [{ course: far }] }] });
    const wider = (await partyOf(owner)).json().data.members[1];
    expect([wider.wished.sort(), wider.watched, wider.played.sort()]).toEqual([[c[4], far].sort(), [far], [c[0], far].sort()]);
  });
});

describe('GET /api/lists/trips', () => {
  it('lists upcoming trips first (soonest first), then past ones (latest first)', async () => {
    const g = await createGolfer(t);
    const past = await createTrip(g, { name: 'Past', startDate: utcDay(-30), endDate: utcDay(-28) });
    const older = await createTrip(g, { name: 'Older', startDate: utcDay(-90), endDate: utcDay(-88) });
    const later = await createTrip(g, { name: 'Later', startDate: utcDay(60), endDate: utcDay(62) });
    const soon = await createTrip(g, { name: 'Soon', startDate: utcDay(10), endDate: utcDay(12) });
    const now = await createTrip(g, { name: 'Under way', startDate: utcDay(-1), endDate: utcDay(1) });
    const mine = (await call(t, 'GET', '/api/lists/trips', g)).json().data;
    expect(mine.map((s: { _id: string }) => s._id)).toEqual([now._id, soon._id, later._id, past._id, older._id]);
    expect((await call(t, 'GET', '/api/lists/trips', null)).statusCode).toBe(401);
  });

  it('keeps private trips out of another golfer\'s all-trips', async () => {
    const g = await createGolfer(t);
    const other = await createGolfer(t);
    const hidden = await createTrip(g, { name: 'Hidden' });
    const open = await createTrip(g, { name: 'Open', isPublic: true });
    const seen = (await call(t, 'GET', `/api/lists/user/${g.id}/all-trips`, other)).json().data.map((s: { _id: string }) => s._id);
    expect(seen).toEqual([open._id]);
    const own = (await call(t, 'GET', `/api/lists/user/${g.id}/all-trips`, g)).json().data.map((s: { _id: string }) => s._id);
    expect(own.sort()).toEqual([hidden._id, open._id].sort());
  });
});

describe('the list endpoints on a trip', () => {
  it('adds a round to a day with add-item, removes one, and refuses index moves', async () => {
    const g = await createGolfer(t);
    const trip = await createTrip(g, { days: [{ day: 2, rounds: [{ course: c[1] }] }] });
    const add = (body: unknown) => call(t, 'POST', `/api/lists/${trip._id}/add-item`, g, body);
    expect((await add({ listItem: { course: c[0], day: 1, teeTime: '09:00' } })).statusCode).toBe(201);
    const late = await add({ listItem: { course: c[3], day: 3 } });
    expect(late.statusCode).toBe(201);
    expect(late.json().data.items[0].index).toBe(2);
    expect(await roundsInDb(trip._id)).toEqual([
      { course: c[0], day: 1, tee: '09:00' }, { course: c[1], day: 2, tee: null }, { course: c[3], day: 3, tee: null },
    ]);
    expect(fieldErrors(await add({ listItem: { course: c[0] } }))).toEqual(['body:listItem.day is required in a trip: the day of the trip the round is on']);
    expect(fieldErrors(await add({ listItem: { course: c[0], day: 4 } }))).toEqual(['body:listItem.day is outside the trip: it has 3 days']);
    expect((await add({ listItem: { course: c[0], day: 1 } })).statusCode).toBe(409);
    const roundId = (await read(g, trip._id)).json().data.days[0].rounds[0]._id;
    const move = await call(t, 'POST', `/api/lists/${trip._id}/move-item`, g, { listItem: roundId, toIndex: 2 });
    expect(move.statusCode).toBe(400);
    expect(fieldErrors(move)[0]).toContain('body:toIndex trips order their rounds by day');
    expect((await call(t, 'POST', `/api/lists/${trip._id}/remove-item`, g, { listItem: roundId })).statusCode).toBe(200);
    expect((await roundsInDb(trip._id)).map((r) => r.course)).toEqual([c[1], c[3]]);
    // Day and tee time belong to trips.
    const myLie = await call(t, 'POST', '/api/lists', g, { name: 'Fun', kind: 'course', type: 'most_fun' });
    const wrong = await call(t, 'POST', `/api/lists/${myLie.json().data._id}/add-item`, g, { listItem: { course: c[0], bucket: 'loved', day: 1 } });
    expect(fieldErrors(wrong)).toEqual(['body:listItem.day is only for trips, not a course list']);
  });
});

describe('GET /api/lists/trip/candidates', () => {
  const box = 'south=55.9&north=56.2&west=-3&east=-2.4';
  it('offers public and limited courses in the box by default, most notable first, and private clubs when asked', async () => {
    const res = await call(t, 'GET', `/api/lists/trip/candidates?${box}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((x: { course: { club_name: string } }) => x.course.club_name))
      .toEqual(['Trip North Berwick', 'Trip Gullane No 1', 'Trip Dunbar']);
    const all = await call(t, 'GET', `/api/lists/trip/candidates?${box}&membership=PRIVATE,PUBLIC,LIMITED`, null);
    expect(all.json().data[0]).toMatchObject({ course: { club_name: 'Trip Muirfield' }, communityScore: null });
    const cheap = await call(t, 'GET', `/api/lists/trip/candidates?${box}&fee=$`, null);
    expect(cheap.json().data.map((x: { course: { club_name: string } }) => x.course.club_name)).toEqual(['Trip Dunbar']);
    const bad = await call(t, 'GET', '/api/lists/trip/candidates?south=57&north=56&west=-3&east=-2', null);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual(['query:south must not exceed north']);
  });
});

describe('GET /api/lists/trip/{id}/calendar.ics', () => {
  it('is an iCalendar file with one event per round, for whoever may read the trip', async () => {
    const g = await createGolfer(t);
    const trip = await createTrip(g, { days: [{ day: 1, rounds: [{ course: c[0], teeTime: '08:30' }] }, { day: 2, rounds: [{ course: c[1] }] }] });
    expect((await call(t, 'GET', `/api/lists/trip/${trip._id}/calendar.ics`, null)).statusCode).toBe(404);
    const res = await call(t, 'GET', `/api/lists/trip/${trip._id}/calendar.ics`, g);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe('attachment; filename="East-Lothian.ics"');
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([expect.stringContaining('Trip North Berwick'), expect.stringContaining('Trip Gullane No 1')]);
    expect(events[0]!.startDate.toString()).toBe('2027-05-03T08:30:00');
    expect(events[1]!.startDate.isDate).toBe(true);
    expect(events[0]!.location).toContain('East Lothian, Scotland');
  });
});

describe('a trip has its dates', () => {
  it('POST /api/lists refuses a trip (they are made with POST /api/lists/trip) and makes nothing', async () => {
    const g = await createGolfer(t);
    const res = await call(t, 'POST', '/api/lists', g, { name: 'Dateless', kind: 'trip', type: 'trip' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(['body:kind trips are made with POST /api/lists/trip, which takes their dates']);
    expect(await t.database.db.$count(lists, eq(lists.ownerId, g.id))).toBe(0);
  });

  it('the database refuses a trip without dates, and every trip read survives a row from before that rule', async () => {
    const g = await createGolfer(t);
    const insert = () => t.database.db.insert(lists).values({ ownerId: g.id, kind: 'trip', type: 'trip', name: 'Old trip', isPublic: true })
      .returning({ id: lists.id });
    await expect(insert()).rejects.toThrow();
    // A row written before lists_trip_dates_ck existed.
    await t.database.db.execute(sql`alter table lists drop constraint lists_trip_dates_ck`);
    try {
      const [row] = await insert();
      const id = row!.id;
      const made = new Date().toISOString().slice(0, 10);
      const detail = await read(g, id);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().data).toMatchObject({ startDate: made, endDate: made, days: [{ day: 1, rounds: [] }] });
      const mine = await call(t, 'GET', '/api/lists/trips', g);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().data.map((s: { _id: string }) => s._id)).toContain(id);
      const renamed = await call(t, 'POST', `/api/lists/${id}`, g, { name: 'Old trip, renamed' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await call(t, 'GET', `/api/lists/${id}`, g)).statusCode).toBe(200);
      expect((await call(t, 'GET', `/api/lists/trip/${id}/calendar.ics`, g)).statusCode).toBe(200);
      expect((await call(t, 'GET', `/api/lists/user/${g.id}/all-trips`, null)).statusCode).toBe(200);
      await t.database.db.delete(lists).where(eq(lists.id, id));
    } finally {
      await t.database.db.execute(sql`alter table lists add constraint lists_trip_dates_ck check (kind <> 'trip' or (start_date is not null and end_date is not null and end_date >= start_date))`);
    }
  });
});
