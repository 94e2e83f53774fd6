/**
 * The map's side of played courses and wishlists: the golfer's own course markers (GET /api/user/map-courses), the
 * checklist's countries and regions (GET /api/courses/regions, GET /api/courses?province=) and
 * courses near me leaving out every played course.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let anna: Golfer;
let tom: Golfer;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [anna, tom] = [await createGolfer(t), await createGolfer(t)];
});
afterAll(() => t.close());

const ST_ANDREWS = 'lat=56.3436&lng=-2.803';

async function fife(): Promise<{ _id: string; location: { lat: number; lng: number }; club_membership: string | null }[]> {
  const res = await t.app.inject('/api/courses?country=scotland&province=FIFE&pageSize=100');
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

const post = (who: Golfer, url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: who.auth, payload });

describe('GET /api/courses/regions and the province filter', () => {
  it('counts courses by country and region, most first, and the counts match the filtered lists', async () => {
    const regions = (await t.app.inject('/api/courses/regions')).json().data as { country: string; continent: string; courses: number; regions: { name: string; courses: number }[] }[];
    expect(regions.reduce((n, c) => n + c.courses, 0)).toBe(532);
    expect(regions.map((c) => c.courses)).toEqual([...regions.map((c) => c.courses)].sort((a, b) => b - a));
    const scotland = regions.find((c) => c.country === 'Scotland')!;
    expect(scotland.continent).toBe('EUROPE');
    const fifeRegion = scotland.regions.find((r) => r.name === 'Fife')!;
    expect(fifeRegion.courses).toBe((await fife()).length);
    expect(scotland.regions.reduce((n, r) => n + r.courses, 0)).toBeLessThanOrEqual(scotland.courses);
  });

  it('refuses a bad province like any filter', async () => {
    const res = await t.app.inject('/api/courses?province=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0]).toMatchObject({ in: 'query', path: 'province' });
  });
});

describe('GET /api/bounded-courses?hide=played', () => {
  // Fife at a zoom where its courses are clusters, and at one where they are pins.
  const FIFE_BOX = 'south=56.0&west=-3.4&north=56.5&east=-2.5';
  const view = async (zoom: number, who?: Golfer, hide = true) => {
    const res = await t.app.inject({ url: `/api/bounded-courses?${FIFE_BOX}&zoom=${zoom}&pageSize=50${hide ? '&hide=played' : ''}`, headers: who?.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { total: number; clusters: { count: number }[]; courses: { _id: string }[]; cards: { items: { _id: string }[] } };
  };

  it('leaves the golfer\'s played courses out of clusters, pins and cards alike', async () => {
    const golfer = await createGolfer(t);
    const inFife = await fife();
    const played = inFife.slice(0, 3).map((c) => c._id);
    const res = await post(golfer, '/api/user/courses-played/batch', { add: played.map((courseId) => ({ courseId })) });
    expect(res.statusCode).toBe(200);

    for (const zoom of [6, 9, 16]) {
      const all = await view(zoom, golfer, false);
      const rest = await view(zoom, golfer);
      expect(rest.total, `zoom ${zoom}`).toBe(all.total - 3);
      const counted = rest.clusters.reduce((n, c) => n + c.count, 0) + rest.courses.length;
      expect(counted, `zoom ${zoom}`).toBe(rest.total);
      for (const id of played) {
        expect(rest.courses.map((c) => c._id)).not.toContain(id);
        expect(rest.cards.items.map((c) => c._id)).not.toContain(id);
      }
    }
    // A golfer who played none of them sees them all.
    const other = await createGolfer(t);
    expect((await view(9, other)).total).toBe((await view(9, other, false)).total);
  });

  it('needs a signed-in golfer, and refuses any other value', async () => {
    const res = await t.app.inject(`/api/bounded-courses?${FIFE_BOX}&zoom=9&hide=played`);
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({ url: `/api/bounded-courses?${FIFE_BOX}&zoom=9&hide=wishlist`, headers: anna.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0]).toMatchObject({ in: 'query', path: 'hide' });
  });
});

describe('GET /api/user/map-courses', () => {
  it('answers the golfer\'s played and saved courses as markers, each once, and nobody else\'s', async () => {
    const [a, b, c, d] = await fife();
    expect((await post(anna, '/api/lists/preset/courses-played/add', { courseId: a!._id })).statusCode).toBe(201);
    expect((await post(anna, '/api/lists/preset/courses-played/add', { courseId: b!._id })).statusCode).toBe(201);
    // b is played and wished for: still one marker.
    expect((await post(anna, '/api/user/new-wishlist', { name: 'Fife again', course: b!._id })).statusCode).toBe(201);
    expect((await post(anna, '/api/user/new-watchlist', { name: 'Watching', course: c!._id })).statusCode).toBe(201);
    expect((await post(tom, '/api/lists/preset/courses-played/add', { courseId: d!._id })).statusCode).toBe(201);

    const res = await t.app.inject({ url: '/api/user/map-courses', headers: anna.auth });
    expect(res.statusCode).toBe(200);
    const markers = res.json().data as { _id: string; lat: number; lng: number; m: string }[];
    expect(markers.map((m) => m._id).sort()).toEqual([a!._id, b!._id, c!._id].sort());
    const ma = markers.find((m) => m._id === a!._id)!;
    expect(ma).toEqual({ _id: a!._id, lat: a!.location.lat, lng: a!.location.lng, m: a!.club_membership ?? 'PUBLIC' });
    expect((await t.app.inject('/api/user/map-courses')).statusCode).toBe(401);
  });

  it('courses near me leaves out every course the golfer played, not only those in exclude[]', async () => {
    const near = async (who: Golfer) => ((await t.app.inject({ url: `/api/user/courses-near-me?${ST_ANDREWS}&limit=20`, headers: who.auth })).json().data as { _id: string }[]).map((c) => c._id);
    const played = ((await t.app.inject({ url: '/api/user/courses-played', headers: anna.auth })).json().data as { courseId: string }[]).map((p) => p.courseId);
    expect(played.length).toBeGreaterThan(0);
    const annas = await near(anna);
    for (const id of played) expect(annas).not.toContain(id);
    // Tom has not played Anna's courses, so they are near him.
    expect(await near(tom)).toEqual(expect.arrayContaining(played));
  });
});
