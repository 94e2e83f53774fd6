/**
 * "Are you sure you want to leave?" for a screen with unsaved changes (spec section 4).
 *
 * Every way out inside the app (links, the panel's Close, search results, the user menu, Back and
 * Forward) goes through React Router, whose `useBlocker` holds the navigation while the shared
 * confirm dialog asks; Leave lets it go on, Stay cancels it (for Back, the router puts the history
 * entry back). Reloading, closing the tab or typing another address get the browser's own
 * `beforeunload` prompt: browsers allow no custom dialog there.
 */
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';

export const LEAVE_QUESTION = 'Are you sure you want to leave?';

const LEAVE_DIALOG: ConfirmOptions = {
  title: LEAVE_QUESTION,
  message: 'Your changes have not been saved. If you leave now, they are lost.',
  confirmText: 'Leave',
  cancelText: 'Stay',
  destructive: true,
};

/** Guards the calling screen while `dirty`. Staying on the same path (a `?card=` sheet) is not leaving. */
export function useLeaveGuard(dirty: boolean): void {
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  // One question per blocked navigation (effects may run twice for one state).
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(LEAVE_DIALOG).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set to show their prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
