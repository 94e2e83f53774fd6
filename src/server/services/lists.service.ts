/**
 * Lists as the API serves them: who may see and change a list, the Free and Pro limits, and the
 * errors every refusal becomes. Routes call this; the SQL is in the data layer.
 *
 * Visibility: a public list is readable by anyone, signed out included; a private one only by its
 * owner (another golfer gets 404, as for a list that does not exist). Writes are the owner's: a
 * signed-in golfer changing someone else's public list gets 403. Reactions are the exception:
 * anyone signed in who can see a list reacts to its items.
 */
import type { ItemPlaces, ItemReaction, ListItem } from '../../shared/contracts/list-items.contract';
import type { CreateListBody, ListDetail, UpdateListBody } from '../../shared/contracts/lists.contract';
import {
  isProOnlyType, itemLimitMessage, listLimitMessage, listUsesBuckets, maxItemsFor, maxRankedListsFor, MY_LIE_TYPE,
  proOnlyTypeMessage, type ListReaction,
} from '../../shared/domain/list-rules';
import { listTypeLabel } from '../../shared/domain/list-labels';
import type { ListItemsRepository, Actor, FieldRefusal, LimitRefusal, NewItem, WriteRefusal } from '../data/list-items.repository';
import type { ListReadsRepository } from '../data/list-reads.repository';
import type { ListRow, ListsRepository } from '../data/lists.repository';
import type { HttpError} from '../lib/errors';
import { conflict, fieldError, forbidden, notFound } from '../lib/errors';

export type { Actor } from '../data/list-items.repository';

const listNotFound = () => notFound('List');
const notOwner = () => forbidden('Only the owner of this list can change it.');

type Refusal = WriteRefusal | FieldRefusal | LimitRefusal;

/** Every refusal of the data layer as the error the caller sees. */
function refusalError(r: Refusal, actor: Actor): HttpError {
  switch (r.status) {
    case 'no-list': return listNotFound();
    case 'not-owner': return notOwner();
    case 'invalid': return fieldError(400, r.path, r.message);
    case 'duplicate': case 'stale': return fieldError(409, r.path, r.message);
    case 'no-course': case 'no-item': return fieldError(404, r.path, r.message);
    case 'full': return forbidden(itemLimitMessage(maxItemsFor(r.list.kind, r.list.type, actor.isPremium), actor.isPremium, r.list.type === MY_LIE_TYPE));
  }
}

function unwrap<T extends { status: 'ok' }>(result: T | Refusal, actor: Actor): Omit<T, 'status'> {
  if (result.status !== 'ok') throw refusalError(result as Refusal, actor);
  const { status: _, ...rest } = result as T;
  return rest;
}

/** Told of every write that can change a community ranking (see `community-rankings.ts`). */
export interface ListChanges {
  typeChanged(kind: string, type: string): void;
  listChanged(listId: string): void;
}

export function listsService(deps: { lists: ListsRepository; items: ListItemsRepository; reads: ListReadsRepository; changes?: ListChanges }) {
  const { lists, items, reads, changes } = deps;

  /** The list if this viewer may read it (a private trip: its companions too), else 404. */
  async function readable(id: string, viewerId: string | null): Promise<ListRow> {
    const list = await lists.row(id);
    if (!list) throw listNotFound();
    const seen = list.isPublic || list.ownerId === viewerId || (list.kind === 'trip' && await lists.isTripMember(list, viewerId));
    if (!seen) throw listNotFound();
    return list;
  }

  async function detailOf(list: ListRow, viewer: Actor | null, listItems?: ListItem[]): Promise<ListDetail> {
    const own = viewer?.id === list.ownerId;
    const [saved, rows] = await Promise.all([
      lists.savedState(own ? null : viewer?.id ?? null, list.id),
      listItems ?? reads.items(list.id, viewer?.id ?? null),
    ]);
    return {
      _id: list.id, name: list.name, description: list.description, kind: list.kind, type: list.type as ListDetail['type'],
      isPublic: list.isPublic, owner: list.owner, createdAt: list.createdAt.toISOString(), updatedAt: list.updatedAt.toISOString(),
      itemCount: rows.length, usesBuckets: listUsesBuckets(list.type),
      maxItems: own ? maxItemsFor(list.kind, list.type, viewer.isPremium) : null,
      isSaved: saved.isSaved, savedCount: saved.savedCount, items: rows,
    };
  }

  /** Passes a successful item write through, telling the community rankings its list changed. */
  function itemsChanged<T>(listId: string, result: T): T {
    changes?.listChanged(listId);
    return result;
  }

  /** The owner's list for a write on the list row itself; 404 if unseen, 403 if someone else's public list. */
  async function owned(id: string, actor: Actor): Promise<ListRow> {
    const list = await readable(id, actor.id);
    if (list.ownerId !== actor.id) throw notOwner();
    return list;
  }

  return {
    readable,
    detail: async (id: string, viewer: Actor | null) => detailOf(await readable(id, viewer?.id ?? null), viewer),

    async create(actor: Actor, body: CreateListBody): Promise<ListDetail> {
      if (!actor.isPremium && isProOnlyType(body.kind, body.type)) throw fieldError(403, 'type', proOnlyTypeMessage(listTypeLabel(body.type)));
      const result = await lists.create(actor.id, body, maxRankedListsFor(actor.isPremium));
      if (result.status === 'has-mylie') throw conflict('You already have My Lie: each golfer has one overall ranking.');
      if (result.status === 'too-many') throw forbidden(listLimitMessage(result.max));
      return detailOf((await lists.row(result.id))!, actor, []);
    },

    async update(id: string, actor: Actor, patch: UpdateListBody): Promise<ListDetail> {
      const list = await owned(id, actor);
      if (!(await lists.update(id, actor.id, patch))) throw listNotFound();
      if (patch.isPublic !== undefined && patch.isPublic !== list.isPublic) changes?.typeChanged(list.kind, list.type);
      return detailOf((await lists.row(id))!, actor);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const list = await owned(id, actor);
      if (!(await lists.remove(id, actor.id))) throw listNotFound();
      changes?.typeChanged(list.kind, list.type);
    },

    /** Saves or unsaves someone else's list (a golfer's own lists are theirs already). */
    async setSaved(id: string, actor: Actor, saved: boolean) {
      const list = await readable(id, actor.id);
      if (list.ownerId === actor.id) throw fieldError(400, 'id', 'is your own list: your lists are always in your lists');
      await lists.setSaved(actor.id, id, saved);
      return { listId: id, ...(await lists.savedState(actor.id, id)) };
    },

    /** Adds an item within the owner's plan: Pro's list types and Pro's item counts need Pro. */
    async addItem(id: string, actor: Actor, item: NewItem, atIndex?: number): Promise<ItemPlaces> {
      // A trip's companions add rounds too (the data layer checks who is on the trip).
      const list = await readable(id, actor.id);
      if (list.kind !== 'trip' && list.ownerId !== actor.id) throw notOwner();
      if (!actor.isPremium && isProOnlyType(list.kind, list.type)) throw forbidden(proOnlyTypeMessage(listTypeLabel(list.type)));
      const places = unwrap(await items.add(id, actor, item, atIndex, maxItemsFor(list.kind, list.type, actor.isPremium)), actor);
      changes?.typeChanged(list.kind, list.type);
      return places;
    },
    removeItem: async (id: string, actor: Actor, itemId: string) => {
      const { listId, itemCount } = itemsChanged(id, unwrap(await items.remove(id, actor, itemId), actor));
      return { listId, _id: itemId, itemCount };
    },
    moveItem: async (id: string, actor: Actor, itemId: string, toIndex: number): Promise<ItemPlaces> =>
      itemsChanged(id, unwrap(await items.move(id, actor, itemId, toIndex), actor)),
    swapItems: async (id: string, actor: Actor, a: { id: string; index: number }, b: { id: string; index: number }): Promise<ItemPlaces> =>
      itemsChanged(id, unwrap(await items.swap(id, actor, a, b), actor)),
    setNote: async (id: string, actor: Actor, itemId: string, note: string | null) =>
      unwrap(await items.setNote(id, actor, itemId, note), actor),

    /** The owner sets their own reaction; anyone else who can see the list sets theirs. */
    async react(id: string, actor: Actor, itemId: string, reaction: ListReaction | null): Promise<ItemReaction> {
      const list = await readable(id, actor.id);
      // A trip's rounds are a plan, not a ranking; a saved plan rewrites its rounds.
      if (list.kind === 'trip') throw fieldError(400, 'reaction', 'trips take no reactions');
      const result = await reads.react(id, itemId, actor.id, list.ownerId === actor.id, reaction);
      if (!result) throw fieldError(404, 'itemId', 'is not an item of this list');
      return result;
    },

    /** Who reacted to an item, if the viewer can see its list. */
    async reactionsOf(itemId: string, viewerId: string | null) {
      const list = await reads.listOfItem(itemId);
      if (!list || (!list.isPublic && list.ownerId !== viewerId)) throw notFound('List item');
      return reads.reactionsOf(itemId);
    },
  };
}

export type ListsService = ReturnType<typeof listsService>;
