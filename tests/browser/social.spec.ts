/** Issue 4 through the UI: sign up, follow with counts on both profiles, the invite link end to end. */
import type { Page } from '@playwright/test';
import { currentUser, emulatorAccount, uniqueEmail } from './support/accounts';
import { E2E_PASSWORD } from './support/constants';
import { expect, test } from './support/fixtures';
import { snap } from './support/screens';
import { openSignedIn } from './support/session';

async function signUpThroughDialog(page: Page, email: string, name: string) {
  const dialog = page.getByTestId('auth-dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveAttribute('data-step', 'signup');
  await expect(dialog.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('Create Password').fill(E2E_PASSWORD);
  await snap(page, 'sign-up-create-password');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}

test('following a golfer changes the counts on both profiles', async ({ page, request }) => {
  const alice = await emulatorAccount(request, uniqueEmail('alice'));
  const bob = await emulatorAccount(request, uniqueEmail('bob'));
  const aliceId = (await currentUser(request, alice))._id;
  const bobId = (await currentUser(request, bob))._id;

  await openSignedIn(page, alice, '/');
  await page.goto(`/users/${bobId}`);
  const followers = page.getByTestId('count-followers');
  await expect(followers).toContainText('0');
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText('Unfollow');
  await expect(followers).toContainText('1');
  await snap(page, 'profile-followed');

  await page.goto(`/users/${aliceId}`);
  await expect(page.getByTestId('count-following')).toContainText('1');
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();

  await page.goto(`/users/${bobId}`);
  await page.getByTestId('follow-button').click();
  await expect(page.getByTestId('follow-button')).toHaveText('Follow');
  await expect(followers).toContainText('0');
});

test('an invite link from one account makes a new account follow the inviter', async ({ page, browser, request, baseURL }) => {
  const inviter = await emulatorAccount(request, uniqueEmail('inviter'));
  const inviterId = (await currentUser(request, inviter))._id;

  // The inviter copies the link from 'Refer a Friend'.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await openSignedIn(page, inviter, '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Refer a friend' }).click();
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]{8}$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Copied to clipboard');
  await snap(page, 'refer-dialog');

  // A newcomer opens it signed out, sees who invited them, and signs up.
  const newcomer = await browser.newContext();
  const guest = await newcomer.newPage();
  await guest.goto(url);
  await expect(guest.getByTestId('inviter')).toContainText('invited you');
  await guest.getByTestId('invite-sign-up').click();
  await signUpThroughDialog(guest, uniqueEmail('newcomer'), 'Nico Newcomer');
  await expect(guest.getByTestId('snackbar')).toContainText('You now follow');

  const followers = await request.get(`/api/user/${inviterId}/followers`);
  expect(((await followers.json()) as { data: { total: number } }).data.total).toBe(1);
  await newcomer.close();
});
