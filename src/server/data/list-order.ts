/**
 * The order of a list's items, in SQL. An item's rank is the number of items of its list with a
 * smaller `rank_key` (a fractional index), so a move or an insertion writes one key between its
 * new neighbours' instead of renumbering every item in between: reordering a 1,000-item list
 * touches one row. Every caller holds the list row's lock (`lockList`), so ranks read inside the
 * transaction are the ranks the write lands on, however many requests race.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { RANK_BUCKETS, type RankBucket } from '../../shared/domain/list-rules';
import type { ListKind } from '../../shared/domain/enums';
import type { Db } from '../db/client';
import { listItems, lists } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LockedList {
  id: string;
  ownerId: string;
  kind: ListKind;
  type: string;
  isPublic: boolean;
}

/** Locks one list row for the rest of the transaction (every order write does this first); null if there is none. */
export async function lockList(tx: Tx, listId: string): Promise<LockedList | null> {
  const [row] = await tx
    .select({ id: lists.id, ownerId: lists.ownerId, kind: lists.kind, type: lists.type, isPublic: lists.isPublic })
    .from(lists).where(eq(lists.id, listId)).for('update');
  return row ?? null;
}

export const touchList = (tx: Tx, listId: string) =>
  tx.update(lists).set({ updatedAt: sql`now()` }).where(eq(lists.id, listId)).returning({ updatedAt: lists.updatedAt });

export async function itemCount(tx: Tx | Db, listId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(listItems).where(eq(listItems.listId, listId));
  return row?.n ?? 0;
}

interface Neighbour {
  key: string;
  bucket: RankBucket | null;
}

/**
 * The items that will sit just above and just below rank `index` once `excludeId` (the item
 * being moved) is out of the way: the new key goes between theirs.
 */
export async function neighboursAt(tx: Tx, listId: string, index: number, excludeId?: string): Promise<[Neighbour | null, Neighbour | null]> {
  const where = excludeId ? and(eq(listItems.listId, listId), ne(listItems.id, excludeId)) : eq(listItems.listId, listId);
  const rows: Neighbour[] = await tx.select({ key: listItems.rankKey, bucket: listItems.bucket }).from(listItems)
    .where(where).orderBy(asc(listItems.rankKey)).offset(Math.max(index - 1, 0)).limit(2);
  if (index === 0) return [null, rows[0] ?? null];
  return [rows[0] ?? null, rows[1] ?? null];
}

export const keyBetween = (above: Neighbour | null, below: Neighbour | null): string =>
  generateKeyBetween(above?.key ?? null, below?.key ?? null);

/** Where a bucket's items sit in the list: ranks [start, end). An empty bucket is where it would go. */
export async function bucketRange(tx: Tx, listId: string, bucket: RankBucket): Promise<{ start: number; end: number; total: number }> {
  const [row] = await tx.select({
    // Enum values compare in declaration order: loved < fine < disliked.
    before: sql<number>`count(*) filter (where ${listItems.bucket} < ${bucket}::rank_bucket)`.mapWith(Number),
    within: sql<number>`count(*) filter (where ${listItems.bucket} = ${bucket}::rank_bucket)`.mapWith(Number),
    total: count(),
  }).from(listItems).where(eq(listItems.listId, listId));
  const before = row?.before ?? 0;
  return { start: before, end: before + (row?.within ?? 0), total: row?.total ?? 0 };
}

const order = (b: RankBucket) => RANK_BUCKETS.indexOf(b);

/**
 * The bucket an item keeps after landing between two neighbours: its own if that keeps the bands
 * in order, else the band it landed in (a "fine" course dragged among loved ones becomes loved).
 */
export function bucketBetween(own: RankBucket | null, above: Neighbour | null, below: Neighbour | null): RankBucket | null {
  if (own === null) return null;
  if (above?.bucket && order(own) < order(above.bucket)) return above.bucket;
  if (below?.bucket && order(own) > order(below.bucket)) return below.bucket;
  return own;
}
