/**
 * Community rankings (issue 13): every golfer's public ranked lists of one type add up to one
 * ranking of that type. Which types have one, and how many golfers must rank an item before it
 * shows. The model itself is the server's (`src/server/community/`).
 */
import { COURSE_LIST_TYPES, HOLE_LIST_TYPES, type ListKind } from './enums';
import { OWN_STORE_TYPES } from './list-rules';

/**
 * An item (a course, or a hole of a course) shows in a community ranking once at least this many
 * distinct golfers ranked it against at least one other item of the same type. Two golfers could
 * be one golfer's two accounts, or two friends who played together; three independent opinions
 * are the least that makes a community, and the model's prior (see the server's model) already
 * pulls items with few rankers toward the middle.
 */
export const MIN_GOLFERS = 3;

/**
 * The types with a community ranking. 'custom' lists are whatever their owner says they are
 * ("Scottish links I played in 2019"), so adding them up means nothing; wishlists, watchlists and
 * played courses are not ranked; trips are itineraries, not opinions.
 */
export const COMMUNITY_TYPES = {
  course: COURSE_LIST_TYPES.filter((t) => t !== 'custom' && !(OWN_STORE_TYPES as readonly string[]).includes(t)),
  hole: HOLE_LIST_TYPES.filter((t) => t !== 'custom'),
} as const satisfies Partial<Record<ListKind, readonly string[]>>;

export type CommunityKind = keyof typeof COMMUNITY_TYPES;
export const COMMUNITY_KINDS = Object.keys(COMMUNITY_TYPES) as CommunityKind[];

export const hasCommunityRanking = (kind: string, type: string): kind is CommunityKind =>
  kind in COMMUNITY_TYPES && (COMMUNITY_TYPES[kind as CommunityKind] as readonly string[]).includes(type);

/** Every (kind, type) with a community ranking, course types first. */
export const COMMUNITY_RANKINGS: readonly { kind: CommunityKind; type: string }[] =
  COMMUNITY_KINDS.flatMap((kind) => COMMUNITY_TYPES[kind].map((type) => ({ kind, type })));

/** The preset paths of spec section 7 and the course list type each serves. */
export const PRESET_PATHS = {
  'my-lie': 'mylie',
  'bucket-list': 'bucket_list',
  'best-value': 'best_value',
  'hidden-gems': 'hidden_gems',
  'most-fun': 'most_fun',
} as const;
