import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseInput } from './helpers/course-factory';
import { createTestUser, type TestUser } from './helpers/emulator-users';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: TestUser;
let golfer: TestUser;
const ADMIN_EMAIL = `curator-${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  admin = await createTestUser({ email: ADMIN_EMAIL, verified: true });
  golfer = await createTestUser();
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('admin course writes', () => {
  it('creates, reads, updates and deletes a course, and the map and search follow', async () => {
    const created = await send('POST', '/api/courses', admin, courseInput({ club_name: 'Kingsbarns Test Links' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;

    const read = await t.app.inject(`/api/courses/${id}`);
    expect(read.json().data).toMatchObject({ club_name: 'Kingsbarns Test Links', architects: ['Tom Doak'], peak_green_fee: 150 });
    await t.catalogue.settled();
    const found = await t.app.inject('/api/search?terms=kingsbarn%20test');
    expect(found.json().data[0]._id).toBe(id);
    const map = await t.app.inject('/api/bounded-courses?south=55&west=-4&north=57&east=-2&zoom=14');
    expect(map.json().data.courses.map((c: { _id: string }) => c._id)).toContain(id);

    const updated = await send('PUT', `/api/courses/${id}`, admin, courseInput({
      club_name: 'Renamed Links', architect: 'Gil Hanse', architects: undefined, revision: read.json().data.updatedAt, reason: 'Renamed',
    }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ club_name: 'Renamed Links', architects: ['Gil Hanse'] });
    // The course page and the search must not serve the cached old version.
    expect((await t.app.inject(`/api/courses/${id}`)).json().data.club_name).toBe('Renamed Links');
    expect((await t.app.inject('/api/search?terms=renamed%20links')).json().data[0]).toMatchObject({ _id: id, club_name: 'Renamed Links' });

    const deleted = await send('DELETE', `/api/courses/${id}`, admin, { reason: 'Closed' });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject(`/api/courses/${id}`)).statusCode).toBe(404);
    await t.catalogue.settled();
    const gone = await t.app.inject('/api/bounded-courses?south=55&west=-4&north=57&east=-2&zoom=14');
    expect(gone.json().data.courses.map((c: { _id: string }) => c._id)).not.toContain(id);
    expect((await send('DELETE', `/api/courses/${id}`, admin, { reason: 'Closed' })).statusCode).toBe(404);
  });

  it('POST /courses/{id} creates under that id, then replaces (with the revision read and a reason)', async () => {
    const id = '5a0c3a0e-4a4b-4f7e-9a77-1f2d3c4b5a69';
    const first = await send('POST', `/api/courses/${id}`, admin, courseInput({ club_name: 'Chosen Id GC' }));
    expect(first.statusCode).toBe(201);
    expect(first.json().data._id).toBe(id);
    const again = await send('POST', `/api/courses/${id}`, admin, courseInput({ club_name: 'Chosen Id GC 2', revision: first.json().data.updatedAt, reason: 'Renamed' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.club_name).toBe('Chosen Id GC 2');
  });

  it('answers 401 to visitors and 403 to golfers who are not admins, and changes nothing', async () => {
    const before = (await t.app.inject('/api/courses?pageSize=1')).json().data.total;
    expect((await send('POST', '/api/courses', null, courseInput())).statusCode).toBe(401);
    const forbidden = await send('POST', '/api/courses', golfer, courseInput());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: 'error', message: 'Only admins can do this.' });
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await send('PUT', `/api/courses/${id}`, golfer, courseInput())).statusCode).toBe(403);
    expect((await send('DELETE', `/api/courses/${id}`, golfer)).statusCode).toBe(403);
    expect((await t.app.inject('/api/courses?pageSize=1')).json().data.total).toBe(before);
  });

  it('rejects bad bodies with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [courseInput({ club_name: '' }), 'club_name'],
      [courseInput({ location: { lat: 95, lng: 0 } }), 'location.lat'],
      [courseInput({ club_membership: 'SECRET' as never }), 'club_membership'],
      [courseInput({ year_established: 'old' as never }), 'year_established'],
      [courseInput({ videos: [{ youtubeId: 'x' }] }), 'videos.0.youtubeId'],
      [courseInput({ gallery: [{ src: 'javascript:alert(1)' }] }), 'gallery.0.src'],
      [{ ...courseInput(), hacker: true }, 'hacker'],
      [courseInput({ architect: 'A', architects: ['B'] }), 'architect'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '/api/courses', admin, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
    const notJson = await t.app.inject({ method: 'POST', url: '/api/courses', headers: { ...admin.auth, 'content-type': 'application/json' }, payload: '{"club_name":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().status).toBe('error');
  });
});
