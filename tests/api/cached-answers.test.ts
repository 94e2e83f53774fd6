/**
 * Public answers kept as bytes per catalogue revision (issue 34, part 3; lib/answer-cache.ts): a
 * course by id, the map's viewports, search and a community ranking's page answer with an ETag,
 * 304 to a client that has it, and never an answer older than the catalogue: an admin's write,
 * and a change another replica announces, each give the next read the new course and a new tag.
 * Per-golfer views are not kept.
 * (A ranking's page under a new revision: community-rankings and panel-rankings tests.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { courseInput } from './helpers/course-factory';
import { createTestUser, type TestUser } from './helpers/emulator-users';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
/** A second app on the same database, as another replica: it hears of changes only when told (`apply`). */
let other: TestApp;
let admin: TestUser;
let golfer: Golfer;
let id: string;
const ADMIN_EMAIL = `cache-${Date.now()}@example.com`;
const BOX = 'south=55&west=-4&north=57&east=-2&zoom=14';

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  other = await createTestApp({ database: t.database });
  admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
  golfer = await createGolfer(t);
  const created = await t.app.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: courseInput({ club_name: 'Etag Links', location: { lat: 56.1, lng: -2.8 } }) as object });
  expect(created.statusCode, created.body).toBe(201);
  id = created.json().data._id;
  await t.catalogue.settled();
  await other.catalogue.apply({ ids: [id] });
  await other.catalogue.settled();
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) => app.app.inject({ url, headers });

async function rename(name: string) {
  const read = (await get(t, `/api/courses/${id}`)).json().data;
  const res = await t.app.inject({
    method: 'PUT', url: `/api/courses/${id}`, headers: admin.auth,
    payload: courseInput({ club_name: name, location: { lat: 56.1, lng: -2.8 }, revision: read.updatedAt, reason: 'Renamed' }) as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.catalogue.settled();
}

describe('public answers with an ETag', () => {
  it.each([`/api/courses/{id}`, `/api/bounded-courses?${BOX}`, '/api/search?terms=etag%20links', '/api/lists/preset/my-lie'])('%s: the same bytes and tag twice, 304 to a client that has them', async (path) => {
    const url = path.replace('{id}', id);
    const first = await get(t, url);
    const second = await get(t, url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    expect(first.json().status).toBe('success');

    const fresh = await get(t, url, { 'if-none-match': first.headers.etag as string });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
    expect(fresh.headers.etag).toBe(first.headers.etag);
    expect((await get(t, url, { 'if-none-match': `W/"stale", ${first.headers.etag as string}` })).statusCode).toBe(304);
    expect((await get(t, url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('an admin\'s write gives the next read the new course and a new tag, on the page, the map and search', async () => {
    const urls = [`/api/courses/${id}`, `/api/bounded-courses?${BOX}`, '/api/search?terms=quarrywood'];
    const before = await Promise.all(urls.map((url) => get(t, url)));
    expect(before[2]!.json().data.map((c: { _id: string }) => c._id)).not.toContain(id);
    await rename('Quarrywood Links');
    const after = await Promise.all(urls.map((url) => get(t, url)));
    expect(after[0]!.json().data.club_name).toBe('Quarrywood Links');
    expect(after[1]!.json().data.cards.items.find((c: { _id: string }) => c._id === id).club_name).toBe('Quarrywood Links');
    expect(after[2]!.json().data[0]).toMatchObject({ _id: id, club_name: 'Quarrywood Links' });
    for (const [i, res] of after.entries()) {
      expect(res.headers.etag).not.toBe(before[i]!.headers.etag);
      expect((await get(t, urls[i]!, { 'if-none-match': before[i]!.headers.etag as string })).statusCode).toBe(200);
    }
  });

  it('a change another replica announces reaches this one\'s kept answers', async () => {
    const url = `/api/courses/${id}`;
    const kept = await get(other, url);
    // Written past this app (as another process would), then announced.
    await t.database.db.execute(sql`update courses set club_name = 'Announced Etag Links' where id = ${id}`);
    expect((await get(other, url)).json().data.club_name).toBe(kept.json().data.club_name);
    await other.catalogue.apply({ ids: [id] });
    const now = await get(other, url);
    expect(now.json().data.club_name).toBe('Announced Etag Links');
    expect(now.headers.etag).not.toBe(kept.headers.etag);
  });

  it('a golfer\'s own view (hide=played) is kept by its courses, never answered by its URL to anyone else', async () => {
    const url = `/api/bounded-courses?${BOX}&hide=played`;
    for (let i = 0; i < 2; i++) {
      const res = await get(t, url, golfer.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers.etag).toBeTruthy();
    }
    // The same URL signed out: a 401, not the golfer's kept answer.
    expect((await get(t, url)).statusCode).toBe(401);
  });

  it('an unknown course is a 404 each time, never kept', async () => {
    const unknown = '5a0c3a0e-4a4b-4f7e-9a77-000000000404';
    for (let i = 0; i < 2; i++) {
      const res = await get(t, `/api/courses/${unknown}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});
