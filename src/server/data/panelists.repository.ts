/**
 * Panelist requests (issue 24): a golfer's request, the roster of approved panelists, the admin's
 * queue, and the writes of a status change under the request's row lock (with the audit entry in
 * the same transaction when an admin decides).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ListSummary } from '../../shared/contracts/lists.contract';
import type { PanelistQueuePage, PanelistQueueQuery, Panelist } from '../../shared/contracts/panelists.contract';
import type { Db } from './database';
import { queryRows } from './database';
import { panelistRequests, users } from './schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';
import type { Tx } from './list-order';
import { containsPattern, pagedQuery } from './sql';
import { activeUser, publicUserColumns, toPublicUser } from './user-mapper';

export type RequestRow = typeof panelistRequests.$inferSelect;
/** How many played courses and public lists the roster and the queue show per golfer. */
const SHOWN = 10;

/** Played counts, the latest played courses and the public lists of some golfers, by golfer. */
async function golfOf(db: Db, ids: string[]) {
  const out = new Map<string, { playedCount: number; played: { _id: string; club_name: string }[]; lists: ListSummary[] }>();
  for (const id of ids) out.set(id, { playedCount: 0, played: [], lists: [] });
  if (!ids.length) return out;
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const played = await queryRows<{ user_id: string; n: number; course_id: string; club_name: string; rn: number }>(db, sql`
    select * from (
      select p.user_id, count(*) over (partition by p.user_id)::int as n, c.id as course_id, c.club_name,
        row_number() over (partition by p.user_id order by p.date_added desc nulls last, p.created_at desc, c.id)::int as rn
      from played_courses p join courses c on c.id = p.course_id where p.user_id in (${idList})
    ) x where rn <= ${SHOWN}`);
  for (const r of played) {
    const g = out.get(r.user_id)!;
    g.playedCount = r.n;
    g.played.push({ _id: r.course_id, club_name: r.club_name });
  }
  const lists = await queryRows<{ owner_id: string; id: string; name: string; kind: ListSummary['kind']; type: ListSummary['type']; updated_at: string | Date; item_count: number }>(db, sql`
    select * from (
      select l.owner_id, l.id, l.name, l.kind, l.type, l.updated_at,
        (select count(*) from list_items i where i.list_id = l.id)::int as item_count,
        row_number() over (partition by l.owner_id order by l.type = 'mylie' desc, l.updated_at desc, l.id)::int as rn
      from lists l where l.owner_id in (${idList}) and l.is_public and l.hidden_at is null and l.kind <> 'trip'
    ) x where rn <= ${SHOWN} order by rn`);
  for (const l of lists) {
    out.get(l.owner_id)!.lists.push({
      _id: l.id, name: l.name, kind: l.kind, type: l.type, isPublic: true, itemCount: l.item_count, updatedAt: new Date(l.updated_at).toISOString(),
    });
  }
  return out;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The reads and writes of one status change, inside its transaction. */
function requestWriter(tx: Tx) {
  return {
    /** The golfer's request, locked; made ('Not Sent') when they never had one. */
    async lock(userId: string): Promise<RequestRow> {
      await tx.insert(panelistRequests).values({ userId }).onConflictDoNothing({ target: panelistRequests.userId });
      const [row] = await tx.select().from(panelistRequests).where(eq(panelistRequests.userId, userId)).for('update');
      return row!;
    },
    async save(userId: string, set: Partial<Pick<RequestRow, 'status' | 'message' | 'reason' | 'decidedAt' | 'decidedBy' | 'submittedAt'>>): Promise<RequestRow> {
      const [row] = await tx.update(panelistRequests).set({ ...set, updatedAt: new Date() }).where(eq(panelistRequests.userId, userId)).returning();
      return row!;
    },
    /** Whether the golfer is there (an admin may decide on a disabled golfer's request). */
    async userExists(userId: string): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return !!row;
    },
    audit: (r: AuditRecord) => appendAudit(tx, r),
  };
}
export type RequestWriter = ReturnType<typeof requestWriter>;

export function panelistsRepository(db: Db) {
  return {
    async request(userId: string): Promise<RequestRow | null> {
      const [row] = await db.select().from(panelistRequests).where(eq(panelistRequests.userId, userId));
      return row ?? null;
    },

    write: <T>(work: (w: RequestWriter) => Promise<T>): Promise<T> => db.transaction((tx) => work(requestWriter(tx))),

    /** Approved panelists whose accounts are not disabled, most recently approved first. */
    async roster(): Promise<Panelist[]> {
      const rows = await db.select({ user: publicUserColumns, decidedAt: panelistRequests.decidedAt }).from(panelistRequests)
        .innerJoin(users, eq(users.id, panelistRequests.userId))
        .where(and(eq(panelistRequests.status, 'Approved'), activeUser))
        .orderBy(desc(panelistRequests.decidedAt), users.id);
      const golf = await golfOf(db, rows.map((r) => r.user.id));
      return rows.map((r) => ({ user: toPublicUser(r.user), approvedAt: iso(r.decidedAt), ...golf.get(r.user.id)! }));
    },

    /**
     * The admin's queue: requests of one status (every sent one when none) of golfers whose name or
     * email holds `terms`, by the time they were sent (oldest or newest first), one page.
     */
    async queue({ status, terms, sort, page, pageSize }: PanelistQueueQuery): Promise<PanelistQueuePage> {
      const like = terms ? containsPattern(terms) : null;
      const where = and(
        status ? eq(panelistRequests.status, status) : inArray(panelistRequests.status, ['Pending', 'Approved', 'Denied']),
        like ? sql`lower(coalesce(${users.displayName}, '') || ' ' || coalesce(${users.fullName}, '') || ' ' || coalesce(${users.email}, '')) like ${like}` : undefined,
      );
      const by = sort === 'newest' ? desc : asc;
      const rows = db.select({ user: publicUserColumns, r: panelistRequests }).from(panelistRequests)
        .innerJoin(users, eq(users.id, panelistRequests.userId))
        .where(where)
        .orderBy(by(panelistRequests.submittedAt), by(users.id))
        .$dynamic();
      const total = db.select({ n: sql<number>`count(*)::int` }).from(panelistRequests).innerJoin(users, eq(users.id, panelistRequests.userId)).where(where)
        .then(([r]) => r?.n ?? 0);
      const found = await pagedQuery(rows, total, page, pageSize, (row) => row);
      const golf = await golfOf(db, found.items.map((r) => r.user.id));
      return {
        ...found,
        items: found.items.map(({ user, r }) => ({
          user: toPublicUser(user), status: r.status, message: r.message, reason: r.reason, submittedAt: iso(r.submittedAt), decidedAt: iso(r.decidedAt),
          revision: r.updatedAt.toISOString(), ...golf.get(user.id)!,
        })),
      };
    },
  };
}

export type PanelistsRepository = ReturnType<typeof panelistsRepository>;
