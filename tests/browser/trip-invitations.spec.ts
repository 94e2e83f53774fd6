/**
 * Trip invitations in the browser (issue 22, item 3): the owner invites golfers they follow (each
 * marked "Invited" until they answer; inviting one more keeps the others; an invitation can be
 * withdrawn); a friend finds the invitation first in the hub and on the trip's page over a
 * read-only plan, accepts, and plans (a round through Add to a trip, which offered the trip only
 * once joined); another declines and leaves the owner's list. From the trip's page: Decline goes
 * back to the hub, and an invitation withdrawn meanwhile says it is no longer open. The banner and
 * the hub in light, dark and 390 px.
 */
import type { Browser, Page } from '@playwright/test';
import { courseIdByName, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';
import { call, named } from './support/trip-api';

const NORTH_BERWICK = 'North Berwick Golf Club (West Links)';
const KINGSBARNS = 'Kingsbarns Golf Links';
const TRIP = 'East Lothian links';
const DESTINATION = { name: 'North Berwick', lat: 56.058, lng: -2.72 };

const rounds = (page: Page) => page.getByTestId('trip-round');
const invitee = (page: Page, name: string) => page.getByTestId('trip-invitee').filter({ hasText: name });
const companion = (page: Page, name: string) => page.getByTestId('trip-golfer').filter({ hasText: name });
const invitationRow = (page: Page, name = TRIP) => page.getByTestId('trip-invitation-row').filter({ hasText: name });
const errorSnackbars = (page: Page) => page.locator('[data-testid="snackbar"][data-severity="error"]');

async function signedIn(page: Page, golfer: Golfer, path = '/'): Promise<void> {
  await openSignedIn(page, golfer.account, path);
}

/** A second golfer's page beside the test's own (not checked for console errors: its `page` is). */
async function otherPage(browser: Browser, golfer: Golfer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, golfer);
  return page;
}

async function invite(page: Page, name: string): Promise<void> {
  await page.getByTestId('invite-companion').selectOption({ label: name });
  await page.getByTestId('invite-companion-submit').click();
  await expect(invitee(page, name)).toContainText('Invited');
}

/** The trips Add to a trip offers for `courseId`, by name. */
async function addToTripChoices(page: Page, courseId: string): Promise<string[]> {
  await page.goto(`/?card=${courseId}`);
  await page.getByTestId('course-card-sheet').getByTestId('add-to-trip-button').click();
  const dialog = page.getByTestId('add-to-trip-dialog');
  await expect(dialog).toHaveAttribute('data-view', /^(trips|empty)$/);
  return dialog.getByTestId('add-to-trip-option').allTextContents();
}

test('the owner invites, a friend accepts and plans, another declines', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const owner = await named(request, 'inv-owner', 'Olly');
  const anna = await named(request, 'inv-anna', 'Anna');
  const ben = await named(request, 'inv-ben', 'Ben');
  const cleo = await named(request, 'inv-cleo', 'Cleo');
  for (const friend of [anna, ben, cleo]) await call(request, owner, 'POST', `/users/${friend.id}/follow`);
  const northBerwick = await courseIdByName(request, NORTH_BERWICK);
  const kingsbarns = await courseIdByName(request, KINGSBARNS);
  await call(request, anna, 'POST', '/user/new-wishlist', { name: 'Scotland', course: northBerwick });
  // Anna's own trip: the hub lists the invitation before it.
  await call(request, anna, 'POST', '/lists/trip', { name: 'Anna in Fife', startDate: '2027-04-10', endDate: '2027-04-11' });
  const trip = await call<{ _id: string }>(request, owner, 'POST', '/lists/trip', {
    name: TRIP, startDate: '2027-05-03', endDate: '2027-05-05', destination: DESTINATION,
    days: [{ day: 1, rounds: [{ course: northBerwick }] }],
  });

  // The owner invites Anna, Ben and Cleo: each is "Invited", and inviting one more keeps the others.
  await signedIn(page, owner, `/trip-planner/${trip._id}`);
  await expect(rounds(page)).toHaveCount(1, { timeout: 30_000 });
  await invite(page, 'Anna');
  await expect(page.getByText('Anna is invited: they join the trip when they accept.')).toBeVisible();
  await invite(page, 'Ben');
  await invite(page, 'Cleo');
  await expect(invitee(page, 'Anna')).toBeVisible();
  await expect(invitee(page, 'Ben')).toBeVisible();
  await expect(companion(page, 'Anna')).toHaveCount(0);
  // Invited is not joined: nothing of Anna's shows on the plan yet.
  await expect(rounds(page).getByTestId('round-overlap')).toHaveCount(0);
  // Cleo's invitation is withdrawn; Anna's and Ben's stay open, as the server has them.
  await invitee(page, 'Cleo').getByTestId('invitation-withdraw').click();
  await expect(invitee(page, 'Cleo')).toHaveCount(0);
  await expect(page.getByTestId('invite-companion').locator('option', { hasText: 'Cleo' })).toHaveCount(1);
  await page.reload();
  await expect(invitee(page, 'Anna')).toBeVisible({ timeout: 30_000 });
  await expect(invitee(page, 'Ben')).toBeVisible();
  await expect(invitee(page, 'Cleo')).toHaveCount(0);

  // Anna: the invitation comes first in her hub, and Add to a trip does not offer the trip yet.
  const annaPage = await otherPage(browser, anna);
  await annaPage.goto('/trip-planner');
  await expect(invitationRow(annaPage)).toContainText('Olly invited you');
  await expect(invitationRow(annaPage)).toContainText(/May.*2027/);
  await expect(annaPage.getByTestId('trip-row').filter({ hasText: TRIP })).toHaveCount(0);
  const invitationsTop = (await annaPage.getByTestId('trip-invitations').boundingBox())!.y;
  const upcomingTop = (await annaPage.getByTestId('upcoming-trips').boundingBox())!.y;
  expect(invitationsTop).toBeLessThan(upcomingTop);
  expect(await addToTripChoices(annaPage, kingsbarns)).toEqual([expect.stringContaining('Anna in Fife')]);
  await annaPage.keyboard.press('Escape');

  // On the trip's page: the banner over a plan she can read but not change.
  await annaPage.goto('/trip-planner');
  await invitationRow(annaPage).getByRole('link', { name: TRIP }).click();
  await expect(annaPage).toHaveURL(new RegExp(`/trip-planner/${trip._id}$`));
  const banner = annaPage.getByTestId('trip-invitation');
  await expect(banner).toContainText(`Olly invited you on ${TRIP}`);
  await expect(banner.getByTestId('trip-invitation-when')).toContainText('North Berwick');
  await expect(rounds(annaPage)).toHaveCount(1);
  await expect(annaPage.getByTestId('round-drag-handle')).toHaveCount(0);
  await expect(annaPage.getByTestId('round-tee-time')).toHaveCount(0);
  await expect(annaPage.getByTestId('trip-candidates')).toHaveCount(0);
  await expect(annaPage.getByTestId('trip-companions')).toHaveCount(0);
  await expect(annaPage.getByTestId('trip-read-only')).toHaveCount(0);
  await expect(errorSnackbars(annaPage)).toHaveCount(0);

  // Accepting makes it hers to plan at once.
  await banner.getByTestId('invitation-accept').click();
  await expect(annaPage.getByText(`You joined ${TRIP}.`)).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(annaPage.getByTestId('trip-planner')).toHaveAttribute('data-role', 'companion');
  await expect(annaPage.getByTestId('round-drag-handle')).toHaveCount(1);
  await expect(annaPage.getByTestId('trip-leave')).toBeVisible();
  await expect(rounds(annaPage).getByTestId('round-overlap')).toHaveText('On your wishlist');
  // She adds a round: Add to a trip offers the trip now.
  expect(await addToTripChoices(annaPage, kingsbarns)).toEqual([expect.stringContaining('Anna in Fife'), expect.stringContaining(TRIP)]);
  const dialog = annaPage.getByTestId('add-to-trip-dialog');
  await dialog.getByTestId('add-to-trip-option').filter({ hasText: TRIP }).click();
  await dialog.getByTestId('add-to-trip-day').selectOption('2');
  await dialog.getByTestId('add-to-trip-submit').click();
  await expect(annaPage.getByText(`Added to ${TRIP}, day 2.`)).toBeVisible();
  await expect(errorSnackbars(annaPage)).toHaveCount(0);
  await annaPage.context().close();

  // The owner sees Anna joined, her round, and her wish; Ben still invited.
  await page.reload();
  await expect(companion(page, 'Anna')).toBeVisible({ timeout: 30_000 });
  await expect(invitee(page, 'Anna')).toHaveCount(0);
  await expect(invitee(page, 'Ben')).toBeVisible();
  await expect(rounds(page).filter({ hasText: KINGSBARNS })).toHaveAttribute('data-day', '2');
  await expect(rounds(page).filter({ hasText: NORTH_BERWICK }).getByTestId('round-overlap')).toHaveText("On Anna's wishlist");

  // Ben declines from his hub.
  const benPage = await otherPage(browser, ben);
  await benPage.goto('/trip-planner');
  await invitationRow(benPage).getByTestId('invitation-decline').click();
  await expect(benPage.getByText('Invitation declined')).toBeVisible();
  await expect(benPage.getByTestId('trip-invitation-row')).toHaveCount(0);
  await benPage.reload();
  await expect(benPage.getByTestId('new-trip-form')).toBeVisible({ timeout: 30_000 });
  await expect(benPage.getByTestId('trip-invitation-row')).toHaveCount(0);
  await benPage.context().close();

  // He is gone from the owner's list, and can be invited again.
  await page.reload();
  await expect(companion(page, 'Anna')).toBeVisible({ timeout: 30_000 });
  await expect(invitee(page, 'Ben')).toHaveCount(0);
  await expect(companion(page, 'Ben')).toHaveCount(0);
  await expect(page.getByTestId('invite-companion').locator('option', { hasText: 'Ben' })).toHaveCount(1);
});

test('Decline on the trip\'s page goes back to the hub', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await named(request, 'inv-decline-owner', 'Olly');
  const dan = await named(request, 'inv-dan', 'Dan');
  await call(request, owner, 'POST', `/users/${dan.id}/follow`);
  const trip = await call<{ _id: string }>(request, owner, 'POST', '/lists/trip', {
    name: TRIP, startDate: '2027-05-03', endDate: '2027-05-05', destination: DESTINATION, companions: [dan.id],
  });
  await signedIn(page, dan, `/trip-planner/${trip._id}`);
  await page.getByTestId('trip-invitation').getByTestId('invitation-decline').click();
  await expect(page).toHaveURL(/\/trip-planner$/);
  await expect(page.getByText('Invitation declined')).toBeVisible();
  await expect(page.getByTestId('new-trip-form')).toBeVisible();
  await expect(page.getByTestId('trip-invitation-row')).toHaveCount(0);
});

test('accepting an invitation withdrawn meanwhile says it is no longer open', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  const owner = await named(request, 'inv-gone-owner', 'Olly');
  const eve = await named(request, 'inv-eve', 'Eve');
  await call(request, owner, 'POST', `/users/${eve.id}/follow`);
  const trip = await call<{ _id: string; updatedAt: string }>(request, owner, 'POST', '/lists/trip', {
    name: TRIP, startDate: '2027-05-03', endDate: '2027-05-05', destination: DESTINATION, companions: [eve.id],
  });
  await signedIn(page, eve, `/trip-planner/${trip._id}`);
  const banner = page.getByTestId('trip-invitation');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  // The owner withdraws it while Eve has the page open.
  await call(request, owner, 'POST', '/lists/trip', { _id: trip._id, companions: [] });
  consoleGuard.allowFailedResource(404, new RegExp(`/api/lists/trip/${trip._id}(/accept)?$`));
  await banner.getByTestId('invitation-accept').click();
  await expect(errorSnackbars(page)).toContainText('This invitation is no longer open');
  // The trip is private: there is nothing left for her to see.
  await expect(page.getByTestId('trip-missing')).toBeVisible();
  await expect(page.getByTestId('round-drag-handle')).toHaveCount(0);
});

test('an invitation in the hub and on the trip, and the owner\'s list: light, dark and 390 px', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const owner = await named(request, 'inv-looks', 'Olly');
  const anna = await named(request, 'inv-looks-anna', 'Anna');
  const tom = await named(request, 'inv-looks-tom', 'Tom');
  for (const friend of [anna, tom]) await call(request, owner, 'POST', `/users/${friend.id}/follow`);
  const id = (name: string) => courseIdByName(request, name);
  const trip = await call<{ _id: string }>(request, owner, 'POST', '/lists/trip', {
    name: TRIP, startDate: '2027-05-03', endDate: '2027-05-05', destination: DESTINATION, companions: [tom.id, anna.id],
    days: [{ day: 1, rounds: [{ course: await id(NORTH_BERWICK), teeTime: '08:30' }] }, { day: 2, rounds: [{ course: await id(KINGSBARNS) }] }],
  });
  await call(request, tom, 'POST', `/lists/trip/${trip._id}/accept`);
  await call(request, anna, 'POST', '/lists/trip', { name: 'Anna in Fife', startDate: '2027-04-10', endDate: '2027-04-11' });

  await signedIn(page, anna, '/trip-planner');
  await expect(invitationRow(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('trip-row')).toHaveCount(1);
  await inEachLook(page, async (look) => {
    await snap(page, `trip-invitations-hub-${look}`);
    const hubFindings = await axeFindings(page, { include: ['[data-testid="screen-trip-planner"]'] });
    expect(hubFindings, describeFindings(`trips hub ${look}`, hubFindings).join('\n')).toEqual([]);
  });

  await invitationRow(page).getByRole('link', { name: TRIP }).click();
  const banner = page.getByTestId('trip-invitation');
  await expect(banner).toContainText('Tom has joined.');
  await expect(rounds(page)).toHaveCount(2);
  await inEachLook(page, async (look) => {
    await expect(banner).toBeInViewport();
    await expect(banner.getByTestId('invitation-accept')).toBeInViewport();
    await snap(page, `trip-invitation-banner-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="screen-trip"]'] });
    expect(findings, describeFindings(`trip invitation ${look}`, findings).join('\n')).toEqual([]);
  });

  // The owner's "Who's coming": Tom joined, Anna invited.
  const ownerPage = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signedIn(ownerPage, owner, `/trip-planner/${trip._id}`);
  await expect(invitee(ownerPage, 'Anna')).toContainText('Invited', { timeout: 30_000 });
  await expect(companion(ownerPage, 'Tom')).toBeVisible();
  await inEachLook(ownerPage, async (look) => {
    await ownerPage.getByTestId('invite-companion').scrollIntoViewIfNeeded();
    await expect(invitee(ownerPage, 'Anna').getByTestId('invitation-withdraw')).toBeInViewport();
    await snap(ownerPage, `trip-invitations-owner-${look}`);
    const ownerFindings = await axeFindings(ownerPage, { include: ['[data-testid="trip-companions"]'] });
    expect(ownerFindings, describeFindings(`who's coming ${look}`, ownerFindings).join('\n')).toEqual([]);
  });
  await ownerPage.context().close();
});
