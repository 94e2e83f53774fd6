/**
 * Every SQL statement about lists as wholes (spec section 7, Lists): create, read, rename,
 * delete, save, the lists of a golfer and of everyone. Items and their order are in
 * `list-items.repository.ts` and `list-reads.ts`.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import type { HiddenByAdmin } from '../../shared/contracts/moderation.contract';
import type { CreateListBody, ListSummary, OwnedListSummary } from '../../shared/contracts/lists.contract';
import type { ListKind } from '../../shared/domain/enums';
import { MY_LIE_TYPE } from '../../shared/domain/list-rules';
import type { OwnerListFacts } from '../../shared/domain/lists/list-creation';
import type { Db } from './database';
import { listItems, lists, listSaves, users } from './schema';
import { pagedQuery } from './sql';
import { activeUser, publicUserColumns, toPublicUser } from './user-mapper';

export interface ListRow {
  id: string;
  ownerId: string;
  kind: ListKind;
  type: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
  owner: PublicUser;
  /** Set when an admin hid it (issue 24). */
  hidden: HiddenByAdmin | null;
}

/** The fields of a list its owner saves. */
export type ListFields = Partial<Pick<ListRow, 'name' | 'description' | 'isPublic'>>;

/** The reads and the insert of a new list, under a lock on its owner's row. */
export interface OwnerLocked {
  /** What the list-creation rules need to know of the owner's lists. */
  facts(): Promise<OwnerListFacts>;
  insert(body: CreateListBody): Promise<string>;
}

const summaryColumns = (db: Db) => ({
  id: lists.id,
  name: lists.name,
  kind: lists.kind,
  type: lists.type,
  isPublic: lists.isPublic,
  updatedAt: lists.updatedAt,
  hiddenAt: lists.hiddenAt,
  hiddenReason: lists.hiddenReason,
  // By the (list_id, rank_key) unique index.
  itemCount: db.$count(listItems, eq(listItems.listId, lists.id)),
});

type SummaryRow = {
  id: string; name: string; kind: ListKind; type: string; isPublic: boolean; updatedAt: Date; itemCount: number;
  hiddenAt: Date | null; hiddenReason: string | null;
};
/** When and why an admin hid a list or a note (null: not hidden). */
export const hiddenOf = (at: Date | null, reason: string | null): HiddenByAdmin | null => (at ? { at: at.toISOString(), reason: reason ?? '' } : null);
export const toListSummary = (r: SummaryRow): ListSummary => ({
  _id: r.id, name: r.name, kind: r.kind, type: r.type as ListSummary['type'], isPublic: r.isPublic, itemCount: r.itemCount,
  updatedAt: r.updatedAt.toISOString(), hidden: hiddenOf(r.hiddenAt, r.hiddenReason),
});

const newestFirst = [desc(lists.updatedAt), lists.id] as const;
/** The list's owner is not disabled (issue 24: a disabled golfer's public lists are hidden). */
const ownerActive = sql`not exists (select 1 from users du where du.id = ${lists.ownerId} and du.disabled_at is not null)`;
/** Others see a list when it is public and no admin hid it (issue 24). */
const shownToOthers = and(eq(lists.isPublic, true), isNull(lists.hiddenAt));

export function listsRepository(db: Db) {
  /** Lists with their owners, newest change first: the admin's view and a golfer's saved lists. */
  function ownedPage(where: SQL | undefined, page: number, pageSize: number, from: 'lists' | 'saves', userId?: string): Promise<Page<OwnedListSummary>> {
    const base = db.select({ ...summaryColumns(db), owner: publicUserColumns }).from(lists).innerJoin(users, eq(users.id, lists.ownerId));
    const rows = (from === 'saves'
      ? base.innerJoin(listSaves, and(eq(listSaves.listId, lists.id), eq(listSaves.userId, userId!)))
      : base).where(from === 'saves' ? and(where, activeUser) : where).orderBy(...newestFirst).$dynamic();
    const total = from === 'saves'
      ? db.$count(listSaves, and(eq(listSaves.userId, userId!), sql`exists (select 1 from lists l where l.id = ${listSaves.listId} and ((l.is_public and l.hidden_at is null) or l.owner_id = ${userId!}))`))
      : db.$count(lists, where);
    return pagedQuery(rows, total, page, pageSize, (r) => ({ ...toListSummary(r), owner: toPublicUser(r.owner) }));
  }

  return {
    /** A list row with its owner as others see them. */
    async row(id: string, opts: { includeDisabledOwner?: boolean } = {}): Promise<ListRow | null> {
      const [row] = await db.select({ list: lists, owner: publicUserColumns }).from(lists)
        .innerJoin(users, eq(users.id, lists.ownerId)).where(and(eq(lists.id, id), opts.includeDisabledOwner ? undefined : activeUser));
      return row ? { ...row.list, owner: toPublicUser(row.owner), hidden: hiddenOf(row.list.hiddenAt, row.list.hiddenReason) } : null;
    },

    /**
     * A golfer's lists, most recently changed first: only the public ones unless
     * `includePrivate` (the owner looking at their own).
     */
    ofOwner(ownerId: string, includePrivate: boolean, page: number, pageSize: number): Promise<Page<ListSummary>> {
      const where = includePrivate ? eq(lists.ownerId, ownerId) : and(eq(lists.ownerId, ownerId), shownToOthers, ownerActive);
      const rows = db.select(summaryColumns(db)).from(lists).where(where).orderBy(...newestFirst).$dynamic();
      return pagedQuery(rows, db.$count(lists, where), page, pageSize, toListSummary);
    },

    /** Every list of one kind a golfer has (public ones only unless their own): My Lie first, then newest change. */
    async allOfKind(ownerId: string, kind: ListKind, includePrivate: boolean): Promise<ListSummary[]> {
      const rows = await db.select(summaryColumns(db)).from(lists)
        .where(and(eq(lists.ownerId, ownerId), eq(lists.kind, kind), includePrivate ? undefined : and(shownToOthers, ownerActive)))
        .orderBy(sql`${lists.type} = ${MY_LIE_TYPE} desc`, ...newestFirst);
      return rows.map(toListSummary);
    },

    /**
     * Runs `work` under a lock on the owner's row, so the counts the rules check are the counts
     * the insert lands on, and a golfer gets one My Lie however many tabs race. NO KEY UPDATE:
     * it excludes other creates, not the golfer's other writes (whose foreign keys share-lock the key).
     */
    async withOwnerLocked<T>(ownerId: string, work: (owner: OwnerLocked) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
        return work({
          async facts() {
            const rows = await tx.select({ kind: lists.kind, type: lists.type, count: count() }).from(lists)
              .where(eq(lists.ownerId, ownerId)).groupBy(lists.kind, lists.type);
            return { lists: rows };
          },
          async insert(body) {
            const [row] = await tx.insert(lists).values({
              ownerId, kind: body.kind, type: body.type, name: body.name, description: body.description ?? null, isPublic: body.isPublic,
            }).returning({ id: lists.id });
            return row!.id;
          },
        });
      });
    },

    /** Saves name, description, visibility; false when there is no such list. */
    async update(id: string, patch: ListFields): Promise<boolean> {
      const rows = await db.update(lists).set({ ...patch, updatedAt: sql`now()` }).where(eq(lists.id, id)).returning({ id: lists.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(lists).where(eq(lists.id, id)).returning({ id: lists.id });
      return rows.length > 0;
    },

    /** Saves (or unsaves) someone else's list for a golfer; idempotent. */
    /** True when this call changed something (a new save, or a save removed). */
    async setSaved(userId: string, listId: string, saved: boolean): Promise<boolean> {
      const rows = saved
        ? await db.insert(listSaves).values({ userId, listId }).onConflictDoNothing().returning({ u: listSaves.userId })
        : await db.delete(listSaves).where(and(eq(listSaves.userId, userId), eq(listSaves.listId, listId))).returning({ u: listSaves.userId });
      return rows.length > 0;
    },

    async savedState(userId: string | null, listId: string): Promise<{ isSaved: boolean; savedCount: number }> {
      const [row] = await db.select({
        savedCount: db.$count(listSaves, eq(listSaves.listId, listId)),
        isSaved: userId
          ? sql<boolean>`exists (select 1 from ${listSaves} where ${listSaves.listId} = ${listId} and ${listSaves.userId} = ${userId})`
          : sql<boolean>`false`,
      }).from(sql`(select 1) as one`);
      return { isSaved: !!row?.isSaved, savedCount: row?.savedCount ?? 0 };
    },

    /** The lists a golfer saved that they can still see (a list made private since drops out). */
    saved(userId: string, page: number, pageSize: number): Promise<Page<OwnedListSummary>> {
      return ownedPage(sql`((${lists.isPublic} and ${lists.hiddenAt} is null) or ${lists.ownerId} = ${userId})`, page, pageSize, 'saves', userId);
    },

    /** Every list of everyone (admins), or every list of one golfer, private ones included. */
    everyList(page: number, pageSize: number, ownerId?: string): Promise<Page<OwnedListSummary>> {
      return ownedPage(ownerId ? eq(lists.ownerId, ownerId) : undefined, page, pageSize, 'lists');
    },
  };
}

export type ListsRepository = ReturnType<typeof listsRepository>;
