/**
 * "Are you sure you want to leave?" for a screen with unsaved changes (spec section 4), with any
 * router: it needs neither a data router nor `useBlocker`, so it works under `<BrowserRouter>` too.
 *
 * - In-app links: a capture-phase click listener stops the click before React Router sees it,
 *   asks, and on "Leave" clicks the same link again, so whatever else the link does still happens.
 * - Back and Forward: the browser cannot cancel a popstate, so while dirty the page pushes a copy
 *   of its own history entry. Back pops only that copy (the same URL: the screen stays, with its
 *   state); then the page asks, and goes back for real or puts the copy back.
 * - Reload, closing the tab, other sites: the browser's own `beforeunload` prompt.
 * - Code that navigates by itself (a Close button) asks first with `confirmLeave()`.
 */
import { useEffect } from 'react';
import { useConfirm, type ConfirmOptions } from '../components/ui/confirm-dialog';
import { inAppDestination } from './in-app-link';

export const LEAVE_QUESTION = 'Are you sure you want to leave?';

const LEAVE_DIALOG: ConfirmOptions = {
  title: LEAVE_QUESTION,
  message: 'Your changes have not been saved. If you leave now, they are lost.',
  confirmText: 'Leave',
  cancelText: 'Stay',
  destructive: true,
};

// ---- The copy of the history entry that absorbs Back ----

const MARK = 'tplLeaveGuard';
const isMarked = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true;

function pushCopy(): void {
  if (isMarked()) return;
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.pushState({ ...state, [MARK]: true }, '', window.location.href);
}

let releasing: Promise<void> | null = null;

/** Takes the copy off again (when the changes were saved, or before leaving by a link). */
function dropCopy(): Promise<void> {
  if (releasing) return releasing;
  if (!isMarked()) return Promise.resolve();
  releasing = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      releasing = null;
      resolve();
    };
    // Should the browser never answer (it always does), do not hang the navigation.
    const timer = setTimeout(done, 1000);
    window.addEventListener('popstate', done);
    window.history.back();
  });
  return releasing;
}

// ---- The guard of the screen that is dirty now (one at a time) ----

let active: (() => Promise<boolean>) | null = null;

/**
 * For code that navigates by itself: asks when a screen has unsaved changes and resolves true
 * when it is fine to go (nothing unsaved, or the golfer chose Leave).
 */
export function confirmLeave(): Promise<boolean> {
  return active ? active() : Promise.resolve(true);
}

/** Guards the calling screen while `dirty`; the shared confirm dialog asks. */
export function useLeaveGuard(dirty: boolean): void {
  const confirm = useConfirm();

  useEffect(() => {
    if (!dirty) {
      // Saved (or never changed): no copy of this page may linger in the history.
      void dropCopy();
      return;
    }
    const guardedHref = window.location.href;
    let clickingThrough = false;
    let leaving = false;

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set to show their prompt
    };
    // Once the golfer chose Leave, a page load on the way (Back to another document) must not ask again.
    const stopAsking = () => window.removeEventListener('beforeunload', onBeforeUnload);

    const leave = async (): Promise<boolean> => {
      if (!(await confirm(LEAVE_DIALOG))) return false;
      stopAsking();
      await dropCopy();
      return true;
    };

    const onClick = (e: MouseEvent) => {
      if (clickingThrough) return;
      const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      if (!inAppDestination(link, e, new URL(window.location.href))) return;
      e.preventDefault();
      e.stopPropagation();
      void leave().then((ok) => {
        if (!ok) return;
        clickingThrough = true;
        try {
          anchor.click();
        } finally {
          clickingThrough = false;
        }
      });
    };

    const onPopState = () => {
      if (releasing || leaving || isMarked()) return;
      // Several steps back at once land elsewhere: the router has already gone there.
      if (window.location.href !== guardedHref) return;
      // Back took off the copy; the screen is still here.
      void confirm(LEAVE_DIALOG).then((ok) => {
        if (!ok) return pushCopy();
        leaving = true;
        stopAsking();
        window.history.back();
      });
    };

    pushCopy();
    active = leave;
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      if (active === leave) active = null;
      stopAsking();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [dirty, confirm]);
}
