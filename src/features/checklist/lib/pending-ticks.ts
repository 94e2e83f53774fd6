/**
 * The checklist's unsaved ticks: which courses the golfer ticked or unticked since the last save,
 * against what the server says they played. Ticking back to the saved state forgets the change,
 * so "n changes" is always what Save would send.
 */
export type Pending = ReadonlyMap<string, boolean>;

export function toggleTick(pending: Pending, courseId: string, savedPlayed: boolean): Pending {
  const next = new Map(pending);
  const current = next.has(courseId) ? next.get(courseId)! : savedPlayed;
  if (!current === savedPlayed) next.delete(courseId);
  else next.set(courseId, !current);
  return next;
}

export const isTicked = (pending: Pending, courseId: string, savedPlayed: boolean): boolean =>
  pending.has(courseId) ? pending.get(courseId)! : savedPlayed;

/** The batch to send: ticked courses with the optional year played, unticked ones to remove. */
export function toBatch(pending: Pending, year: string | null): { add: { courseId: string; dateAdded?: string }[]; remove: string[] } {
  const add: { courseId: string; dateAdded?: string }[] = [];
  const remove: string[] = [];
  for (const [courseId, ticked] of pending) {
    if (ticked) add.push(year ? { courseId, dateAdded: year } : { courseId });
    else remove.push(courseId);
  }
  return { add, remove };
}
