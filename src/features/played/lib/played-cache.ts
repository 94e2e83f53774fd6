/**
 * Pure changes to the cached played state: the current user's `playedCourses` ids and the played
 * entries list (GET /api/user/courses-played, most recently played first). Optimistic updates and
 * their rollbacks are each other's inverse, applied to whatever is cached at that moment (not a
 * restored snapshot), so two toggles of different courses in flight never undo each other.
 */
import type { PlayedEntry } from '../../../shared/contracts/played.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { byPlayedNewestFirst } from '../../../shared/domain/played-date';

/** The user with `courseId` played or not; the same object when nothing changes. */
export function withPlayed<T extends Pick<CurrentUser, 'playedCourses'>>(me: T | undefined, courseId: string, played: boolean): T | undefined {
  if (!me) return me;
  const has = me.playedCourses.includes(courseId);
  if (has === played) return me;
  return { ...me, playedCourses: played ? [courseId, ...me.playedCourses] : me.playedCourses.filter((id) => id !== courseId) };
}


/**
 * The entries with `entry` in its place (replacing an entry of the same course), newest played first
 * as the API orders them; an undated entry goes first among the undated (the one marked last).
 */
export function withEntry(entries: PlayedEntry[] | undefined, entry: PlayedEntry): PlayedEntry[] | undefined {
  if (!entries) return entries;
  const rest = entries.filter((e) => e.courseId !== entry.courseId);
  const at = rest.findIndex((e) => byPlayedNewestFirst(entry, e) <= 0);
  return at === -1 ? [...rest, entry] : [...rest.slice(0, at), entry, ...rest.slice(at)];
}

export function withoutEntry(entries: PlayedEntry[] | undefined, courseId: string): PlayedEntry[] | undefined {
  if (!entries || !entries.some((e) => e.courseId === courseId)) return entries;
  return entries.filter((e) => e.courseId !== courseId);
}

export const isPlayed = (me: Pick<CurrentUser, 'playedCourses'> | undefined, courseId: string) => !!me?.playedCourses.includes(courseId);
