/**
 * Lists moderation (issue 24): an admin's hide and unhide of a list or an item's note, under the
 * list's row lock (the lock every write to a list takes), with the audit entry in the same
 * transaction. No rules here: the service asks `list-moderation-rules.ts`.
 */
import { and, eq } from 'drizzle-orm';
import type { ListKind } from '../../shared/domain/enums';
import type { Db } from './database';
import { listItems, lists } from './schema';
import { appendAudit, type AuditRecord } from './audit-log.repository';
import type { Tx } from './list-order';

export interface ModeratedList {
  id: string; ownerId: string; kind: ListKind; type: string; name: string; isPublic: boolean;
  hiddenAt: Date | null; hiddenReason: string | null;
}
export interface ModeratedItem {
  id: string; listId: string; note: string | null; noteHiddenAt: Date | null; noteHiddenReason: string | null;
}

const listColumns = {
  id: lists.id, ownerId: lists.ownerId, kind: lists.kind, type: lists.type, name: lists.name, isPublic: lists.isPublic,
  hiddenAt: lists.hiddenAt, hiddenReason: lists.hiddenReason,
};

export function moderationWriter(tx: Tx) {
  return {
    async lockList(id: string): Promise<ModeratedList | null> {
      const [row] = await tx.select(listColumns).from(lists).where(eq(lists.id, id)).for('update');
      return row ?? null;
    },
    /** The item's list, locked first (as every write to a list's items does), then the item. */
    async lockItem(itemId: string): Promise<{ list: ModeratedList; item: ModeratedItem } | null> {
      const [ref] = await tx.select({ listId: listItems.listId }).from(listItems).where(eq(listItems.id, itemId));
      if (!ref) return null;
      const [list] = await tx.select(listColumns).from(lists).where(eq(lists.id, ref.listId)).for('update');
      const [item] = await tx.select({
        id: listItems.id, listId: listItems.listId, note: listItems.note, noteHiddenAt: listItems.noteHiddenAt, noteHiddenReason: listItems.noteHiddenReason,
      }).from(listItems).where(and(eq(listItems.id, itemId), eq(listItems.listId, ref.listId)));
      return list && item ? { list, item } : null;
    },
    async setListHidden(id: string, at: Date | null, reason: string | null): Promise<void> {
      await tx.update(lists).set({ hiddenAt: at, hiddenReason: reason }).where(eq(lists.id, id));
    },
    async setNoteHidden(itemId: string, at: Date | null, reason: string | null): Promise<void> {
      await tx.update(listItems).set({ noteHiddenAt: at, noteHiddenReason: reason }).where(eq(listItems.id, itemId));
    },
    audit: (r: AuditRecord) => appendAudit(tx, r),
  };
}
export type ModerationWriter = ReturnType<typeof moderationWriter>;

export function listModerationRepository(db: Db) {
  return {
    write: <T>(work: (w: ModerationWriter) => Promise<T>): Promise<T> => db.transaction((tx) => work(moderationWriter(tx))),
  };
}

export type ListModerationRepository = ReturnType<typeof listModerationRepository>;
