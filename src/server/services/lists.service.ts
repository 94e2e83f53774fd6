/**
 * Lists as wholes (spec section 7, Lists): read one, create, save its name, description and
 * visibility, delete, save someone else's, and who reacted to an item. The decisions are the list
 * policies' (`shared/domain/lists`); item writes are in `list-items.service.ts`.
 *
 * Visibility: a public list is readable by anyone, signed out included; a private one only by its
 * golfers (its owner; on a trip, the companions and those invited). Anyone else gets 404, as for a
 * list that does not exist. The list itself is its owner's: anyone else signed in gets 403.
 */
import type { ListItem } from '../../shared/contracts/list-items.contract';
import type { CreateListBody, ListDetail, UpdateListBody } from '../../shared/contracts/lists.contract';
import { listUsesBuckets } from '../../shared/domain/list-rules';
import { listNotFound } from '../../shared/domain/lists/list-access';
import { mayCreateList } from '../../shared/domain/lists/list-creation';
import type { Golfer, ListRole } from '../../shared/domain/lists/list-facts';
import { policyFor } from '../../shared/domain/lists/list-policy';
import { notFoundRefusal, refusal } from '../../shared/domain/refusal';
import { blockedWriteRefusal } from '../../shared/domain/safety/block-rules';
import type { BlocksRepository } from '../data/blocks.repository';
import type { ListItemsRepository } from '../data/list-items.repository';
import type { ListReadsRepository } from '../data/list-reads.repository';
import type { ListRow, ListsRepository } from '../data/lists.repository';
import { ensure, refuse } from '../lib/refused';
import type { DomainEvents, ListRef } from './domain-events';

const refOf = (list: ListRow): ListRef => ({ listId: list.id, kind: list.kind, type: list.type });

export function listsService(deps: { lists: ListsRepository; items: ListItemsRepository; reads: ListReadsRepository; events: DomainEvents; blocks: Pick<BlocksRepository, 'withListOwner'> }) {
  const { lists, items, reads, events, blocks } = deps;

  /** The list and the viewer's role in it, if the viewer may read it; else 404. */
  async function readable(id: string, viewerId: string | null): Promise<{ list: ListRow; role: ListRole }> {
    const [list, found] = await Promise.all([lists.row(id), items.roleIn(id, viewerId)]);
    // A list an admin hid (issue 24) reads as private: its golfers still read it, nobody else.
    const visibility = { ...list!, isPublic: !!list?.isPublic && !list.hidden };
    if (!list || !found || !policyFor(list.kind).canRead(visibility, found.role)) throw refuse(listNotFound());
    // A list of a golfer who blocked the viewer, or whom the viewer blocked, is not there for them (issue 35).
    if (viewerId && viewerId !== list.ownerId) ensure(blockedWriteRefusal(await blocks.withListOwner(viewerId, id), 'List'));
    return { list, role: found.role };
  }

  /** The list for a change of the list itself: its owner's alone (404 unseen, 403 someone else's). */
  async function owned(id: string, golfer: Golfer): Promise<ListRow> {
    const found = await items.roleIn(id, golfer.id);
    if (!found) throw refuse(listNotFound());
    ensure(policyFor(found.list.kind).mayChangeList(found.list, found.role));
    return (await lists.row(id))!;
  }

  async function detailOf(list: ListRow, viewer: Golfer | null, listItems?: ListItem[], asAdmin = false): Promise<ListDetail> {
    const own = viewer?.id === list.ownerId;
    const [saved, rows] = await Promise.all([
      lists.savedState(own ? null : viewer?.id ?? null, list.id),
      listItems ?? reads.items(list.id, viewer?.id ?? null, own || asAdmin),
    ]);
    return {
      _id: list.id, name: list.name, description: list.description, kind: list.kind, type: list.type as ListDetail['type'],
      isPublic: list.isPublic, owner: list.owner, createdAt: list.createdAt.toISOString(), updatedAt: list.updatedAt.toISOString(),
      itemCount: rows.length, usesBuckets: listUsesBuckets(list.type),
      maxItems: own ? policyFor(list.kind).maxItems(list, viewer) : null,
      isSaved: saved.isSaved, savedCount: saved.savedCount, items: rows,
      hidden: own || asAdmin ? list.hidden : null,
    };
  }

  return {
    readable,
    detail: async (id: string, viewer: Golfer | null) => detailOf((await readable(id, viewer?.id ?? null)).list, viewer),
    /** An admin's view of any list (the moderation console): private and hidden ones too, hidden notes with their reasons. */
    async adminDetail(id: string, admin: Golfer): Promise<ListDetail> {
      const list = await lists.row(id, { includeDisabledOwner: true });
      if (!list) throw refuse(listNotFound());
      return detailOf(list, admin, undefined, true);
    },

    async create(golfer: Golfer, body: CreateListBody): Promise<ListDetail> {
      const id = await lists.withOwnerLocked(golfer.id, async (owner) => {
        ensure(mayCreateList(golfer, body, await owner.facts()));
        return owner.insert(body);
      });
      const list = (await lists.row(id))!;
      await events.emit({ type: 'list-created', golferId: golfer.id, list: refOf(list) });
      return detailOf(list, golfer, []);
    },

    /** Saves what the owner may change; a kind or type other than the list's is a 400 (they are set at creation). */
    async update(id: string, golfer: Golfer, body: UpdateListBody): Promise<ListDetail> {
      const before = await owned(id, golfer);
      for (const field of ['kind', 'type'] as const) {
        if (body[field] !== undefined && body[field] !== before[field]) throw refuse(refusal('invalid', `cannot change: this list is a ${before.kind} list of type ${before.type}`, field));
      }
      const patch = { name: body.name, description: body.description, isPublic: body.isPublic };
      if (!(await lists.update(id, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))))) throw refuse(listNotFound());
      const visibilityChanged = body.isPublic !== undefined && body.isPublic !== before.isPublic;
      await events.emit({ type: 'list-saved', list: refOf(before), visibilityChanged, madePrivate: visibilityChanged && !body.isPublic });
      return detailOf((await lists.row(id))!, golfer);
    },

    async remove(id: string, golfer: Golfer): Promise<void> {
      const list = await owned(id, golfer);
      if (!(await lists.remove(id))) throw refuse(listNotFound());
      await events.emit({ type: 'list-deleted', list: refOf(list) });
    },

    /** Saves or unsaves someone else's list (a golfer's own lists are theirs already). */
    async setSaved(id: string, golfer: Golfer, saved: boolean) {
      const { list } = await readable(id, golfer.id);
      if (list.ownerId === golfer.id) throw refuse(refusal('invalid', 'is your own list: your lists are always in your lists', 'id'));
      if (await lists.setSaved(golfer.id, id, saved) && saved) {
        await events.emit({ type: 'list-bookmarked', golferId: golfer.id, ownerId: list.ownerId, list: refOf(list) });
      }
      return { listId: id, ...(await lists.savedState(golfer.id, id)) };
    },

    /** Who reacted to an item, if the viewer can see its list. */
    async reactionsOf(itemId: string, viewerId: string | null) {
      const listId = await reads.listOfItem(itemId);
      if (!listId) throw refuse(notFoundRefusal('List item'));
      try {
        await readable(listId, viewerId);
      } catch {
        throw refuse(notFoundRefusal('List item'));
      }
      return reads.reactionsOf(itemId);
    },
  };
}

export type ListsService = ReturnType<typeof listsService>;
