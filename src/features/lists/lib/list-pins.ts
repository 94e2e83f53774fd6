/**
 * The map pins of a list: one per course, numbered with its rank. In a hole list one course can
 * hold several ranked holes; its pin then reads their ranks ("2,5"), up to three ("1,4,9+").
 */
import type { ListItem } from '../../../shared/contracts/list-items.contract';
import type { ListPin } from '../../../map/list-pins-state';

const MAX_RANKS_ON_PIN = 3;

export function listPinsOf(items: readonly Pick<ListItem, 'index' | 'course'>[]): ListPin[] {
  const byCourse = new Map<string, { item: Pick<ListItem, 'course'>; ranks: number[] }>();
  for (const item of items) {
    const entry = byCourse.get(item.course._id) ?? { item, ranks: [] };
    entry.ranks.push(item.index + 1);
    byCourse.set(item.course._id, entry);
  }
  return [...byCourse.values()].map(({ item, ranks }) => {
    const sorted = ranks.sort((a, b) => a - b);
    const shown = sorted.slice(0, MAX_RANKS_ON_PIN).join(',');
    return {
      courseId: item.course._id,
      lng: item.course.location.lng,
      lat: item.course.location.lat,
      label: sorted.length > MAX_RANKS_ON_PIN ? `${shown}+` : shown,
      rank: sorted[0]!,
    };
  });
}

/** What the map fits to: the set of courses, not their order (a reorder must not move the map). */
export const pinSetKey = (listId: string, pins: readonly ListPin[]): string =>
  `${listId}:${pins.map((p) => p.courseId).sort().join(',')}`;
