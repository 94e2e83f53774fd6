/**
 * What screen readers hear while a golfer moves a round with the keyboard or a pointer (dnd-kit's
 * live region): where it was picked up, where it would go ("Dunbar would go to day 3, stop 1.")
 * and where it landed. Ids are the board's keys (`round:day:index`, `day:n` for a day's empty space).
 */
import type { Announcements } from '@dnd-kit/core';
import { parseKey, type Plan } from './trip-plan';

type Id = string | number;

export function tripAnnouncements(plan: Plan): Announcements {
  const nameOf = (id: Id) => {
    const at = parseKey(String(id));
    return (at && at.index !== null && plan[at.day - 1]?.[at.index]?.course.club_name) || 'The round';
  };
  const place = (id: Id) => {
    const at = parseKey(String(id));
    if (!at) return 'nowhere';
    const index = at.index ?? plan[at.day - 1]?.length ?? 0;
    return `day ${at.day}, stop ${index + 1}`;
  };
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${nameOf(active.id)} at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${nameOf(active.id)} is not over a day.`;
      if (over.id === active.id) return moved ? `${nameOf(active.id)} is back at ${place(active.id)}.` : undefined;
      moved = true;
      return `${nameOf(active.id)} would go to ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over || over.id === active.id) return `${nameOf(active.id)} stays at ${place(active.id)}.`;
      return `Moved ${nameOf(active.id)} to ${place(over.id)}.`;
    },
    onDragCancel: ({ active }) => `Move cancelled. ${nameOf(active.id)} stays at ${place(active.id)}.`,
  };
}
