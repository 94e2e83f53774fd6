import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lists, playedCourses, users } from '../../src/server/data/schema';
import { usersRepository } from '../../src/server/data/users.repository';
import { localFileStorage } from '../../src/server/storage/local-file-storage';
import { createGolfer, FORGED, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { multipartBody, pngImage, webpSize } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const ADMIN_EMAIL = `admin-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
});
afterAll(() => t.close());

const get = (url: string, who?: { auth: Record<string, string> }) => t.app.inject({ url, headers: who?.auth });
const putProfile = (who: { auth: Record<string, string> } | null, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: who?.auth, payload: payload as object });
const follow = (who: Golfer, target: string) => t.app.inject({ method: 'POST', url: `/api/users/${target}/follow`, headers: who.auth, payload: {} });

async function addCourse(name: string): Promise<string> {
  const [row] = await t.database.db.insert(courses).values({ clubName: name, lat: 56, lng: -3, country: 'Scotland', clubMembership: 'PUBLIC' })
    .returning({ id: courses.id });
  return row!.id;
}

const validProfile = { displayName: 'Tiger', fullName: 'Eldrick Woods', preferences: { difficulty: 'hard', architecture: 'classic' } };

describe('GET /api/users/{id} (profile)', () => {
  it('counts played courses, public lists, followers and following, and shows no private fields', async () => {
    const [a, b, c] = [await createGolfer(t), await createGolfer(t, { displayName: 'Bobby Jones' }), await createGolfer(t)];
    expect((await follow(a, b.id)).statusCode).toBe(200);
    expect((await follow(c, b.id)).statusCode).toBe(200);
    expect((await follow(b, a.id)).statusCode).toBe(200);
    const [c1, c2] = [await addCourse('Old Course'), await addCourse('Augusta')];
    await t.database.db.insert(playedCourses).values([{ userId: b.id, courseId: c1 }, { userId: b.id, courseId: c2 }, { userId: a.id, courseId: c1 }]);
    await t.database.db.insert(lists).values([
      { ownerId: b.id, kind: 'course', type: 'bucket_list', name: 'Bucket', isPublic: true },
      { ownerId: b.id, kind: 'course', type: 'most_fun', name: 'Fun', isPublic: true },
      { ownerId: b.id, kind: 'course', type: 'custom', name: 'Secret', isPublic: false },
    ]);

    const res = await get(`/api/users/${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: b.id, displayName: 'Bobby Jones', fullName: null, picture: null, isDemo: false, isPremium: false,
      counts: { played: 2, lists: 2, followers: 2, following: 1, correctionsAccepted: 0 },
      isFollowing: false,
      isPanelist: false,
    });
    expect(res.json().data).not.toHaveProperty('email');
  });

  it('tells the signed-in viewer whether they follow this golfer', async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    expect((await get(`/api/users/${b.id}`, a)).json().data.isFollowing).toBe(false);
    await follow(a, b.id);
    expect((await get(`/api/users/${b.id}`, a)).json().data.isFollowing).toBe(true);
    expect((await get(`/api/users/${b.id}`)).json().data.isFollowing).toBe(false);
    expect((await get(`/api/users/${b.id}`, b)).json().data.isFollowing).toBe(false);
    await t.app.inject({ method: 'POST', url: `/api/users/${b.id}/unfollow`, headers: a.auth, payload: {} });
    expect((await get(`/api/users/${b.id}`, a)).json().data.isFollowing).toBe(false);
  });

  it('answers 404 for an unknown id and 400 naming the field for a malformed one', async () => {
    expect((await get(`/api/users/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const bad = await get('/api/users/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/path.*id/);
  });
});

describe('GET /api/users (golfers)', () => {
  it('pages golfers newest first with public fields only', async () => {
    await createGolfer(t);
    const newest = await createGolfer(t, { displayName: 'Newest Golfer' });
    const first = (await get('/api/users?pageSize=2')).json().data;
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(2);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toEqual({ _id: newest.id, displayName: 'Newest Golfer', fullName: null, picture: null, isPremium: false, isDemo: false });
    const n = await t.database.db.$count(users);
    expect(first.total).toBe(n);
    const last = (await get(`/api/users?pageSize=2&page=${Math.ceil(n / 2)}`)).json().data;
    expect(last.items).toHaveLength(n % 2 === 0 ? 2 : 1);
    const ids = new Set<string>();
    for (let page = 1; page <= Math.ceil(n / 2); page++) {
      for (const u of (await get(`/api/users?pageSize=2&page=${page}`)).json().data.items) ids.add(u._id);
    }
    expect(ids.size).toBe(n);
    expect((await get(`/api/users?pageSize=2&page=${Math.ceil(n / 2) + 1}`)).json().data.items).toEqual([]);
  });

  it('refuses huge page sizes, bad pages and unknown query fields', async () => {
    const huge = await get('/api/users?pageSize=1000');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/pageSize/);
    expect((await get('/api/users?page=0')).statusCode).toBe(400);
    expect((await get('/api/users?pageSize=abc')).json().message).toMatch(/pageSize/);
    const unknown = await get('/api/users?limit=5');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/unknown query field: limit/);
  });
});

describe('GET /api/users/{id}/played', () => {
  it('pages the played courses, most recently played first, with dateAdded', async () => {
    const g = await createGolfer(t);
    const ids = [await addCourse('First Links'), await addCourse('Second Links'), await addCourse('Third Links')];
    const day = (d: number) => `2024-05-0${d}`;
    await t.database.db.insert(playedCourses).values(ids.map((courseId, i) => ({ userId: g.id, courseId, dateAdded: day(i + 1), datePrecision: 'day' as const })));

    const page1 = (await get(`/api/users/${g.id}/played?pageSize=2`)).json().data;
    expect(page1.total).toBe(3);
    expect(page1.items.map((p: { course: { club_name: string } }) => p.course.club_name)).toEqual(['Third Links', 'Second Links']);
    expect(page1.items[0]).toMatchObject({ dateAdded: day(3), datePrecision: 'day' });
    expect(page1.items[0].course).toMatchObject({ _id: ids[2], club_membership: 'PUBLIC', location: { lat: 56, lng: -3 }, address: { country: 'Scotland' } });
    const page2 = (await get(`/api/users/${g.id}/played?pageSize=2&page=2`)).json().data;
    expect(page2.items.map((p: { course: { _id: string } }) => p.course._id)).toEqual([ids[0]]);
  });

  it('is empty for a golfer who played nothing; 404 unknown, 400 malformed or huge page', async () => {
    const g = await createGolfer(t);
    expect((await get(`/api/users/${g.id}/played`)).json().data).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
    expect((await get(`/api/users/${UNKNOWN_ID}/played`)).statusCode).toBe(404);
    expect((await get('/api/users/123/played')).statusCode).toBe(400);
    expect((await get(`/api/users/${g.id}/played?pageSize=101`)).statusCode).toBe(400);
  });
});

describe('GET /api/users/admin/{id}', () => {
  it('shows an admin everything, including email and flags', async () => {
    const admin = await createGolfer(t, { email: ADMIN_EMAIL, verified: true });
    const g = await createGolfer(t, { displayName: 'Private Person' });
    const res = await get(`/api/users/admin/${g.id}`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: g.id, email: g.email, displayName: 'Private Person', isAdmin: false, isPremium: false, firebaseUid: g.uid,
      counts: { played: 0, lists: 0, followers: 0, following: 0, correctionsAccepted: 0 },
    });
    expect(Date.parse(data.createdAt)).not.toBeNaN();
    expect((await get(`/api/users/admin/${UNKNOWN_ID}`, admin)).statusCode).toBe(404);
    expect((await get('/api/users/admin/nope', admin)).statusCode).toBe(400);
  });

  it('answers 403 to a signed-in golfer, even about themselves, and 401 without a token', async () => {
    const g = await createGolfer(t);
    const res = await get(`/api/users/admin/${g.id}`, g);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
    expect((await get(`/api/users/admin/${g.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/user/profile', () => {
  it('replaces the signed-in user’s names and preferences (trimmed; an empty full name clears it)', async () => {
    const g = await createGolfer(t);
    const res = await putProfile(g, { ...validProfile, displayName: '  Tiger  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: g.id, displayName: 'Tiger', fullName: 'Eldrick Woods', preferences: { difficulty: 'hard', architecture: 'classic' } });
    expect((await get('/api/user/me', g)).json().data).toMatchObject({ displayName: 'Tiger', fullName: 'Eldrick Woods', preferences: { difficulty: 'hard', architecture: 'classic' } });
    expect((await get(`/api/users/${g.id}`)).json().data).toMatchObject({ displayName: 'Tiger', fullName: 'Eldrick Woods' });

    const cleared = await putProfile(g, { displayName: 'T', fullName: '', preferences: { difficulty: 'none', architecture: 'modern' } });
    expect(cleared.json().data).toMatchObject({ displayName: 'T', fullName: null, preferences: { difficulty: 'none', architecture: 'modern' } });
    expect((await putProfile(g, { ...validProfile, fullName: null })).json().data.fullName).toBeNull();
    expect((await putProfile(g, { ...validProfile, displayName: 'x'.repeat(40), fullName: 'y'.repeat(80) })).statusCode).toBe(200);
  });

  it.each([
    ['empty display name', { ...validProfile, displayName: '' }, /displayName/],
    ['blank display name', { ...validProfile, displayName: '   ' }, /displayName/],
    ['display name over 40', { ...validProfile, displayName: 'x'.repeat(41) }, /displayName.*40/],
    ['display name with a newline', { ...validProfile, displayName: 'Tiger\nWoods' }, /displayName/],
    ['display name with a right-to-left override', { ...validProfile, displayName: 'Tiger\u202Esdoow' }, /displayName: must not contain control characters/],
    ['display name with a line separator', { ...validProfile, displayName: 'Tiger\u2028Woods' }, /displayName: must not contain control characters/],
    ['full name with a bidi isolate', { ...validProfile, fullName: '\u2067Eldrick\u2069 Woods' }, /fullName: must not contain control characters/],
    ['full name over 80', { ...validProfile, fullName: 'y'.repeat(81) }, /fullName.*80/],
    ['display name not a string', { ...validProfile, displayName: 42 }, /displayName/],
    ['unknown difficulty', { ...validProfile, preferences: { difficulty: 'extreme', architecture: 'none' } }, /preferences\.difficulty/],
    ['unknown architecture', { ...validProfile, preferences: { difficulty: 'none', architecture: 'brutalist' } }, /preferences\.architecture/],
    ['missing preferences', { displayName: 'Tiger', fullName: null }, /preferences/],
    ['unknown field', { ...validProfile, isAdmin: true }, /unknown body field: isAdmin/],
    ['unknown preference field', { ...validProfile, preferences: { difficulty: 'none', architecture: 'none', colour: 'red' } }, /colour/],
    ['another user’s id', { ...validProfile, _id: UNKNOWN_ID }, /unknown body field: _id/],
  ])('refuses %s with 400 naming the field', async (_name, body, message) => {
    const g = await createGolfer(t, { displayName: 'Unchanged' });
    const res = await putProfile(g, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await get('/api/user/me', g)).json().data.displayName).toBe('Unchanged');
  });

  it('changes only the signed-in user: a body naming another user cannot touch them', async () => {
    const [me, other] = [await createGolfer(t, { displayName: 'Me' }), await createGolfer(t, { displayName: 'Other' })];
    expect((await putProfile(me, { ...validProfile, _id: other.id })).statusCode).toBe(400);
    expect((await putProfile(me, { ...validProfile, displayName: 'Still me' })).statusCode).toBe(200);
    expect((await get(`/api/users/${other.id}`)).json().data.displayName).toBe('Other');
    expect((await get(`/api/users/${me.id}`)).json().data.displayName).toBe('Still me');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row).toMatchObject({ displayName: 'Other', difficultyPreference: 'none', architecturePreference: 'none' });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await putProfile(null, validProfile)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: FORGED, payload: validProfile })).statusCode).toBe(401);
  });

  it('refuses a disabled and a deleted Firebase account, and changes nothing', async () => {
    const disabled = await createGolfer(t, { displayName: 'Before' });
    const deleted = await createGolfer(t, { displayName: 'Before' });
    const { getAuth } = await import('firebase-admin/auth');
    const { getApps } = await import('firebase-admin/app');
    const auth = getAuth(getApps().find((a) => a.name === 'tpl-demo-tpl')!);
    await auth.updateUser(disabled.uid, { disabled: true });
    await auth.deleteUser(deleted.uid);
    expect((await putProfile(disabled, validProfile)).statusCode).toBe(401);
    expect((await putProfile(deleted, validProfile)).statusCode).toBe(401);
    const rows = await t.database.db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.displayName, 'Tiger'));
    expect(rows.map((r) => r.id)).not.toContain(disabled.id);
    expect(rows.map((r) => r.id)).not.toContain(deleted.id);
  });
});

describe('POST /api/user/picture', () => {
  const upload = (who: { auth: Record<string, string> } | null, body: ReturnType<typeof multipartBody>) =>
    t.app.inject({ method: 'POST', url: '/api/user/picture', headers: { ...who?.auth, ...body.headers }, payload: body.payload });
  const picture = (data: Buffer, contentType = 'image/png', field = 'picture') => multipartBody([{ field, filename: 'me.png', contentType, data }]);

  it('answers 401 without a token', async () => {
    const res = await upload(null, picture(pngImage(4, 4)));
    expect(res.statusCode).toBe(401);
  });

  describe('with @fastify/multipart and sharp', () => {
    it('stores a 256×256 WebP, serves it at /api/files/..., and shows it on the profile', async () => {
      const g = await createGolfer(t);
      const res = await upload(g, picture(pngImage(640, 400)));
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().data.photoURL;
      expect(url).toMatch(new RegExp(`^/api/files/avatars/${g.id}/[A-Za-z0-9_-]+\\.webp$`));
      const file = await t.app.inject(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(webpSize(file.rawPayload)).toEqual({ width: 256, height: 256 });
      expect((await get(`/api/users/${g.id}`)).json().data.picture).toBe(url);
      expect((await get('/api/user/me', g)).json().data.photoURL).toBe(url);
    });

    it('removes the previous picture when a new one arrives', async () => {
      const g = await createGolfer(t);
      const first: string = (await upload(g, picture(pngImage(300, 300)))).json().data.photoURL;
      const second: string = (await upload(g, picture(pngImage(100, 500)))).json().data.photoURL;
      expect(second).not.toBe(first);
      expect((await t.app.inject(first)).statusCode).toBe(404);
      expect((await t.app.inject(second)).statusCode).toBe(200);
      expect(fs.readdirSync(path.join(t.uploadsDir, 'avatars', g.id))).toHaveLength(1);
    });

    it('refuses what is not an image with 400, and more than 5 MB with 413', async () => {
      const g = await createGolfer(t);
      const text = await upload(g, picture(Buffer.from('hello'), 'text/plain'));
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toMatch(/must be an image/);
      const fake = await upload(g, picture(Buffer.from('definitely not a png'), 'image/png'));
      expect(fake.statusCode).toBe(400);
      const svg = await upload(g, picture(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml'));
      expect(svg.statusCode).toBe(400);
      // Exactly 5 MB passes the size check (and is then refused as not an image); one byte more does not.
      expect((await upload(g, picture(Buffer.alloc(5 * 1024 * 1024, 1)))).statusCode).toBe(400);
      const big = await upload(g, picture(Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('The picture must be at most 5 MB.');
      expect((await get('/api/user/me', g)).json().data.photoURL).toBeNull();
    });

    it('refuses a JSON body, a file in another field and an empty form with 400', async () => {
      const g = await createGolfer(t);
      expect((await t.app.inject({ method: 'POST', url: '/api/user/picture', headers: g.auth, payload: { picture: 'x' } })).statusCode).toBe(400);
      expect((await upload(g, picture(pngImage(8, 8), 'image/png', 'avatar'))).statusCode).toBe(400);
      expect((await upload(g, multipartBody([], { note: 'no file' }))).statusCode).toBe(400);
    });
  });
});

describe('the picture swap (what an upload does after storing the file)', () => {
  it('sets the new URL and key and returns the key it replaced; null for an unknown user', async () => {
    const g = await createGolfer(t);
    const repo = usersRepository(t.database.db);
    const photo = (name: string) => ({ url: `/api/files/avatars/x/${name}.webp`, key: `avatars/x/${name}.webp` });
    const first = await repo.setPhoto(g.id, photo('one'));
    expect(first).toMatchObject({ previousKey: null, user: { id: g.id, photoUrl: '/api/files/avatars/x/one.webp', photoKey: 'avatars/x/one.webp' } });
    const second = await repo.setPhoto(g.id, photo('two'));
    expect(second?.previousKey).toBe('avatars/x/one.webp');
    expect((await get(`/api/users/${g.id}`)).json().data.picture).toBe('/api/files/avatars/x/two.webp');
    expect(await repo.setPhoto(UNKNOWN_ID, photo('three'))).toBeNull();
  });
});

describe('GET /api/files/...', () => {
  it('serves a stored file with its type, for good caching', async () => {
    const key = 'avatars/test/served.webp';
    await localFileStorage(t.uploadsDir).put(key, Buffer.from('RIFF0000WEBP'), 'image/webp');
    const res = await t.app.inject(`/api/files/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.body).toBe('RIFF0000WEBP');
  });

  it('answers 404 for missing files and for keys that try to leave the folder', async () => {
    // A real file beside the uploads folder, which no URL may reach.
    const outside = `outside-${path.basename(t.uploadsDir)}.webp`;
    fs.writeFileSync(path.join(t.uploadsDir, '..', outside), 'x');
    try {
      for (const url of [
        '/api/files/avatars/nobody/none.webp', `/api/files/../${outside}`, `/api/files/%2e%2e/${outside}`,
        `/api/files/a/%2e%2e/%2e%2e/${outside}`, `/api/files/%2F..%2F${outside}`, '/api/files/',
      ]) {
        expect((await t.app.inject(url)).statusCode, url).toBe(404);
      }
    } finally {
      fs.rmSync(path.join(t.uploadsDir, '..', outside), { force: true });
    }
  });
});
