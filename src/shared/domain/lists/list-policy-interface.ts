/**
 * What every list kind's policy answers (list-policy.ts picks one per kind; ranked-list-policy.ts
 * and trip-list-policy.ts implement it). Apart from list-policy.ts so that the policies and the
 * table of policies do not import each other.
 */
import type { ListKind } from '../enums';
import type { CourseFacts, Golfer, ListFacts, ListRole, NewItem, Placement, PlacementFacts } from './list-facts';
import type { Refusal } from '../refusal';

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
