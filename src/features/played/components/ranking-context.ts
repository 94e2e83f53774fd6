/**
 * Opens "Rank it" from anywhere: the chooser of lists for a course, then the rank dialog. Like the
 * played-date and wishlist dialogs they live with the shell (RankingProvider), not with the button that opened
 * them: the played snackbar's "Rank it" outlives the page it came from. Declared here, beside the
 * course actions that open it, and provided by the ranking feature: played imports nothing from
 * ranking (ranking sits above it).
 */
import { createContext, useContext } from 'react';

export interface RankTarget {
  courseId: string;
  courseName: string;
}

export interface OpenRankOptions {
  /** Where focus goes when the dialogs close (the button that opened them). */
  returnFocus?: HTMLElement | null;
  /** Straight to My Lie when it can take the course (the played snackbar's offer); else the chooser says why not. */
  myLie?: boolean;
}

export interface Ranking {
  openRank(target: RankTarget, options?: OpenRankOptions): void;
}

export const RankingContext = createContext<Ranking>({ openRank: () => {} });

export const useRanking = () => useContext(RankingContext);
