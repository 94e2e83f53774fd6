/**
 * Where a round can go with the keyboard, in reading order: every place on every day, one arrow
 * press apart, so none is skipped (dnd-kit's own walk goes by the nearest box below or above and
 * jumps over "first on the next day" or "last on the day above"). Each place is the board key whose
 * drop puts the round there: on its own day `round:day:i` (its own key: where it is); on another
 * day `round:day:i` before the round at i, and `day:n` after the last.
 */
import { dayKey, roundKey, type Plan } from './trip-plan';

export function keyboardSlots(plan: Plan, active: { day: number; index: number }): string[] {
  const slots: string[] = [];
  plan.forEach((rounds, i) => {
    const day = i + 1;
    for (let j = 0; j < rounds.length; j++) slots.push(roundKey(day, j));
    if (day !== active.day) slots.push(dayKey(day));
  });
  return slots;
}

/** The place one step up (-1) or down (+1) from `current`; the same at either end. */
export function stepSlot(slots: readonly string[], current: string, delta: -1 | 1): string {
  const at = slots.indexOf(current);
  if (at < 0) return slots[0] ?? current;
  return slots[Math.max(0, Math.min(slots.length - 1, at + delta))]!;
}
