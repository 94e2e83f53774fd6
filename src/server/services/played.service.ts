/**
 * Played courses (spec sections 4 "Played toggle" and 7). The played toggle calls add or remove
 * according to what the golfer sees, never a blind "toggle": a double click or a retried request
 * cannot flip the state back. Add answers 409 'Course already added to played courses.' when it
 * is there already; remove is idempotent. Newly played and unplayed courses are told to the rest
 * of the server after the write (the feed, and My Lie's community ranking, which loses unplayed
 * courses).
 */
import { ALREADY_PLAYED_MESSAGE, type PlayedBatchResult, type PlayedEntry } from '../../shared/contracts/played.contract';
import { noSuchCourse, playedCourseNotFound, unknownCoursesRefusal } from '../../shared/domain/played-rules';
import { refusal } from '../../shared/domain/refusal';
import type { PlayedDate, PlayedRepository } from '../data/played.repository';
import { refuse } from '../lib/refused';
import type { DomainEvents } from './domain-events';

/** No such course (or it was deleted or merged away meanwhile), naming the field that named it. */
const courseNotFound = (where: 'body' | 'path' = 'body') => refuse(noSuchCourse(), where);

export function playedService(deps: { played: PlayedRepository; events: DomainEvents }) {
  const { played, events } = deps;
  return {
    async add(golferId: string, courseId: string, when?: PlayedDate): Promise<PlayedEntry> {
      const result = await played.add(golferId, courseId, when);
      if (result.status === 'no-course') throw courseNotFound();
      if (result.status === 'already-played') throw refuse(refusal('conflict', ALREADY_PLAYED_MESSAGE));
      await events.emit({ type: 'courses-played', golferId, courseIds: [courseId] });
      return result.entry;
    },

    async remove(golferId: string, courseId: string): Promise<boolean> {
      const removed = await played.remove(golferId, courseId);
      if (removed) await events.emit({ type: 'courses-unplayed', golferId, courseIds: [courseId] });
      else if (!(await played.courseExists(courseId))) throw courseNotFound();
      return removed;
    },

    async setDate(golferId: string, courseId: string, when: PlayedDate | null): Promise<PlayedEntry> {
      const entry = await played.setDate(golferId, courseId, when);
      if (entry) return entry;
      if (!(await played.courseExists(courseId))) throw courseNotFound('path');
      throw refuse(playedCourseNotFound());
    },

    /** Ticks and unticks many courses in one transaction: all of it, or nothing when a course is unknown. */
    async batch(golferId: string, add: { courseId: string; when?: PlayedDate }[], remove: string[]): Promise<PlayedBatchResult> {
      const result = await played.batch(golferId, add, remove);
      if ('unknown' in result) throw refuse(unknownCoursesRefusal(result.unknown));
      await events.emit(
        ...(result.added.length ? [{ type: 'courses-played' as const, golferId, courseIds: result.added }] : []),
        ...(result.removed.length ? [{ type: 'courses-unplayed' as const, golferId, courseIds: result.removed }] : []),
      );
      return result;
    },
  };
}

export type PlayedService = ReturnType<typeof playedService>;
