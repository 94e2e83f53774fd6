/**
 * Lists moderation (issue 24): an admin hides or unhides a list, or an item's note, with a reason.
 * Each locks the list's row, asks `list-moderation-rules.ts`, writes, and appends the audit entry
 * in the same transaction; after the commit a public list's hide or unhide is told as a visibility
 * change (`list-saved`), so its community ranking is recomputed without it (or with it again).
 * The feed keeps the list's entries and leaves them out while it is hidden.
 */
import type { ListModerationResult, NoteModerationResult } from '../../shared/contracts/moderation.contract';
import { listModerationRefusal, noteModerationRefusal, type ModerationAction } from '../../shared/domain/moderation/list-moderation-rules';
import { refusal } from '../../shared/domain/refusal';
import type { ListModerationRepository, ModerationWriter } from '../data/list-moderation.repository';
import { hiddenOf } from '../data/lists.repository';
import type { SignedInUser } from '../data/user-mapper';
import { auditActor } from '../data/audit-log.repository';
import { ensure, refuse } from '../lib/refused';
import type { DomainEvent, DomainEvents } from './domain-events';

const snapshot = (at: Date | null, reason: string | null) => ({ hidden: hiddenOf(at, reason) });

/**
 * Hides or unhides a list inside a moderation write (its row locked, the rules asked, the audit
 * entry appended); answers the result and what to tell after the commit. The report's handling
 * (reports.service.ts) runs it inside its own transaction.
 */
export async function moderateList(w: ModerationWriter, actor: SignedInUser, id: string, action: ModerationAction, reason: string): Promise<{ result: ListModerationResult; told: DomainEvent[] }> {
  const list = await w.lockList(id);
  if (!list) throw refuse(refusal('not-found', 'no such list', 'id'), 'path');
  ensure(listModerationRefusal(action, { hidden: list.hiddenAt != null }));
  const at = action === 'hide' ? new Date() : null;
  const why = action === 'hide' ? reason : null;
  await w.setListHidden(id, at, why);
  await w.audit({
    actor: auditActor(actor), action: `list.${action}`, recordType: 'list', recordId: id,
    before: { name: list.name, ownerId: list.ownerId, ...snapshot(list.hiddenAt, list.hiddenReason) },
    after: { name: list.name, ownerId: list.ownerId, ...snapshot(at, why) }, reason,
  });
  const ref = { listId: id, kind: list.kind, type: list.type };
  const told: DomainEvent[] = [{ type: 'list-moderated', ownerId: list.ownerId, list: ref, hidden: action === 'hide' }];
  if (list.isPublic) told.push({ type: 'list-saved', list: ref, visibilityChanged: true, madePrivate: false });
  return { result: { _id: id, hidden: hiddenOf(at, why) }, told };
}

/** Hides or unhides an item's note inside a moderation write, as `moderateList` does a list. */
export async function moderateNote(w: ModerationWriter, actor: SignedInUser, itemId: string, action: ModerationAction, reason: string): Promise<NoteModerationResult> {
  const found = await w.lockItem(itemId);
  if (!found) throw refuse(refusal('not-found', 'no such list item', 'itemId'), 'path');
  const { list, item } = found;
  if (list.kind === 'trip') throw refuse(refusal('invalid', 'is a trip\'s round: its notes are the trip party\'s (hide the trip instead)', 'itemId'), 'path');
  ensure(noteModerationRefusal(action, { hasNote: !!item.note, hidden: item.noteHiddenAt != null }));
  const at = action === 'hide' ? new Date() : null;
  const why = action === 'hide' ? reason : null;
  await w.setNoteHidden(itemId, at, why);
  await w.audit({
    actor: auditActor(actor), action: `list-item.${action}-note`, recordType: 'list-item', recordId: itemId,
    before: { listId: list.id, note: item.note, noteHidden: hiddenOf(item.noteHiddenAt, item.noteHiddenReason) },
    after: { listId: list.id, note: item.note, noteHidden: hiddenOf(at, why) }, reason,
  });
  return { _id: itemId, listId: list.id, noteHidden: hiddenOf(at, why) };
}

export function listModerationService({ repo, events }: { repo: ListModerationRepository; events: DomainEvents }) {
  return {
    async list(actor: SignedInUser, id: string, action: ModerationAction, reason: string): Promise<ListModerationResult> {
      const { result, told } = await repo.write((w) => moderateList(w, actor, id, action, reason));
      await events.emit(...told);
      return result;
    },

    note: (actor: SignedInUser, itemId: string, action: ModerationAction, reason: string): Promise<NoteModerationResult> =>
      repo.write((w) => moderateNote(w, actor, itemId, action, reason)),
  };
}

export type ListModerationService = ReturnType<typeof listModerationService>;
