/** Real accounts in the Firebase Auth emulator, with real ID tokens, for API tests. */
import { randomBytes } from 'node:crypto';

const host = () => {
  const h = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!h) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run API tests through `npm run test:api`.');
  return h;
};

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  auth: { authorization: string };
}

/** Signs up a new account (a unique email unless one is given) and returns its ID token. */
export async function createTestUser(opts: { email?: string; displayName?: string } = {}): Promise<TestUser> {
  const email = opts.email ?? `golfer-${randomBytes(5).toString('hex')}@example.com`;
  const res = await fetch(`http://${host()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-battery', displayName: opts.displayName, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string; idToken: string; error?: { message: string } };
  if (!res.ok) throw new Error(`emulator signUp failed: ${body.error?.message}`);
  const idToken = body.idToken;
  return { uid: body.localId, email, idToken, auth: { authorization: `Bearer ${idToken}` } };
}
