/**
 * Firebase Auth in the browser: the emulator locally (the default), a real Firebase project when
 * VITE_FIREBASE_API_KEY and friends are set at build time. Loaded lazily, after the map.
 */
import type { Auth } from 'firebase/auth';

declare global {
  interface ImportMetaEnv {
    readonly VITE_FIREBASE_API_KEY?: string;
    readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
    readonly VITE_FIREBASE_PROJECT_ID?: string;
    readonly VITE_FIREBASE_APP_ID?: string;
    /** host:port of the Auth emulator; defaults to 127.0.0.1:9099 when no API key is configured. */
    readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  }
}

const env = import.meta.env;
export const usesEmulator = !env.VITE_FIREBASE_API_KEY || !!env.VITE_FIREBASE_AUTH_EMULATOR_HOST;

let authPromise: Promise<Auth> | null = null;

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, { getAuth, connectAuthEmulator }] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-tpl.firebaseapp.com',
      projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tpl',
      appId: env.VITE_FIREBASE_APP_ID,
    });
    const auth = getAuth(app);
    if (usesEmulator) {
      connectAuthEmulator(auth, `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, { disableWarnings: true });
    }
    return auth;
  })();
  return authPromise;
}
