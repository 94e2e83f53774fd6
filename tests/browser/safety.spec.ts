/**
 * Block and report in the browser (issue 35): a golfer reports another from their profile and
 * blocks them (asked first; back to the map; listed under Blocked golfers, where Unblock is); the
 * blocked golfer can no longer read the profile; the report reaches the admins' Reports tab, an
 * admin dismisses it, and the reporter is told it was handled. The dialog and the tab in light,
 * dark and 390 px. Another golfer's list, a note on it and a trip they invited you on each have a
 * Report too, and each report reaches the admins as that kind of thing.
 */
import type { APIRequestContext } from '@playwright/test';
import { courseIdByName, E2E_ADMIN_EMAIL, verifiedEmulatorAccount, type Account } from './support/accounts';
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

test("report another golfer's list, a note on it, and a trip they invited you on", async ({ page, request }) => {
  test.setTimeout(120_000);
  const [rita, troy] = await Promise.all([named(request, 'report-things-rita', 'Rita'), named(request, 'report-things-troy', 'Troy')]);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const stamp = Date.now();
  const course = await courseIdByName(request, 'Kingsbarns Golf Links');
  const list = await call<{ _id: string }>(request, troy, 'POST', '/lists', { name: `Troy's links ${stamp}`, kind: 'course', type: 'beauty' });
  await call(request, troy, 'POST', `/lists/${list._id}/add-item`, { listItem: { course, bucket: 'loved', note: 'An insult to the greenkeepers' } });
  await call(request, troy, 'POST', `/users/${rita.id}/follow`);
  const trip = await call<{ _id: string }>(request, troy, 'POST', '/lists/trip', { name: `Troy's Fife week ${stamp}`, startDate: '2027-07-05', endDate: '2027-07-08', companions: [rita.id] });

  const report = async (button: string, reason: string) => {
    await page.getByTestId(button).click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.getByTestId('report-reason').fill(reason);
    await dialog.getByTestId('report-submit').click();
    await expect(page.getByText('Thank you: an admin will look at your report.').last()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  };
  await openSignedIn(page, rita.account, `/lists/${list._id}`);
  await expect(page.getByTestId('list-item-note')).toHaveText('An insult to the greenkeepers');
  await inEachLook(page, async (look) => {
    await expect(page.getByRole('button', { name: 'Report the note on Kingsbarns Golf Links' })).toBeVisible();
    await snap(page, `report-list-${look}`);
  });
  await report('report-note', `The note is abusive ${stamp}`);
  await report('report-list', `The list is spam ${stamp}`);
  await page.goto(`/trip-planner/${trip._id}`);
  await expect(page.getByTestId('trip-planner')).toHaveAttribute('data-role', 'invited');
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('report-trip')).toBeVisible();
    await snap(page, `report-trip-${look}`);
  });
  await report('report-trip', `The trip is a scam ${stamp}`);

  const queue = await (await get(request, admin, '/admin/reports?status=open&pageSize=100')).json();
  const mine = (queue.data.items as { reason: string; subject: { kind: string } }[]).filter((r) => r.reason.endsWith(String(stamp)));
  expect(mine.map((r) => [r.subject.kind, r.reason]).sort()).toEqual([
    ['list', `The list is spam ${stamp}`], ['note', `The note is abusive ${stamp}`], ['trip', `The trip is a scam ${stamp}`],
  ]);
});
