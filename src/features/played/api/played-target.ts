import type { Notify } from '../../../components/ui/toaster';

/** The course a played write is about, and whose played record it changes. */
export interface PlayedTarget {
  courseId: string;
  courseName: string;
  /** The signed-in golfer's id (their profile's played list is refreshed afterwards). */
  myId: string | undefined;
}

/** What a played write does besides the request: the snackbar, and the date dialog it may offer. */
export interface PlayedEffects {
  notify: Notify;
  /** Opens "When did you play it?" for a course just added (offered in the snackbar). */
  askDate?: (target: PlayedTarget) => void;
  /** Opens "Rank it" straight into My Lie for a course just added (offered in a second snackbar). */
  rankIt?: (target: PlayedTarget) => void;
}
