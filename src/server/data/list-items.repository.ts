/**
 * Every write to a list's items: add, remove, move, swap, the owner's note. Each runs in one
 * transaction that first locks the list row, so concurrent writes to one list run one after the
 * other and every index they read is the index they write against; nothing is half-written.
 * Who may write is decided here, against the locked row: `WriteRefusal` says why not.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { ItemPlace, ItemPlaces } from '../../shared/contracts/list-items.contract';
import { DEFAULT_COURSE_HOLES, listUsesBuckets, MY_LIE_TYPE, type RankBucket } from '../../shared/domain/list-rules';
import { listTypeLabel } from '../../shared/domain/list-labels';
import type { Db } from '../db/client';
import { TRIP_ROUNDS_PER_DAY_MAX, tripDayCount } from '../../shared/domain/trips/trip-rules';
import { courses, listItems, lists, playedCourses } from '../db/schema';
import {
  bucketBetween, bucketRange, itemCount, keyBetween, lockList, neighboursAt, touchList, type LockedList, type Tx,
} from './list-order';
import { recordListEvent, recordPlayed } from './activity.repository';
import { isTripMember } from './trips.repository';

export interface Actor {
  id: string;
  isPremium: boolean;
}

/** Why a write did not happen: no such list (or a private one of someone else's), or not the owner's. */
export type WriteRefusal = { status: 'no-list' } | { status: 'not-owner' };
/** A body field that does not fit this list (the route answers 4xx naming `path`). */
export type FieldRefusal = { status: 'invalid' | 'duplicate' | 'no-course' | 'no-item' | 'stale'; path: string; message: string };
/** The list holds as many items as its owner's plan allows. */
export type LimitRefusal = { status: 'full'; list: LockedList };

export interface NewItem {
  course: string;
  holeNumber?: number;
  bucket?: RankBucket;
  note?: string | null;
  /** Trips: the day of the trip (required) and the local tee time. */
  day?: number;
  teeTime?: string | null;
}

type Places = { status: 'ok' } & ItemPlaces;

const refuse = (status: FieldRefusal['status'], path: string, message: string): FieldRefusal => ({ status, path, message });

/**
 * Locks the list and checks the actor may write its items: the owner, and on a trip its
 * companions too. Another golfer's private list is as good as missing.
 */
async function ownedList(tx: Tx, listId: string, actor: Actor): Promise<LockedList | WriteRefusal> {
  const list = await lockList(tx, listId);
  if (!list) return { status: 'no-list' };
  const writer = list.ownerId === actor.id || (list.kind === 'trip' && await isTripMember(tx, list, actor.id));
  if (!writer) return { status: list.isPublic ? 'not-owner' : 'no-list' };
  return list;
}

/** Trips order rounds by day: a move by index across the whole list would leave a round on its old day. */
const tripOrderRefusal = (path: string) =>
  refuse('invalid', path, 'trips order their rounds by day: save the plan with POST /api/lists/trip (days and rounds) to move one');

/** A trip's day must be one of its days and hold fewer than the most rounds a day; the course once a day. */
async function checkTripRound(tx: Tx, list: LockedList, item: NewItem): Promise<FieldRefusal | null> {
  if (item.day === undefined) return refuse('invalid', 'listItem.day', 'is required in a trip: the day of the trip the round is on');
  const [trip] = await tx.select({ start: lists.startDate, end: lists.endDate }).from(lists).where(eq(lists.id, list.id));
  const days = trip?.start && trip.end ? tripDayCount(trip.start, trip.end) : 0;
  if (item.day > days) return refuse('invalid', 'listItem.day', `is outside the trip: it has ${days} day${days === 1 ? '' : 's'}`);
  const onDay = await tx.select({ courseId: listItems.courseId }).from(listItems)
    .where(and(eq(listItems.listId, list.id), eq(listItems.dayNumber, item.day)));
  if (onDay.length >= TRIP_ROUNDS_PER_DAY_MAX) return refuse('invalid', 'listItem.day', `already has ${TRIP_ROUNDS_PER_DAY_MAX} rounds, the most a day holds`);
  if (onDay.some((r) => r.courseId === item.course)) return refuse('duplicate', 'listItem.course', `is already on day ${item.day}`);
  return null;
}

/** The keys a new round on `day` goes between: after every round of that day and the days before it. */
async function tripNeighbours(tx: Tx, listId: string, day: number) {
  const [above] = await tx.select({ key: listItems.rankKey, bucket: listItems.bucket }).from(listItems)
    .where(and(eq(listItems.listId, listId), lte(listItems.dayNumber, day))).orderBy(desc(listItems.rankKey)).limit(1);
  const [below] = await tx.select({ key: listItems.rankKey, bucket: listItems.bucket }).from(listItems)
    .where(and(eq(listItems.listId, listId), gt(listItems.dayNumber, day))).orderBy(asc(listItems.rankKey)).limit(1);
  return [above ?? null, below ?? null] as const;
}
const isRefusal = (v: LockedList | WriteRefusal): v is WriteRefusal => 'status' in v;

async function placesAnswer(tx: Tx, listId: string, items: ItemPlace[], count: number): Promise<Places> {
  const [touched] = await touchList(tx, listId);
  return { status: 'ok', listId, items, itemCount: count, updatedAt: touched!.updatedAt.toISOString() };
}

/** The item of this list with its rank and the list's item count (one statement), or a refusal naming the field that named it. */
async function itemOf(tx: Tx, listId: string, itemId: string, path: string) {
  const [item] = await tx.select({
    id: listItems.id, key: listItems.rankKey, bucket: listItems.bucket,
    rank: sql<number>`(select count(*) from ${listItems} j where j.list_id = ${listId} and j.rank_key < ${listItems}.rank_key)`.mapWith(Number),
    total: sql<number>`(select count(*) from ${listItems} j where j.list_id = ${listId})`.mapWith(Number),
  }).from(listItems).where(and(eq(listItems.id, itemId), eq(listItems.listId, listId)));
  return item ?? refuse('no-item', path, 'is not an item of this list');
}

/** What the item names must fit the list's kind and type: a hole in hole lists only, a bucket in ranked lists only. */
async function checkNewItem(tx: Tx, list: LockedList, item: NewItem): Promise<FieldRefusal | null> {
  const buckets = listUsesBuckets(list.type);
  if (buckets && !item.bucket) return refuse('invalid', 'listItem.bucket', 'is required in a ranked list (loved, fine or disliked)');
  if (!buckets && item.bucket) return refuse('invalid', 'listItem.bucket', `is not used: ${listTypeLabel(list.type)} lists rank without loved, fine or disliked`);
  if (list.kind === 'hole' && item.holeNumber === undefined) return refuse('invalid', 'listItem.holeNumber', 'is required in a hole list');
  if (list.kind !== 'hole' && item.holeNumber !== undefined) return refuse('invalid', 'listItem.holeNumber', `is only for hole lists, not a ${list.kind} list`);
  if (list.kind !== 'trip' && (item.day !== undefined || item.teeTime != null)) {
    return refuse('invalid', item.day !== undefined ? 'listItem.day' : 'listItem.teeTime', `is only for trips, not a ${list.kind} list`);
  }
  const [course] = await tx.select({ holes: courses.holes }).from(courses).where(eq(courses.id, item.course));
  if (!course) return refuse('no-course', 'listItem.course', 'no such course');
  const holes = course.holes ?? DEFAULT_COURSE_HOLES;
  if (item.holeNumber !== undefined && item.holeNumber > holes) {
    return refuse('invalid', 'listItem.holeNumber', `must be between 1 and ${holes}: the course has ${holes} holes`);
  }
  if (list.kind === 'trip') return checkTripRound(tx, list, item);
  const [dup] = await tx.select({ id: listItems.id }).from(listItems).where(and(
    eq(listItems.listId, list.id), eq(listItems.courseId, item.course),
    item.holeNumber === undefined ? undefined : eq(listItems.holeNumber, item.holeNumber),
  )).limit(1);
  if (dup) return refuse('duplicate', item.holeNumber === undefined ? 'listItem.course' : 'listItem.holeNumber', 'is already in this list');
  return null;
}

export function listItemsRepository(db: Db) {
  return {
    /** Adds an item at `atIndex` (kept inside its bucket), if the list holds fewer than `maxItems`. */
    async add(listId: string, actor: Actor, item: NewItem, atIndex: number | undefined, maxItems: number): Promise<Places | WriteRefusal | FieldRefusal | LimitRefusal> {
      return db.transaction(async (tx) => {
        const list = await ownedList(tx, listId, actor);
        if (isRefusal(list)) return list;
        const bad = await checkNewItem(tx, list, item);
        if (bad) return bad;
        const range = item.bucket ? await bucketRange(tx, listId, item.bucket) : null;
        const total = range?.total ?? await itemCount(tx, listId);
        if (total >= maxItems) return { status: 'full', list };
        if (atIndex !== undefined && atIndex > total) return refuse('invalid', 'atIndex', `must be at most ${total}, the number of items`);
        if (list.kind === 'trip' && atIndex !== undefined) return tripOrderRefusal('atIndex');
        const [start, end] = range ? [range.start, range.end] : [0, total];
        const index = Math.min(Math.max(atIndex ?? end, start), end);
        const [above, below] = list.kind === 'trip' ? await tripNeighbours(tx, listId, item.day!) : await neighboursAt(tx, listId, index);
        const [row] = await tx.insert(listItems).values({
          listId, rankKey: keyBetween(above, below), courseId: item.course, holeNumber: item.holeNumber ?? null,
          bucket: item.bucket ?? null, note: item.note ?? null, dayNumber: item.day ?? null, teeTime: item.teeTime ?? null,
        }).returning({ id: listItems.id });
        if (list.kind === 'trip') {
          const [placed] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(listItems)
            .where(and(eq(listItems.listId, listId), sql`${listItems.rankKey} < (select rank_key from list_items where id = ${row!.id})`));
          return placesAnswer(tx, listId, [{ _id: row!.id, index: placed?.n ?? 0, bucket: null }], total + 1);
        }
        // My Lie ranks played courses: ranking one there marks it played.
        if (list.type === MY_LIE_TYPE) {
          const played = await tx.insert(playedCourses).values({ userId: actor.id, courseId: item.course }).onConflictDoNothing()
            .returning({ courseId: playedCourses.courseId });
          await recordPlayed(tx, actor.id, played.map((p) => p.courseId));
        }
        await recordListEvent(tx, {
          actorId: actor.id, kind: 'ranked', listId, itemId: row!.id,
          payload: { rank: index + 1, bucket: item.bucket ?? null, holeNumber: item.holeNumber ?? null },
        });
        return placesAnswer(tx, listId, [{ _id: row!.id, index, bucket: item.bucket ?? null }], total + 1);
      });
    },

    async remove(listId: string, actor: Actor, itemId: string) {
      return db.transaction(async (tx): Promise<Places | WriteRefusal | FieldRefusal> => {
        const list = await ownedList(tx, listId, actor);
        if (isRefusal(list)) return list;
        const gone = await tx.delete(listItems).where(and(eq(listItems.id, itemId), eq(listItems.listId, listId))).returning({ id: listItems.id });
        if (gone.length === 0) return refuse('no-item', 'listItem', 'is not an item of this list');
        return placesAnswer(tx, listId, [], await itemCount(tx, listId));
      });
    },

    async move(listId: string, actor: Actor, itemId: string, toIndex: number) {
      return db.transaction(async (tx): Promise<Places | WriteRefusal | FieldRefusal> => {
        const list = await ownedList(tx, listId, actor);
        if (isRefusal(list)) return list;
        if (list.kind === 'trip') return tripOrderRefusal('toIndex');
        const item = await itemOf(tx, listId, itemId, 'listItem');
        if ('status' in item) return item;
        if (toIndex >= item.total) return refuse('invalid', 'toIndex', `must be at most ${item.total - 1}, the last index`);
        if (item.rank === toIndex) return placesAnswer(tx, listId, [{ _id: itemId, index: toIndex, bucket: item.bucket }], item.total);
        const [above, below] = await neighboursAt(tx, listId, toIndex, itemId);
        const bucket = bucketBetween(item.bucket, above, below);
        await tx.update(listItems).set({ rankKey: keyBetween(above, below), bucket }).where(eq(listItems.id, itemId));
        return placesAnswer(tx, listId, [{ _id: itemId, index: toIndex, bucket }], item.total);
      });
    },

    /**
     * Exchanges two items' places, if they are still where the caller saw them (else 'stale').
     * Buckets stay with the places, so the bands keep their order.
     */
    async swap(listId: string, actor: Actor, a: { id: string; index: number }, b: { id: string; index: number }) {
      return db.transaction(async (tx): Promise<Places | WriteRefusal | FieldRefusal> => {
        const list = await ownedList(tx, listId, actor);
        if (isRefusal(list)) return list;
        if (list.kind === 'trip') return tripOrderRefusal('listItemA');
        const itemA = await itemOf(tx, listId, a.id, 'listItemA');
        if ('status' in itemA) return itemA;
        const itemB = await itemOf(tx, listId, b.id, 'listItemB');
        if ('status' in itemB) return itemB;
        const [indexA, indexB] = [itemA.rank, itemB.rank];
        if (indexA !== a.index || indexB !== b.index) {
          const path = indexA !== a.index ? 'currentIndexA' : 'currentIndexB';
          return refuse('stale', path, `the list changed: listItemA is now at ${indexA} and listItemB at ${indexB}`);
        }
        // The unique (list, key) index is checked row by row, so one key steps aside first ('~' sorts after every key).
        await tx.update(listItems).set({ rankKey: '~swap' }).where(eq(listItems.id, itemA.id));
        await tx.update(listItems).set({ rankKey: itemA.key, bucket: itemA.bucket }).where(eq(listItems.id, itemB.id));
        await tx.update(listItems).set({ rankKey: itemB.key, bucket: itemB.bucket }).where(eq(listItems.id, itemA.id));
        return placesAnswer(tx, listId, [
          { _id: itemA.id, index: indexB, bucket: itemB.bucket },
          { _id: itemB.id, index: indexA, bucket: itemA.bucket },
        ], itemA.total);
      });
    },

    async setNote(listId: string, actor: Actor, itemId: string, note: string | null) {
      return db.transaction(async (tx): Promise<{ status: 'ok'; _id: string; note: string | null } | WriteRefusal | FieldRefusal> => {
        const list = await ownedList(tx, listId, actor);
        if (isRefusal(list)) return list;
        const [row] = await tx.update(listItems).set({ note, updatedAt: new Date() })
          .where(and(eq(listItems.id, itemId), eq(listItems.listId, listId))).returning({ id: listItems.id, note: listItems.note });
        if (!row) return refuse('no-item', 'itemId', 'is not an item of this list');
        await touchList(tx, listId);
        return { status: 'ok', _id: row.id, note: row.note };
      });
    },
  };
}

export type ListItemsRepository = ReturnType<typeof listItemsRepository>;
