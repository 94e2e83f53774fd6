/**
 * Every step of the 'Log in or sign up' dialog, with the spec's texts (sections 2, 4, 5 and 8),
 * photographed for people to look at (test-results/screenshots/auth-{look}-*.png) in light and
 * dark mode and on a 390x844 phone: waiting, signup (empty, then a name too long), login, a wrong
 * password, reset sent, and the Google popup; and the step a sign-up goes to when its name cannot
 * be saved. Each step is also checked with axe (contrast included), inside the dialog.
 */
import { E2E_PASSWORD, emulatorAccount, SIGN_IN_WITH_PASSWORD_URL, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { serveGapiStandIn } from './support/gapi-stand-in';
import { axeFindings, describeFindings, inEachLook, LOOKS, snap } from './support/screens';

test('every step of the sign-in dialog: light, dark and 390 px', async ({ page, request, consoleGuard }) => {
  test.setTimeout(180_000);
  const golfer = await emulatorAccount(request, uniqueEmail('looks'));
  await serveGapiStandIn(page.context());
  await page.goto('/');
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('auth-dialog');
  const email = dialog.getByRole('textbox', { name: 'Email' });
  const shot = (step: string, also?: () => Promise<void>) => inEachLook(page, async (look) => {
    await also?.();
    await snap(page, `auth-${look}-${step}`);
    const findings = await axeFindings(page, { include: ['[data-testid="auth-dialog"]'] });
    expect.soft(describeFindings(`${look} ${step}`, findings), `axe on the dialog: ${step}`).toEqual([]);
  });
  // The dialog keeps its name on every step; a line under the title says what the step wants.
  const named = page.getByRole('dialog', { name: 'Log in or sign up' });
  const description = dialog.getByTestId('auth-step-description');

  // waiting: email field, Continue, 'Sign in with Google'.
  await expect(dialog).toHaveAttribute('data-step', 'waiting');
  await expect(named).toBeVisible();
  await expect(description).toHaveText('Enter your email to sign in or create your account.');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('type', 'email');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  await shot('1-waiting');

  // signup: disabled email, 'Your name', 'Create Password', Go Back, Sign Up (disabled while
  // the name or the password is empty).
  await email.fill(uniqueEmail('looks-new'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'signup');
  await expect(named).toBeVisible();
  await expect(description).toHaveText('New here? Choose your name and a password to create your account.');
  await expect(email).toBeDisabled();
  const name = dialog.getByLabel('Your name');
  await expect(name).toBeFocused();
  await expect(dialog.getByText('What other golfers see. Up to 40 characters.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  await shot('2-signup', async () => {
    // The fields line up: one left edge and one width for email, name and password.
    const boxes = await Promise.all([email, name, dialog.getByLabel('Create Password')].map(async (f) => (await f.boundingBox())!));
    for (const box of boxes.slice(1)) expect(box).toMatchObject({ x: boxes[0]!.x, width: boxes[0]!.width, height: boxes[0]!.height });
  });

  // A name the shared rule refuses, said under the field.
  await name.fill('x'.repeat(41));
  await dialog.getByLabel('Create Password').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('Must be at most 40 characters.')).toBeVisible();
  await expect(dialog).toHaveAttribute('data-step', 'signup');
  await shot('2b-signup-name-error');

  // Go Back returns to waiting; an email with an account goes to login: disabled email,
  // password, Go Back, Reset Password, Sign In (disabled while empty).
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'waiting');
  await expect(email).toBeEnabled();
  await email.fill(golfer.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'login');
  await expect(named).toBeVisible();
  await expect(description).toHaveText('Welcome back. Enter your password to sign in.');
  await expect(email).toBeDisabled();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  for (const label of ['Go Back', 'Reset Password']) await expect(dialog.getByRole('button', { name: label })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await dialog.getByLabel('Password').fill('not-the-password');
  await shot('3-login');

  // An identity-service error, in words, in the dialog.
  consoleGuard.allowFailedResource(400, SIGN_IN_WITH_PASSWORD_URL);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByTestId('auth-error')).toHaveText('That password is not right. Try again, or reset it.');
  await shot('4-error');

  // Password reset sent (spec section 8).
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByTestId('auth-info')).toHaveText('Password reset email sent.');
  await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
  await shot('5-reset-sent');

  // The Google popup (the Auth emulator's account chooser), and the dialog waiting behind it.
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(dialog.getByTestId('auth-info')).toHaveCount(0);
  const opened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await opened;
  await expect(popup.getByText('Sign-in with Google.com')).toBeVisible();
  // Only the Google button says it is waiting; Continue is merely unavailable.
  await expect(dialog.getByRole('button', { name: 'Waiting for Google…' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('data-loading');
  await shot('6-google-waiting');
  // The popup is the emulator's page, not the app's: only photographed in each look.
  for (const { look, use } of LOOKS) {
    await popup.emulateMedia({ colorScheme: use.colorScheme });
    await popup.setViewportSize(use.viewport);
    await snap(popup, `auth-${look}-7-google-popup`);
  }
  await popup.close();
});

test('a sign-up whose name cannot be saved yet: light, dark and 390 px', async ({ page, consoleGuard }) => {
  test.setTimeout(120_000);
  await page.route('**/api/user/profile', (route) => route.request().method() === 'PUT'
    ? route.fulfill({ status: 503, json: { status: 'error', message: 'TPL is busy right now. Please try again in a moment.', data: null } })
    : route.fallback());
  consoleGuard.allowFailedResource(503, /\/api\/user\/profile$/);
  await page.goto('/');
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('looks-name'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Your name').fill('Lou Looks');
  await dialog.getByLabel('Create Password').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'name');
  await expect(dialog.getByTestId('auth-error')).toContainText('Your account was created, but your name was not saved.');
  await inEachLook(page, async (look) => {
    await snap(page, `auth-${look}-8-name-not-saved`);
    const findings = await axeFindings(page, { include: ['[data-testid="auth-dialog"]'] });
    expect.soft(describeFindings(`${look} name-not-saved`, findings), 'axe on the dialog: name not saved').toEqual([]);
  });
  // Skipping closes the dialog; the golfer is signed in and can name themselves in Edit profile.
  await dialog.getByRole('button', { name: 'Skip for now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
