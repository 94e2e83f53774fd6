/**
 * The played toggle of one course (spec section 4): remove when it is played (optimistic), add
 * otherwise; then `afterAdd` gets the exclusions for the courses near me (that course first, then
 * the golfer's played courses, most recently played first).
 */
import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notify } from '../../../components/ui/toaster';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { Course } from '../../../shared/contracts/courses.contract';
import type { CurrentUser } from '../../../shared/contracts/users.contract';
import { addPlayedMutationOptions } from '../api/add-played';
import { playedEntriesQueryOptions } from '../api/get-played-entries';
import type { PlayedEffects, PlayedTarget } from '../api/played-target';
import { removePlayedMutationOptions } from '../api/remove-played';
import { useRanking } from '../components/ranking-context';
import { usePlayedDateDialog } from '../components/played-date-dialog-context';
import { nearMeExclusions } from '../lib/near-me-url';
import { isPlayed } from '../lib/played-cache';

export type PlayedCourse = Pick<Course, '_id' | 'club_name' | 'location'>;
/** Runs once a course was added (not after a 409), with what the courses near me should exclude. */
export type AfterPlayed = (course: PlayedCourse, exclude: string[]) => void;

async function exclusionsAfter(queryClient: QueryClient, uid: string, courseId: string, me: CurrentUser): Promise<string[]> {
  try {
    const entries = await queryClient.fetchQuery(playedEntriesQueryOptions(uid));
    return nearMeExclusions(courseId, entries.map((e) => e.courseId));
  } catch {
    // Without the dated list, the ids the user carries (in no particular order) still exclude.
    return nearMeExclusions(courseId, me.playedCourses);
  }
}

export function usePlayedToggle(course: PlayedCourse, afterAdd?: AfterPlayed | null) {
  const { user } = useAuth();
  const { open: openSignIn } = useAuthDialog();
  const { data: me } = useCurrentUser();
  const queryClient = useQueryClient();
  const { askDate } = usePlayedDateDialog();
  const { openRank } = useRanking();
  const effects = useMemo<PlayedEffects>(() => ({
    notify,
    askDate: (t) => askDate(t),
    rankIt: (t) => openRank({ courseId: t.courseId, courseName: t.courseName }, { myLie: true }),
  }), [askDate, openRank]);
  const add = useMutation(addPlayedMutationOptions(queryClient, effects));
  const remove = useMutation(removePlayedMutationOptions(queryClient, effects));
  // The same course may show in two places (its page and its map card): one write at a time.
  const busy = useIsMutating({ mutationKey: ['played'], predicate: (m) => (m.state.variables as PlayedTarget | undefined)?.courseId === course._id }) > 0;
  const played = isPlayed(me, course._id);

  const toggle = () => {
    if (!user) {
      // Spec section 6 has the toggle go on to its handler after opening the sign-in dialog. Here it
      // stops at the dialog: nothing is sent while signed out (it could only answer 401), and a
      // click made before signing in is not carried out afterwards, because the golfer has not yet
      // seen whether the course is already among their played courses. Once signed in, the button
      // shows that, and one more click does what they mean.
      openSignIn();
      return;
    }
    if (!me || busy) return;
    const target: PlayedTarget = { courseId: course._id, courseName: course.club_name, myId: me._id };
    if (played) {
      remove.mutate(target);
      return;
    }
    // Not mutate()'s onSuccess: that one is skipped once the button unmounts, and the button may
    // well unmount on success (a near-me row that is now played leaves the list).
    const from = window.location.href;
    add.mutateAsync(target).then(async () => {
      if (!afterAdd) return;
      const exclude = await exclusionsAfter(queryClient, user.uid, course._id, me);
      // The golfer went elsewhere while waiting: leave them there.
      if (window.location.href === from) afterAdd(course, exclude);
    }, () => {
      // The mutation's onError has said what went wrong.
    });
  };

  return {
    played,
    toggle,
    /** Waiting for the add's answer (the remove does not wait: it is optimistic). */
    adding: add.isPending,
    busy,
    /** Signed in, but the played state is not known yet. */
    unknown: !!user && !me,
  };
}
