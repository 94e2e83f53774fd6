/**
 * The 'me' tutorial (spec section 2, tutorial identifiers): the first three things a new golfer
 * does, each ticked off from what the golfer has already done, so the steps teach and then get
 * out of the way.
 */
import type { UserListStats } from '../../../shared/contracts/lists.contract';

export interface FirstStep {
  id: 'played' | 'ranked' | 'list';
  title: string;
  how: string;
  done: boolean;
}

/** Themed lists a golfer made: every course and hole list but My Lie (which ranking fills by itself). */
const ownLists = (stats: UserListStats, hasMyLie: boolean) => stats.lists.course + stats.lists.hole - (hasMyLie ? 1 : 0);

export function firstSteps(stats: UserListStats, hasMyLie: boolean): FirstStep[] {
  return [
    {
      id: 'played',
      title: 'Mark a course you played',
      how: 'Find it on the map or with search, open it and press Played.',
      done: stats.played.total > 0,
    },
    {
      id: 'ranked',
      title: 'Rank it in My Lie',
      how: 'Press Rank it on the course: say how it was, then pick between it and courses you ranked before.',
      done: stats.rankedCourses > 0,
    },
    {
      id: 'list',
      title: 'Make a list of your own',
      how: 'Most fun, best value, hidden gems, the best par 3s: open My lists and press New list.',
      done: ownLists(stats, hasMyLie) > 0,
    },
  ];
}

/** The steps show until every one is done. */
export const firstStepsDone = (steps: readonly FirstStep[]): boolean => steps.every((s) => s.done);
