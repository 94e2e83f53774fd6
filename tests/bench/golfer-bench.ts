/**
 * A heavy golfer (issue 7): 3,000 played courses and 30 lists of 300 courses (15 wishlists, 15
 * watchlists) among 40,000 synthetic courses. Measures through HTTP on a real socket, signed in
 * with a static identity (a fixed token for a fixed uid, no Auth emulator):
 *
 * - `GET /api/user/me`: the account with every list's course ids and every played id;
 * - the played toggle: add then remove of one course, alternately, each request timed.
 *
 * Target: p95 under 10 ms on both databases. `npm run bench -- --only golfer`.
 */
import { buildApp } from '../../src/server/app';
import { wishlistCourses, wishlists, courses, playedCourses, users } from '../../src/server/data/schema';
import type { Identity, VerifiedIdentity } from '../../src/server/identity/identity';
import { prng } from '../support/prng';
import { fmt, insertSynthetic, kb, openBenchDatabase, percentiles, request, timed, type Driver } from './bench-support';

export const GOLFER = { courses: 40_000, played: 3_000, lists: 30, perList: 300 } as const;
const TOKEN = 'bench-golfer-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const BUDGET_MS = 10;

/** An identity that knows one token: no Firebase, no emulator, nothing on the network. */
export function staticIdentity(tokens: Record<string, VerifiedIdentity>): Identity {
  return {
    mode: 'emulator',
    auth: null as never,
    verify: async (token) => tokens[token] ?? null,
    ready: async () => true,
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The golfer's row, played courses and lists, written straight to the database. */
async function seedGolfer(db: Parameters<typeof insertSynthetic>[0]['db']): Promise<{ free: string }> {
  const random = prng(7);
  const ids = shuffled((await db.select({ id: courses.id }).from(courses)).map((r) => r.id), random);
  const [user] = await db.insert(users).values({ firebaseUid: 'bench-golfer', email: 'bench@example.com', displayName: 'Bench Golfer' })
    .returning({ id: users.id });
  const userId = user!.id;

  const played = ids.slice(0, GOLFER.played).map((courseId, i) => {
    const year = 1960 + Math.floor(random() * 65);
    const byYear = i % 5 === 0;
    const day = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    return { userId, courseId, dateAdded: byYear ? `${year}-01-01` : day, datePrecision: byYear ? 'year' as const : 'day' as const };
  });
  await insertChunked(played, (chunk) => db.insert(playedCourses).values(chunk));

  const lists = await db.insert(wishlists).values(Array.from({ length: GOLFER.lists }, (_, i) => ({
    ownerId: userId, kind: i % 2 === 0 ? 'wishlist' as const : 'watchlist' as const, name: `List ${i + 1}`,
    createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
  }))).returning({ id: wishlists.id });
  // Lists overlap one another and the played courses, as a real golfer's do.
  const base = Date.UTC(2024, 1, 1);
  const entries = lists.flatMap((list, i) => ids.slice(i * 200, i * 200 + GOLFER.perList)
    .map((courseId, k) => ({ wishlistId: list.id, courseId, addedAt: new Date(base + k * 60_000) })));
  await insertChunked(entries, (chunk) => db.insert(wishlistCourses).values(chunk));
  return { free: ids[ids.length - 1]! };
}

/** Viewports of a 1280x800 map (as in api-bench.ts) asked with hide=played. */
const HIDE_VIEWS = {
  'world z1.5': 'south=-85&west=-180&north=85&east=180&zoom=1.5',
  'country z6': 'south=36.3&west=-81.0&north=45.1&east=-67.0&zoom=6',
};

export interface GolferRow { driver: Driver; what: string; p50: number; p95: number; size: string }

export async function golferBench(driver: Driver, { pgUrl, runs }: { pgUrl: string; runs: number }): Promise<GolferRow[]> {
  console.log(`\n== ${driver}, golfer with ${GOLFER.played.toLocaleString('en')} played and ${GOLFER.lists} lists of ${GOLFER.perList}, ${GOLFER.courses.toLocaleString('en')} courses ==`);
  const { database, drop } = await openBenchDatabase(driver, pgUrl);
  try {
    await database.migrate();
    const t = Date.now();
    await insertSynthetic(database, GOLFER.courses);
    const { free } = await seedGolfer(database.db);
    if (driver === 'postgres') await database.db.execute('ANALYZE' as never);
    console.log(`loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const identity = staticIdentity({
      [TOKEN]: { uid: 'bench-golfer', email: 'bench@example.com', emailVerified: true, name: 'Bench Golfer', picture: null },
    });
    const { app } = await buildApp({
      env: { adminEmails: new Set(), RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      database,
      identity,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    try {
      const me = { path: '/api/user/me', headers: AUTH };
      const first = JSON.parse((await timed(port, me)).body.toString()).data;
      const listed = [...first.wishlists, ...first.watchlists];
      if (first.playedCourses.length !== GOLFER.played || listed.length !== GOLFER.lists || listed.some((l: { courses: string[] }) => l.courses.length !== GOLFER.perList)) {
        throw new Error(`the golfer is not as seeded: ${first.playedCourses.length} played, ${listed.length} lists`);
      }

      for (let i = 0; i < 20; i++) await timed(port, me);
      const meTimes: number[] = [];
      let size = 0;
      for (let i = 0; i < runs; i++) {
        const { ms, body } = await timed(port, me);
        meTimes.push(ms);
        size = body.length;
      }

      const add = { method: 'POST' as const, path: '/api/lists/preset/courses-played/add', headers: AUTH, body: { courseId: free } };
      const remove = { method: 'POST' as const, path: '/api/lists/preset/courses-played/remove', headers: AUTH, body: { courseId: free } };
      for (let i = 0; i < 10; i++) {
        await timed(port, add, 201);
        await timed(port, remove);
      }
      const addTimes: number[] = [];
      const removeTimes: number[] = [];
      for (let i = 0; i < runs; i++) {
        if (i % 2 === 0) addTimes.push((await timed(port, add, 201)).ms);
        else removeTimes.push((await timed(port, remove)).ms);
      }
      // The map's "not yet played": the viewport without the golfer's 3,000 played courses.
      const mapTimes: Record<string, number[]> = {};
      for (const [name, q] of Object.entries(HIDE_VIEWS)) {
        const view = { path: `/api/bounded-courses?${q}&pageSize=0&hide=played`, headers: AUTH };
        for (let i = 0; i < 10; i++) await timed(port, view);
        mapTimes[name] = [];
        for (let i = 0; i < runs; i++) mapTimes[name].push((await timed(port, view)).ms);
      }

      const last = await request(port, { path: '/api/user/courses-played', headers: AUTH });
      if (JSON.parse(last.body.toString()).data.length !== GOLFER.played) throw new Error('the toggle left the played courses changed');

      const rows: GolferRow[] = [
        { driver, what: 'GET /api/user/me', ...percentiles(meTimes), size: kb(size) },
        { driver, what: 'played toggle', ...percentiles([...addTimes, ...removeTimes]), size: '' },
        { driver, what: '  add', ...percentiles(addTimes), size: '' },
        { driver, what: '  remove', ...percentiles(removeTimes), size: '' },
        ...Object.entries(mapTimes).map(([name, times]) => ({ driver, what: `map hide=played ${name}`, ...percentiles(times), size: '' })),
      ];
      for (const r of rows) {
        const verdict = r.what.startsWith(' ') ? '' : r.p95 < BUDGET_MS ? 'ok' : `OVER ${BUDGET_MS} ms`;
        console.log(`${r.driver.padEnd(10)}${r.what.padEnd(30)}${fmt(r.p50).padEnd(9)}${fmt(r.p95).padEnd(9)}${r.size.padEnd(10)}${verdict}`);
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}
