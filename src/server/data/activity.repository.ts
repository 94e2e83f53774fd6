/**
 * The activity log behind the Community feed: its writes (made by the feed recorder when a write
 * has committed, `services/feed-recorder.ts`) and the feed read. Activity is never about a private
 * list: list events are written only while the list is public, making a list private deletes its
 * activity (`forgetList`), and the feed read joins only public lists besides.
 */
import { notBlockedBetween } from './block-filter';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ActivityKind, FeedEntry, FeedPage } from '../../shared/contracts/community.contract';
import type { ListReaction, RankBucket } from '../../shared/domain/list-rules';
import { queryRows, type Db } from './database';
import { activity, courses, lists, users } from './schema';
import { toCourseSummary } from './course-mapper';
import type { Tx } from './list-order';
import { activeUser, publicUserColumns, toPublicUser } from './user-mapper';

type Writer = Tx | Db;

/*
 * The writes run after the write they record has committed, so what they name may be gone by then
 * (an item removed, a course deleted): each reads its rows FOR KEY SHARE, which waits for a delete
 * under way and then finds the row gone, and writes nothing about what no longer exists.
 */

/** Played courses: one entry per course this write added (and that still exists). */
async function recordPlayed(tx: Writer, actorId: string, courseIds: string[]): Promise<void> {
  if (courseIds.length === 0) return;
  await tx.execute(sql`
    insert into activity (actor_id, kind, course_id)
    select ${actorId}::uuid, 'played'::activity_kind, c.id from courses c
    where c.id in (${sql.join(courseIds.map((id) => sql`${id}::uuid`), sql`, `)})
    for key share`);
}

/**
 * An event about a list (ranked an item, created the list, reacted to an item): written only if
 * the list is public, with the item's course.
 */
export interface ListEvent {
  actorId: string;
  kind: Exclude<ActivityKind, 'played'>;
  listId: string;
  itemId?: string;
  payload?: Record<string, unknown>;
}

async function recordListEvent(db: Writer, e: ListEvent): Promise<void> {
  if (!e.itemId) return writeListEvent(db, e);
  // The item's course first, then the item: the order in which an admin's course delete takes them
  // (the course, then its cascade to the items), so the two wait for each other and never deadlock.
  await db.transaction(async (tx) => {
    const [course] = await queryRows<{ id: string }>(tx as unknown as Db, sql`
      select c.id from list_items i join courses c on c.id = i.course_id where i.id = ${e.itemId}::uuid for key share of c`);
    if (course) await writeListEvent(tx, e);
  });
}

async function writeListEvent(tx: Writer, e: ListEvent): Promise<void> {
  const payload = e.payload ? JSON.stringify(e.payload) : null;
  await tx.execute(e.itemId
    ? sql`
      insert into activity (actor_id, kind, course_id, list_id, item_id, payload)
      select ${e.actorId}::uuid, ${e.kind}::activity_kind, i.course_id, l.id, i.id, ${payload}::jsonb
      from lists l join list_items i on i.id = ${e.itemId}::uuid and i.list_id = l.id
      where l.id = ${e.listId}::uuid and l.is_public and l.hidden_at is null
      for key share`
    : sql`
      insert into activity (actor_id, kind, list_id, payload)
      select ${e.actorId}::uuid, ${e.kind}::activity_kind, l.id, ${payload}::jsonb
      from lists l where l.id = ${e.listId}::uuid and l.is_public and l.hidden_at is null
      for key share`);
}

/** A list made private takes its activity with it (rankings, its creation, reactions to its items). */
async function forgetList(tx: Writer, listId: string): Promise<void> {
  await tx.delete(activity).where(eq(activity.listId, listId));
}

const toCursor = (micros: string, id: string | number) => `${micros}_${id}`;

interface Payload { rank?: number; bucket?: RankBucket | null; holeNumber?: number | null; reaction?: ListReaction }

/** How far back the newest-first scan looks for followed golfers' entries before the per-golfer plan takes over. */
export const RECENT_WINDOW = 5_000;

/**
 * The ids of a feed page, `limit` newest before the cursor, by one of two index-backed plans:
 *
 * - `recent`: walk everyone's activity newest first (the (time, id) index), keep the followed
 *   golfers' entries, stop at `limit` or after `RECENT_WINDOW` entries. A golfer who follows many
 *   active golfers fills a page within a few hundred entries.
 * - `per-followee`: from the (actor, time, id) index, each followed golfer's newest entry, then
 *   the newest `limit` entries of the golfers whose newest is among the `limit` newest, back to
 *   the oldest of those. Exact whatever the log holds, at about one index probe per followed
 *   golfer: the answer when the recent window did not fill the page.
 */
function feedSql(plan: 'recent' | 'per-followee', viewerId: string, before: string | undefined, limit: number, window = RECENT_WINDOW): SQL {
  const [micros, id] = before ? before.split('_') : [null, null];
  const older = micros
    ? sql`and (a.created_at, a.id) < (timestamptz 'epoch' + (${micros} || ' microseconds')::interval, ${id}::bigint)`
    : sql``;
  const columns = sql`x.id::text as id, (extract(epoch from x.created_at) * 1000000)::bigint::text as micros`;
  if (plan === 'recent') {
    return sql`
      select ${columns} from (
        select a.id, a.created_at, a.actor_id from activity a where true ${older}
        order by a.created_at desc, a.id desc limit ${window}
      ) x
      where x.actor_id in (select f.followee_id from follows f where f.follower_id = ${viewerId}::uuid)
      order by x.created_at desc, x.id desc limit ${limit}`;
  }
  // Each followed golfer's newest entry (one index probe each); the page's entries are all at least
  // as new as the `limit`-th newest of those (that many golfers have one that new), so only those
  // golfers are read further, and only back to that time (an index bound, not a filter).
  return sql`
    with heads as (
      select f.followee_id, h.created_at from follows f cross join lateral (
        select a.created_at from activity a
        where a.actor_id = f.followee_id ${older}
        order by a.created_at desc, a.id desc limit 1
      ) h
      where f.follower_id = ${viewerId}::uuid
    ), bound as (
      select coalesce(min(created_at), '-infinity') as t
      from (select created_at from heads order by created_at desc limit ${limit}) newest
      having count(*) >= ${limit}
      union all select '-infinity'::timestamptz
      order by 1 desc limit 1
    )
    select ${columns}
    from heads hd cross join lateral (
      select a.id, a.created_at from activity a
      where a.actor_id = hd.followee_id ${older} and a.created_at >= (select t from bound)
      order by a.created_at desc, a.id desc limit ${limit}
    ) x
    where hd.created_at >= (select t from bound)
    order by x.created_at desc, x.id desc limit ${limit}`;
}

/** `recentWindow`: how far the first plan looks (tests set 0 to check the second plan alone). */
export function activityRepository(db: Db, { recentWindow = RECENT_WINDOW } = {}) {
  return {
    recordPlayed: (actorId: string, courseIds: string[]) => recordPlayed(db, actorId, courseIds),
    recordListEvent: (e: ListEvent) => recordListEvent(db, e),
    forgetList: (listId: string) => forgetList(db, listId),

    /** The activity of the golfers `viewerId` follows, newest first, `limit` at a time before the cursor. */
    async feed(viewerId: string, before: string | undefined, limit: number): Promise<FeedPage> {
      type Top = { id: string; micros: string };
      let top = recentWindow > 0 ? await queryRows<Top>(db, feedSql('recent', viewerId, before, limit + 1, recentWindow)) : [];
      if (top.length <= limit) top = await queryRows<Top>(db, feedSql('per-followee', viewerId, before, limit + 1));
      const page = top.slice(0, limit);
      if (page.length === 0) return { items: [], nextBefore: null };
      const rows = await db.select({
        id: activity.id, kind: activity.kind, createdAt: activity.createdAt, payload: activity.payload,
        actor: publicUserColumns, course: courses, listId: lists.id, listName: lists.name, listType: lists.type,
      }).from(activity)
        .innerJoin(users, eq(users.id, activity.actorId))
        .leftJoin(courses, eq(courses.id, activity.courseId))
        // Belt and braces: the writes already keep private lists out.
        .leftJoin(lists, and(eq(lists.id, activity.listId), eq(lists.isPublic, true), isNull(lists.hiddenAt)))
        // A disabled golfer's entries are hidden (issue 24); the page may come out short, the cursor still moves on.
        .where(and(inArray(activity.id, page.map((r) => Number(r.id))), activeUser, notBlockedBetween(viewerId, activity.actorId)));
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const items: FeedEntry[] = [];
      for (const { id: rowId } of page) {
        const r = byId.get(rowId);
        if (!r || (r.kind !== 'played' && !r.listId)) continue;
        const p = (r.payload ?? {}) as Payload;
        items.push({
          _id: rowId, kind: r.kind, actor: toPublicUser(r.actor), createdAt: r.createdAt.toISOString(),
          course: r.course ? toCourseSummary(r.course) : null,
          list: r.listId ? { _id: r.listId, name: r.listName!, type: r.listType! } : null,
          rank: p.rank ?? null, bucket: p.bucket ?? null, holeNumber: p.holeNumber ?? null, reaction: p.reaction ?? null,
        });
      }
      const last = page[page.length - 1]!;
      return { items, nextBefore: top.length > limit ? toCursor(last.micros, last.id) : null };
    },

    /** The plan of a feed page's query (benchmarks and tests check it is index-backed). */
    async feedPlan(plan: 'recent' | 'per-followee', viewerId: string, before: string | undefined, limit: number): Promise<string> {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${feedSql(plan, viewerId, before, limit + 1)}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    },
  };
}

export type ActivityRepository = ReturnType<typeof activityRepository>;
