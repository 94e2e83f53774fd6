/**
 * The 'Log in or sign up' dialog that `useAuthDialog().open()` opens (lib/auth-dialog-context.ts).
 * The dialog hides itself once a user is signed in, except while it holds itself open: a sign-up
 * still has the golfer's name to save once the account exists (see AuthDialog).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthDialogContext, type OpenOptions } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';

const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [state, setState] = useState<{ open: boolean; required: boolean }>({ open: false, required: false });
  const held = useRef(false);

  useEffect(() => {
    if (user && !held.current) setState({ open: false, required: false });
  }, [user]);

  const open = useCallback((options?: OpenOptions) => setState({ open: true, required: !!options?.required }), []);
  const hold = useCallback((on: boolean) => {
    held.current = on;
  }, []);
  const close = useCallback(() => {
    held.current = false;
    setState({ open: false, required: false });
  }, []);
  const api = useMemo(() => ({ open }), [open]);

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {state.open && (
        <Suspense fallback={null}>
          <AuthDialog required={state.required && !user} onClose={close} holdOpen={hold} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
