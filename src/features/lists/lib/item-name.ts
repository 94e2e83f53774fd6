import type { ListItem } from '../../../shared/contracts/list-items.contract';

/** How an item is named in labels and messages: "Kingsbarns", or "Kingsbarns, hole 7" in a hole list. */
export const itemNameOf = (item: Pick<ListItem, 'course' | 'holeNumber'>): string =>
  item.holeNumber === null ? item.course.club_name : `${item.course.club_name}, hole ${item.holeNumber}`;
