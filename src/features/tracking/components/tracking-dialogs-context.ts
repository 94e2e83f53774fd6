/**
 * Opens the tracking dialogs from anywhere: the wishlist / watchlist dialog of a course, and "When
 * did you play it?". They live with the shell (TrackingDialogsProvider), not with the button that
 * opened them: a snackbar's "Add date" outlives the page it came from, and Save and Add leaves the
 * page for /wishlists.
 */
import { createContext, useContext } from 'react';
import type { SavedListKind } from '../../../shared/contracts/saved-lists.contract';

export interface SavedListsDialogTarget {
  kind: SavedListKind;
  course: { _id: string; club_name: string };
}

export interface PlayedDateTarget {
  courseId: string;
  courseName: string;
}

export interface TrackingDialogs {
  /** `returnFocus`: where focus goes when the dialog closes (the button that opened it). */
  openSavedLists(target: SavedListsDialogTarget, returnFocus?: HTMLElement | null): void;
  askDate(target: PlayedDateTarget, returnFocus?: HTMLElement | null): void;
}

export const TrackingDialogsContext = createContext<TrackingDialogs>({ openSavedLists: () => {}, askDate: () => {} });

export const useTrackingDialogs = () => useContext(TrackingDialogsContext);
