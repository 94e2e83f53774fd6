/**
 * Block and report in the browser (issue 35): a golfer reports another from their profile and
 * blocks them (asked first; back to the map; listed under Blocked golfers, where Unblock is); the
 * blocked golfer can no longer read the profile; the report reaches the admins' Reports tab, an
 * admin dismisses it, and the reporter is told it was handled. The dialog and the tab in light,
 * dark and 390 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_EMAIL, verifiedEmulatorAccount, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';
import { call, named } from './support/trip-api';

const get = async (request: APIRequestContext, account: Account, path: string) =>
  request.get(`/api${path}`, { headers: { Authorization: `Bearer ${account.idToken}` } });

test('report and block a golfer from their profile; the report reaches the admins', async ({ page, request }) => {
  test.setTimeout(180_000);
  const rita = await named(request, 'safety-rita', 'Rita');
  const troy = await named(request, 'safety-troy', 'Troy');
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  await call(request, troy, 'POST', `/users/${rita.id}/follow`);
  const reason = `Sends me rude messages about my lists (${Date.now()})`;

  await openSignedIn(page, rita.account, `/users/${troy.id}`);
  await page.getByTestId('golfer-safety-menu').click();
  await page.getByTestId('report-golfer').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByTestId('report-submit').click();
  await expect(dialog.getByText('Say what is wrong.')).toBeVisible();
  await dialog.getByTestId('report-reason').fill(reason);
  await inEachLook(page, async (look) => {
    await expect(dialog).toBeVisible();
    await snap(page, `report-dialog-${look}`);
  });
  await dialog.getByTestId('report-submit').click();
  await expect(page.getByText('Thank you: an admin will look at your report.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByTestId('golfer-safety-menu').click();
  await page.getByTestId('block-golfer').click();
  await page.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('Troy is blocked.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Troy can no longer read Rita's profile, and Troy's follow is gone from Rita's bell.
  expect((await get(request, troy.account, `/users/${rita.id}`)).status()).toBe(404);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-blocked').click();
  await expect(page.getByTestId('blocked-golfer')).toHaveText([/Troy/]);

  // The admin finds the report with its reason and dismisses it; Rita is told it was handled.
  await openSignedIn(page, admin, '/admin?tab=reports');
  const card = page.getByTestId('report-card').filter({ hasText: reason });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Golfer Troy');
  await inEachLook(page, async (look) => {
    await expect(card).toBeVisible();
    await snap(page, `admin-reports-${look}`);
  });
  await card.getByTestId('report-dismiss').click();
  await page.getByTestId('reason-input').fill('Nothing rude in what Rita showed us.');
  await page.getByTestId('reason-confirm').click();
  await expect(page.getByText('Report dismissed.')).toBeVisible();
  await expect(page.getByTestId('report-card').filter({ hasText: reason })).toHaveCount(0);
  const inbox = await (await get(request, rita.account, '/notifications')).json();
  expect(inbox.data.items.map((n: { text: string }) => n.text)).toContain('Thank you: a moderator looked at your report');
});
