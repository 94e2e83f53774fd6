/**
 * Every write to a list's items, in SQL: add, remove, move, swap, notes, reactions. Each runs in
 * one transaction that first locks the list's row (`withLockedList`), so concurrent writes to one
 * list run one after the other and every rank they read is the rank they write against. Who may
 * write and what is valid is decided by the list policies (`shared/domain/lists`), which the
 * service asks between these reads and writes; a refusal thrown inside rolls everything back.
 */
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { ItemReaction } from '../../shared/contracts/list-items.contract';
import type { CourseFacts, ListRole } from '../../shared/domain/lists/list-facts';
import type { ListReaction, RankBucket } from '../../shared/domain/list-rules';
import type { Db } from './database';
import { listItemReactions, listItems, lists, playedCourses } from './schema';
import { itemCounts, keyBetween, lockList, shownAsPublic, neighboursAt, touchList, type LockedList, type Tx } from './list-order';
import { roleOf } from './list-roles';
import { shareCourseWithCard } from './course-references';

export type { LockedList } from './list-order';

/** A row to insert: what the item names, and where the policy placed it. */
export interface ItemRow {
  course: string;
  holeNumber: number | null;
  bucket: RankBucket | null;
  note: string | null;
  day: number | null;
  teeTime: string | null;
}

export interface StoredItem {
  id: string;
  key: string;
  bucket: RankBucket | null;
  /** 0-based rank in the list. */
  rank: number;
}

/** The reads and writes of one locked list, inside its transaction. */
function lockedListItems(tx: Tx, list: LockedList) {
  const ofList = eq(listItems.listId, list.id);
  const rankOf = (id: string) =>
    sql<number>`(select count(*) from ${listItems} j where j.list_id = ${list.id} and j.rank_key < (select rank_key from ${listItems} where id = ${id}))`.mapWith(Number);

  return {
    role: (userId: string | null) => roleOf(tx, list, userId),
    counts: (excludeId?: string) => itemCounts(tx, list.id, excludeId),

    /** The course the item names, locked against a delete or merge until the write commits (course-references.ts). */
    course: (courseId: string): Promise<CourseFacts | null> => shareCourseWithCard(tx, courseId),

    /** Whether the course (or that hole of it) is in the list already. */
    async contains(courseId: string, holeNumber?: number): Promise<boolean> {
      const [row] = await tx.select({ id: listItems.id }).from(listItems).where(and(
        ofList, eq(listItems.courseId, courseId), holeNumber === undefined ? undefined : eq(listItems.holeNumber, holeNumber),
      )).limit(1);
      return !!row;
    },

    /** The courses of a trip's day. */
    async onDay(day: number): Promise<string[]> {
      const rows = await tx.select({ courseId: listItems.courseId }).from(listItems).where(and(ofList, eq(listItems.dayNumber, day)));
      return rows.map((r) => r.courseId);
    },

    /** The item with its rank; null when it is not an item of this list. */
    async item(itemId: string): Promise<StoredItem | null> {
      const [row] = await tx.select({ id: listItems.id, key: listItems.rankKey, bucket: listItems.bucket, rank: rankOf(itemId) })
        .from(listItems).where(and(eq(listItems.id, itemId), ofList));
      return row ?? null;
    },

    /** Inserts at rank `index`; answers the new item's id. */
    async insertAt(index: number, item: ItemRow): Promise<string> {
      const [above, below] = await neighboursAt(tx, list.id, index);
      return insert(keyBetween(above, below), item);
    },

    /** Inserts a trip's round after every round of its day and the days before; answers its id and rank. */
    async insertOnDay(day: number, item: ItemRow): Promise<{ id: string; index: number }> {
      const [above] = await tx.select({ key: listItems.rankKey }).from(listItems)
        .where(and(ofList, lte(listItems.dayNumber, day))).orderBy(desc(listItems.rankKey)).limit(1);
      const [below] = await tx.select({ key: listItems.rankKey }).from(listItems)
        .where(and(ofList, gt(listItems.dayNumber, day))).orderBy(asc(listItems.rankKey)).limit(1);
      const id = await insert(keyBetween(above ?? null, below ?? null), item);
      const [placed] = await tx.select({ n: rankOf(id) }).from(sql`(select 1) as one`);
      return { id, index: placed?.n ?? 0 };
    },

    /** Moves an item to rank `toIndex` with the band it keeps there. */
    async moveTo(itemId: string, toIndex: number, bucket: RankBucket | null): Promise<void> {
      const [above, below] = await neighboursAt(tx, list.id, toIndex, itemId);
      await tx.update(listItems).set({ rankKey: keyBetween(above, below), bucket }).where(eq(listItems.id, itemId));
    },

    /** Exchanges two items' places; the bands stay with the places, so they keep their order. */
    async swap(a: StoredItem, b: StoredItem): Promise<void> {
      // The unique (list, key) index is checked row by row, so one key steps aside first ('~' sorts after every key).
      await tx.update(listItems).set({ rankKey: '~swap' }).where(eq(listItems.id, a.id));
      await tx.update(listItems).set({ rankKey: a.key, bucket: a.bucket }).where(eq(listItems.id, b.id));
      await tx.update(listItems).set({ rankKey: b.key, bucket: b.bucket }).where(eq(listItems.id, a.id));
    },

    /** True when the item was in the list and is gone. */
    async remove(itemId: string): Promise<boolean> {
      const gone = await tx.delete(listItems).where(and(eq(listItems.id, itemId), ofList)).returning({ id: listItems.id });
      return gone.length > 0;
    },

    async setNote(itemId: string, note: string | null): Promise<{ _id: string; note: string | null } | null> {
      const [row] = await tx.update(listItems).set({ note, updatedAt: new Date() })
        .where(and(eq(listItems.id, itemId), ofList)).returning({ _id: listItems.id, note: listItems.note });
      return row ?? null;
    },

    /**
     * Sets (or clears, with null) a reaction to an item: the owner's own, or `userId`'s among other
     * golfers'. Null when the item is not in the list.
     */
    async react(itemId: string, userId: string, asOwner: boolean, reaction: ListReaction | null): Promise<ItemReaction | null> {
      const [item] = await tx.select({ id: listItems.id }).from(listItems).where(and(eq(listItems.id, itemId), ofList));
      if (!item) return null;
      if (asOwner) {
        await tx.update(listItems).set({ reaction, updatedAt: new Date() }).where(eq(listItems.id, itemId));
      } else if (reaction) {
        await tx.insert(listItemReactions).values({ itemId, userId, reaction })
          .onConflictDoUpdate({ target: [listItemReactions.itemId, listItemReactions.userId], set: { reaction, createdAt: sql`now()` } });
      } else {
        await tx.delete(listItemReactions).where(and(eq(listItemReactions.itemId, itemId), eq(listItemReactions.userId, userId)));
      }
      const [own] = await tx.select({ reaction: listItems.reaction }).from(listItems).where(eq(listItems.id, itemId));
      const others = await tx.select({ reaction: listItemReactions.reaction, n: count(), mine: sql<boolean>`bool_or(${listItemReactions.userId} = ${userId})` })
        .from(listItemReactions).where(eq(listItemReactions.itemId, itemId))
        .groupBy(listItemReactions.reaction).orderBy(desc(count()), listItemReactions.reaction);
      return {
        _id: itemId,
        reaction: own?.reaction ?? null,
        viewerReaction: others.find((r) => r.mine)?.reaction ?? null,
        reactions: others.map((r) => ({ reaction: r.reaction, count: r.n })),
      };
    },

    /** Marks a course played for the golfer; true when it was not played before. */
    async markPlayed(userId: string, courseId: string): Promise<boolean> {
      const rows = await tx.insert(playedCourses).values({ userId, courseId }).onConflictDoNothing().returning({ courseId: playedCourses.courseId });
      return rows.length > 0;
    },

    /** Marks the list changed; answers its new `updatedAt`. */
    async touch(): Promise<string> {
      const [row] = await touchList(tx, list.id);
      return row!.updatedAt.toISOString();
    },
  };

  async function insert(rankKey: string, item: ItemRow): Promise<string> {
    const [row] = await tx.insert(listItems).values({
      listId: list.id, rankKey, courseId: item.course, holeNumber: item.holeNumber, bucket: item.bucket,
      note: item.note, dayNumber: item.day, teeTime: item.teeTime,
    }).returning({ id: listItems.id });
    return row!.id;
  }
}

export type LockedListItems = ReturnType<typeof lockedListItems>;

export function listItemsRepository(db: Db) {
  return {
    /**
     * Runs `work` in one transaction that first locks the list's row; null when there is no such
     * list. An error thrown by `work` (a refusal) rolls back everything it wrote.
     */
    async withLockedList<T>(listId: string, work: (list: LockedList, items: LockedListItems) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const list = await lockList(tx, listId);
        return list ? work(list, lockedListItems(tx, list)) : null;
      });
    },

    /** The list's row and the golfer's role in it, read without a lock (for reads and list-level writes). */
    async roleIn(listId: string, userId: string | null): Promise<{ list: LockedList; role: ListRole } | null> {
      const [list] = await db.select({
        id: lists.id, ownerId: lists.ownerId, kind: lists.kind, type: lists.type, isPublic: shownAsPublic,
        startDate: lists.startDate, endDate: lists.endDate,
      }).from(lists).where(eq(lists.id, listId));
      return list ? { list, role: await roleOf(db, list, userId) } : null;
    },
  };
}

export type ListItemsRepository = ReturnType<typeof listItemsRepository>;
