/**
 * Issue 24, moderation: an admin hides a list (and a note) in the console with a reason; the owner
 * reads the reason on the list and their profile's row, another golfer no longer finds it. A golfer
 * suggests a correction from the course card, an admin accepts it, the card shows the new value and
 * the golfer's profile credits them. Screenshots of each screen in every look.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createCourse, E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount, type Account, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

const auth = (a: Account) => ({ Authorization: `Bearer ${a.idToken}` });
const unique = () => Math.random().toString(36).slice(2, 8);

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
}

async function newCourse(request: APIRequestContext, admin: Account, name: string) {
  return createCourse(request, admin, {
    club_name: name, architects: ['Tom Doak'], year_established: 2001, club_membership: 'PUBLIC', continent: 'EUROPE',
    location: { lat: 56.3, lng: -2.8 }, address: { country: 'Scotland', province: 'Fife', city: 'Elie' }, peak_green_fee: 150,
  });
}

/** A public list of `owner`'s holding `courseId` with a note; answers the list's and the item's ids. */
async function listWithNote(request: APIRequestContext, owner: Golfer, name: string, courseId: string, note: string) {
  const created = await request.post('/api/lists', { headers: auth(owner.account), data: { name, kind: 'course', type: 'custom' } });
  expect(created.status(), await created.text()).toBe(201);
  const listId = ((await created.json()) as { data: { _id: string } }).data._id;
  const added = await request.post(`/api/lists/${listId}/add-item`, { headers: auth(owner.account), data: { listItem: { course: courseId, bucket: 'loved', note } } });
  expect(added.status(), await added.text()).toBe(201);
  return { listId, itemId: ((await added.json()) as { data: { items: { _id: string }[] } }).data.items[0]!._id };
}

test('an admin hides a list and a note: the owner reads why, another golfer no longer sees it', async ({ page, request, consoleGuard }) => {
  test.setTimeout(180_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const owner = await newGolfer(request, 'moderated-owner');
  const other = await newGolfer(request, 'moderated-other');
  const course = await newCourse(request, admin, `E2E Moderated Links ${unique()}`);
  const listName = `Rude list ${unique()}`;
  const { listId } = await listWithNote(request, owner, listName, course._id, 'A rude note about the greenkeeper');

  // The admin finds the owner's list in the console and hides it and the note, each with a reason.
  await openSignedIn(page, admin, '/admin?tab=lists');
  await page.getByTestId('lists-golfer-search').fill(owner.account.email);
  await page.getByTestId('lists-golfer-option').first().click();
  await expect(page.getByTestId('admin-list-row')).toHaveCount(1);
  await page.getByTestId('admin-list-row').click();
  const view = page.getByTestId('admin-list-view');
  await expect(view.getByTestId('admin-list-name')).toHaveText(listName);
  await view.getByTestId('hide-list').click();
  const dialog = page.getByTestId('reason-dialog');
  await dialog.getByTestId('reason-confirm').click();
  await expect(dialog).toContainText('Give a reason.');
  await dialog.getByTestId('reason-input').fill('The list name insults another golfer.');
  await dialog.getByTestId('reason-confirm').click();
  await expect(page.getByTestId('snackbar')).toContainText('List hidden.');
  await expect(view.getByTestId('hidden-banner')).toContainText('The list name insults another golfer.');
  await view.getByTestId('hide-note').click();
  await page.getByTestId('reason-dialog').getByTestId('reason-input').fill('Personal attack.');
  await page.getByTestId('reason-dialog').getByTestId('reason-confirm').click();
  await expect(view.getByTestId('hidden-note')).toContainText('Personal attack.');
  await signOut(page);

  // The owner reads the reason on the list and on their profile's row; the note shows with its reason.
  // (Signed out, the page first asks for the list as everyone else does: 404, since it is hidden.)
  consoleGuard.allowFailedResource(404, new RegExp(`/api/lists/${listId}$`));
  await openSignedIn(page, owner.account, `/lists/${listId}`);
  await expect(page.getByTestId('hidden-banner')).toContainText('The list name insults another golfer.');
  await expect(page.getByTestId('list-item-note')).toHaveText('A rude note about the greenkeeper');
  await expect(page.getByTestId('hidden-note')).toContainText('Personal attack.');
  await page.goto(`/users/${owner.id}`);
  const row = page.locator(`[data-list-id="${listId}"]`);
  await expect(row.getByTestId('hidden-badge')).toBeVisible();
  await expect(row.getByTestId('hidden-reason')).toContainText('The list name insults another golfer.');
  await signOut(page);

  // Another golfer: the list is gone from the profile, and its page says it is private or gone.
  await openSignedIn(page, other.account, `/users/${owner.id}`);
  await expect(page.getByTestId('screen-user-profile')).toBeVisible();
  await expect(page.locator(`[data-list-id="${listId}"]`)).toHaveCount(0);
  await page.goto(`/lists/${listId}`);
  await expect(page.getByTestId('list-not-found')).toBeVisible();
});

test('a golfer suggests a correction from the card; an admin accepts it; the card and the profile show it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const golfer = await newGolfer(request, 'corrector');
  const name = `E2E Corrected Links ${unique()}`;
  const course = await newCourse(request, admin, name);

  await openSignedIn(page, golfer.account, `/courses/${course._id}`);
  const card = page.getByTestId('course-card');
  await expect(card.getByTestId('course-byline')).toContainText('Est. 2001');
  await card.getByTestId('suggest-correction').click();
  const dialog = page.getByTestId('correction-dialog');
  await expect(dialog.getByTestId('correction-year')).toHaveValue('2001');
  // Nothing changed: the form says so and sends nothing.
  await dialog.getByTestId('send-correction').click();
  await expect(dialog.getByTestId('correction-form-error')).toContainText('Change at least one value');
  // A bad value is named under its field.
  await dialog.getByTestId('correction-year').fill('1200');
  await dialog.getByTestId('send-correction').click();
  await expect(dialog).toContainText(/too small|at least|>=/i);
  await dialog.getByTestId('correction-year').fill('1999');
  await dialog.getByTestId('correction-note').fill('The club history page says 1999.');
  await dialog.getByTestId('send-correction').click();
  await expect(page.getByTestId('snackbar')).toContainText('an admin will look at your suggestion');
  await signOut(page);

  await openSignedIn(page, admin, '/admin?tab=corrections');
  const suggestion = page.getByTestId('correction-card').filter({ hasText: name });
  await expect(suggestion.getByTestId('correction-diff')).toContainText('2001');
  await expect(suggestion.getByTestId('correction-diff')).toContainText('1999');
  await suggestion.getByTestId('accept-correction').click();
  await page.getByTestId('reason-dialog').getByTestId('reason-input').fill('Matches the club site.');
  await page.getByTestId('reason-dialog').getByTestId('reason-confirm').click();
  await expect(page.getByTestId('snackbar')).toContainText(`${name} is updated.`);
  await expect(page.getByTestId('correction-card').filter({ hasText: name })).toHaveCount(0);
  await signOut(page);

  await page.goto(`/courses/${course._id}`);
  await expect(page.getByTestId('course-card').getByTestId('course-byline')).toContainText('Est. 1999');
  await page.goto(`/users/${golfer.id}`);
  await expect(page.getByTestId('corrections-credit')).toContainText('1 correction');
});

test('the hidden list, the correction dialog and the console\'s Lists and Corrections tabs: light, dark and 390 px', async ({ page, request, consoleGuard }) => {
  test.setTimeout(200_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const owner = await newGolfer(request, 'mod-look');
  const course = await newCourse(request, admin, `E2E Looks Links ${unique()}`);
  const { listId, itemId } = await listWithNote(request, owner, 'Hidden list looks', course._id, 'An unkind note');
  for (const [url, reason] of [[`/api/admin/lists/${listId}/hide`, 'The name breaks the community rules.'], [`/api/admin/list-items/${itemId}/hide-note`, 'Personal attack.']]) {
    const res = await request.post(url!, { headers: auth(admin), data: { reason } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const suggested = await request.post(`/api/courses/${course._id}/corrections`, {
    headers: auth(owner.account), data: { year_established: 1999, club_membership: 'PRIVATE', note: 'Scorecard says so.' },
  });
  expect(suggested.status(), await suggested.text()).toBe(201);

  // Signed out, the page first asks for the hidden list as everyone does: 404.
  consoleGuard.allowFailedResource(404, new RegExp(`/api/lists/${listId}$`));
  await openSignedIn(page, owner.account, `/lists/${listId}`);
  await expect(page.getByTestId('hidden-banner')).toBeVisible();
  await expect(page.getByTestId('hidden-note')).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `moderation-owner-list-${look}`);
    expect(describeFindings(`hidden list ${look}`, await axeFindings(page, { include: ['[data-testid="list-header"]'] }))).toEqual([]);
  });
  await page.goto(`/courses/${course._id}`);
  await expect(page.getByTestId('community-scores-pending')).toHaveCount(0);
  await page.getByTestId('course-card').getByTestId('suggest-correction').click();
  await expect(page.getByTestId('correction-dialog')).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `moderation-correction-dialog-${look}`);
    expect(describeFindings(`correction dialog ${look}`, await axeFindings(page, { include: ['[data-testid="correction-dialog"]'] }))).toEqual([]);
  });
  await page.keyboard.press('Escape');
  await signOut(page);

  await openSignedIn(page, admin, '/admin?tab=lists');
  await page.getByTestId('lists-golfer-search').fill(owner.account.email);
  await page.getByTestId('lists-golfer-option').first().click();
  await expect(page.getByTestId('admin-list-row')).toHaveCount(1);
  await inEachLook(page, (look) => snap(page, `moderation-admin-lists-${look}`));
  await page.getByTestId('admin-list-row').click();
  await expect(page.getByTestId('admin-list-view').getByTestId('hidden-banner')).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `moderation-admin-list-${look}`);
    expect(describeFindings(`admin list ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
  await page.getByTestId('admin-tab-corrections').click();
  await expect(page.getByTestId('correction-card').first()).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `moderation-admin-corrections-${look}`);
    expect(describeFindings(`admin corrections ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
});
