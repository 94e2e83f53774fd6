/**
 * Accounts and data the browser tests set up through the same doors a client uses: the Auth
 * emulator's REST API (sign up, sign in) and the app's API with the resulting ID token.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import type { courseInputSchema } from '../../../src/shared/contracts/course-input.contract';
import type { Course } from '../../../src/shared/contracts/courses.contract';
import { E2E_PASSWORD } from './constants';

export { E2E_ADMIN_EMAIL, E2E_PASSWORD } from './constants';

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const API_KEY = 'demo-api-key';
const PROJECT_ID = 'demo-tpl';
const identityUrl = (method: string) => `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`;

/** The emulator's sign-in endpoint: the page calls it too, and a wrong password answers 400 there. */
export const SIGN_IN_WITH_PASSWORD_URL = identityUrl('signInWithPassword');
/** The emulator's sign-up endpoint: an email that already has an account answers 400 there. */
export const SIGN_UP_URL = identityUrl('signUp');

export interface Account {
  email: string;
  password: string;
  idToken: string;
}

/** A fresh address per call: the emulator outlives test runs. */
export const uniqueEmail = (who: string) => `e2e.${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Signs `email` up in the emulator, or signs it in when it already exists (the admin, across runs). */
export async function emulatorAccount(request: APIRequestContext, email: string, password = E2E_PASSWORD): Promise<Account> {
  const signUp = await request.post(identityUrl('signUp'), { data: { email, password, returnSecureToken: true } });
  if (signUp.ok()) return { email, password, idToken: ((await signUp.json()) as { idToken: string }).idToken };
  const reason = JSON.stringify(await signUp.json());
  expect(reason, 'sign-up fails only because the account exists').toContain('EMAIL_EXISTS');
  const signIn = await request.post(identityUrl('signInWithPassword'), { data: { email, password, returnSecureToken: true } });
  expect(signIn.ok(), `sign in ${email}`).toBe(true);
  return { email, password, idToken: ((await signIn.json()) as { idToken: string }).idToken };
}

/**
 * Marks the account's email verified (as a clicked verification link would; the emulator takes
 * "Bearer owner" as the project owner) and returns a fresh token that says so. ADMIN_EMAILS
 * grants admin only on a verified email.
 */
export async function verifiedEmulatorAccount(request: APIRequestContext, email: string, password = E2E_PASSWORD): Promise<Account> {
  const { idToken } = await emulatorAccount(request, email, password);
  const lookup = await request.post(identityUrl('lookup'), { data: { idToken } });
  const localId = ((await lookup.json()) as { users: { localId: string }[] }).users[0]!.localId;
  const update = await request.post(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    headers: { Authorization: 'Bearer owner' },
    data: { localId, emailVerified: true },
  });
  expect(update.ok(), `verify ${email}: ${await update.text()}`).toBe(true);
  return emulatorAccount(request, email, password);
}

/** The display name on the Firebase account of `email` (what the identity service knows), or null. */
export async function emulatorDisplayName(request: APIRequestContext, email: string, password = E2E_PASSWORD): Promise<string | null> {
  const { idToken } = await emulatorAccount(request, email, password);
  const res = await request.post(identityUrl('lookup'), { data: { idToken } });
  expect(res.ok(), `look up ${email}`).toBe(true);
  return ((await res.json()) as { users: { displayName?: string }[] }).users[0]?.displayName ?? null;
}

const bearer = (account: Account) => ({ Authorization: `Bearer ${account.idToken}` });

/** GET /api/user/me: creates the user row on first sight and returns it. */
export async function currentUser(request: APIRequestContext, account: Account): Promise<{ _id: string; isAdmin: boolean; displayName: string }> {
  const res = await request.get('/api/user/me', { headers: bearer(account) });
  expect(res.ok(), `GET /api/user/me: ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { _id: string; isAdmin: boolean; displayName: string } }).data;
}

/** A golfer for a test: a fresh emulator account and its user row id. */
export interface Golfer {
  account: Account;
  id: string;
}

export async function newGolfer(request: APIRequestContext, who: string): Promise<Golfer> {
  const account = await emulatorAccount(request, uniqueEmail(who));
  return { account, id: (await currentUser(request, account))._id };
}

/** POST /api/courses as an admin; the server picks the id. */
export async function createCourse(request: APIRequestContext, admin: Account, input: z.input<typeof courseInputSchema>): Promise<Course> {
  const res = await request.post('/api/courses', { headers: bearer(admin), data: input });
  expect(res.status(), `POST /api/courses: ${await res.text()}`).toBe(201);
  return ((await res.json()) as { data: Course }).data;
}

/** Looks a course up by name through the typo-tolerant search; the first hit must be it. */
export async function courseIdByName(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get('/api/search', { params: { terms: name, limit: 1 } });
  const hits = ((await res.json()) as { data: { _id: string; club_name: string }[] }).data;
  expect(hits[0]?.club_name).toBe(name);
  return hits[0]!._id;
}

/** An out-of-band code the emulator "emailed" (password reset, email verification, sign-in link). */
export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  /** The link the email would carry: the emulator's action page for this code. */
  oobLink: string;
}

/** The emulator's outbox: every out-of-band code it has sent in this project. */
export async function emulatorOobCodes(request: APIRequestContext): Promise<OobCode[]> {
  const res = await request.get(`${EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  expect(res.ok(), `GET oobCodes: ${res.status()}`).toBe(true);
  return ((await res.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/** Waits for the password reset email to `email` (the app asked for exactly one) and returns its code. */
export async function passwordResetEmail(request: APIRequestContext, email: string): Promise<OobCode> {
  const resets = async () => (await emulatorOobCodes(request)).filter((c) => c.requestType === 'PASSWORD_RESET' && c.email === email);
  await expect.poll(async () => (await resets()).length, { message: `one password reset email to ${email}` }).toBe(1);
  return (await resets())[0]!;
}
