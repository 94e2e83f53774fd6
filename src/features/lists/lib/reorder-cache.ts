/**
 * The cached list after a reorder, before and after the server answers: move-item answers only
 * the moved item's place and bucket (`ItemPlaces`), so the screen reorders its cached
 * `ListDetail` at once and fixes the bucket when the answer comes. Ranks (`index`) and scores are
 * recomputed for the whole list, as the server would on the next read.
 */
import type { ItemPlace, ListItem } from '../../../shared/contracts/list-items.contract';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { bucketOrder, type RankBucket } from '../../../shared/domain/ranking/buckets';
import { scoresOf } from '../../../shared/domain/ranking/score';

/**
 * The bucket an item takes where it lands between two neighbours: its own if the bands stay in
 * order, else the band it landed in (a "fine" course dragged among loved ones becomes loved).
 * The server's rule (list-order.ts, bucketBetween), so the guess is right before the answer.
 */
export function landingBucket(own: RankBucket | null, above: RankBucket | null, below: RankBucket | null): RankBucket | null {
  if (own === null) return null;
  if (above && bucketOrder(own) < bucketOrder(above)) return above;
  if (below && bucketOrder(own) > bucketOrder(below)) return below;
  return own;
}

/** Items with their 0-based ranks and scores recomputed from their order and buckets. */
export function rescored(items: readonly ListItem[]): ListItem[] {
  const scores = scoresOf(items.map((i) => i.bucket));
  return items.map((item, index) => (item.index === index && item.score === scores[index] ? item : { ...item, index, score: scores[index]! }));
}

/** The list with `itemId` moved to `toIndex` (0-based), taking the bucket it lands in. Unchanged for an unknown item or index. */
export function movedInList(list: ListDetail, itemId: string, toIndex: number): ListDetail {
  const from = list.items.findIndex((i) => i._id === itemId);
  if (from < 0 || from === toIndex || !Number.isInteger(toIndex) || toIndex < 0 || toIndex >= list.items.length) return list;
  const items = list.items.slice();
  const [moved] = items.splice(from, 1);
  items.splice(toIndex, 0, moved!);
  const bucket = landingBucket(moved!.bucket, items[toIndex - 1]?.bucket ?? null, items[toIndex + 1]?.bucket ?? null);
  items[toIndex] = bucket === moved!.bucket ? moved! : { ...moved!, bucket };
  return { ...list, items: rescored(items) };
}

/**
 * The list with the server's answer applied: each answered item at its index with its bucket
 * (applied in index order, so a swap's two places land right).
 */
export function withPlaces(list: ListDetail, places: readonly ItemPlace[]): ListDetail {
  let items = list.items.slice();
  for (const place of [...places].sort((a, b) => a.index - b.index)) {
    const from = items.findIndex((i) => i._id === place._id);
    if (from < 0 || place.index < 0 || place.index >= items.length) continue;
    const [item] = items.splice(from, 1);
    items.splice(place.index, 0, item!.bucket === place.bucket ? item! : { ...item!, bucket: place.bucket });
  }
  items = rescored(items);
  return { ...list, items };
}

/** The list without one item (a remove that has not been answered yet). */
export function withoutItem(list: ListDetail, itemId: string): ListDetail {
  const items = list.items.filter((i) => i._id !== itemId);
  if (items.length === list.items.length) return list;
  return { ...list, items: rescored(items), itemCount: items.length };
}
