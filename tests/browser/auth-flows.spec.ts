/**
 * Issue 4 through the 'Log in or sign up' dialog, with the Firebase Auth emulator: sign up with a
 * name, sign out, sign in again; a name that cannot be saved at first; a password reset through the emulator's emailed code; Google sign-in through
 * the emulator's popup (and a cancelled popup); and what a signed-out visitor gets on a course page.
 * Screenshots of every dialog step, light, dark and narrow, are in auth-dialog-looks.spec.ts.
 */
import type { Page, Request, Response } from '@playwright/test';
import { emulatorAccount, emulatorDisplayName, passwordResetEmail, SIGN_IN_WITH_PASSWORD_URL, SIGN_UP_URL, uniqueEmail } from './support/accounts';
import { E2E_PASSWORD } from './support/constants';
import { expect, test } from './support/fixtures';
import { serveGapiStandIn } from './support/gapi-stand-in';
import { snap } from './support/screens';

const WRONG_PASSWORD = 'That password is not right. Try again, or reset it.';

interface Me {
  _id: string;
  email: string | null;
  displayName: string | null;
}

/** The app's own next successful GET /api/user/me (sent with the signed-in golfer's token). */
function nextMe(page: Page): Promise<Me> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/user/me' && r.request().method() === 'GET' && r.ok())
    .then(async (r: Response) => ((await r.json()) as { data: Me }).data);
}

/** User-only endpoints: `/api/user/...` (not the public `/api/users/...`). */
const isUserOnly = (path: string) => /^\/api\/user(\/|$|\?)/.test(path);

interface ApiRequest {
  path: string;
  /** Whether it carried a token; read from all headers (headers() may leave security headers out). */
  authorized: Promise<boolean>;
}

/** Every API request the page makes, in order. */
function recordApiRequests(page: Page): ApiRequest[] {
  const seen: ApiRequest[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/')) return;
    seen.push({ path: url.pathname + url.search, authorized: r.allHeaders().then((h) => 'authorization' in h, () => 'authorization' in r.headers()) });
  });
  return seen;
}

/** The requests among `requests` that a signed-out page must not make: user-only, or signed. */
async function signedRequests(requests: ApiRequest[]): Promise<string[]> {
  const flagged = await Promise.all(requests.map(async (r) => (isUserOnly(r.path) || (await r.authorized) ? r.path : null)));
  return flagged.filter((p): p is string => p !== null);
}

async function openDialog(page: Page) {
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'waiting');
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  return dialog;
}

/** The app's next PUT /api/user/profile (the name saved at sign-up) and its status. */
function nextProfilePut(page: Page): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/profile' && r.request().method() === 'PUT');
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

test('sign up with a new email and a name, sign out, and sign in again', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  const localPart = email.split('@')[0]!;
  const name = `Sam Signup ${Date.now() % 100_000}`;
  const requests = recordApiRequests(page);
  await page.goto('/');
  const dialog = await openDialog(page);
  const emailField = dialog.getByRole('textbox', { name: 'Email' });
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await emailField.fill(email);

  // An email nobody uses: the signup step, with the address kept but no longer editable.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'signup');
  await expect(emailField).toBeDisabled();
  await expect(emailField).toHaveValue(email);
  const signUp = dialog.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);

  // The name other golfers see comes first; Sign Up waits for both the name and the password.
  const nameField = dialog.getByLabel('Your name');
  await expect(nameField).toBeFocused();
  await dialog.getByLabel('Create Password').fill(E2E_PASSWORD);
  await expect(signUp).toBeDisabled();
  await nameField.fill('   ');
  await expect(signUp, 'a name of spaces is empty').toBeDisabled();
  // The shared display-name rule, checked before any account is made.
  await nameField.fill('x'.repeat(41));
  await signUp.click();
  await expect(dialog.getByText('Must be at most 40 characters.')).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toHaveAttribute('data-step', 'signup');
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await nameField.fill(name);
  await expect(dialog.getByText('Must be at most 40 characters.')).toHaveCount(0);
  await expect(signUp).toBeEnabled();

  const created = nextMe(page);
  const saved = nextProfilePut(page);
  await signUp.click();
  await expect(dialog).toBeHidden();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('sign-in-button')).toHaveCount(0);
  const me = await created;
  expect(me.email).toBe(email);

  // The user menu and the public profile show the chosen name, never the email's local part.
  const menu = page.getByRole('button', { name: `Account menu for ${name}` });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('menu')).toContainText(name);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByTestId('screen-user-profile');
  await expect(profile).toContainText(name);
  await expect(profile).not.toContainText(localPart);
  const publicProfile = await request.get(`/api/users/${me._id}`);
  expect(((await publicProfile.json()) as { data: { displayName: string } }).data.displayName).toBe(name);
  // The Firebase account has it too.
  expect(await emulatorDisplayName(request, email)).toBe(name);

  // Sign out from the user menu: the Sign in button is back, the menu and the session are gone.
  await signOut(page);
  await expect(page.getByTestId('snackbar')).toContainText('Signed out.');
  await snap(page, 'auth-signed-out');
  const signedOutFrom = requests.length;
  expect(await signedRequests(requests.slice(0, signedOutFrom)), 'signed in, the app asked for the golfer with a token').toContain('/api/user/me');
  const mapAsked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bounded-courses');
  await page.reload();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await mapAsked;
  const whileSignedOut = requests.slice(signedOutFrom);
  expect(await signedRequests(whileSignedOut), 'no user-only or signed request once signed out').toEqual([]);

  // Sign in again: the email now has an account, so the login step; the same TPL user comes back.
  await openDialog(page);
  await emailField.fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'login');
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await dialog.getByLabel('Password').fill(E2E_PASSWORD);
  const again = nextMe(page);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  expect(await again).toMatchObject({ _id: me._id, displayName: name });
});

test('a name that cannot be saved at sign-up: the account exists, the dialog says so and saves it on the next try', async ({ page, consoleGuard }) => {
  const email = uniqueEmail('name-retry');
  const name = `Nia Retry ${Date.now() % 100_000}`;
  // The first PUT of the profile fails as a server fault would; the next goes through.
  let refused = 0;
  await page.route('**/api/user/profile', async (route) => {
    if (route.request().method() !== 'PUT' || refused > 0) return route.fallback();
    refused += 1;
    await route.fulfill({ status: 500, json: { status: 'error', message: 'Something went wrong on our side. Please try again.', data: null } });
  });
  consoleGuard.allowFailedResource(500, /\/api\/user\/profile$/);
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'signup');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('Create Password').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();

  // Signed in (the account exists), with the dialog still open to say what went wrong.
  await expect(dialog).toHaveAttribute('data-step', 'name');
  await expect(dialog.getByTestId('auth-error')).toHaveText(
    'Your account was created, but your name was not saved. Something went wrong on our side. Please try again.');
  await expect(dialog.getByTestId('auth-step-description')).toContainText('set it later in Edit profile');
  await expect(dialog.getByLabel('Your name')).toHaveValue(name);
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Skip for now' })).toBeEnabled();
  await expect(dialog.getByLabel('Create Password')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(refused).toBe(1);

  const saved = nextProfilePut(page);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
});

test('an email that gets its account while the dialog is at the signup step moves on to login', async ({ page, request, consoleGuard }) => {
  const email = uniqueEmail('late');
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'signup');

  // Meanwhile the address gets an account (another tab; or a project with email enumeration
  // protection, whose lookup never reveals an account). Go Back would only lead to signup again.
  const account = await emulatorAccount(request, email);
  consoleGuard.allowFailedResource(400, SIGN_UP_URL);
  await dialog.getByLabel('Your name').fill('Lee Late');
  await dialog.getByLabel('Create Password').fill('some-other-password');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'login');
  await expect(dialog.getByTestId('auth-info')).toHaveText('This email already has an account. Enter its password to sign in.');
  await expect(dialog.getByLabel('Password')).toHaveValue('');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a password reset through the emailed code: the new password signs in, the old one is refused', async ({ page, request, browser, consoleGuard }) => {
  const golfer = await emulatorAccount(request, uniqueEmail('reset'));
  const newPassword = 'tpl-e2e-new-password';
  await page.goto('/');
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(golfer.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'login');

  // Forgot it: Reset Password works with the password field empty.
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByTestId('auth-info')).toHaveText('Password reset email sent.');
  await expect(dialog).toHaveAttribute('data-step', 'login');
  const mail = await passwordResetEmail(request, golfer.email);
  expect(mail.oobLink).toContain(mail.oobCode);

  // The golfer follows the link in the email, in another window. The link is what the email
  // really carries, so it is what this test opens (rather than posting accounts:resetPassword with
  // the bare code, which would skip the link). In production it opens Firebase's hosted page where
  // the golfer types the new password; the emulator's page for it takes the password as
  // `newPassword` in the link instead, and runs the same reset operation on the code.
  const mailbox = await browser.newContext();
  const tab = await mailbox.newPage();
  const asks = await tab.goto(mail.oobLink);
  expect(asks?.status(), 'the link alone asks for the new password').toBe(400);
  expect(await tab.textContent('body')).toContain(`To reset the password for ${golfer.email}`);
  const reset = await tab.goto(`${mail.oobLink}&newPassword=${encodeURIComponent(newPassword)}`);
  expect(reset?.status()).toBe(200);
  expect(JSON.parse((await tab.textContent('body')) ?? '{}')).toMatchObject({ authEmulator: { success: 'The password has been successfully updated.', email: golfer.email } });
  // A reset link works once.
  const reused = await tab.goto(`${mail.oobLink}&newPassword=another-one`);
  expect(reused?.status()).toBe(400);
  await mailbox.close();

  // Back in the dialog: the old password is refused in plain words, the new one signs in.
  const password = dialog.getByLabel('Password');
  consoleGuard.allowFailedResource(400, SIGN_IN_WITH_PASSWORD_URL);
  await password.fill(golfer.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByTestId('auth-error')).toHaveText(WRONG_PASSWORD);
  await expect(dialog.getByTestId('auth-info')).toHaveCount(0);
  await password.fill(newPassword);
  const me = nextMe(page);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect((await me).email).toBe(golfer.email);
});

test('Google sign-in through the emulator popup signs a new golfer in, and the same account again later', async ({ page }) => {
  const email = uniqueEmail('google');
  const name = `Gina Google ${Date.now() % 100_000}`;
  await serveGapiStandIn(page.context());
  await page.goto('/');
  let dialog = await openDialog(page);

  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await opened;
  await expect(popup).toHaveURL(/\/emulator\/auth\/handler\?.*providerId=google\.com/);
  await expect(popup.getByText('Sign-in with Google.com')).toBeVisible();
  // While the popup is open the dialog waits for it: nothing else can be started.
  await expect(dialog.getByRole('button', { name: 'Waiting for Google…' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  const created = nextMe(page);
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();

  // The SDK closes the popup itself once the emulator has signed the account in.
  await popup.waitForEvent('close');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  const me = await created;
  expect(me).toMatchObject({ email, displayName: name });

  // Signed out and back with the same Google account, picked from the list this time.
  await signOut(page);
  dialog = await openDialog(page);
  const reopened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  const again = await reopened;
  const back = nextMe(page);
  await again.getByRole('listitem').filter({ hasText: email }).click();
  await again.waitForEvent('close');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect((await back)._id).toBe(me._id);
});

test('closing the Google popup leaves the dialog open, with nothing shown to the golfer', async ({ page }) => {
  await serveGapiStandIn(page.context());
  await page.goto('/');
  const dialog = await openDialog(page);
  const google = dialog.getByRole('button', { name: 'Sign in with Google' });

  const opened = page.waitForEvent('popup');
  await google.click();
  const popup = await opened;
  await expect(popup.getByText('Sign-in with Google.com')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Waiting for Google…' })).toBeDisabled();

  // Spec section 4: a cancelled popup is only logged. Firebase notices the closed window and
  // gives up a few seconds later (auth/popup-closed-by-user).
  const logged = page.waitForEvent('console', { predicate: (m) => m.type() === 'info' && m.text().includes('auth/popup-closed-by-user'), timeout: 30_000 });
  await popup.close();
  await logged;
  await expect(google).toBeEnabled();
  await expect(dialog).toHaveAttribute('data-step', 'waiting');
  await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
});

test('signed out, the played, wishlist and watchlist actions open the sign-in dialog, and no user-only call is made', async ({ page, request }) => {
  const res = await request.get('/api/courses', { params: { pageSize: 1 } });
  const courseId = ((await res.json()) as { data: { items: { _id: string }[] } }).data.items[0]!._id;
  const requests = recordApiRequests(page);
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId('course-detail')).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();

  const dialog = page.getByTestId('auth-dialog');
  for (const action of ['action-played', 'action-wishlist', 'action-watchlist']) {
    await page.getByTestId(action).click();
    await expect(dialog, `${action} opens the sign-in dialog`).toBeVisible();
    await expect(dialog).toHaveAttribute('data-step', 'waiting');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  // The page did talk to the API (the course), just never to a user-only endpoint, and never signed.
  expect(requests.map((r) => r.path), 'the course page reads its course').toContainEqual(expect.stringMatching(/^\/api\/(courses|bounded-courses)/));
  expect(await signedRequests(requests)).toEqual([]);
});
