/**
 * Every SQL statement about lists as wholes (spec section 7, Lists): create, read, rename,
 * delete, save, the lists of a golfer and of everyone. Items and their order are in
 * `list-items.repository.ts` and `list-reads.ts`.
 */
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { PublicUser } from '../../shared/contracts/users.contract';
import type { CreateListBody, ListSummary, OwnedListSummary, UpdateListBody } from '../../shared/contracts/lists.contract';
import type { ListKind } from '../../shared/domain/enums';
import { countsTowardListLimit, MY_LIE_TYPE } from '../../shared/domain/list-rules';
import type { Db } from '../db/client';
import { listItems, lists, listSaves, users } from '../db/schema';
import { pagedQuery } from './sql';
import { forgetList, recordListEvent } from './activity.repository';
import { publicUserColumns, toPublicUser } from './user-mapper';
import { isTripMember } from './trips.repository';

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
}

export type CreateListResult =
  | { status: 'ok'; id: string }
  | { status: 'too-many'; max: number }
  | { status: 'has-mylie'; id: string };

const summaryColumns = (db: Db) => ({
  id: lists.id,
  name: lists.name,
  kind: lists.kind,
  type: lists.type,
  isPublic: lists.isPublic,
  updatedAt: lists.updatedAt,
  // By the (list_id, rank_key) unique index.
  itemCount: db.$count(listItems, eq(listItems.listId, lists.id)),
});

type SummaryRow = { id: string; name: string; kind: ListKind; type: string; isPublic: boolean; updatedAt: Date; itemCount: number };
export const toListSummary = (r: SummaryRow): ListSummary => ({
  _id: r.id, name: r.name, kind: r.kind, type: r.type as ListSummary['type'], isPublic: r.isPublic, itemCount: r.itemCount,
  updatedAt: r.updatedAt.toISOString(),
});

const newestFirst = [desc(lists.updatedAt), lists.id] as const;

export function listsRepository(db: Db) {
  /** Lists with their owners, newest change first: the admin's view and a golfer's saved lists. */
  function ownedPage(where: SQL | undefined, page: number, pageSize: number, from: 'lists' | 'saves', userId?: string): Promise<Page<OwnedListSummary>> {
    const base = db.select({ ...summaryColumns(db), owner: publicUserColumns }).from(lists).innerJoin(users, eq(users.id, lists.ownerId));
    const rows = (from === 'saves'
      ? base.innerJoin(listSaves, and(eq(listSaves.listId, lists.id), eq(listSaves.userId, userId!)))
      : base).where(where).orderBy(...newestFirst).$dynamic();
    const total = from === 'saves'
      ? db.$count(listSaves, and(eq(listSaves.userId, userId!), sql`exists (select 1 from lists l where l.id = ${listSaves.listId} and (l.is_public or l.owner_id = ${userId!}))`))
      : db.$count(lists, where);
    return pagedQuery(rows, total, page, pageSize, (r) => ({ ...toListSummary(r), owner: toPublicUser(r.owner) }));
  }

  return {
    isTripMember: (list: { id: string; ownerId: string }, userId: string | null) => isTripMember(db, list, userId),

    /** A list row with its owner as others see them. */
    async row(id: string): Promise<ListRow | null> {
      const [row] = await db.select({ list: lists, owner: publicUserColumns }).from(lists)
        .innerJoin(users, eq(users.id, lists.ownerId)).where(eq(lists.id, id));
      return row ? { ...row.list, owner: toPublicUser(row.owner) } : null;
    },

    /**
     * A golfer's lists, most recently changed first: only the public ones unless
     * `includePrivate` (the owner looking at their own).
     */
    ofOwner(ownerId: string, includePrivate: boolean, page: number, pageSize: number): Promise<Page<ListSummary>> {
      const where = includePrivate ? eq(lists.ownerId, ownerId) : and(eq(lists.ownerId, ownerId), eq(lists.isPublic, true));
      const rows = db.select(summaryColumns(db)).from(lists).where(where).orderBy(...newestFirst).$dynamic();
      return pagedQuery(rows, db.$count(lists, where), page, pageSize, toListSummary);
    },

    /** Every list of one kind a golfer has (public ones only unless their own): My Lie first, then newest change. */
    async allOfKind(ownerId: string, kind: ListKind, includePrivate: boolean): Promise<ListSummary[]> {
      const rows = await db.select(summaryColumns(db)).from(lists)
        .where(and(eq(lists.ownerId, ownerId), eq(lists.kind, kind), includePrivate ? undefined : eq(lists.isPublic, true)))
        .orderBy(sql`${lists.type} = ${MY_LIE_TYPE} desc`, ...newestFirst);
      return rows.map(toListSummary);
    },

    /**
     * Creates a list under a lock on its owner's row, so the count checked against the plan's
     * limit is the count the insert lands on, and a golfer gets one My Lie however many tabs race.
     */
    async create(ownerId: string, body: CreateListBody, maxLists: number): Promise<CreateListResult> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update');
        if (body.type === MY_LIE_TYPE) {
          const [mine] = await tx.select({ id: lists.id }).from(lists).where(and(eq(lists.ownerId, ownerId), eq(lists.type, MY_LIE_TYPE)));
          if (mine) return { status: 'has-mylie', id: mine.id };
        }
        if (countsTowardListLimit(body.kind, body.type)) {
          const n = await tx.$count(lists, and(eq(lists.ownerId, ownerId), ne(lists.kind, 'trip'), ne(lists.type, MY_LIE_TYPE)));
          if (n >= maxLists) return { status: 'too-many', max: maxLists };
        }
        const [row] = await tx.insert(lists).values({
          ownerId, kind: body.kind, type: body.type, name: body.name, description: body.description ?? null, isPublic: body.isPublic,
        }).returning({ id: lists.id });
        await recordListEvent(tx, { actorId: ownerId, kind: 'list_created', listId: row!.id });
        return { status: 'ok', id: row!.id };
      });
    },

    /** Saves name, description, visibility; false when the list is not this owner's. */
    async update(id: string, ownerId: string, patch: UpdateListBody): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.update(lists).set({ ...patch, updatedAt: sql`now()` })
          .where(and(eq(lists.id, id), eq(lists.ownerId, ownerId))).returning({ id: lists.id });
        // A list made private takes its activity out of every feed.
        if (rows.length > 0 && patch.isPublic === false) await forgetList(tx, id);
        return rows.length > 0;
      });
    },

    async remove(id: string, ownerId: string): Promise<boolean> {
      const rows = await db.delete(lists).where(and(eq(lists.id, id), eq(lists.ownerId, ownerId))).returning({ id: lists.id });
      return rows.length > 0;
    },

    /** Saves (or unsaves) someone else's list for a golfer; idempotent. */
    async setSaved(userId: string, listId: string, saved: boolean): Promise<void> {
      if (saved) await db.insert(listSaves).values({ userId, listId }).onConflictDoNothing();
      else await db.delete(listSaves).where(and(eq(listSaves.userId, userId), eq(listSaves.listId, listId)));
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
      return ownedPage(sql`(${lists.isPublic} or ${lists.ownerId} = ${userId})`, page, pageSize, 'saves', userId);
    },

    /** Every list of everyone (admins), or every list of one golfer, private ones included. */
    everyList(page: number, pageSize: number, ownerId?: string): Promise<Page<OwnedListSummary>> {
      return ownedPage(ownerId ? eq(lists.ownerId, ownerId) : undefined, page, pageSize, 'lists');
    },
  };
}

export type ListsRepository = ReturnType<typeof listsRepository>;
