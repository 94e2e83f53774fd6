/**
 * Notifications in the browser (issue 35): the bell counts what is unread; its panel lists it,
 * newest first, a grouped entry expands to its golfers; Mark all read clears the count; a follow
 * made elsewhere arrives live, without a reload; an entry opens what it is about; the settings
 * screen saves a channel, and push on this device says why the browser refused. The panel and
 * the settings in light, dark and 390 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';
import { call, named } from './support/trip-api';

const bell = (page: Page) => page.getByTestId('notification-bell');
const count = (page: Page) => page.getByTestId('notification-count');
const entries = (page: Page) => page.getByTestId('notification-panel').getByTestId('notification');

test('the bell: counts, lists, groups, reads, arrives live, opens, and its settings save', async ({ page, request }) => {
  test.setTimeout(180_000);
  const me = await named(request, 'bell-me', 'Nora');
  const olly = await named(request, 'bell-olly', 'Olly');
  const finn = await named(request, 'bell-finn', 'Finn');
  const gus = await named(request, 'bell-gus', 'Gus');
  await call(request, olly, 'POST', `/users/${me.id}/follow`);
  await call(request, gus, 'POST', `/users/${me.id}/follow`);
  const trip = await call<{ _id: string }>(request, olly, 'POST', '/lists/trip', { name: 'Fife in May', startDate: '2027-05-03', endDate: '2027-05-05', companions: [me.id] });

  await openSignedIn(page, me.account, '/');
  await expect(count(page)).toHaveText('2');
  await bell(page).click();
  await expect(entries(page)).toHaveText([/Olly invited you on “Fife in May”/, /Gus and Olly followed you/]);
  await entries(page).nth(1).getByTestId('notification-expand').click();
  await expect(entries(page).nth(1).getByRole('link')).toHaveText(['Gus', 'Olly']);

  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('notification-panel')).toBeVisible();
    await snap(page, `notifications-panel-${look}`);
  });
  expect(describeFindings('notification panel', await axeFindings(page, { include: ['[data-testid="notification-panel"]'] }))).toEqual([]);

  await page.getByTestId('notifications-read-all').click();
  await expect(count(page)).toHaveCount(0);
  await expect(entries(page).first()).toHaveAttribute('data-read', 'true');

  // Made elsewhere, it arrives on the open page: the count and the panel, no reload.
  await call(request, finn, 'POST', `/users/${me.id}/follow`);
  await expect(count(page)).toHaveText('1');
  await expect(entries(page).first()).toHaveText(/Finn followed you/);
  await expect(entries(page).first()).toHaveAttribute('data-read', 'false');

  // An entry opens what it is about.
  await entries(page).filter({ hasText: 'Fife in May' }).click();
  await expect(page).toHaveURL(new RegExp(`/trip-planner/${trip._id}$`));

  // The settings: a channel saved survives a reload.
  await bell(page).click();
  await page.getByTestId('notification-settings-link').click();
  const followEmail = page.getByTestId('notify-follow-email');
  await expect(followEmail).not.toHaveAttribute('data-state', 'checked');
  await expect(page.getByTestId('notify-trip.invited-email')).toHaveAttribute('data-state', 'checked');
  await followEmail.click();
  await expect(followEmail).toHaveAttribute('data-state', 'checked');
  await page.reload();
  await expect(page.getByTestId('notify-follow-email')).toHaveAttribute('data-state', 'checked');
  // Push on this device asks the browser first; refused (headless Chromium refuses), it says why.
  await page.getByTestId('push-device').click();
  await expect(page.getByTestId('push-device-note')).toHaveText(/did not allow notifications|blocks notifications/);
  await expect(page.getByTestId('push-device')).not.toHaveAttribute('data-state', 'checked');
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('notification-settings')).toBeVisible();
    await snap(page, `notification-settings-${look}`);
  });
});
