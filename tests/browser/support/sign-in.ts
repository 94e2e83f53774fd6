/** Signing in the way a golfer does: the top bar's Sign in button and the 'Log in or sign up' dialog. */
import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts';

export async function signInThroughDialog(page: Page, account: Account): Promise<void> {
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'login');
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
