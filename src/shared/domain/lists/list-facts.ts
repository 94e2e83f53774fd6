/**
 * What the list policies decide from: the facts a service reads (under the list's lock) and hands
 * over. Plain data, so every decision is a pure function with a table of tests.
 */
import type { ListKind } from '../enums';
import type { RankBucket } from '../ranking/buckets';
import type { HoleParFacts } from './hole-par';

/**
 * The golfer's relation to a list: its owner; on a trip, a companion who accepted the owner's
 * invitation, or one still invited; anyone else (signed out included) is 'none'.
 */
export type ListRole = 'owner' | 'companion' | 'invited' | 'none';

export interface ListFacts {
  kind: ListKind;
  type: string;
  isPublic: boolean;
}

/** Who is asking: the plan (Free or Pro) sets the limits. */
export interface Golfer {
  id: string;
  isPremium: boolean;
}

/** An item as a golfer asks to add it (`POST /api/lists/{id}/add-item`, `listItem`). */
export interface NewItem {
  course: string;
  holeNumber?: number;
  bucket?: RankBucket;
  note?: string | null;
  /** Trips: the 1-based day of the trip and the local tee time. */
  day?: number;
  teeTime?: string | null;
}

/** How many items of a list sit in each band ('none': items without a bucket). */
export interface ItemCounts {
  loved: number;
  fine: number;
  disliked: number;
  none: number;
}

export const totalOf = (c: ItemCounts): number => c.loved + c.fine + c.disliked + c.none;

/**
 * A course as a new item needs it: its holes (null when the data does not say), and its type and
 * total par, which say the par of its holes where every hole has the same one (hole-par.ts).
 */
export interface CourseFacts extends HoleParFacts {
  holes: number | null;
}

/** Where a new item goes: at a rank (with the band it takes), or, in a trip, at the end of a day. */
export type Placement = { at: 'rank'; index: number; bucket: RankBucket | null } | { at: 'day'; day: number };

/** What the placement of a new item needs beyond the counts: whether it is there already; a trip's days. */
export interface PlacementFacts {
  counts: ItemCounts;
  /** The course (or that hole of it) is already in the list. */
  duplicate: boolean;
  /** Trips: how many days the trip has, and the courses already on the item's day. */
  tripDays?: number;
  onDay?: readonly string[];
}
