/**
 * The shell's one "Rank it" chooser and one rank dialog (see played/components/ranking-context.ts).
 * Choosing a list hands over from the chooser to the rank dialog: the chooser closes without taking
 * focus back, and once it has gone the rank dialog opens (opened while the chooser is still leaving,
 * it would be dismissed with it as a nested layer); when it closes, focus returns to the button that
 * opened the chooser.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { RankingContext, type Ranking, type RankTarget } from '../../played/components/ranking-context';

// Loaded on first use: the shell's chunk stays as it was.
const RankChooserDialog = lazy(() => import('./rank-chooser-dialog').then((m) => ({ default: m.RankChooserDialog })));
const RankSession = lazy(() => import('./rank-session').then((m) => ({ default: m.RankSession })));

interface ChooserState {
  target: RankTarget;
  myLie: boolean;
  returnFocus: HTMLElement | null;
  key: number;
  open: boolean;
  /** The list chosen, for the rank dialog to open with once the chooser has gone. */
  chosen: { list: ListDetail; holeNumber: number | null } | null;
}

interface SessionState {
  target: RankTarget;
  list: ListDetail;
  holeNumber: number | null;
  returnFocus: HTMLElement | null;
  key: number;
  open: boolean;
}

export function RankingProvider({ children }: { children: ReactNode }) {
  const [chooser, setChooser] = useState<ChooserState | null>(null);
  const [session, setSession] = useState<SessionState | null>(null);

  const openRank = useCallback<Ranking['openRank']>((target, options = {}) => {
    setChooser((prev) => ({ target, myLie: !!options.myLie, returnFocus: options.returnFocus ?? null, key: (prev?.key ?? 0) + 1, open: true, chosen: null }));
  }, []);
  const api = useMemo(() => ({ openRank }), [openRank]);

  const onChosen = useCallback((list: ListDetail, holeNumber: number | null) => {
    setChooser((c) => c && { ...c, open: false, chosen: { list, holeNumber } });
  }, []);
  const onChooserGone = () => {
    const done = chooser;
    if (!done || done.open) return;
    setChooser(null);
    if (!done.chosen) return;
    const { list, holeNumber } = done.chosen;
    setSession((prev) => ({ target: done.target, list, holeNumber, returnFocus: done.returnFocus, key: (prev?.key ?? 0) + 1, open: true }));
  };

  // Both show the signed-in golfer's own lists: signing out closes them.
  const { user } = useAuth();
  useEffect(() => {
    if (user) return;
    setChooser((c) => c && { ...c, open: false });
    setSession((s) => s && { ...s, open: false });
  }, [user]);

  return (
    <RankingContext.Provider value={api}>
      {children}
      {chooser && (
        <Suspense fallback={null}>
          <RankChooserDialog
            key={chooser.key}
            target={chooser.target}
            straightToMyLie={chooser.myLie}
            open={chooser.open}
            returnFocus={chooser.chosen ? null : chooser.returnFocus}
            restoreFocus={!chooser.chosen}
            onChosen={onChosen}
            onClose={() => setChooser((c) => c && { ...c, open: false })}
            onExitComplete={onChooserGone}
          />
        </Suspense>
      )}
      {session && (
        <Suspense fallback={null}>
          <RankSession
            key={session.key}
            target={session.target}
            list={session.list}
            holeNumber={session.holeNumber}
            open={session.open}
            returnFocus={session.returnFocus}
            onClose={() => setSession((s) => s && { ...s, open: false })}
            onExitComplete={() => setSession((s) => (s && !s.open ? null : s))}
          />
        </Suspense>
      )}
    </RankingContext.Provider>
  );
}
