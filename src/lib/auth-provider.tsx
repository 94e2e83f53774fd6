/**
 * Who is signed in, for the whole client. Until Firebase has loaded and restored the session,
 * `ready` is false and API calls go out without a token (public reads need none).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearAccountDisabled } from './account-disabled';
import { setTokenSource } from './api-client';
import { getFirebaseAuth } from './firebase';

interface AuthState {
  user: User | null;
  ready: boolean;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState>({ user: null, ready: false, signOut: async () => {} });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    void getFirebaseAuth().then(async (auth) => {
      if (cancelled) return;
      const { onIdTokenChanged } = await import('firebase/auth');
      setTokenSource(async () => (auth.currentUser ? auth.currentUser.getIdToken() : null));
      unsubscribe = onIdTokenChanged(auth, (next) => {
        setUser((prev) => {
          // Another person's data must never show: drop user-scoped caches on every change of user.
          if (prev?.uid !== next?.uid) {
            queryClient.removeQueries({ queryKey: ['user'] });
            clearAccountDisabled();
          }
          return next;
        });
        setReady(true);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [queryClient]);

  const value = useMemo<AuthState>(() => ({
    user,
    ready,
    signOut: async () => {
      const [auth, { signOut }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      await signOut(auth);
    },
  }), [user, ready]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export const useAuth = () => useContext(AuthContext);
