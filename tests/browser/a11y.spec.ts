/**
 * axe-core on every main screen, signed out and signed in, in light and in dark (issue 32: the
 * Pro badge's white on amber had never met an axe check). One pass: the screens signed out (map
 * home, search, sign-in dialog, Explore, a course page, Community with a Pro golfer on its
 * leaderboard, that golfer's profile, My Lie, the trip planner, Pro, admin), then one sign-in as an
 * admin and the same screens again (Community's feed and the console too). Each screen is checked
 * whole in light, then for colour contrast only in dark (the other rules do not depend on the
 * theme), switching the device's scheme in place, so the map is opened twice in all. Each check is
 * its own soft assertion, so one run lists every violation. Then reduced motion: the camera jumps,
 * transitions end at once.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount, type Account, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForClusters } from './support/map-driver';
import { axeFindings, describeFindings } from './support/screens';
import { signInThroughDialog } from './support/sign-in';

const DARK = /(^|\s)dark(\s|$)/;

/** Axe on what shows, in light (every rule), then in dark (colour contrast), back in light after. */
async function audit(page: Page, screen: string): Promise<void> {
  expect.soft(describeFindings(`light: ${screen}`, await axeFindings(page)), `axe on ${screen} (light)`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(DARK);
  expect.soft(describeFindings(`dark: ${screen}`, await axeFindings(page, { rules: ['color-contrast'] })), `axe on ${screen} (dark)`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(DARK);
}

const auth = (a: Account) => ({ Authorization: `Bearer ${a.idToken}` });

async function post(request: APIRequestContext, who: Account, url: string, data: unknown = {}): Promise<void> {
  const res = await request.post(url, { headers: auth(who), data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
}

/** A Pro golfer (an admin's grant) who played three courses and asks to be a panelist; the admin follows them. */
async function proGolfer(request: APIRequestContext, admin: Account): Promise<{ golfer: Golfer; name: string }> {
  const golfer = await newGolfer(request, 'a11y-pro');
  await post(request, admin, `/api/admin/users/${golfer.id}/grant-pro`, { reason: 'Accessibility check' });
  const courses = ((await (await request.get('/api/courses?pageSize=3')).json()) as { data: { items: { _id: string }[] } }).data.items;
  for (const c of courses) await post(request, golfer.account, '/api/lists/preset/courses-played/add', { courseId: c._id });
  await post(request, golfer.account, '/api/panelist', { message: 'Three courses and counting.' });
  await post(request, admin, `/api/users/${golfer.id}/follow`);
  const name = ((await (await request.get(`/api/users/${golfer.id}`)).json()) as { data: { displayName: string } }).data.displayName;
  return { golfer, name };
}

/** Opens a screen from the rail, then moves the pointer off: the rail's tooltip is portalled outside the landmarks while it shows. */
async function nav(page: Page, name: string): Promise<void> {
  await page.getByTestId('nav-rail').getByRole('link', { name, exact: true }).click();
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** The screens both passes share: Explore and a course page, Community and the Pro golfer's profile, My Lie, the trip planner. */
async function auditScreens(page: Page, who: string, proName: string): Promise<void> {
  await nav(page, 'Explore');
  const explore = page.getByTestId('screen-explore');
  await expect(explore.getByTestId('course-list-item').first()).toBeVisible();
  await audit(page, `${who}: Explore`);
  await explore.getByTestId('course-list-item').first().getByRole('link').click();
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByTestId('course-facts')).toBeVisible();
  await expect(detail.getByTestId('nearby-course').first()).toBeVisible();
  // The pointer was left over whatever the course page put where the link was (an action's
  // tooltip, portalled outside the landmarks while it shows): move it off and let it close.
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await audit(page, `${who}: course page`);

  await nav(page, 'Community');
  const community = page.getByTestId('screen-community');
  const row = community.getByTestId('leaderboard-row').filter({ hasText: proName });
  // Signed in, the feed (the admin follows the Pro golfer) and the leaderboard among followed golfers.
  if (who === 'signed in') await expect(community.getByTestId('community-feed').getByTestId('pro-badge').first()).toBeVisible();
  await expect(row.getByTestId('pro-badge')).toBeVisible();
  await audit(page, `${who}: Community`);
  await row.getByRole('link', { name: proName }).click();
  await expect(page.getByTestId('screen-user-profile').getByTestId('pro-badge')).toBeVisible();
  await audit(page, `${who}: a Pro golfer's profile`);

  await nav(page, 'My Lie');
  await expect(page.getByTestId('screen-my-lie')).toBeVisible();
  await expect(page.getByTestId('screen-my-lie').getByRole('button').first()).toBeVisible();
  await audit(page, `${who}: My Lie`);

  await nav(page, 'Trip planner');
  await expect(page.getByTestId('screen-trip-planner').getByRole('button').first()).toBeVisible();
  if (who === 'signed in') {
    // "Use the map's view" is disabled (faded) until the map reports its view: checked once it has faded in.
    const fromMap = page.getByTestId('destination-from-map');
    await expect(fromMap).toBeEnabled();
    await expect(fromMap).toHaveCSS('opacity', '1');
  }
  await audit(page, `${who}: trip planner`);
}

test('no axe violations on the main screens, signed out and signed in, light and dark', async ({ page, request }) => {
  test.setTimeout(300_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const { name: proName } = await proGolfer(request, admin);

  // Signed out.
  await page.goto('/');
  await waitForClusters(page, 5);
  await audit(page, 'signed out: map home');
  const input = page.getByTestId('search-input');
  await input.fill('pebel bech');
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await audit(page, 'signed out: search popover');
  await input.press('Escape');
  await input.press('Escape');
  await expect(page.getByTestId('search-popover')).toBeHidden();
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await audit(page, 'signed out: sign-in dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await auditScreens(page, 'signed out', proName);
  await page.goto('/pro');
  await expect(page.getByTestId('screen-pro').getByRole('button').first()).toBeVisible();
  await audit(page, 'signed out: Pro');
  await page.goto('/admin');
  await expect(page.getByTestId('screen-admin').getByRole('button', { name: /sign in/i })).toBeVisible();
  await audit(page, 'signed out: admin');

  // Signed in, as an admin: the console first, then the same screens, Pro and the map home.
  await signInThroughDialog(page, admin);
  await expect(page.getByTestId('panelist-request').first()).toBeVisible();
  await audit(page, 'signed in: admin console');
  await auditScreens(page, 'signed in', proName);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Pro', exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByTestId('screen-pro').getByRole('button').first()).toBeVisible();
  await audit(page, 'signed in: Pro');
  await page.getByRole('link', { name: 'TPL home' }).click();
  await expect(page.getByTestId('screen-pro')).toBeHidden();
  await audit(page, 'signed in: map home');
});

test('reduced motion: the camera lands on a course at once and transitions end at once; otherwise the camera flies', async ({ page, request }) => {
  const firstFound = async (terms: string) => ((await (await request.get(`/api/search?terms=${terms}`)).json()).data as { _id: string }[])[0]!;
  const [first, second] = [await firstFound('pebble%20beach'), await firstFound('st%20andrews')];
  const map = page.getByTestId('courses-map');
  const longestMove = async (id: string) => {
    await page.goto(`/courses/${id}`);
    await expect(map).toHaveAttribute('data-highlighted', id);
    return Number(await map.getAttribute('data-longest-move-ms'));
  };

  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every move since the map opened was a jump: it starts and ends in one call (a flight takes 1.2 s).
  expect(await longestMove(first._id)).toBeLessThan(100);
  const transition = await page.getByRole('button').first().evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  expect(transition).toBeLessThan(0.001);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await longestMove(second._id)).toBeGreaterThan(500);
});
