/**
 * One policy per list kind: who reads and writes a list's items, what a new item needs, where it
 * lands, whether items take reactions and index moves, and how many items fit. Pure functions
 * over the facts a service reads under the list's lock (`list-facts.ts`); each answers a
 * `Refusal` or null ("go ahead"). Services call them; the data layer only reads and writes.
 */
import type { ListKind } from '../enums';
import type { CourseFacts, Golfer, ListFacts, ListRole, NewItem, Placement, PlacementFacts } from './list-facts';
import type { Refusal } from '../refusal';
import { holeListPolicy, courseListPolicy } from './ranked-list-policy';
import { tripListPolicy } from './trip-list-policy';

export interface ListPolicy {
  readonly kind: ListKind;
  /** Whether a golfer in this role sees the list and its items. */
  canRead(list: ListFacts, role: ListRole): boolean;
  /** Adding, removing, moving items and writing their notes. */
  mayWriteItems(list: ListFacts, role: ListRole): Refusal | null;
  /** Renaming, sharing, deleting the list itself: its owner's alone. */
  mayChangeList(list: ListFacts, role: ListRole): Refusal | null;
  /** What a new item must and must not name in this list. */
  itemShape(list: ListFacts, item: NewItem): Refusal | null;
  /**
   * The item's course exists (null: it does not) and has the hole named; in a par list, a hole
   * whose par the catalogue knows is of that par.
   */
  courseFits(list: ListFacts, item: NewItem, course: CourseFacts | null): Refusal | null;
  /** Where the new item goes, or why it cannot (a duplicate, a full list, an index past the end). */
  place(list: ListFacts, golfer: Golfer, item: NewItem, atIndex: number | undefined, facts: PlacementFacts): Placement | Refusal;
  /** Moving items by index (move-item, swap-items); `path` names the field that asked. */
  indexMoves(path: string): Refusal | null;
  /** Reacting to items (the owner's reaction and other golfers'). */
  reactions(list: ListFacts, role: ListRole): Refusal | null;
  /** How many items the golfer's plan allows in this list. */
  maxItems(list: ListFacts, golfer: Golfer): number;
}

const POLICIES: Record<ListKind, ListPolicy> = { course: courseListPolicy, hole: holeListPolicy, trip: tripListPolicy };

export const policyFor = (kind: ListKind): ListPolicy => POLICIES[kind];

export const isRefusal = (v: Placement | Refusal): v is Refusal => 'reason' in v;
