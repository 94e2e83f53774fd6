/**
 * Verifies Firebase ID tokens with firebase-admin: against the Auth emulator locally and in tests,
 * against hosted Firebase in production. Disabled, deleted and revoked accounts are refused.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  /** Whether the identity service has verified that the user owns `email`. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export interface Identity {
  mode: 'emulator' | 'firebase';
  verify(idToken: string): Promise<VerifiedIdentity | null>;
  ready(): Promise<boolean>;
  auth: Auth;
}

export function createIdentity(opts: { projectId: string; emulatorHost?: string }): Identity {
  // firebase-admin reads the emulator address only from the environment. env.ts has already
  // refused this combination in production.
  if (opts.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.emulatorHost;
  const name = `tpl-${opts.projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: opts.projectId }, name);
  const auth = getAuth(app);
  return {
    mode: opts.emulatorHost ? 'emulator' : 'firebase',
    auth,
    async verify(idToken) {
      try {
        // checkRevoked also refuses disabled and deleted accounts (it looks the user up).
        const decoded = await auth.verifyIdToken(idToken, true);
        // Claims a custom token could have set to anything are taken only as the strings they should be.
        const text = (claim: unknown): string | null => (typeof claim === 'string' ? claim : null);
        return {
          uid: decoded.uid,
          email: text(decoded.email),
          emailVerified: decoded.email_verified === true,
          name: text(decoded.name),
          picture: text(decoded.picture),
        };
      } catch {
        return null;
      }
    },
    async ready() {
      try {
        await Promise.race([
          auth.listUsers(1),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
        ]);
        return true;
      } catch {
        return false;
      }
    },
  };
}
