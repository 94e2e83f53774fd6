/** Every SQL statement about lists (spec section 7, Lists). */
import { and, desc, eq } from 'drizzle-orm';
import type { Page } from '../../shared/contracts/common.contract';
import type { ListSummary } from '../../shared/contracts/lists.contract';
import type { Db } from '../db/client';
import { listItems, lists } from '../db/schema';
import { pagedQuery } from './sql';

export function listsRepository(db: Db) {
  return {
    /**
     * A golfer's lists, most recently changed first: only the public ones unless
     * `includePrivate` (the owner looking at their own).
     */
    ofOwner(ownerId: string, includePrivate: boolean, page: number, pageSize: number): Promise<Page<ListSummary>> {
      const where = includePrivate ? eq(lists.ownerId, ownerId) : and(eq(lists.ownerId, ownerId), eq(lists.isPublic, true));
      const rows = db.select({
        id: lists.id,
        name: lists.name,
        kind: lists.kind,
        type: lists.type,
        isPublic: lists.isPublic,
        updatedAt: lists.updatedAt,
        // By the (list_id, position) unique index.
        itemCount: db.$count(listItems, eq(listItems.listId, lists.id)),
      })
        .from(lists)
        .where(where)
        .orderBy(desc(lists.updatedAt), lists.id)
        .$dynamic();
      return pagedQuery(rows, db.$count(lists, where), page, pageSize, (r) => ({
        _id: r.id,
        name: r.name,
        kind: r.kind,
        type: r.type,
        isPublic: r.isPublic,
        itemCount: r.itemCount,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },
  };
}

export type ListsRepository = ReturnType<typeof listsRepository>;
