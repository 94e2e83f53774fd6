/** Signing in through the 'Log in or sign up' dialog, with an account made in the Auth emulator. */
import { emulatorAccount, SIGN_IN_WITH_PASSWORD_URL, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { snap } from './support/screens';

test('signing in through the dialog works, and a wrong password is explained in it', async ({ page, request, consoleGuard }) => {
  const golfer = await emulatorAccount(request, uniqueEmail('golfer'));
  await page.goto('/');

  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-step', 'waiting');
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(golfer.email);
  await snap(page, 'sign-in-1-email');

  // The email has an account: the login step.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'login');
  await expect(dialog.getByRole('heading', { name: 'Log in or sign up' })).toBeVisible();
  await expect(dialog.getByTestId('auth-step-description')).toHaveText('Welcome back. Enter your password to sign in.');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(golfer.email);
  const password = dialog.getByLabel('Password');

  // A wrong password: the emulator answers 400, the dialog says so in words.
  consoleGuard.allowFailedResource(400, SIGN_IN_WITH_PASSWORD_URL);
  await password.fill('not-the-password');
  await snap(page, 'sign-in-2-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByTestId('auth-error')).toHaveText('That password is not right. Try again, or reset it.');
  await expect(dialog).toHaveAttribute('data-step', 'login');
  await snap(page, 'sign-in-3-wrong-password');

  await password.fill(golfer.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeHidden();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await snap(page, 'sign-in-4-signed-in');
  await page.keyboard.press('Escape');
});
