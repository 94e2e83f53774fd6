/**
 * One dialog the shell keeps open for a target, away from the button that opened it (a snackbar's
 * action outlives its page). Each opening remounts the dialog (a new `key`) with fresh state;
 * closing keeps it mounted until its exit animation ends (`exited`). The dialogs show the
 * signed-in golfer's own data: signing out closes them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from './auth-provider';

export interface DialogSlot<T> {
  target: T;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocus: HTMLElement | null;
  key: number;
  open: boolean;
}

export function useDialogSlot<T>() {
  const [slot, setSlot] = useState<DialogSlot<T> | null>(null);
  const open = useCallback((target: T, returnFocus: HTMLElement | null = null) => {
    setSlot((prev) => ({ target, returnFocus, key: (prev?.key ?? 0) + 1, open: true }));
  }, []);
  const close = useCallback(() => setSlot((s) => s && { ...s, open: false }), []);
  const exited = useCallback(() => setSlot((s) => (s && !s.open ? null : s)), []);

  const { user } = useAuth();
  useEffect(() => {
    if (!user) close();
  }, [user, close]);

  return { slot, open, close, exited };
}
