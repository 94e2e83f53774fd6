/**
 * "Add to a trip" on a course (issue 15): opens the trip chooser (add-to-trip-dialog.tsx), or the
 * sign-in dialog for a visitor (spec section 6, like the other course actions). The dialog belongs
 * to the button and is loaded on first use; signing out closes it.
 */
import { Button, IconButton } from '@chakra-ui/react';
import { Luggage } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { activeLook, ROW_ACTION_PROPS, TILE_PROPS, type ActionLook } from '../../../components/ui/action-button-styles';
import { Tooltip } from '../../../components/ui/tooltip';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';

const AddToTripDialog = lazy(() => import('./add-to-trip-dialog').then((m) => ({ default: m.AddToTripDialog })));

export const ADD_TO_TRIP_TIP = 'Add to a trip';

interface Opened {
  returnFocus: HTMLElement | null;
  /** A new opening remounts the dialog with fresh state. */
  key: number;
  open: boolean;
}

export function AddToTripButton({ course, look }: { course: { _id: string; club_name: string }; look: ActionLook }) {
  const { user, ready } = useAuth();
  const { open: openSignIn } = useAuthDialog();
  const [dialog, setDialog] = useState<Opened | null>(null);
  // The dialog shows the signed-in golfer's trips: signing out closes it.
  useEffect(() => {
    if (!user) setDialog((d) => d && { ...d, open: false });
  }, [user]);
  const shared = {
    'aria-haspopup': 'dialog',
    'data-testid': 'add-to-trip-button',
    // Until the session is known a click would open sign-in for a golfer who is signed in.
    'aria-disabled': ready ? undefined : true,
    onClick: (e: MouseEvent<HTMLButtonElement>) => {
      e.preventDefault();
      if (!ready) return;
      if (!user) return openSignIn();
      const returnFocus = e.currentTarget;
      setDialog((prev) => ({ returnFocus, key: (prev?.key ?? 0) + 1, open: true }));
    },
    ...activeLook(false, 'brand'),
  } as const;
  const icon = <Luggage aria-hidden="true" />;
  return (
    <>
      <Tooltip content={ADD_TO_TRIP_TIP} placement="top">
        {look === 'tile'
          ? <Button {...TILE_PROPS} {...shared}>{icon}{ADD_TO_TRIP_TIP}</Button>
          : <IconButton size="sm" aria-label={ADD_TO_TRIP_TIP} {...ROW_ACTION_PROPS} {...shared}>{icon}</IconButton>}
      </Tooltip>
      {dialog && (
        <Suspense fallback={null}>
          <AddToTripDialog
            key={dialog.key}
            course={{ _id: course._id, club_name: course.club_name }}
            open={dialog.open}
            returnFocus={dialog.returnFocus}
            onClose={() => setDialog((d) => d && { ...d, open: false })}
            onExitComplete={() => setDialog((d) => (d && !d.open ? null : d))}
          />
        </Suspense>
      )}
    </>
  );
}
