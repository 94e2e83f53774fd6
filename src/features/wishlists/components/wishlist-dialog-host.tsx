import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useDialogSlot } from '../../../lib/use-dialog-slot';
import { WishlistDialogContext, type WishlistDialogTarget } from './wishlist-dialog-context';

// Loaded on first use, like the sign-in dialog: the shell's chunk stays as it was.
const WishlistsDialog = lazy(() => import('./wishlists-dialog').then((m) => ({ default: m.WishlistsDialog })));

/** The shell's one wishlist / watchlist dialog (see wishlist-dialog-context.ts). */
export function WishlistDialogProvider({ children }: { children: ReactNode }) {
  const { slot, open, close, exited } = useDialogSlot<WishlistDialogTarget>();
  const api = useMemo(() => ({ openWishlists: open }), [open]);
  return (
    <WishlistDialogContext.Provider value={api}>
      {children}
      {slot && (
        <Suspense fallback={null}>
          <WishlistsDialog key={slot.key} {...slot.target} open={slot.open} returnFocus={slot.returnFocus}
            onClose={close} onExitComplete={exited} />
        </Suspense>
      )}
    </WishlistDialogContext.Provider>
  );
}
