/**
 * What a community recompute reads: every public list of one kind and type as the model's ballots.
 * Two ways, by driver: one snapshot on PostgreSQL, short statements on PGlite.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './database';
import { listItems, lists } from './schema';

/**
 * The public lists of one kind and type as the model's input: each list's items best first, as
 * `course number × 100 + hole` (hole 0 for course lists), where a course's number is its place
 * (from 1) in `courseIds` (the courses the lists hold, in id order); lists in owner order. Lists of
 * fewer than two items compare nothing and are left out.
 */
export interface StoredBallots {
  courseIds: string[];
  lists: { owner: string; items: Int32Array }[];
}

/**
 * Lists per statement while reading ballots in short statements (2,500 items: about 25 ms on
 * PGlite), and per slice of numbering them in JS between two turns of the event loop.
 */
const BALLOT_CHUNK = 50;
const NUMBER_SLICE = 100;
/** Lists per statement reading which lists there are. */
const LIST_PAGE = 2000;

/**
 * The ballots from one snapshot in two statements, for PostgreSQL: a long statement holds one
 * pooled connection, nobody else's.
 */
export async function snapshotBallots(db: Db, kind: string, type: string): Promise<StoredBallots> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    // Only the courses these lists hold are numbered (in id order, as the model's ties expect): a
    // catalogue of 1,000,000 courses costs nothing here.
    const used = sql`select distinct li.course_id as id from ${lists} l join ${listItems} li on li.list_id = l.id
      where l.kind = ${kind} and l.type = ${type} and l.is_public and l.hidden_at is null`;
    const numbered = await queryRows<{ id: string }>(tx, sql`select id from (${used}) used order by id`);
    const rows = await queryRows<{ owner: string; items: string }>(tx, sql`
      with numbered as (select id, row_number() over (order by id) as n from (${used}) used)
      select l.owner_id as owner, string_agg((numbered.n * 100 + coalesce(li.hole_number, 0))::text, ',' order by li.rank_key) as items
      from ${lists} l
      join ${listItems} li on li.list_id = l.id
      join numbered on numbered.id = li.course_id
      where l.kind = ${kind} and l.type = ${type} and l.is_public and l.hidden_at is null
      group by l.owner_id, l.id
      having count(*) >= 2
      order by l.owner_id, l.id`);
    return { courseIds: numbered.map((r) => r.id), rows };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' }).then(async ({ courseIds, rows }) => {
    // Parsed 2,000 lists at a time: 100,000 lists at once stall the event loop for half a second.
    const parsed: StoredBallots['lists'] = [];
    for (let i = 0; i < rows.length; i++) {
      parsed.push({ owner: rows[i]!.owner, items: Int32Array.from(rows[i]!.items.split(','), Number) });
      if (i % 2_000 === 1_999) await nextTurn();
    }
    return { courseIds, lists: parsed };
  });
}

/**
 * Sorts items keyed by a uuid's text a sixteenth at a time (by the key's first character, which
 * orders them first), a turn of the event loop between: 36,000 ids sorted at once held it for
 * 30 ms and more (issue 34).
 */
async function sortedInTurns<T>(items: T[], keyOf: (item: T) => string, compare: (a: T, b: T) => number): Promise<T[]> {
  const buckets = new Map<string, T[]>();
  for (const item of items) {
    const first = keyOf(item)[0] ?? '';
    const bucket = buckets.get(first);
    if (bucket) bucket.push(item);
    else buckets.set(first, [item]);
  }
  const sorted: T[] = [];
  for (const first of [...buckets.keys()].sort()) {
    await nextTurn();
    for (const item of buckets.get(first)!.sort(compare)) sorted.push(item);
  }
  return sorted;
}

/**
 * The ballots in short statements: the lists a page at a time, the lists' items
 * `BALLOT_CHUNK` lists at a time, numbered in JS `NUMBER_SLICE` lists at a time. For PGlite, whose
 * one connection a statement holds (and the event loop with it) until it ends: requests get
 * through between them (issue 34: no request waits more than 100 ms behind a recompute). Not one
 * snapshot: a list changed while it is read marks its type for the next recompute anyway.
 */
export async function chunkedBallots(db: Db, kind: string, type: string): Promise<StoredBallots> {
  const read: { owner: string; id: string; pairs: string[] }[] = [];
  const used = new Set<string>();
  // The lists in id order, a page at a time (keyset on the primary key), and their items 50 lists
  // at a time over an id range of list_items' (list_id, rank_key) index: a list of ids alone
  // (`= any`) cost PGlite a few hundred milliseconds a statement, whatever the lists' size.
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    await nextTurn();
    const owned = await queryRows<{ id: string; owner: string }>(db, sql`
      select id::text as id, owner_id::text as owner from ${lists}
      where id > ${after}::uuid and kind = ${kind} and type = ${type} and is_public and hidden_at is null order by id limit ${LIST_PAGE}`);
    for (let i = 0; i < owned.length; i += BALLOT_CHUNK) {
      // PGlite answers without a turn of the event loop: without this, requests would not get in between statements.
      await nextTurn();
      const chunk = owned.slice(i, i + BALLOT_CHUNK);
      const rows = await queryRows<{ list: string; items: string }>(db, sql`
        select list_id::text as list, string_agg(course_id::text || ':' || coalesce(hole_number, 0), ',' order by rank_key) as items
        from ${listItems}
        where list_id between ${chunk[0]!.id}::uuid and ${chunk[chunk.length - 1]!.id}::uuid
          and list_id = any(${`{${chunk.map((l) => l.id).join(',')}}`}::uuid[])
        group by list_id having count(*) >= 2`);
      const itemsOf = new Map(rows.map((r) => [r.list, r.items]));
      for (const list of chunk) {
        const items = itemsOf.get(list.id);
        if (!items) continue;
        const pairs = items.split(',');
        for (const pair of pairs) used.add(pair.slice(0, pair.indexOf(':')));
        read.push({ owner: list.owner, id: list.id, pairs });
      }
    }
    if (owned.length < LIST_PAGE) break;
    after = owned[owned.length - 1]!.id;
  }
  // In owner order, as the model numbers golfers (uuid order is the text's order).
  const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const sorted = await sortedInTurns(read, (l) => l.owner, (a, b) => byText(a.owner, b.owner) || byText(a.id, b.id));
  // Only the courses these lists hold are numbered, in id order (uuid order is the text's order),
  // as on PostgreSQL: a catalogue of 1,000,000 courses costs nothing here.
  const courseIds = await sortedInTurns([...used], (id) => id, byText);
  const numberOf = new Map<string, number>();
  for (let i = 0; i < courseIds.length; i++) {
    numberOf.set(courseIds[i]!, i + 1);
    if (i % 10_000 === 9_999) await nextTurn();
  }
  const out: StoredBallots['lists'] = [];
  for (let i = 0; i < sorted.length; i++) {
    const { owner, pairs } = sorted[i]!;
    out.push({
      owner,
      items: Int32Array.from(pairs, (pair) => {
        const colon = pair.indexOf(':');
        return numberOf.get(pair.slice(0, colon))! * 100 + Number(pair.slice(colon + 1));
      }),
    });
    if (i % NUMBER_SLICE === NUMBER_SLICE - 1) await nextTurn();
  }
  return { courseIds, lists: out };
}
