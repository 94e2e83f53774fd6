/**
 * The inbox (issue 35): each kind made once for the right golfer, grouping, nothing leaked (a
 * private or deleted list, a trip you were taken off, a disabled golfer), settings honoured,
 * marking read, and the daily sweep's reminders made once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/server/data/schema';
import { createAppWithGolferAndAdmin, createGolfer, type Golfer } from './helpers/golfers';
import { addItem, createList } from './helpers/lists';
import { inbox, lines } from './helpers/notifications';
import { call, fieldErrors, insertCourses, type Who } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let courseIds: string[];
beforeAll(async () => {
  ({ t, admin } = await createAppWithGolferAndAdmin());
  courseIds = await insertCourses(t, 6, 'Notified');
});
afterAll(() => t.close());

const follow = (who: Who, id: string) => call(t, 'POST', `/api/users/${id}/follow`, who);
const unfollow = (who: Who, id: string) => call(t, 'POST', `/api/users/${id}/unfollow`, who);
const react = (who: Who, list: string, item: string) => call(t, 'POST', `/api/lists/${list}/items/${item}/reaction`, who, { reaction: 'fire' });
const saveTrip = async (who: Who, body: object) => {
  const res = await call(t, 'POST', '/api/lists/trip', who, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data as { _id: string };
};
const golfer = (displayName: string) => createGolfer(t, { displayName });
const tripLines = async (who: Golfer) => (await lines(t, who)).filter((l) => l.startsWith('trip.'));

describe('follow', () => {
  it('tells the followed golfer once, never the follower; following again within the hour changes nothing', async () => {
    const [ailsa, ben] = [await golfer('Ailsa'), await golfer('Ben')];
    await follow(ailsa, ben.id);
    expect(await lines(t, ben)).toEqual(['follow: Ailsa followed you']);
    expect((await inbox(t, ben)).unread).toBe(1);
    expect(await lines(t, ailsa)).toEqual([]);
    await unfollow(ailsa, ben.id);
    await follow(ailsa, ben.id);
    expect(await lines(t, ben)).toEqual(['follow: Ailsa followed you']);
    const [entry] = (await inbox(t, ben)).items;
    expect(entry).toMatchObject({ actorCount: 1, path: `/users/${ailsa.id}`, read: false });
  });

  it('groups followers into one entry while it is unread; a read one is not added to', async () => {
    const star = await golfer('Star');
    const fans = [await golfer('Fan One'), await golfer('Fan Two'), await golfer('Fan Three')];
    for (const f of fans) await follow(f, star.id);
    const page = await inbox(t, star);
    expect(page.items.map((n) => n.text)).toEqual(['Fan Three and 2 others followed you']);
    expect(page.items[0]).toMatchObject({ actorCount: 3, path: `/users/${star.id}/followers` });
    expect(page.items[0]!.actors.map((a) => a._id)).toEqual([fans[2]!.id, fans[1]!.id, fans[0]!.id]);

    await call(t, 'POST', '/api/notifications/read', star, { all: true });
    const late = await golfer('Late Fan');
    await follow(late, star.id);
    expect(await lines(t, star)).toEqual(['follow: Late Fan followed you', 'follow: Fan Three and 2 others followed you']);
    expect((await inbox(t, star)).unread).toBe(1);
  });
});

describe('reactions and saves on lists', () => {
  it("tell the list's owner, grouped per list, and not the owner's own reactions", async () => {
    const owner = await golfer('Owner');
    const list = await createList(t, owner, { name: 'Links of Fife', isPublic: true });
    const item = await addItem(t, owner, list, { course: courseIds[0]! });
    await react(owner, list, item);
    const fans = [await golfer('Rae'), await golfer('Sol')];
    for (const f of fans) await react(f, list, item);
    expect(await lines(t, owner)).toEqual(['list.reaction: Sol and Rae reacted to “Links of Fife”']);
    await call(t, 'POST', `/api/lists/${list}/add`, fans[0]!);
    expect(await lines(t, owner)).toEqual(['list.saved: Rae saved “Links of Fife”', 'list.reaction: Sol and Rae reacted to “Links of Fife”']);
    // Saving again (already saved) is not news.
    await call(t, 'POST', `/api/lists/${list}/add`, fans[0]!);
    expect((await inbox(t, owner)).items).toHaveLength(2);
  });

  it('forget a deleted list, and never name it to anyone else', async () => {
    const owner = await golfer('Deleter');
    const list = await createList(t, owner, { name: 'Secret Name', isPublic: true });
    const item = await addItem(t, owner, list, { course: courseIds[1]! });
    const fan = await golfer('Fan');
    await react(fan, list, item);
    expect(await lines(t, owner)).toHaveLength(1);
    expect(JSON.stringify(await inbox(t, fan))).not.toContain('Secret Name');
    await call(t, 'DELETE', `/api/lists/${list}`, owner);
    expect(await lines(t, owner)).toEqual([]);
    expect(await t.database.db.$count(notifications, eq(notifications.userId, owner.id))).toBe(0);
  });
});

describe('trips', () => {
  it('invite, accept, decline and changes each tell the right golfers; a golfer taken off the trip loses its entries', async () => {
    const owner = await golfer('Captain');
    const [anna, tom] = [await golfer('Anna'), await golfer('Tom')];
    await follow(owner, anna.id);
    await follow(owner, tom.id);
    const trip = await saveTrip(owner, { name: 'East Lothian', startDate: '2027-05-03', endDate: '2027-05-05', companions: [anna.id, tom.id] });
    expect(await tripLines(anna)).toEqual(['trip.invited: Captain invited you on “East Lothian”']);
    expect((await inbox(t, anna)).items.find((n) => n.kind === 'trip.invited')!.path).toBe(`/trip-planner/${trip._id}`);

    await call(t, 'POST', `/api/lists/trip/${trip._id}/accept`, anna);
    await call(t, 'POST', `/api/lists/trip/${trip._id}/leave`, tom);
    expect(await tripLines(owner)).toEqual(['trip.declined: Tom declined your trip “East Lothian”', 'trip.accepted: Anna accepted your trip “East Lothian”']);
    // Tom declined: his invitation is gone with the trip he is no longer on.
    expect(await tripLines(tom)).toEqual([]);

    // A rename is not a change of plan; new dates and days are, told to the companions, not to who made them.
    await saveTrip(owner, { _id: trip._id, name: 'East Lothian 2027' });
    expect((await tripLines(anna)).filter((l) => l.startsWith('trip.changed'))).toEqual([]);
    await saveTrip(owner, { _id: trip._id, startDate: '2027-05-04', endDate: '2027-05-06' });
    await saveTrip(owner, { _id: trip._id, days: [{ day: 1, rounds: [{ course: courseIds[2] }] }] });
    expect((await tripLines(anna)).filter((l) => l.startsWith('trip.changed'))).toEqual(['trip.changed: Captain changed the plan of “East Lothian 2027”']);
    expect((await tripLines(owner)).filter((l) => l.startsWith('trip.changed'))).toEqual([]);

    await saveTrip(owner, { _id: trip._id, companions: [] });
    expect(await tripLines(anna)).toEqual([]);
    expect(JSON.stringify(await inbox(t, anna))).not.toContain('East Lothian');
  });
});

describe('moderation, the panel, corrections and disabled golfers', () => {
  it("tell a list's owner it was hidden and shown again", async () => {
    const owner = await golfer('Moderated');
    const list = await createList(t, owner, { name: 'Rude Name', isPublic: true });
    await call(t, 'POST', `/api/admin/lists/${list}/hide`, admin, { reason: 'Offensive name.' });
    await call(t, 'POST', `/api/admin/lists/${list}/unhide`, admin, { reason: 'Renamed.' });
    expect(await lines(t, owner)).toEqual(['list.unhidden: Your list “Rude Name” is shown again', 'list.hidden: A moderator hid your list “Rude Name”']);
  });

  it("tell a golfer their panel request's decision", async () => {
    const g = await golfer('Applicant');
    await call(t, 'POST', '/api/panelist', g, { message: 'I have played 300 courses.' });
    const res = await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved', reason: 'Welcome.', from: 'Pending' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lines(t, g)).toEqual(['panelist.decided: You are on the course panel: your rankings now count for the panel']);
  });

  it('leave out what a disabled golfer did, and say nothing new of them', async () => {
    const [target, troll] = [await golfer('Target'), await golfer('Troll')];
    await follow(troll, target.id);
    expect(await lines(t, target)).toHaveLength(1);
    expect((await call(t, 'POST', `/api/admin/users/${troll.id}/disable`, admin, { reason: 'Spam' })).statusCode).toBe(200);
    expect(await lines(t, target)).toEqual([]);
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, troll.id));
  });
});

describe('settings', () => {
  it('answers every kind with its defaults, saves some kinds, and refuses an unknown kind naming the field', async () => {
    const g = await golfer('Chooser');
    const res = await call(t, 'GET', '/api/notifications/settings', g);
    expect(res.statusCode).toBe(200);
    const { kinds, emailDigest } = res.json().data;
    expect(kinds['trip.invited']).toEqual({ inApp: true, email: true, push: true });
    expect(kinds.follow).toEqual({ inApp: true, email: false, push: false });
    expect(emailDigest).toBe(false);
    const saved = await call(t, 'PUT', '/api/notifications/settings', g, { kinds: { follow: { inApp: false, email: false, push: false } }, emailDigest: true });
    expect(saved.json().data.kinds.follow).toEqual({ inApp: false, email: false, push: false });
    expect(saved.json().data.kinds['trip.invited'].email).toBe(true);
    expect(saved.json().data.emailDigest).toBe(true);
    const bad = await call(t, 'PUT', '/api/notifications/settings', g, { kinds: { nonsense: { inApp: true, email: true, push: true } } });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad).join()).toMatch(/kinds/);
  });

  it('a kind turned off in the app shows nothing and counts nothing', async () => {
    const [g, fan] = [await golfer('Quiet'), await golfer('Loud Fan')];
    await call(t, 'PUT', '/api/notifications/settings', g, { kinds: { follow: { inApp: false, email: false, push: false } } });
    await follow(fan, g.id);
    expect(await inbox(t, g)).toMatchObject({ items: [], unread: 0 });
    expect(await t.database.db.$count(notifications, eq(notifications.userId, g.id))).toBe(0);
  });
});

describe('reading and marking read', () => {
  it('pages newest first; marks only the golfer\'s own entries read', async () => {
    const g = await golfer('Popular');
    const owner = await golfer('Trip Owner');
    await follow(owner, g.id);
    for (const [i, name] of ['One', 'Two', 'Three'].entries()) {
      await saveTrip(owner, { name: `Trip ${name}`, startDate: `2027-06-0${i + 1}`, endDate: `2027-06-0${i + 1}`, companions: [g.id] });
    }
    const first = await inbox(t, g, '?limit=2');
    expect(first.items.map((n) => n.text)).toEqual(['Trip Owner invited you on “Trip Three”', 'Trip Owner invited you on “Trip Two”']);
    const rest = await inbox(t, g, `?limit=2&before=${first.nextBefore}`);
    expect(rest.items.map((n) => n.text)).toEqual(['Trip Owner invited you on “Trip One”', 'Trip Owner followed you']);
    expect(first.unread).toBe(4);

    const other = await golfer('Other');
    const theirs = await call(t, 'POST', '/api/notifications/read', other, { ids: [first.items[0]!.id] });
    expect(theirs.json().data.unread).toBe(0);
    expect((await inbox(t, g)).unread).toBe(4);
    const mine = await call(t, 'POST', '/api/notifications/read', g, { ids: [first.items[0]!.id] });
    expect(mine.json().data.unread).toBe(3);
    expect((await inbox(t, g)).items[0]!.read).toBe(true);
    expect((await call(t, 'POST', '/api/notifications/read', g, { ids: [] })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/notifications', null)).statusCode).toBe(401);
  });
});

describe('the daily sweep', () => {
  it("reminds a trip's golfers the day before, once however often it runs", async () => {
    const owner = await golfer('Planner');
    const mate = await golfer('Mate');
    await follow(owner, mate.id);
    const trip = await saveTrip(owner, { name: 'Tomorrow Trip', startDate: '2027-08-10', endDate: '2027-08-11', companions: [mate.id] });
    await call(t, 'POST', `/api/lists/trip/${trip._id}/accept`, mate);
    const eve = new Date('2027-08-09T07:00:00Z');
    await t.notifications.sweep(eve);
    await t.notifications.sweep(eve);
    for (const g of [owner, mate]) {
      expect((await lines(t, g)).filter((l) => l.startsWith('trip.reminder'))).toEqual(['trip.reminder: “Tomorrow Trip” starts tomorrow, 10 August 2027']);
    }
  });

  it('tells a golfer whose cancelled plan ends within a week, once', async () => {
    const g = await golfer('Leaving Pro');
    const endsAt = Math.floor(Date.now() / 1000) + 3 * 86_400;
    await t.database.db.update(users).set({ isPremium: true, subscriptionCancelAt: endsAt }).where(eq(users.id, g.id));
    await t.notifications.sweep();
    await t.notifications.sweep();
    const pro = (await inbox(t, g)).items.filter((n) => n.kind === 'pro.ending');
    expect(pro).toHaveLength(1);
    expect(pro[0]!.path).toBe('/pro');
  });
});

describe('blocks and reports', () => {
  it('a block takes what either did out of the other\'s inbox and count, and nothing new comes of them', async () => {
    const [me, pest, friend] = [await golfer('Blocker'), await golfer('Pest'), await golfer('Friend')];
    await follow(pest, me.id);
    await follow(friend, me.id);
    expect(await lines(t, me)).toEqual(['follow: Friend and Pest followed you']);
    expect((await call(t, 'POST', `/api/users/${pest.id}/block`, me)).statusCode).toBe(200);
    expect(await lines(t, me)).toEqual(['follow: Friend followed you']);
    const list = await createList(t, me, { name: 'Blocked Out', isPublic: true });
    await addItem(t, me, list, { course: courseIds[3]! });
    await follow(pest, me.id);
    expect(await lines(t, me)).toEqual(['follow: Friend followed you']);
    expect((await inbox(t, me)).unread).toBe(1);
  });

  it('the reporter is told a report was handled, and never what was done', async () => {
    const [reporter, reported] = [await golfer('Reporter'), await golfer('Reported')];
    const res = await call(t, 'POST', '/api/reports', reporter, { subject: { kind: 'user', id: reported.id }, reason: 'Spam in every list.' });
    expect(res.statusCode, res.body).toBe(201);
    const acted = await call(t, 'POST', `/api/admin/reports/${res.json().data._id}/act`, admin, { action: 'disable-user', reason: 'Spammer' });
    expect(acted.statusCode, acted.body).toBe(200);
    expect(await lines(t, reporter)).toEqual(['report.handled: Thank you: a moderator looked at your report']);
    expect(JSON.stringify(await inbox(t, reporter))).not.toMatch(/disable|Spammer/i);
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, reported.id));
  });
});
