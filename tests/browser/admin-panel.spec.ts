/**
 * Issue 24, panelists and the admin console: a golfer applies on their profile's panelist card, an
 * admin approves in the console with a reason, the golfer sees Approved with the reason and the
 * Panelist badge; the admin disables a golfer and their profile is gone. Issue 32: a disabled
 * golfer who signs in is told so, with how to appeal, and can sign out; Deny and Revoke ask first.
 * Screenshots of the panelist card, the disabled screen and each console tab in every look.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount, type Account, type Golfer } from './support/accounts';
import { E2E_SUPPORT_EMAIL } from './support/constants';
import { expect, test } from './support/fixtures';
import { waitForClusters } from './support/map-driver';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
}

const auth = (a: Account) => ({ Authorization: `Bearer ${a.idToken}` });

async function applyByApi(request: APIRequestContext, g: Golfer, message: string): Promise<void> {
  const res = await request.post('/api/panelist', { headers: auth(g.account), data: { message } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function displayName(request: APIRequestContext, g: Golfer): Promise<string> {
  return ((await (await request.get(`/api/users/${g.id}`)).json()) as { data: { displayName: string } }).data.displayName;
}

test('apply, approve in the console, see Approved with the reason and the badge; a disabled golfer\'s profile is gone', async ({ page, request, consoleGuard }) => {
  test.setTimeout(180_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const golfer = await newGolfer(request, 'panelist');
  const name = await displayName(request, golfer);

  // The golfer applies on their own profile.
  await openSignedIn(page, golfer.account, `/users/${golfer.id}`);
  const card = page.getByTestId('panelist-card');
  await expect(card.getByTestId('panelist-status')).toHaveText('Not Sent');
  await card.getByTestId('panelist-message-input').fill('I have played 120 courses in 14 countries.');
  await card.getByTestId('panelist-send').click();
  await expect(card.getByTestId('panelist-status')).toHaveText('Pending');
  await expect(card.getByTestId('panelist-message')).toHaveText('I have played 120 courses in 14 countries.');
  await signOut(page);

  // The admin approves it in the console.
  await openSignedIn(page, admin, '/admin');
  const request_ = page.getByTestId('panelist-request').filter({ hasText: name });
  await expect(request_).toContainText('I have played 120 courses in 14 countries.');
  await request_.getByTestId('decision-reason').fill('Welcome to the panel!');
  await request_.getByTestId('approve-request').click();
  await expect(page.getByTestId('snackbar')).toContainText(`${name}: Approved.`);
  await expect(page.getByTestId('panelist-request').filter({ hasText: name })).toHaveCount(0);

  // Revoke asks first (Cancel changes nothing); a revoked panelist is approved again at once (issue 32).
  const filter = (label: string) => page.getByRole('radiogroup', { name: 'Requests to show' }).getByText(label, { exact: true }).click();
  await filter('Approved');
  await page.getByTestId('request-search').fill(name);
  const approved = page.getByTestId('panelist-request').filter({ hasText: name });
  await approved.getByTestId('decision-reason').fill('Clicked the wrong golfer.');
  await approved.getByTestId('revoke-panelist').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Revoke this panelist?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(approved.getByText('Approved', { exact: true })).toBeVisible();
  await approved.getByTestId('revoke-panelist').click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `${name}: Denied.` })).toBeVisible();
  await filter('Denied');
  const denied = page.getByTestId('panelist-request').filter({ hasText: name });
  await denied.getByTestId('decision-reason').fill('Welcome to the panel!');
  await denied.getByTestId('approve-request').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `${name}: Approved.` }).last()).toBeVisible();
  await expect(denied).toHaveCount(0);
  await signOut(page);

  // The golfer sees Approved, the reason and the badge.
  await openSignedIn(page, golfer.account, `/users/${golfer.id}`);
  await expect(card.getByTestId('panelist-status')).toHaveText('Approved');
  await expect(card.getByTestId('panelist-reason')).toContainText('Welcome to the panel!');
  await expect(page.getByTestId('screen-user-profile').getByTestId('panelist-badge')).toBeVisible();
  await page.goto('/panelists');
  await expect(page.getByTestId('panelist-roster')).toContainText(name);
  await signOut(page);

  // The admin disables another golfer; their profile is gone, and the audit log has both actions.
  const other = await newGolfer(request, 'disabled');
  await openSignedIn(page, admin, '/admin?tab=golfers');
  await page.getByTestId('golfer-search').fill(other.account.email);
  await expect(page.getByTestId('golfer-row')).toHaveCount(1);
  await expect(page.getByTestId('golfer-row')).toContainText(other.account.email);
  await page.getByTestId('golfer-row').click();
  const account = page.getByTestId('golfer-account');
  await account.getByTestId('admin-reason').fill('Spam lists');
  await account.getByTestId('action-disable').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(account.getByTestId('disabled-badge')).toBeVisible();
  await page.getByTestId('admin-tab-audit').click();
  await expect(page.getByTestId('audit-entry').first()).toContainText('user.disable');
  await expect(page.getByTestId('audit-log')).toContainText('panelist.approve');
  consoleGuard.allowFailedResource(404, new RegExp(`/api/users/${other.id}$`));
  await page.goto(`/users/${other.id}`);
  await expect(page.getByTestId('screen-user-profile')).toContainText('Golfer not found.');
  // Their token is refused at once.
  expect((await request.get('/api/user/me', { headers: auth(other.account) })).status()).toBe(403);
});

test('the panelist card and the admin console\'s tabs: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const golfer = await newGolfer(request, 'look');
  await applyByApi(request, golfer, 'Forty years of golf, 212 courses played, member at two links clubs. I keep careful notes of every round.');

  await openSignedIn(page, golfer.account, `/users/${golfer.id}`);
  const card = page.getByTestId('panelist-card');
  await expect(card.getByTestId('panelist-status')).toHaveText('Pending');
  await inEachLook(page, async (look) => {
    await card.scrollIntoViewIfNeeded();
    await snap(page, `panelist-card-${look}`);
    expect(describeFindings(`panelist card ${look}`, await axeFindings(page, { include: ['[data-testid="panelist-card"]'] }))).toEqual([]);
  });
  await signOut(page);

  await openSignedIn(page, admin, '/admin');
  await expect(page.getByTestId('panelist-request').first()).toBeVisible();
  await inEachLook(page, async (look) => {
    // Every tab's label shows whole: none is scrolled off or clipped to its first letter (issue 32).
    for (const tab of await page.getByRole('tablist').getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await snap(page, `admin-requests-${look}`);
    expect(describeFindings(`admin requests ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
  await page.getByTestId('admin-tab-golfers').click();
  await page.getByTestId('golfer-search').fill(golfer.account.email);
  await expect(page.getByTestId('golfer-row')).toHaveCount(1);
  await expect(page.getByTestId('golfer-row')).toContainText(golfer.account.email);
  await page.getByTestId('golfer-row').click();
  await expect(page.getByTestId('golfer-account')).toContainText(golfer.account.email);
  await inEachLook(page, async (look) => {
    await snap(page, `admin-golfer-${look}`);
    expect(describeFindings(`admin golfer ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
  await page.getByTestId('admin-tab-audit').click();
  await expect(page.getByTestId('audit-log').or(page.getByText('No entries.'))).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `admin-audit-${look}`);
    expect(describeFindings(`admin audit ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
  await page.getByTestId('admin-tab-courses').click();
  await expect(page.getByRole('textbox', { name: 'Search courses' })).toBeVisible();
});

test('a golfer who is not an admin sees a clear refusal', async ({ page, request }) => {
  const golfer = await newGolfer(request, 'not-admin');
  await openSignedIn(page, golfer.account, '/admin');
  await expect(page.getByTestId('admin-refusal')).toContainText('Only admins can open the admin console.');
});

test('a disabled golfer who signs in is told so, with how to appeal, and signs out (light, dark, 390 px)', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const golfer = await newGolfer(request, 'disabled-screen');
  const res = await request.post(`/api/admin/users/${golfer.id}/disable`, { headers: auth(admin), data: { reason: 'Spam lists' } });
  expect(res.ok(), await res.text()).toBe(true);

  // Every call the signed-in page makes answers 403: the browser logs each as a failed resource.
  consoleGuard.allowFailedResource(403, /\/api\//);
  await openSignedIn(page, golfer.account, '/admin');
  const screen = page.getByTestId('account-disabled');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading')).toHaveText('This account has been disabled');
  await expect(screen).toContainText(golfer.account.email);
  const appeal = screen.getByRole('link', { name: E2E_SUPPORT_EMAIL });
  await expect(appeal).toHaveAttribute('href', new RegExp(`^mailto:${E2E_SUPPORT_EMAIL}\\?subject=`));
  // Not the console's "not an admin", nor anything else behind it.
  await expect(page.getByTestId('admin-refusal')).toHaveCount(0);
  expect(describeFindings('disabled screen light', await axeFindings(page, { include: ['[data-testid="account-disabled"]'] }))).toEqual([]);
  await snap(page, 'account-disabled-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(describeFindings('disabled screen dark', await axeFindings(page, { include: ['[data-testid="account-disabled"]'] }))).toEqual([]);
  await snap(page, 'account-disabled-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(screen.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  await snap(page, 'account-disabled-narrow');

  await screen.getByRole('button', { name: 'Sign out' }).click();
  await expect(screen).toBeHidden();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await page.goto('/');
  await waitForClusters(page, 1);
});
