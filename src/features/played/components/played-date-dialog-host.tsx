import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useDialogSlot } from '../../../lib/use-dialog-slot';
import { PlayedDateDialogContext, type PlayedDateTarget } from './played-date-dialog-context';

// Loaded on first use, like the sign-in dialog: the shell's chunk stays as it was.
const PlayedDateDialog = lazy(() => import('./played-date-dialog').then((m) => ({ default: m.PlayedDateDialog })));

/**
 * The shell's one played-date dialog (see played-date-dialog-context.ts). The shell puts the
 * "Rank it" dialogs (ranking's RankingProvider, see ranking-context.ts), which the course actions
 * and the played snackbar open, just inside it.
 */
export function PlayedDateDialogProvider({ children }: { children: ReactNode }) {
  const { slot, open, close, exited } = useDialogSlot<PlayedDateTarget>();
  const api = useMemo(() => ({ askDate: open }), [open]);
  return (
    <PlayedDateDialogContext.Provider value={api}>
      {children}
      {slot && (
        <Suspense fallback={null}>
          <PlayedDateDialog key={slot.key} target={slot.target} open={slot.open} returnFocus={slot.returnFocus}
            onClose={close} onExitComplete={exited} />
        </Suspense>
      )}
    </PlayedDateDialogContext.Provider>
  );
}
