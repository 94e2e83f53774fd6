/**
 * Opens "When did you play it?" from anywhere. The dialog lives with the shell
 * (PlayedDateDialogProvider), not with the button that opened it: the played snackbar's
 * "Add date" outlives the page it came from.
 */
import { createContext, useContext } from 'react';

export interface PlayedDateTarget {
  courseId: string;
  courseName: string;
}

export interface PlayedDateDialog {
  /** `returnFocus`: where focus goes when the dialog closes (the button that opened it). */
  askDate(target: PlayedDateTarget, returnFocus?: HTMLElement | null): void;
}

export const PlayedDateDialogContext = createContext<PlayedDateDialog>({ askDate: () => {} });

export const usePlayedDateDialog = () => useContext(PlayedDateDialogContext);
