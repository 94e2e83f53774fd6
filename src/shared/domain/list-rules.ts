/**
 * The rules of ranked lists (spec sections 1, 3 and 6), shared by the API that enforces them and
 * the screens that explain them before a golfer reaches them.
 *
 * - **Which types live in `lists`.** Wishlists and watchlists are the golfer's named sets of
 *   courses (`/api/wishlists`, `/api/watchlists`) and "played" is the dated log of courses played
 *   (`/api/lists/preset/courses-played`): they keep their own endpoints and are not created here.
 *   Every other course type, every hole type and 'trip' is a list in `lists`.
 * - **My Lie** ('mylie') is the golfer's own overall ranking of the courses they played: one per
 *   golfer, its items are played courses (ranking a course there marks it played; removing a
 *   course from played takes it out of My Lie), and it is the list the played toast offers to rank
 *   into. The themed lists (most fun, best value, ...) are short "top N" lists beside it.
 * - **Sentiment buckets.** Items of a ranked list sit in three bands, loved, fine and disliked,
 *   best first; a bucket list (courses you want to play) and a trip have no sentiment.
 */
import type { ListKind } from './enums';

export { RANK_BUCKETS, type RankBucket } from './ranking/buckets';

/** Course types that have their own stores and endpoints (issue 11), not rows in `lists`. */
export const OWN_STORE_TYPES = ['wishlist', 'watchlist', 'played'] as const;

/** One My Lie per golfer. */
export const MY_LIE_TYPE = 'mylie';

/** List types without sentiment: their items are ordered but carry no bucket and no score. */
const UNSCORED_TYPES: ReadonlySet<string> = new Set(['bucket_list', 'trip']);
export const listUsesBuckets = (type: string): boolean => !UNSCORED_TYPES.has(type);

/** Pro's exclusive list types (spec section 1, "Exclusive list types"), by kind. */
export const PRO_ONLY_TYPES: Readonly<Record<ListKind, readonly string[]>> = {
  course: ['munis', 'vibe', 'executive'],
  hole: ['greensites', 'strategic'],
  trip: [],
};
export const isProOnlyType = (kind: ListKind, type: string): boolean => PRO_ONLY_TYPES[kind].includes(type);

/**
 * Free and Pro (spec sections 1 and 6). Free golfers keep up to 5 ranked lists besides My Lie
 * (trips are not counted) with 10 items each, and rank up to 50 played courses in My Lie; Pro
 * golfers keep unlimited lists, rank every course they played in My Lie ("unlimited rankings"),
 * and get 5 extra items in each list (15).
 */
export const FREE_RANKED_LISTS_MAX = 5;
export const FREE_ITEMS_PER_LIST = 10;
export const PRO_EXTRA_ITEMS_PER_LIST = 5;
export const FREE_MY_LIE_MAX = 50;
/** Bounds for everyone, Pro included, so no list grows without end. */
export const LISTS_HARD_MAX = 500;
export const MY_LIE_HARD_MAX = 5000;
export const TRIP_ITEMS_HARD_MAX = 480;

export const PRO_PATH = '/pro';
export const PRO_NAME = 'TPL Pro';

/** Counts toward the free golfer's list limit: every list but My Lie and trips. */
export const countsTowardListLimit = (kind: ListKind, type: string): boolean => kind !== 'trip' && type !== MY_LIE_TYPE;

/** How many items a list of this type may hold for this golfer. */
export function maxItemsFor(kind: ListKind, type: string, isPremium: boolean): number {
  if (kind === 'trip') return TRIP_ITEMS_HARD_MAX;
  if (type === MY_LIE_TYPE) return isPremium ? MY_LIE_HARD_MAX : FREE_MY_LIE_MAX;
  return FREE_ITEMS_PER_LIST + (isPremium ? PRO_EXTRA_ITEMS_PER_LIST : 0);
}

/** How many lists that count toward the limit this golfer may keep. */
export const maxRankedListsFor = (isPremium: boolean): number => (isPremium ? LISTS_HARD_MAX : FREE_RANKED_LISTS_MAX);

/** The 403 messages name the Pro plan and say where it is. */
export const listLimitMessage = (max: number): string =>
  `Free golfers keep up to ${max} ranked lists besides My Lie. ${PRO_NAME} gives you unlimited lists: see ${PRO_PATH}.`;
export const itemLimitMessage = (max: number, isPremium: boolean, isMyLie: boolean): string => {
  if (isPremium) return `This list is full: it holds up to ${max} items.`;
  return isMyLie
    ? `Free golfers rank up to ${max} courses in My Lie. ${PRO_NAME} gives you unlimited rankings: see ${PRO_PATH}.`
    : `Free golfers rank up to ${max} items in each list. ${PRO_NAME} gives you ${PRO_EXTRA_ITEMS_PER_LIST} extra in every list: see ${PRO_PATH}.`;
};
export const proOnlyTypeMessage = (label: string): string =>
  `${label} lists are a ${PRO_NAME} list type: see ${PRO_PATH}.`;

/** Reactions golfers leave on list items (the owner's own and other golfers'); the emoji are the client's. */
export const LIST_REACTIONS = ['love', 'fire', 'must_play', 'clap', 'wow', 'hmm'] as const;
export type ListReaction = (typeof LIST_REACTIONS)[number];

export const LIST_DESCRIPTION_MAX = 500;
export const LIST_NOTE_MAX = 2000;
/** Holes a course has when the data does not say. */
export const DEFAULT_COURSE_HOLES = 18;
