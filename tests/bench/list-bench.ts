/**
 * Reordering a long ranked list (issue 12): a Pro golfer's My Lie of 1,000 courses, reordered
 * through HTTP on a real socket, signed in with a static identity (no Auth emulator):
 *
 * - `move-item`: a random item to a random index;
 * - `swap-items`: two random items, with their current indexes (the bench keeps its own copy of
 *   the order and checks it against the server's at the end);
 * - `GET /api/lists/{id}`: the whole list with courses and scores, for scale.
 *
 * Target: reorder p95 under 10 ms on both databases. `npm run bench -- --only lists`.
 */
import { eq } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { buildApp } from '../../src/server/app';
import { courses, listItems, lists, users } from '../../src/server/data/schema';
import { RANK_BUCKETS } from '../../src/shared/domain/list-rules';
import { prng } from '../support/prng';
import { insertSynthetic, kb, openBenchDatabase, percentiles, request, timed, type Driver } from './bench-support';
import { staticIdentity, type GolferRow } from './golfer-bench';

export const LIST_ITEMS = 1_000;
const TOKEN = 'bench-ranker-token';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** The golfer (Pro) and their My Lie of `LIST_ITEMS` courses, loved then fine then disliked, written straight to the database. */
async function seedList(db: Parameters<typeof insertSynthetic>[0]['db']): Promise<string> {
  const ids = (await db.select({ id: courses.id }).from(courses).limit(LIST_ITEMS)).map((r) => r.id);
  const [user] = await db.insert(users).values({ firebaseUid: 'bench-ranker', email: 'ranker@example.com', displayName: 'Ranker', isPremium: true })
    .returning({ id: users.id });
  const [list] = await db.insert(lists).values({ ownerId: user!.id, kind: 'course', type: 'mylie', name: 'My Lie' }).returning({ id: lists.id });
  let key: string | null = null;
  const rows = ids.map((courseId, i) => {
    key = generateKeyBetween(key, null);
    return { listId: list!.id, courseId, rankKey: key, bucket: RANK_BUCKETS[Math.min(2, Math.floor((i * 3) / LIST_ITEMS))]! };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(listItems).values(rows.slice(i, i + 500));
  return list!.id;
}

export async function listBench(driver: Driver, { pgUrl, runs }: { pgUrl: string; runs: number }): Promise<GolferRow[]> {
  console.log(`\n== ${driver}, My Lie of ${LIST_ITEMS.toLocaleString('en')} courses ==`);
  const { database, drop } = await openBenchDatabase(driver, pgUrl);
  try {
    await database.migrate();
    await insertSynthetic(database, 2 * LIST_ITEMS);
    const listId = await seedList(database.db);
    if (driver === 'postgres') await database.db.execute('ANALYZE' as never);
    const { app } = await buildApp({
      env: { adminEmails: new Set(), RATE_LIMIT_MAX: 10_000_000, LOG_LEVEL: 'silent', TRUST_PROXY: false, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      database,
      identity: staticIdentity({ [TOKEN]: { uid: 'bench-ranker', email: 'ranker@example.com', emailVerified: true, name: 'Ranker', picture: null } }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    try {
      const detail = { path: `/api/lists/${listId}`, headers: AUTH };
      const read = async () => JSON.parse((await timed(port, detail)).body.toString()).data.items.map((i: { _id: string }) => i._id) as string[];
      const order = await read();
      if (order.length !== LIST_ITEMS) throw new Error(`the list has ${order.length} items, not ${LIST_ITEMS}`);
      const random = prng(12);
      const at = () => Math.floor(random() * order.length);

      const move = async () => {
        const [from, to] = [at(), at()];
        const id = order[from]!;
        const { ms } = await timed(port, { method: 'POST', path: `/api/lists/${listId}/move-item`, headers: AUTH, body: { listItem: id, toIndex: to } });
        order.splice(from, 1);
        order.splice(to, 0, id);
        return ms;
      };
      const swap = async () => {
        const a = at();
        const b = (a + 1 + Math.floor(random() * (order.length - 1))) % order.length;
        const body = { listItemA: order[a], listItemB: order[b], currentIndexA: a, currentIndexB: b };
        const { ms } = await timed(port, { method: 'POST', path: `/api/lists/${listId}/swap-items`, headers: AUTH, body });
        [order[a], order[b]] = [order[b]!, order[a]!];
        return ms;
      };
      for (let i = 0; i < 20; i++) await move();
      const moves: number[] = [];
      const swaps: number[] = [];
      for (let i = 0; i < runs; i++) {
        moves.push(await move());
        swaps.push(await swap());
      }
      const reads: number[] = [];
      let size = 0;
      for (let i = 0; i < Math.min(runs, 100); i++) {
        const { ms, body } = await timed(port, detail);
        reads.push(ms);
        size = body.length;
      }
      const final = await read();
      if (final.join() !== order.join()) throw new Error('the server order differs from the order the moves and swaps should have left');
      const [{ n }] = await database.db.select({ n: database.db.$count(listItems, eq(listItems.listId, listId)) }).from(lists).where(eq(lists.id, listId)) as [{ n: number }];
      if (n !== LIST_ITEMS) throw new Error(`${n} items after reordering, not ${LIST_ITEMS}`);
      const last = await request(port, { path: `/api/lists/${listId}`, headers: AUTH });
      return [
        { driver, what: 'move-item (1,000 items)', ...percentiles(moves), size: '' },
        { driver, what: 'swap-items (1,000 items)', ...percentiles(swaps), size: '' },
        { driver, what: 'GET list (1,000 items)', ...percentiles(reads), size: kb(size || last.body.length) },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}
