/**
 * From the API's lists to the rank dialog and back: a list item as a card of the head-to-head, the
 * course (or hole) being ranked, and where it landed once saved (read from the list as it is now,
 * or worked out from the list as the dialog saw it when that read fails).
 */
import type { ListItem } from '../../../shared/contracts/list-items.contract';
import type { RankBucket } from '../../../shared/domain/ranking/buckets';
import { scoresOf } from '../../../shared/domain/ranking/score';
import { locationText, type AddressParts } from '../../../shared/domain/location-text';

export interface RankCard {
  id: string;
  title: string;
  subtitle?: string;
  imageUrl?: string | null;
  bucket: RankBucket | null;
}

/** "Hole 7 at Pebble Beach Golf Links"; a course's own name when there is no hole. */
export const rankTitle = (courseName: string, holeNumber: number | null | undefined) =>
  holeNumber == null ? courseName : `Hole ${holeNumber} at ${courseName}`;

/** One item of the list as a head-to-head card; `image` sizes a picture URL for a card. */
export function rankCardOf(
  item: Pick<ListItem, '_id' | 'holeNumber' | 'bucket'> & { course: { club_name: string; address: AddressParts; main_image: string | null } },
  image: (src: string) => string = (s) => s,
): RankCard {
  const place = locationText(item.course.address);
  return {
    id: item._id,
    title: rankTitle(item.course.club_name, item.holeNumber),
    ...(place ? { subtitle: place } : {}),
    imageUrl: item.course.main_image ? image(item.course.main_image) : null,
    bucket: item.bucket,
  };
}

export interface RankedPlace {
  /** 1-based. */
  rank: number;
  score: number | null;
}

/** Where the item `itemId` stands in a list read after saving; null when it is not there. */
export function placeInList(items: readonly Pick<ListItem, '_id' | 'index' | 'score'>[], itemId: string): RankedPlace | null {
  const item = items.find((i) => i._id === itemId);
  return item ? { rank: item.index + 1, score: item.score } : null;
}

/** Where a new item of `bucket` stands once put at `index` in a list whose buckets were `buckets`. */
export function placeByInsert(buckets: readonly (RankBucket | null)[], index: number, bucket: RankBucket | null): RankedPlace {
  const at = Math.min(Math.max(0, index), buckets.length);
  const after = [...buckets.slice(0, at), bucket, ...buckets.slice(at)];
  return { rank: at + 1, score: scoresOf(after)[at] ?? null };
}
