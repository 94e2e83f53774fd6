/**
 * The order of a list's items, in SQL. An item's rank is the number of items of its list with a
 * smaller `rank_key` (a fractional index), so a move or an insertion writes one key between its
 * new neighbours' instead of renumbering every item in between: reordering a 1,000-item list
 * touches one row. Every write to a list's items first takes the list row's lock (`lockList`), so
 * ranks read inside the transaction are the ranks the write lands on, however many requests race.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { ItemCounts, ListFacts } from '../../shared/domain/lists/list-facts';
import type { Db } from './database';
import { listItems, lists } from './schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LockedList extends ListFacts {
  id: string;
  ownerId: string;
  /** Trips: their first and last day. */
  startDate: string | null;
  endDate: string | null;
}

/**
 * Whether others may read the list, as the list policies mean `isPublic`: public and not hidden by
 * an admin (issue 24; a hidden list reads as private, so its golfers still read it).
 */
export const shownAsPublic = sql<boolean>`(${lists.isPublic} and ${lists.hiddenAt} is null)`;

/** Locks one list row for the rest of the transaction (every write to its items does this first); null if there is none. */
export async function lockList(tx: Tx, listId: string): Promise<LockedList | null> {
  const [row] = await tx
    .select({
      id: lists.id, ownerId: lists.ownerId, kind: lists.kind, type: lists.type, isPublic: shownAsPublic,
      startDate: lists.startDate, endDate: lists.endDate,
    })
    .from(lists).where(eq(lists.id, listId)).for('update');
  return row ?? null;
}

export const touchList = (tx: Tx, listId: string) =>
  tx.update(lists).set({ updatedAt: sql`now()` }).where(eq(lists.id, listId)).returning({ updatedAt: lists.updatedAt });

/** How many items of the list sit in each band, in one pass over its items. */
export async function itemCounts(tx: Tx | Db, listId: string, excludeId?: string): Promise<ItemCounts> {
  const band = (b: string) => sql<number>`count(*) filter (where ${listItems.bucket} = ${b}::rank_bucket)`.mapWith(Number);
  const [row] = await tx.select({
    loved: band('loved'), fine: band('fine'), disliked: band('disliked'),
    none: sql<number>`count(*) filter (where ${listItems.bucket} is null)`.mapWith(Number),
  }).from(listItems).where(excludeId ? and(eq(listItems.listId, listId), ne(listItems.id, excludeId)) : eq(listItems.listId, listId));
  return { loved: row?.loved ?? 0, fine: row?.fine ?? 0, disliked: row?.disliked ?? 0, none: row?.none ?? 0 };
}

export async function itemCount(tx: Tx | Db, listId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(listItems).where(eq(listItems.listId, listId));
  return row?.n ?? 0;
}

interface Neighbour {
  key: string;
}

/**
 * The items that will sit just above and just below rank `index` once `excludeId` (the item
 * being moved) is out of the way: the new key goes between theirs.
 */
export async function neighboursAt(tx: Tx, listId: string, index: number, excludeId?: string): Promise<[Neighbour | null, Neighbour | null]> {
  const where = excludeId ? and(eq(listItems.listId, listId), ne(listItems.id, excludeId)) : eq(listItems.listId, listId);
  const rows: Neighbour[] = await tx.select({ key: listItems.rankKey }).from(listItems)
    .where(where).orderBy(asc(listItems.rankKey)).offset(Math.max(index - 1, 0)).limit(2);
  if (index === 0) return [null, rows[0] ?? null];
  return [rows[0] ?? null, rows[1] ?? null];
}

export const keyBetween = (above: Neighbour | null, below: Neighbour | null): string =>
  generateKeyBetween(above?.key ?? null, below?.key ?? null);
