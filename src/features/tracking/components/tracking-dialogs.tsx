import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { TrackingDialogsContext, type PlayedDateTarget, type SavedListsDialogTarget, type TrackingDialogs } from './tracking-dialogs-context';

// Loaded on first use, like the sign-in dialog: the shell's chunk stays as it was.
const SavedListsDialog = lazy(() => import('./saved-lists-dialog').then((m) => ({ default: m.SavedListsDialog })));
const PlayedDateDialog = lazy(() => import('./played-date-dialog').then((m) => ({ default: m.PlayedDateDialog })));

interface Opened<T> {
  target: T;
  returnFocus: HTMLElement | null;
  /** A new opening remounts the dialog with fresh state. */
  key: number;
  open: boolean;
}

/**
 * The shell's one wishlist / watchlist dialog and one played-date dialog (see
 * tracking-dialogs-context.ts). The shell puts the "Rank it" dialogs (ranking's RankingProvider,
 * see ranking-context.ts), which the course actions and the played snackbar open, just inside it.
 */
export function TrackingDialogsProvider({ children }: { children: ReactNode }) {
  const [lists, setLists] = useState<Opened<SavedListsDialogTarget> | null>(null);
  const [date, setDate] = useState<Opened<PlayedDateTarget> | null>(null);

  const openSavedLists = useCallback<TrackingDialogs['openSavedLists']>((target, returnFocus = null) => {
    setLists((prev) => ({ target, returnFocus, key: (prev?.key ?? 0) + 1, open: true }));
  }, []);
  const askDate = useCallback<TrackingDialogs['askDate']>((target, returnFocus = null) => {
    setDate((prev) => ({ target, returnFocus, key: (prev?.key ?? 0) + 1, open: true }));
  }, []);
  const api = useMemo(() => ({ openSavedLists, askDate }), [openSavedLists, askDate]);

  // Both dialogs show the signed-in golfer's own data: signing out closes them.
  const { user } = useAuth();
  useEffect(() => {
    if (user) return;
    setLists((l) => l && { ...l, open: false });
    setDate((d) => d && { ...d, open: false });
  }, [user]);

  return (
    <TrackingDialogsContext.Provider value={api}>
      {children}
      {lists && (
        <Suspense fallback={null}>
          <SavedListsDialog
            key={lists.key}
            {...lists.target}
            open={lists.open}
            returnFocus={lists.returnFocus}
            onClose={() => setLists((l) => l && { ...l, open: false })}
            onExitComplete={() => setLists((l) => (l && !l.open ? null : l))}
          />
        </Suspense>
      )}
      {date && (
        <Suspense fallback={null}>
          <PlayedDateDialog
            key={date.key}
            target={date.target}
            open={date.open}
            returnFocus={date.returnFocus}
            onClose={() => setDate((d) => d && { ...d, open: false })}
            onExitComplete={() => setDate((d) => (d && !d.open ? null : d))}
          />
        </Suspense>
      )}
    </TrackingDialogsContext.Provider>
  );
}
