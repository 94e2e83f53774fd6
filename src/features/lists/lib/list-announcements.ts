/**
 * What screen readers hear while a golfer reorders a list with the keyboard or a pointer
 * (dnd-kit's live region): where the item was picked up, which rank it is over, and where it
 * landed ("Moved Kingsbarns to rank 3."). Ranks are 1-based; `over` is the row the dragged one
 * would take the place of.
 */
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Id = string | number;

export interface AnnouncedItem {
  id: string;
  /** "Kingsbarns", or "Kingsbarns, hole 7". */
  name: string;
}

export const REORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move an item, press Space or Enter to lift it, use the up and down arrow keys to change its rank, and press Space or Enter again to drop it. Press Escape to cancel.',
};

export function reorderAnnouncements(items: readonly AnnouncedItem[]): Announcements {
  const rank = (id: Id) => items.findIndex((i) => i.id === id) + 1;
  const name = (id: Id) => items.find((i) => i.id === id)?.name ?? 'The item';
  const total = items.length;
  // dnd-kit reports the row under the lifted one right after it is lifted: that is its own place,
  // and saying so would cut off "Picked up …".
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${name(active.id)} at rank ${rank(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${name(active.id)} is not over a rank.`;
      if (over.id === active.id) {
        if (!moved) return undefined;
        return `${name(active.id)} is back at rank ${rank(active.id)}.`;
      }
      moved = true;
      return `${name(active.id)} would move to rank ${rank(over.id)} of ${total}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over || over.id === active.id) return `${name(active.id)} stays at rank ${rank(active.id)}.`;
      return `Moved ${name(active.id)} to rank ${rank(over.id)}.`;
    },
    onDragCancel: ({ active }) => `Move cancelled. ${name(active.id)} stays at rank ${rank(active.id)}.`,
  };
}
