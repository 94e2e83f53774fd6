/**
 * Issue 24, the panel ranking: two approved panelists rank three new courses; a third golfer who
 * ranked them too applies on their profile and an admin approves in the console; the panel ranking
 * then shows the courses "from 3 panelists" beside the crowd, on /panel and on the course page.
 * The new panelist declares a conflict on the course page and the course leaves the panel ranking
 * (two panelists are too few), the course page naming the declaration. Looks of /panel (ranking,
 * panel vs crowd, method) and of a course's panel line in light, dark and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createCourse, E2E_ADMIN_EMAIL, verifiedEmulatorAccount, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addItem, asGolfer, createList, newGolfer, type Golfer } from './support/rank-driver';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
}

/** A new golfer whose My Lie ranks `courses` in this order (ranking in My Lie marks them played). */
async function rankingGolfer(request: APIRequestContext, who: string, courses: string[]): Promise<Golfer> {
  const g = await newGolfer(request, who);
  const list = await createList(request, g, 'My Lie', 'mylie');
  for (const course of courses) await addItem(request, g, list._id, { course, bucket: 'loved' });
  return g;
}

async function approveByApi(request: APIRequestContext, admin: Account, g: Golfer): Promise<void> {
  await asGolfer(request, g, '/panelist', { message: 'Thirty years of golf.' });
  const res = await request.post(`/api/admin/panelist-requests/${g.id}`, {
    headers: { Authorization: `Bearer ${admin.idToken}` }, data: { status: 'Approved', reason: 'Welcome.', from: 'Pending' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function threeCourses(request: APIRequestContext, admin: Account, tag: string): Promise<[string, string, string]> {
  const make = (name: string, lng: number) => createCourse(request, admin, {
    club_name: `${name} ${tag}`, location: { lat: 57.1, lng }, address: { country: 'Scotland', city: 'Nairn' }, architects: ['Panel Test'],
  });
  return [(await make('Panel Links', -3.9))._id, (await make('Panel Heath', -3.8))._id, (await make('Panel Moor', -3.7))._id];
}

const panelRows = (page: Page) => page.getByTestId('panel-ranking').getByTestId('panel-row');

/**
 * Opens `url` until `check` passes: the panel ranking is recomputed in the background after a
 * quiet spell, so a page read too early shows the one before. Each visit waits for `ready` first.
 */
async function reopenUntil(page: Page, url: string, ready: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId(ready)).toBeVisible({ timeout: 20_000 });
    await check();
  }).toPass({ timeout: 60_000, intervals: [1_000] });
}

test('apply, approve, and the panel ranking changes; a declared conflict takes the vote out', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const tag = `${Date.now()}`;
  const courses = await threeCourses(request, admin, tag);
  const links = courses[0];
  const linksName = `Panel Links ${tag}`;
  for (const who of ['panel-a', 'panel-b']) await approveByApi(request, admin, await rankingGolfer(request, who, courses));
  const candidate = await rankingGolfer(request, 'panel-c', courses);

  // Two panelists are too few: the new courses are not in the panel ranking.
  await page.goto('/panel');
  await expect(page.getByTestId('panel-run')).toBeVisible();
  await expect(page.getByTestId('screen-panel')).not.toContainText(linksName);

  // The third golfer applies on their profile; the admin approves in the console.
  await openSignedIn(page, candidate.account, `/users/${candidate.id}`);
  const card = page.getByTestId('panelist-card');
  await card.getByTestId('panelist-message-input').fill('I rank every course I play.');
  await card.getByTestId('panelist-send').click();
  await expect(card.getByTestId('panelist-status')).toHaveText('Pending');
  await signOut(page);
  await openSignedIn(page, admin, '/admin');
  const row = page.getByTestId('panelist-request').filter({ hasText: 'I rank every course I play.' });
  await row.getByTestId('decision-reason').fill('Welcome to the panel.');
  await row.getByTestId('approve-request').click();
  await expect(page.getByTestId('panelist-request').filter({ hasText: 'I rank every course I play.' })).toHaveCount(0);
  await signOut(page);

  // The panel ranking follows after its quiet spell (a second here): both courses, from 3 panelists.
  await reopenUntil(page, '/panel', 'panel-run', () => expect(panelRows(page).filter({ hasText: linksName })).toHaveCount(1, { timeout: 1_000 }));
  const linksRow = panelRows(page).filter({ hasText: linksName });
  await expect(linksRow).toContainText('from 3 panelists');
  await expect(linksRow).toContainText('Community #');

  // The course page shows the panel beside the crowd; the new panelist declares a conflict there.
  await openSignedIn(page, candidate.account, `/courses/${links}`);
  await expect(page.getByTestId('panel-standing-text')).toContainText('from 3 panelists');
  await page.getByTestId('declare-conflict').click();
  const dialog = page.getByTestId('conflicts-dialog');
  await dialog.getByTestId('conflict-member').click();
  await dialog.getByTestId('conflicts-save').click();
  await expect(dialog).toBeHidden();
  // Two panelists left: the course leaves the panel ranking (the others stay: the new panelist's
  // list still compares them), and its page names the declaration.
  await reopenUntil(page, `/courses/${links}`, 'course-facts', () => expect(page.getByTestId('panel-declared')).toContainText('member there', { timeout: 1_000 }));
  await expect(page.getByTestId('panel-standing-text')).toHaveCount(0);
  await page.goto('/panel');
  await expect(panelRows(page).filter({ hasText: `Panel Heath ${tag}` })).toContainText('from 3 panelists');
  await expect(page.getByTestId('screen-panel')).not.toContainText(linksName);
});

test('the course panel\'s screens and a course\'s panel line: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const tag = `looks-${Date.now()}`;
  const courses = await threeCourses(request, admin, tag);
  const links = courses[0];
  for (const who of ['a', 'b', 'c']) await approveByApi(request, admin, await rankingGolfer(request, `look-${who}`, courses));

  await reopenUntil(page, '/panel', 'panel-run', () => expect(panelRows(page).filter({ hasText: `Panel Links ${tag}` })).toHaveCount(1, { timeout: 1_000 }));
  await inEachLook(page, async (look) => {
    await snap(page, `panel-ranking-${look}`);
    expect(describeFindings(`panel ranking ${look}`, await axeFindings(page, { include: ['[data-testid="screen-panel"]'] }))).toEqual([]);
  });
  await page.getByTestId('panel-tab-disagreements').click();
  await expect(page.getByTestId('disagreements')).toBeVisible();
  await inEachLook(page, (look) => snap(page, `panel-vs-crowd-${look}`));
  await page.getByTestId('panel-tab-method').click();
  await expect(page.getByTestId('panel-method')).toContainText('standard deviations');
  await inEachLook(page, async (look) => {
    await snap(page, `panel-method-${look}`);
    expect(describeFindings(`panel method ${look}`, await axeFindings(page, { include: ['[data-testid="screen-panel"]'] }))).toEqual([]);
  });

  await page.goto(`/courses/${links}`);
  await expect(page.getByTestId('panel-standing-text')).toContainText('from 3 panelists');
  await inEachLook(page, async (look) => {
    await page.getByTestId('panel-standing').scrollIntoViewIfNeeded();
    await snap(page, `course-panel-line-${look}`);
  });
});
