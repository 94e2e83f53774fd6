/**
 * Opening a page already signed in, without the dialog: Firebase keeps its session in IndexedDB
 * (`firebaseLocalStorageDb`), so writing an account's session there before the page loads is what
 * a returning golfer's browser holds. Signing in through the dialog costs 5-6 s of a test on a
 * loaded machine; this costs one emulator call and one navigation.
 *
 * The record's shape is Firebase's own, not guessed: the first use in each worker signs a scratch
 * account in through the real dialog (support/sign-in.ts) and keeps what Firebase wrote, as
 * Playwright's `storageState({ indexedDB: true })` would; later accounts reuse that shape with their
 * own uid, email and tokens. The dialog itself stays covered by auth.spec.ts, auth-flows.spec.ts
 * and every spec that still signs in mid-page.
 */
import { expect, test, type Page } from '@playwright/test';
import { SIGN_IN_WITH_PASSWORD_URL, emulatorAccount, uniqueEmail, type Account } from './accounts';
import { signInThroughDialog } from './sign-in';

const DB = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
const USER_KEY = /^firebase:authUser:/;

interface StoredSession {
  fbase_key: string;
  value: Record<string, unknown>;
}

/** What Firebase wrote for the scratch account, learnt once per worker. */
let learnt: Promise<StoredSession> | undefined;

async function readSession(page: Page): Promise<StoredSession | undefined> {
  const records = await page.evaluate(
    ({ db, store }) => new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open(db);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const all = open.result.transaction(store, 'readonly').objectStore(store).getAll();
        all.onerror = () => reject(all.error);
        all.onsuccess = () => { resolve(all.result); open.result.close(); };
      };
    }),
    { db: DB, store: STORE },
  );
  return (records as StoredSession[]).find((r) => USER_KEY.test(r.fbase_key));
}

async function learnShape(page: Page): Promise<StoredSession> {
  const browser = page.context().browser();
  if (!browser) throw new Error('openSignedIn needs a page from a launched browser');
  const { baseURL } = test.info().project.use;
  const context = await browser.newContext({ baseURL });
  try {
    const scratch = await context.newPage();
    const account = await emulatorAccount(context.request, uniqueEmail('session-shape'));
    await scratch.goto('/pro');
    await signInThroughDialog(scratch, account);
    await expect.poll(async () => (await readSession(scratch)) !== undefined, { message: 'Firebase keeps the session in IndexedDB' }).toBe(true);
    return (await readSession(scratch))!;
  } finally {
    await context.close();
  }
}

interface PasswordSignIn { localId: string; idToken: string; refreshToken: string; expiresIn: string }

/** The session Firebase would keep for `account`: a fresh sign-in at the emulator, in the learnt shape. */
async function sessionFor(page: Page, account: Account): Promise<StoredSession> {
  learnt ??= learnShape(page);
  const shape = await learnt;
  const res = await page.request.post(SIGN_IN_WITH_PASSWORD_URL, { data: { email: account.email, password: account.password, returnSecureToken: true } });
  expect(res.ok(), `sign in ${account.email} at the emulator`).toBe(true);
  const token = (await res.json()) as PasswordSignIn;
  const claims = JSON.parse(Buffer.from(token.idToken.split('.')[1]!, 'base64url').toString()) as { email_verified?: boolean };
  const providers = (shape.value.providerData as Record<string, unknown>[] | undefined) ?? [];
  return {
    fbase_key: shape.fbase_key,
    value: {
      ...shape.value,
      uid: token.localId,
      email: account.email,
      emailVerified: claims.email_verified === true,
      providerData: providers.map((p) => ({ ...p, uid: account.email, email: account.email })),
      stsTokenManager: { refreshToken: token.refreshToken, accessToken: token.idToken, expirationTime: Date.now() + Number(token.expiresIn) * 1000 },
    },
  };
}

/**
 * Opens `url` signed in as `account`, as a returning golfer's browser would, and waits for the top
 * bar's user menu. The page may be blank or anywhere on the app (signed out or not). A page on
 * another server than the project's (a test's own `baseURL`) needs `url` absolute.
 */
export async function openSignedIn(page: Page, account: Account, url: string): Promise<void> {
  const session = await sessionFor(page, account);
  if (!page.url().startsWith('http')) {
    // A page that has opened nothing yet: its context holds no storage to keep, so set it whole
    // (what Playwright restores from a `storageState({ indexedDB: true })` file).
    const origin = new URL(url, test.info().project.use.baseURL).origin;
    const store = { name: STORE, autoIncrement: false, keyPath: 'fbase_key', indexes: [], records: [{ value: session }] };
    await page.context().setStorageState({ cookies: [], origins: [{ origin, localStorage: [], indexedDB: [{ name: DB, version: 1, stores: [store] }] }] } as never);
    await page.goto(url);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    return;
  }
  await page.evaluate(
    ({ db, store, record }) => new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(db, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: 'fbase_key' });
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction(store, 'readwrite');
        tx.objectStore(store).put(record);
        tx.oncomplete = () => { open.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    }),
    { db: DB, store: STORE, record: session },
  );
  await page.goto(url);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
