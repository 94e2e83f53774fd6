/**
 * What a golfer trips over (issue 26), each fixed and checked here: followers and following lists
 * opened from a profile's counts; Explore's top courses are not numbered; a golfer search that found
 * nobody asks again; a refusal's /pro is a link; a list's "saved by" line has single spaces; deep
 * links bring no HydrateFallback warning; Google out of reach says so; Refer a Friend lists who
 * joined. Followers, the Refer a Friend dialog, the list-limit refusal and Explore's top courses
 * in light, dark and 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { newGolfer, type Golfer } from './support/accounts';
import { expect, test, type ConsoleGuard } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';
import { call, named } from './support/trip-api';

async function get<T>(request: APIRequestContext, golfer: Golfer, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` } });
  expect(res.ok(), `GET ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

async function signedIn(page: Page, golfer: Golfer, path = '/'): Promise<void> {
  await openSignedIn(page, golfer.account, path);
}

/** A golfer with two followers (Bea most recently) who follows one (Cal). */
async function followed(request: APIRequestContext, tag: string) {
  const ava = await named(request, `edges-ava-${tag}`, 'Ava');
  const bea = await named(request, `edges-bea-${tag}`, 'Bea');
  const cal = await named(request, `edges-cal-${tag}`, 'Cal');
  await call(request, cal, 'POST', `/users/${ava.id}/follow`);
  await call(request, bea, 'POST', `/users/${ava.id}/follow`);
  await call(request, ava, 'POST', `/users/${cal.id}/follow`);
  return { ava, bea, cal };
}

test('a profile\'s follower and following counts open their lists, each golfer linking to their profile', async ({ page, request }) => {
  const { ava, bea } = await followed(request, 'lists');
  await page.goto(`/users/${ava.id}`);
  await expect(page.getByTestId('count-followers')).toContainText('2');
  await page.getByTestId('count-followers').getByRole('link', { name: 'Followers' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${ava.id}/followers$`));
  const rows = page.getByTestId('follows-row');
  await expect(rows).toHaveText([/Bea/, /Cal/]);
  await page.getByRole('link', { name: 'Following · 1' }).click();
  await expect(rows).toHaveText([/Cal/]);
  await page.getByRole('link', { name: 'Followers · 2' }).click();
  await rows.filter({ hasText: 'Bea' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/users/${bea.id}$`));
  await expect(page.getByTestId('count-following')).toContainText('1');
});

test('Explore\'s top courses are not numbered: "most notable" is a tier, not a ranking', async ({ page }) => {
  await page.goto('/explore');
  const first = page.getByTestId('explore-results').getByTestId('course-list-item').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  expect(await page.getByTestId('explore-results').evaluate((el) => el.tagName)).toBe('UL');
  await expect(first).not.toContainText(/^\s*1\b/);
  // A community ranking is a ranking: filtered to nothing, it says what to do in one sentence each.
  await page.goto('/explore?ranking=most_fun&continent=AFRICA');
  await expect(page.getByTestId('explore-community-empty')).toContainText('Try fewer filters. A course shows here once 3 golfers have ranked it');
});

test('a golfer search that found nobody asks again: the golfer who joined meanwhile is found', async ({ page, request }) => {
  const me = await newGolfer(request, 'edges-searcher');
  await signedIn(page, me, '/community');
  const tag = `Zebedee${Date.now().toString(36)}`;
  const box = page.getByRole('textbox', { name: 'Find golfers by name' });
  await box.fill(tag);
  await expect(page.getByText('No users found')).toBeVisible();
  await named(request, 'edges-zebedee', `${tag} Quint`);
  // Cleared (the search settles on nothing), then the same name again: asked again, not answered from the cache.
  await box.fill('');
  await expect(page.getByText('No users found')).toHaveCount(0);
  const askedAgain = page.waitForRequest((r) => r.url().includes('/api/users/search') && new URL(r.url()).searchParams.get('terms') === tag);
  await box.fill(tag);
  await askedAgain;
  await expect(page.getByRole('link', { name: `${tag} Quint` })).toBeVisible();
  await expect(page.getByText('No users found')).toHaveCount(0);
});

/** The free plan's five ranked lists besides My Lie, made through the API: a sixth is refused. */
async function fiveRankedLists(request: APIRequestContext, owner: Golfer): Promise<string[]> {
  const ids: string[] = [];
  for (const type of ['most_fun', 'best_value', 'hidden_gems', 'beauty', 'bucket_list']) {
    ids.push((await call<{ _id: string }>(request, owner, 'POST', '/lists', { name: `List ${type}`, kind: 'course', type }))._id);
  }
  return ids;
}

/** Opens the lists hub and tries to make a sixth ranked list (refused with 403); returns the dialog. */
async function tryASixthList(page: Page, consoleGuard: ConsoleGuard) {
  await page.goto('/lists');
  await page.getByTestId('new-list').click();
  const dialog = page.getByTestId('new-list-dialog');
  await dialog.getByTestId('list-name-input').fill('One too many');
  await dialog.getByTestId('list-type-select').getByRole('combobox').click();
  await dialog.getByTestId('list-type-most_fun').click();
  consoleGuard.allowFailedResource(403, /\/api\/lists$/);
  await dialog.getByTestId('create-list').click();
  return dialog;
}

test('the sixth-list refusal links to /pro, and a saved list\'s line has single spaces', async ({ page, request, consoleGuard }) => {
  const me = await newGolfer(request, 'edges-lists');
  const other = await newGolfer(request, 'edges-saver');
  const ids = await fiveRankedLists(request, me);
  await call(request, other, 'POST', `/lists/${ids[0]}/add`);

  await signedIn(page, me, `/lists/${ids[0]}`);
  await expect(page.getByTestId('list-saved-count')).toBeVisible();
  const line = await page.getByTestId('list-count').locator('..').evaluate((el) => el.textContent ?? '');
  expect(line).toMatch(/0 courses · saved by 1$/);
  expect(line).not.toContain('  ');

  const dialog = await tryASixthList(page, consoleGuard);
  const refusal = dialog.getByTestId('new-list-error');
  await expect(refusal).toContainText('Free golfers keep up to 5 ranked lists besides My Lie');
  await refusal.getByRole('link', { name: '/pro' }).click();
  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByTestId('new-list-dialog')).toHaveCount(0);
});

test('a deep link brings no HydrateFallback warning; Google out of reach says so', async ({ page, context, request, consoleGuard }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  const someone = await newGolfer(request, 'edges-deep');
  await page.goto(`/users/${someone.id}`);
  await expect(page.getByTestId('screen-user-profile')).toBeVisible();
  expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);

  // No way to Google: its script never arrives (as a proxy without a network answers).
  consoleGuard.allowFailedResource(503, /^https:\/\/apis\.google\.com\//);
  await context.route(/^https:\/\/apis\.google\.com\//, (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByTestId('sign-in-button').click();
  await page.getByTestId('auth-dialog').getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByTestId('auth-dialog')).toContainText('Google could not be reached. Check your connection and try again, or sign in with your email.');
});

async function referrer(request: APIRequestContext, tag: string) {
  const ava = await named(request, `edges-ref-${tag}`, 'Ava Referrer');
  const { code } = await get<{ code: string }>(request, ava, `/referral/user/${ava.id}`);
  const joined = [await named(request, `edges-ref-bo-${tag}`, 'Bo Newcomer'), await named(request, `edges-ref-cy-${tag}`, 'Cy Newcomer')];
  for (const g of joined) await call(request, g, 'POST', '/referral/attribute', { code });
  return { ava, joined };
}

async function openReferDialog(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Refer a friend' }).click();
  await expect(page.getByTestId('refer-dialog')).toBeVisible();
}

test('Refer a Friend shows who joined through the link, newest first, each linking to their profile', async ({ page, request }) => {
  const { ava, joined } = await referrer(request, 'who');
  await signedIn(page, ava);
  await openReferDialog(page);
  const dialog = page.getByTestId('refer-dialog');
  await expect(dialog.getByTestId('referrals')).toContainText('2 friends joined with your link');
  await expect(dialog.getByTestId('referral-row')).toHaveText([/Cy Newcomer.*joined/, /Bo Newcomer.*joined/]);
  await dialog.getByRole('link', { name: 'Bo Newcomer' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${joined[0]!.id}$`));
  await expect(page.getByTestId('refer-dialog')).toHaveCount(0);
});

test('followers list, Refer a Friend, the list-limit refusal, Explore\'s top courses: light, dark and 390 px', async ({ page, request, consoleGuard }) => {
  test.setTimeout(240_000);
  const { ava } = await followed(request, 'looks');
  const { ava: inviter } = await referrer(request, 'looks');
  await fiveRankedLists(request, inviter);

  await page.goto(`/users/${ava.id}/followers`);
  await expect(page.getByTestId('follows-row')).toHaveCount(2);
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('follows-row').last()).toBeInViewport();
    await snap(page, `followers-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="screen-user-follows"]'] });
    expect(findings, describeFindings(`followers ${look}`, findings).join('\n')).toEqual([]);
  });

  await signedIn(page, inviter);
  await openReferDialog(page);
  await expect(page.getByTestId('referral-row')).toHaveCount(2);
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('referral-row').last()).toBeInViewport();
    await snap(page, `refer-friend-${look}`);
    const dialogFindings = await axeFindings(page, { include: ['[data-testid="refer-dialog"]'] });
    expect(dialogFindings, describeFindings(`refer dialog ${look}`, dialogFindings).join('\n')).toEqual([]);
  });
  await page.keyboard.press('Escape');

  // The sixth-list refusal with its link.
  const dialog = await tryASixthList(page, consoleGuard);
  await inEachLook(page, async (look) => {
    await expect(dialog.getByTestId('new-list-error').getByRole('link', { name: '/pro' })).toBeInViewport();
    await snap(page, `list-limit-refusal-${look}`);
  });
  await page.keyboard.press('Escape');

  // Explore's top courses, not numbered, in the list and on the map.
  await page.goto('/explore');
  await inEachLook(page, async (look) => {
    await expect(page.getByTestId('explore-results').getByTestId('course-list-item').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('courses-map').getAttribute('data-rendered-list-pins').then(Number), { timeout: 30_000 }).toBe(20);
    await snap(page, `explore-top-courses-${look}`);
  }, { reopenOnPhone: true });
});
