/**
 * What the plan limits say to a golfer before they run into them (list-rules.ts holds the
 * numbers): on a list page, how many items the owner has of how many ("7 of 10 · Free plan"), and
 * on the lists hub, how many ranked lists of the free plan's 5.
 */
import type { ListKind } from '../../../shared/domain/enums';
import {
  countsTowardListLimit, FREE_ITEMS_PER_LIST, FREE_RANKED_LISTS_MAX, MY_LIE_TYPE, PRO_EXTRA_ITEMS_PER_LIST, PRO_NAME,
} from '../../../shared/domain/list-rules';
import { listItemsText } from '../../../shared/domain/list-labels';

export interface LimitInfo {
  /** "7 of 10 holes · Free plan"; null when there is nothing worth saying (Pro's unlimited My Lie). */
  text: string | null;
  /** At the limit: nothing more can be added. */
  reached: boolean;
  /** What Pro would give, for free golfers (with a link to /pro); null for Pro golfers. */
  proPitch: string | null;
}

/** The owner's item limit of one list (`max` is `ListDetail.maxItems`). */
export function itemLimitInfo(list: { kind: ListKind; type: string; itemCount: number }, max: number, isPremium: boolean): LimitInfo {
  const { kind, type, itemCount: count } = list;
  const reached = count >= max;
  const noun = listItemsText(kind, max).replace(/^\d+ /, '');
  const myLie = type === MY_LIE_TYPE;
  if (isPremium) {
    // Pro ranks every played course in My Lie and trips are long: only a full list is news there.
    if (myLie || kind === 'trip') return { text: reached ? `Full: ${count} of ${max} ${noun}` : null, reached, proPitch: null };
    return { text: `${count} of ${max} ${noun} · Pro plan`, reached, proPitch: null };
  }
  if (kind === 'trip') return { text: reached ? `Full: ${count} of ${max} ${noun}` : null, reached, proPitch: null };
  const proPitch = myLie
    ? `${PRO_NAME} gives you unlimited rankings in My Lie.`
    : `${PRO_NAME} gives you ${FREE_ITEMS_PER_LIST + PRO_EXTRA_ITEMS_PER_LIST} ${noun} in every list, and unlimited rankings in My Lie.`;
  return { text: `${count} of ${max} ${noun} · Free plan`, reached, proPitch };
}

/** The lists that count toward the free plan's limit: every list but My Lie and trips. */
export const countedLists = (lists: readonly { kind: ListKind; type: string }[]): number =>
  lists.filter((l) => countsTowardListLimit(l.kind, l.type)).length;

/** The hub's line about the free plan's lists; null for Pro golfers (unlimited). */
export function listLimitInfo(counted: number, isPremium: boolean): LimitInfo | null {
  if (isPremium) return null;
  const max = FREE_RANKED_LISTS_MAX;
  return {
    text: `${counted} of ${max} lists on the free plan`,
    reached: counted >= max,
    proPitch: `${PRO_NAME} gives you unlimited lists and its own list types.`,
  };
}
