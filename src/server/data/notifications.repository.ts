/**
 * Every SQL statement about the inbox (issue 35): writing an entry (once, or into its group),
 * reading pages and what came after a stream's last id, marking read, and forgetting entries a
 * golfer may no longer see (a trip they were taken off, a list deleted, a golfer they blocked).
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { GROUP_WINDOW_MS, MAX_NAMED_ACTORS, type NotificationKind } from '../../shared/domain/notifications/notification-kinds';
import type { Db } from './database';
import type { Tx } from './list-order';
import { notifications, userBlocks, users } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** What to write: the plan's entry and whether the golfer sees it in the app. */
export interface NotificationWrite {
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  subject: object;
  groupKey: string | null;
  onceKey: string | null;
  inApp: boolean;
}

export interface Written {
  id: number;
  seq: number;
  /** False when the event joined an unread grouped entry. */
  isNew: boolean;
}

/** May `userId` hear of `actorId`: both accounts active and no block either way. */
async function mayHear(tx: Tx, userId: string, actorId: string | null): Promise<boolean> {
  const [row] = await tx.select({
    ok: sql<boolean>`(select ${users.disabledAt} is null from ${users} where ${users.id} = ${userId})
      and (${actorId}::uuid is null or (
        exists (select 1 from ${users} a where a.id = ${actorId}::uuid and a.disabled_at is null)
        and not exists (select 1 from ${userBlocks} b where (b.blocker_id = ${userId} and b.blocked_id = ${actorId}::uuid)
                                                      or (b.blocker_id = ${actorId}::uuid and b.blocked_id = ${userId}))))`,
  }).from(sql`(select 1) as one`);
  return row?.ok === true;
}

async function intoGroup(tx: Tx, w: NotificationWrite): Promise<Written | null | 'none'> {
  // One writer per (golfer, group) at a time, so two reactions at once join one entry.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${w.userId}:${w.groupKey}`}, 0))`);
  const [open] = await tx.select({ id: notifications.id, actorIds: notifications.actorIds }).from(notifications)
    .where(and(
      eq(notifications.userId, w.userId), eq(notifications.groupKey, w.groupKey!), isNull(notifications.readAt), eq(notifications.inApp, w.inApp),
      gt(notifications.createdAt, sql`now() - make_interval(secs => ${GROUP_WINDOW_MS / 1000})`),
    ))
    .orderBy(desc(notifications.createdAt)).limit(1).for('update');
  if (!open) return 'none';
  if (w.actorId && open.actorIds.includes(w.actorId)) return null;
  const [row] = await tx.update(notifications).set({
    actorIds: w.actorId ? [w.actorId, ...open.actorIds].slice(0, MAX_NAMED_ACTORS) : open.actorIds,
    actorCount: sql`${notifications.actorCount} + 1`,
    subject: w.subject,
    seq: sql`nextval('notification_seq')`,
    updatedAt: sql`now()`,
  }).where(eq(notifications.id, open.id)).returning({ id: notifications.id, seq: notifications.seq });
  return { id: row!.id, seq: row!.seq, isNew: false };
}

export function notificationsRepository(db: Db) {
  const inbox = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

  return {
    /**
     * Writes one entry in one transaction: nothing when either golfer is disabled or one blocked
     * the other, nothing twice for a `onceKey`, into the open group for a `groupKey` (null when the
     * actor is already in it).
     */
    async write(w: NotificationWrite): Promise<Written | null> {
      return db.transaction(async (tx) => {
        if (!(await mayHear(tx, w.userId, w.actorId))) return null;
        if (w.groupKey) {
          const grouped = await intoGroup(tx, w);
          if (grouped !== 'none') return grouped;
        }
        const [row] = await tx.insert(notifications).values({
          userId: w.userId, kind: w.kind, subject: w.subject, groupKey: w.groupKey, onceKey: w.onceKey, inApp: w.inApp,
          actorIds: w.actorId ? [w.actorId] : [], actorCount: w.actorId ? 1 : 0,
        }).onConflictDoNothing().returning({ id: notifications.id, seq: notifications.seq });
        return row ? { id: row.id, seq: row.seq, isNew: true } : null;
      });
    },

    /** A page of the inbox, newest first, before the `before` seq. */
    page(userId: string, before: number | undefined, limit: number): Promise<NotificationRow[]> {
      return db.select().from(notifications)
        .where(and(inbox(userId), before ? lt(notifications.seq, before) : undefined))
        .orderBy(desc(notifications.seq)).limit(limit);
    },

    /** What changed in the inbox after a stream's last seq, oldest first. */
    since(userId: string, afterSeq: number, limit: number): Promise<NotificationRow[]> {
      return db.select().from(notifications)
        .where(and(inbox(userId), gt(notifications.seq, afterSeq)))
        .orderBy(notifications.seq).limit(limit);
    },

    async one(id: number): Promise<NotificationRow | null> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** Unread entries shown in the app that changed after `since`, oldest first (the daily digest's). */
    unreadSince(userId: string, since: Date): Promise<NotificationRow[]> {
      return db.select().from(notifications)
        .where(and(inbox(userId), isNull(notifications.readAt), gt(notifications.updatedAt, since)))
        .orderBy(notifications.seq).limit(50);
    },

    /** The inbox's newest seq (0 when empty): where a new stream starts. */
    async lastSeq(userId: string): Promise<number> {
      const [row] = await db.select({ s: sql<string | null>`max(${notifications.seq})` }).from(notifications).where(inbox(userId));
      return Number(row?.s ?? 0);
    },

    unread(userId: string): Promise<number> {
      return db.$count(notifications, and(inbox(userId), isNull(notifications.readAt)));
    },

    /** Marks the golfer's own entries read (the ids named, or all); others' ids change nothing. */
    async markRead(userId: string, ids: number[] | 'all'): Promise<void> {
      await db.update(notifications).set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === 'all' ? undefined : inArray(notifications.id, ids)));
    },

    /** Forgets the entries about a trip or a list, for some golfers or for all. */
    async forgetAbout(key: 'tripId' | 'listId', id: string, userIds?: readonly string[]): Promise<void> {
      if (userIds && userIds.length === 0) return;
      await db.delete(notifications).where(and(
        sql`${notifications.subject}->>${key} = ${id}`, userIds ? inArray(notifications.userId, [...userIds]) : undefined,
      ));
    },

    /** Forgets what `actorId` did, in `userId`'s inbox: their own entries go, grouped ones lose them. */
    async forgetActor(userId: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const mine = and(eq(notifications.userId, userId), sql`${actorId}::uuid = any(${notifications.actorIds})`);
        await tx.delete(notifications).where(and(mine, sql`cardinality(${notifications.actorIds}) = 1`));
        await tx.update(notifications).set({
          actorIds: sql`array_remove(${notifications.actorIds}, ${actorId}::uuid)`,
          actorCount: sql`greatest(${notifications.actorCount} - 1, 1)`,
        }).where(mine);
      });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
