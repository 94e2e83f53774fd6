/**
 * Google One Tap for signed-out visitors, where Google Identity Services is configured
 * (VITE_GOOGLE_CLIENT_ID). Skipped, dismissed or unavailable (offline, blocked script): nothing
 * happens here, and the 'Sign in with Google' button in the sign-in dialog is the fallback.
 */
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { getFirebaseAuth } from '../../../lib/firebase';

declare global {
  interface ImportMetaEnv {
    readonly VITE_GOOGLE_CLIENT_ID?: string;
  }
  interface Window {
    google?: {
      accounts: {
        id: {
          initialize(options: { client_id: string; callback: (r: { credential: string }) => void; cancel_on_tap_outside?: boolean }): void;
          prompt(listener?: (n: { isSkippedMoment(): boolean; isDismissedMoment(): boolean; isNotDisplayed(): boolean }) => void): void;
          cancel(): void;
        };
      };
    };
  }
}

const GIS_SRC = 'https://accounts.google.com/gsi/client';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(s);
  });
}

export function GoogleOneTap() {
  const { user, ready } = useAuth();
  const clientId = import.meta.env.VITE_GOOGLE_CLIENT_ID;

  useEffect(() => {
    if (!clientId || !ready || user) return;
    let cancelled = false;
    loadScript(GIS_SRC)
      .then(() => {
        const gis = window.google?.accounts.id;
        if (cancelled || !gis) return;
        gis.initialize({
          client_id: clientId,
          cancel_on_tap_outside: true,
          callback: async ({ credential }) => {
            const [auth, { GoogleAuthProvider, signInWithCredential }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
            await signInWithCredential(auth, GoogleAuthProvider.credential(credential));
          },
        });
        gis.prompt((n) => {
          if (n.isSkippedMoment() || n.isDismissedMoment() || n.isNotDisplayed()) console.info('Google One Tap not used; the sign-in button remains.');
        });
      })
      .catch((e: Error) => console.info(e.message));
    return () => {
      cancelled = true;
      window.google?.accounts.id.cancel();
    };
  }, [clientId, ready, user]);

  return null;
}
