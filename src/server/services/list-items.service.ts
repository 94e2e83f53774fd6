/**
 * Writes to a list's items (spec section 7, Lists: add-item, remove-item, move-item, swap-items,
 * note, reaction). Each one locks the list, reads the facts, asks the list's policy, writes, and
 * after the commit tells the rest of the server (`DomainEvents`). A refusal is thrown inside the
 * transaction, so nothing of a refused write stays.
 */
import type { ItemPlaces, ItemReaction } from '../../shared/contracts/list-items.contract';
import { totalOf, type Golfer, type ListFacts, type ListRole, type NewItem } from '../../shared/domain/lists/list-facts';
import { listNotFound } from '../../shared/domain/lists/list-access';
import { isRefusal, policyFor, type ListPolicy } from '../../shared/domain/lists/list-policy';
import { bucketAfterMove } from '../../shared/domain/lists/item-placement';
import { refusal, type Refusal } from '../../shared/domain/refusal';
import { tripDayCount } from '../../shared/domain/trips/trip-rules';
import { MY_LIE_TYPE, type ListReaction } from '../../shared/domain/list-rules';
import { blockedWriteRefusal } from '../../shared/domain/safety/block-rules';
import type { BlocksRepository } from '../data/blocks.repository';
import type { ListItemsRepository, LockedList, LockedListItems } from '../data/list-items.repository';
import { ensure, refuse } from '../lib/refused';
import type { DomainEvent, DomainEvents, ListRef } from './domain-events';

const refOf = (list: LockedList): ListRef => ({ listId: list.id, kind: list.kind, type: list.type });
const noItem = (path: string) => refusal('not-found', 'is not an item of this list', path);
const tripDays = (list: LockedList) => (list.startDate && list.endDate ? tripDayCount(list.startDate, list.endDate) : 0);

interface Step<T> {
  result: T;
  events: DomainEvent[];
}

export function listItemsService(deps: { items: ListItemsRepository; events: DomainEvents; blocks: Pick<BlocksRepository, 'withListOwner'> }) {
  const { items, events, blocks } = deps;

  /**
   * Locks the list, asks `gate` whether the golfer may go on, runs `work`, and emits its events
   * once committed. A list the golfer cannot see is a 404, as if it were not there.
   */
  async function underLock<T>(
    listId: string, golfer: Golfer, gate: (policy: ListPolicy, list: ListFacts, role: ListRole) => Refusal | null,
    work: (list: LockedList, items: LockedListItems, policy: ListPolicy, role: ListRole) => Promise<Step<T>>,
  ): Promise<T> {
    const done = await items.withLockedList(listId, async (list, rows) => {
      const policy = policyFor(list.kind);
      const role = await rows.role(golfer.id);
      ensure(gate(policy, list, role));
      return work(list, rows, policy, role);
    });
    if (!done) throw refuse(listNotFound());
    await events.emit(...done.events);
    return done.result;
  }

  /** Adding, removing, moving items and notes: the writers the policy names. */
  const write = <T>(listId: string, golfer: Golfer, work: Parameters<typeof underLock<T>>[3]) =>
    underLock(listId, golfer, (policy, list, role) => policy.mayWriteItems(list, role), work);

  const places = async (locked: LockedListItems, listId: string, placed: ItemPlaces['items'], itemCount: number): Promise<ItemPlaces> =>
    ({ listId, items: placed, itemCount, updatedAt: await locked.touch() });

  return {
    /** Adds an item where the policy places it (by default the end of its band, or of the list). */
    addItem: (listId: string, golfer: Golfer, item: NewItem, atIndex?: number): Promise<ItemPlaces> =>
      write(listId, golfer, async (list, locked, policy) => {
        ensure(policy.itemShape(list, item));
        ensure(policy.courseFits(list, item, await locked.course(item.course)));
        const counts = await locked.counts();
        const duplicate = await locked.contains(item.course, item.holeNumber);
        const onDay = item.day === undefined ? undefined : await locked.onDay(item.day);
        const placement = policy.place(list, golfer, item, atIndex, { counts, duplicate, tripDays: tripDays(list), onDay });
        if (isRefusal(placement)) throw refuse(placement);
        const total = totalOf(counts) + 1;
        const row = {
          course: item.course, holeNumber: item.holeNumber ?? null, note: item.note ?? null,
          day: item.day ?? null, teeTime: item.teeTime ?? null, bucket: placement.at === 'rank' ? placement.bucket : null,
        };
        if (placement.at === 'day') {
          const { id, index } = await locked.insertOnDay(placement.day, row);
          return { result: await places(locked, list.id, [{ _id: id, index, bucket: null }], total), events: [{ type: 'items-changed', list: refOf(list) }] };
        }
        const id = await locked.insertAt(placement.index, row);
        const evs: DomainEvent[] = [{
          type: 'item-ranked', golferId: golfer.id, list: refOf(list), itemId: id,
          rank: placement.index + 1, bucket: placement.bucket, holeNumber: row.holeNumber,
        }];
        // My Lie ranks played courses: ranking one there marks it played.
        if (list.type === MY_LIE_TYPE && await locked.markPlayed(golfer.id, item.course)) {
          evs.unshift({ type: 'courses-played', golferId: golfer.id, courseIds: [item.course] });
        }
        return { result: await places(locked, list.id, [{ _id: id, index: placement.index, bucket: placement.bucket }], total), events: evs };
      }),

    removeItem: (listId: string, golfer: Golfer, itemId: string) =>
      write(listId, golfer, async (list, locked) => {
        if (!(await locked.remove(itemId))) throw refuse(noItem('listItem'));
        const { listId: id, itemCount } = await places(locked, list.id, [], totalOf(await locked.counts()));
        return { result: { listId: id, _id: itemId, itemCount }, events: [{ type: 'items-changed', list: refOf(list) }] };
      }),

    moveItem: (listId: string, golfer: Golfer, itemId: string, toIndex: number): Promise<ItemPlaces> =>
      write(listId, golfer, async (list, locked, policy) => {
        ensure(policy.indexMoves('toIndex'));
        const item = await locked.item(itemId);
        if (!item) throw refuse(noItem('listItem'));
        const others = await locked.counts(itemId);
        const total = totalOf(others) + 1;
        if (toIndex >= total) throw refuse(refusal('invalid', `must be at most ${total - 1}, the last index`, 'toIndex'));
        if (item.rank === toIndex) return { result: await places(locked, list.id, [{ _id: itemId, index: toIndex, bucket: item.bucket }], total), events: [] };
        const bucket = bucketAfterMove(item.bucket, others, toIndex);
        await locked.moveTo(itemId, toIndex, bucket);
        return { result: await places(locked, list.id, [{ _id: itemId, index: toIndex, bucket }], total), events: [{ type: 'items-changed', list: refOf(list) }] };
      }),

    /** Exchanges two items' places, if they are still where the caller saw them (else 409). */
    swapItems: (listId: string, golfer: Golfer, a: { id: string; index: number }, b: { id: string; index: number }): Promise<ItemPlaces> =>
      write(listId, golfer, async (list, locked, policy) => {
        ensure(policy.indexMoves('listItemA'));
        const itemA = await locked.item(a.id);
        if (!itemA) throw refuse(noItem('listItemA'));
        const itemB = await locked.item(b.id);
        if (!itemB) throw refuse(noItem('listItemB'));
        if (itemA.rank !== a.index || itemB.rank !== b.index) {
          const path = itemA.rank !== a.index ? 'currentIndexA' : 'currentIndexB';
          throw refuse(refusal('stale', `the list changed: listItemA is now at ${itemA.rank} and listItemB at ${itemB.rank}`, path));
        }
        await locked.swap(itemA, itemB);
        const placed = [{ _id: itemA.id, index: itemB.rank, bucket: itemB.bucket }, { _id: itemB.id, index: itemA.rank, bucket: itemA.bucket }];
        return { result: await places(locked, list.id, placed, totalOf(await locked.counts())), events: [{ type: 'items-changed', list: refOf(list) }] };
      }),

    setNote: (listId: string, golfer: Golfer, itemId: string, note: string | null) =>
      write(listId, golfer, async (_list, locked) => {
        const saved = await locked.setNote(itemId, note);
        if (!saved) throw refuse(noItem('itemId'));
        await locked.touch();
        return { result: saved, events: [] };
      }),

    /** The owner sets their own reaction; anyone else who can see the list sets theirs. */
    async react(listId: string, golfer: Golfer, itemId: string, reaction: ListReaction | null): Promise<ItemReaction> {
      // No reaction to a list of a golfer who blocked the reactor, or whom they blocked: as if no such list (issue 35).
      ensure(blockedWriteRefusal(await blocks.withListOwner(golfer.id, listId), 'List'));
      return underLock(listId, golfer, (policy, list, role) => (policy.canRead(list, role) ? policy.reactions(list, role) : listNotFound()), async (list, rows, _policy, role) => {
        const result = await rows.react(itemId, golfer.id, role === 'owner', reaction);
        if (!result) throw refuse(noItem('itemId'));
        const reacted: DomainEvent[] = role !== 'owner' && reaction ? [{ type: 'item-reacted', golferId: golfer.id, list: refOf(list), itemId, reaction }] : [];
        return { result, events: reacted };
      });
    },
  };
}

export type ListItemsService = ReturnType<typeof listItemsService>;
