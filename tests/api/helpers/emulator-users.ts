/** Real accounts in the Firebase Auth emulator, with real ID tokens, for API tests. */
import { randomBytes } from 'node:crypto';

const host = () => {
  const h = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!h) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run API tests through `npm run test:api`.');
  return h;
};
const PASSWORD = 'correct-horse-battery';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  auth: { authorization: string };
}

async function identityToolkit<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`http://${host()}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`emulator ${path} failed: ${answer.error?.message}`);
  return answer;
}

const asTestUser = (uid: string, email: string, idToken: string): TestUser => ({ uid, email, idToken, auth: { authorization: `Bearer ${idToken}` } });

export interface TestUserOptions {
  email?: string;
  /** The account's name, carried by its ID token as `name` (any text: the emulator checks nothing). */
  displayName?: string;
  /** The account's photo URL, carried by its ID token as `picture` (any text, as a client could set it). */
  photoUrl?: string;
  verified?: boolean;
}

/**
 * Signs up a new account (a unique email unless one is given) and returns its ID token. `verified`
 * marks the email verified (as a clicked verification link would) and returns a token that says so.
 */
export async function createTestUser(opts: TestUserOptions = {}): Promise<TestUser> {
  const email = opts.email ?? `golfer-${randomBytes(5).toString('hex')}@example.com`;
  const created = await identityToolkit<{ localId: string; idToken: string }>('accounts:signUp?key=fake-api-key', {
    email, password: PASSWORD, displayName: opts.displayName, returnSecureToken: true,
  });
  const user = asTestUser(created.localId, email, created.idToken);
  if (opts.photoUrl === undefined && !opts.verified) return user;
  // Sign-up takes no photo URL: the account is updated as the owner, then signed in again for a token carrying it.
  await identityToolkit('projects/demo-tpl/accounts:update', {
    localId: user.uid, ...(opts.photoUrl === undefined ? {} : { photoUrl: opts.photoUrl }), ...(opts.verified ? { emailVerified: true } : {}),
  }, { authorization: 'Bearer owner' });
  return signIn(user);
}

async function signIn(user: TestUser): Promise<TestUser> {
  const signedIn = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword?key=fake-api-key', {
    email: user.email, password: PASSWORD, returnSecureToken: true,
  });
  return asTestUser(user.uid, user.email, signedIn.idToken);
}

/** Sets the account's email-verified flag and returns the user with a fresh token carrying it. */
export async function setEmailVerified(user: TestUser, verified: boolean): Promise<TestUser> {
  // The emulator takes "Bearer owner" as the project owner's credential.
  await identityToolkit(`projects/demo-tpl/accounts:update`, { localId: user.uid, emailVerified: verified }, { authorization: 'Bearer owner' });
  return signIn(user);
}
