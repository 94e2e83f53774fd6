/**
 * The shell's one "Rank it" chooser and one rank dialog (see ranking-context.ts). Choosing a list
 * hands over from the chooser to the rank dialog: the chooser closes without taking focus back,
 * and the rank dialog, when it closes, returns focus to the button that opened the chooser.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { useAuth } from '../../auth/auth-provider';
import { RankingContext, type Ranking, type RankTarget } from './ranking-context';

// Loaded on first use: the shell's chunk stays as it was.
const RankChooserDialog = lazy(() => import('./rank-chooser-dialog').then((m) => ({ default: m.RankChooserDialog })));
const RankSession = lazy(() => import('./rank-session').then((m) => ({ default: m.RankSession })));

interface ChooserState {
  target: RankTarget;
  myLie: boolean;
  returnFocus: HTMLElement | null;
  key: number;
  open: boolean;
  /** Closed by choosing a list: the rank dialog takes over focus. */
  handedOver: boolean;
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
    setChooser((prev) => ({ target, myLie: !!options.myLie, returnFocus: options.returnFocus ?? null, key: (prev?.key ?? 0) + 1, open: true, handedOver: false }));
  }, []);
  const api = useMemo(() => ({ openRank }), [openRank]);

  const onChosen = useCallback((list: ListDetail, holeNumber: number | null) => {
    if (!chooser) return;
    setChooser((c) => c && { ...c, open: false, handedOver: true });
    setSession((prev) => ({ target: chooser.target, list, holeNumber, returnFocus: chooser.returnFocus, key: (prev?.key ?? 0) + 1, open: true }));
  }, [chooser]);

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
            returnFocus={chooser.handedOver ? null : chooser.returnFocus}
            restoreFocus={!chooser.handedOver}
            onChosen={onChosen}
            onClose={() => setChooser((c) => c && { ...c, open: false })}
            onExitComplete={() => setChooser((c) => (c && !c.open ? null : c))}
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
