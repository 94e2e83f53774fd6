/**
 * Whether a golfer may make a new list (`POST /api/lists`), from what they already have. Trips are
 * not made here: a trip needs its dates, and `POST /api/lists/trip` takes them.
 */
import type { ListKind } from '../enums';
import { listTypeLabel } from '../list-labels';
import {
  countsTowardListLimit, isProOnlyType, listLimitMessage, maxRankedListsFor, MY_LIE_TYPE, proOnlyTypeMessage,
} from '../list-rules';
import type { Golfer } from './list-facts';
import { refusal, type Refusal } from '../refusal';

/** How many lists of each kind and type the golfer has. */
export interface OwnerListFacts {
  lists: readonly { kind: ListKind; type: string; count: number }[];
}

export const MY_LIE_EXISTS = 'You already have My Lie: each golfer has one overall ranking.';

export function mayCreateList(golfer: Golfer, list: { kind: ListKind; type: string }, facts: OwnerListFacts): Refusal | null {
  if (list.kind === 'trip') return refusal('invalid', 'trips are made with POST /api/lists/trip, which takes their dates', 'kind');
  if (!golfer.isPremium && isProOnlyType(list.kind, list.type)) return refusal('over-limit', proOnlyTypeMessage(listTypeLabel(list.type)), 'type');
  if (list.type === MY_LIE_TYPE && facts.lists.some((l) => l.type === MY_LIE_TYPE)) return refusal('conflict', MY_LIE_EXISTS);
  const max = maxRankedListsFor(golfer.isPremium);
  const counted = facts.lists.reduce((n, l) => n + (countsTowardListLimit(l.kind, l.type) ? l.count : 0), 0);
  if (countsTowardListLimit(list.kind, list.type) && counted >= max) return refusal('over-limit', listLimitMessage(max));
  return null;
}
