/**
 * Issue 11 through the UI: the played toggle (signed out it opens sign-in; signed in it adds, goes
 * on to the courses near the course with the right exclude[] in the address, and removes
 * optimistically, rolling back when the server fails), the date played (a year, on the course page
 * and the profile, with a server field error under the field), the wishlist and watchlist dialog
 * (a first wishlist from the empty state lands on /wishlists; a course toggled in and out of a
 * watchlist with both snackbars; highlighted icons), and the list screens (rename, delete).
 * The last tests photograph each state light, dark and on a 390 px phone, and run axe on them.
 */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { courseIdByName, newGolfer, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { renderedMarkers } from './support/map-driver';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';
import { expectTooltipOnHover } from './support/tooltips';

const OLD_COURSE = 'The Old Course at St Andrews';
const NEW_COURSE = 'St Andrews Links (New Course)';
const CARNOUSTIE = 'Carnoustie Golf Links (Championship)';
const PEBBLE = 'Pebble Beach Golf Links';
const REMOVE_URL = '**/api/lists/preset/courses-played/remove';


/** A call to the app's API as the golfer (test setup through the same doors the client uses). */
async function asGolfer<T>(request: APIRequestContext, golfer: Golfer, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const res = await request[method](`/api${path}`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` }, data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const markPlayed = (request: APIRequestContext, golfer: Golfer, courseId: string, dateAdded?: string) =>
  asGolfer(request, golfer, 'post', '/lists/preset/courses-played/add', dateAdded ? { courseId, dateAdded } : { courseId });

const newList = (request: APIRequestContext, golfer: Golfer, kind: 'wishlist' | 'watchlist', name: string, course?: string) =>
  asGolfer<{ _id: string }>(request, golfer, 'post', `/user/new-${kind}`, course ? { name, course } : { name });

async function playedIds(request: APIRequestContext, golfer: Golfer): Promise<string[]> {
  const res = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${golfer.account.idToken}` } });
  return ((await res.json()) as { data: { playedCourses: string[] } }).data.playedCourses;
}

async function signedIn(page: Page, golfer: Golfer, path: string): Promise<void> {
  await openSignedIn(page, golfer.account, path);
}

async function courseLocation(request: APIRequestContext, id: string): Promise<{ lat: number; lng: number }> {
  const res = await request.get(`/api/courses/${id}`);
  return ((await res.json()) as { data: { location: { lat: number; lng: number } } }).data.location;
}

/** The map has flown from the world view to a region (the fit to a list of courses) and drawn its markers. */
async function mapFitted(page: Page): Promise<void> {
  await expect.poll(async () => (await renderedMarkers(page)).zoom, { timeout: 30_000, message: 'the map fits to the courses' }).toBeGreaterThanOrEqual(8);
  await expect.poll(async () => {
    const { courses, clusters } = await renderedMarkers(page);
    return courses + clusters;
  }, { timeout: 30_000 }).toBeGreaterThan(0);
}

const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });

/** Holds the next request to `url` until `release()`; answers it as the server does, or with `fail`. */
async function holdNext(page: Page, url: string, fail?: { status: number; body: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  let seen!: () => void;
  const arrived = new Promise<void>((r) => { seen = r; });
  await page.route(url, async (route: Route) => {
    seen();
    await released;
    if (fail) await route.fulfill({ status: fail.status, contentType: 'application/json', body: JSON.stringify(fail.body) });
    else await route.continue();
  }, { times: 1 });
  return { arrived, release };
}

test('signed out, the played toggle opens the sign-in dialog and sends nothing', async ({ page, request }) => {
  const courseId = await courseIdByName(request, OLD_COURSE);
  const userCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/api\/(user|lists\/preset)\//.test(path)) userCalls.push(path);
  });
  await page.goto(`/courses/${courseId}`);
  const played = page.getByTestId('course-detail').getByTestId('action-played');
  await expect(played).toHaveAttribute('aria-pressed', 'false');
  await expectTooltipOnHover(page, played, 'Mark as played');
  await played.click();
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-step', 'waiting');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(played).toHaveAttribute('aria-pressed', 'false');
  expect(userCalls).toEqual([]);
});

test('mark played: the snackbar, the courses near it without the played ones, and the next nearest after another', async ({ page, request }) => {
  test.setTimeout(120_000);
  const golfer = await newGolfer(request, 'player');
  const oldId = await courseIdByName(request, OLD_COURSE);
  const newId = await courseIdByName(request, NEW_COURSE);
  const carnoustie = await courseIdByName(request, CARNOUSTIE);
  const pebble = await courseIdByName(request, PEBBLE);
  // Played before: Pebble Beach in 2019, Carnoustie in 2015 (most recently played first in exclude[]).
  await markPlayed(request, golfer, carnoustie, '2015-07-20');
  await markPlayed(request, golfer, pebble, '2019');
  const at = await courseLocation(request, oldId);

  await signedIn(page, golfer, `/courses/${oldId}`);
  const detail = page.getByTestId('course-detail');
  const played = detail.getByTestId('action-played');
  await expect(played).toHaveAttribute('aria-pressed', 'false');
  await played.click();

  await expect(snackbar(page, 'Added to played courses.')).toBeVisible();
  await page.waitForURL(/\/user\/courses-near-me\?/);
  const url = new URL(page.url());
  expect(Number(url.searchParams.get('lat'))).toBeCloseTo(at.lat, 5);
  expect(Number(url.searchParams.get('lng'))).toBeCloseTo(at.lng, 5);
  expect(url.searchParams.getAll('exclude[]')).toEqual([oldId, pebble, carnoustie]);
  expect(url.search, 'exclude[] is written as the spec shows it').toContain(`exclude[]=${oldId}`);

  const screen = page.getByTestId('screen-courses-near-me');
  const rows = screen.getByTestId('course-list-item');
  await expect(rows.first()).toBeVisible();
  await expect(rows).toHaveCount(10);
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-course-id')));
  expect(ids).not.toContain(oldId);
  expect(ids).not.toContain(carnoustie);
  expect(ids).toContain(newId);
  // Nearest first, each with its distance in the golfer's units (miles for en-US), all within the
  // 30 miles the summary names: what is near, and the map fits only those (issue 32).
  await expect(screen.getByTestId('near-me-summary')).toHaveText('The nearest courses you have not played, within 30 mi, closest first.');
  const distances = (await screen.getByTestId('course-list-item-note').allTextContents()).map((t) => Number.parseFloat(t.replace(/,/g, '')));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(Math.max(...distances)).toBeLessThanOrEqual(30);
  await expect(screen.getByTestId('course-list-item-note').first()).toHaveText(/ mi$/);
  await mapFitted(page);
  await snap(page, 'played-near-me');

  // Marking a row played keeps the centre: that row goes, the next nearest comes in.
  const row = (id: string) => screen.locator(`[data-testid="course-list-item"][data-course-id="${id}"]`);
  const eleventh = await request.get('/api/user/courses-near-me', {
    headers: { Authorization: `Bearer ${golfer.account.idToken}` },
    params: new URLSearchParams([['lat', String(at.lat)], ['lng', String(at.lng)], ['limit', '11'], ...[oldId, pebble, carnoustie].map((id) => ['exclude[]', id] as [string, string])]),
  });
  const nextNearest = ((await eleventh.json()) as { data: { _id: string }[] }).data[10]!._id;
  await row(newId).getByTestId('action-played').click();
  await expect(snackbar(page, 'Added to played courses.')).toHaveCount(2);
  // The course just played first, then the dated ones newest first, then the undated (the Old Course).
  await expect.poll(() => new URL(page.url()).searchParams.getAll('exclude[]')).toEqual([newId, pebble, carnoustie, oldId]);
  expect(Number(new URL(page.url()).searchParams.get('lat'))).toBeCloseTo(at.lat, 5);
  await expect(row(newId)).toHaveCount(0);
  await expect(row(nextNearest)).toBeVisible();
  await expect(rows).toHaveCount(10);
});

test('remove from played is optimistic, and a failure puts it back', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  const golfer = await newGolfer(request, 'remover');
  const oldId = await courseIdByName(request, OLD_COURSE);
  await markPlayed(request, golfer, oldId);
  await signedIn(page, golfer, `/courses/${oldId}`);
  const played = page.getByTestId('course-detail').getByTestId('action-played');
  await expect(played).toHaveAttribute('aria-pressed', 'true');
  await expectTooltipOnHover(page, played, 'Remove from played');

  await test.step('a failed remove rolls back and says so', async () => {
    consoleGuard.allowFailedResource(500, /\/api\/lists\/preset\/courses-played\/remove$/);
    const held = await holdNext(page, REMOVE_URL, { status: 500, body: { status: 'error', message: 'Something went wrong.', data: null } });
    await played.click();
    await held.arrived;
    await expect(played, 'optimistic: unpressed before the answer').toHaveAttribute('aria-pressed', 'false');
    held.release();
    await expect(snackbar(page, 'removing it failed')).toHaveAttribute('data-severity', 'error');
    await expect(played).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('a remove that succeeds', async () => {
    const held = await holdNext(page, REMOVE_URL);
    await played.click();
    await held.arrived;
    await expect(played).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('played-date-line')).toHaveCount(0);
    await snap(page, 'played-remove-optimistic');
    held.release();
    await expect(snackbar(page, 'Removed from played courses.')).toBeVisible();
    await expect(played).toHaveAttribute('aria-pressed', 'false');
    // Removing stays on the page.
    expect(new URL(page.url()).pathname).toBe(`/courses/${oldId}`);
    expect(await playedIds(request, golfer)).toEqual([]);
  });
});

test('adding a course played meanwhile shows the API message and the button catches up', async ({ page, request, consoleGuard }) => {
  const golfer = await newGolfer(request, 'twice');
  const oldId = await courseIdByName(request, OLD_COURSE);
  await signedIn(page, golfer, `/courses/${oldId}`);
  const played = page.getByTestId('course-detail').getByTestId('action-played');
  await expect(played).toHaveAttribute('aria-pressed', 'false');
  await markPlayed(request, golfer, oldId);
  consoleGuard.allowFailedResource(409, /\/api\/lists\/preset\/courses-played\/add$/);
  await played.click();
  await expect(snackbar(page, 'Course already added to played courses.')).toBeVisible();
  await expect(played).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).pathname).toBe(`/courses/${oldId}`);
});

test('back-dating a played course to a year, from the course page and the profile', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  const golfer = await newGolfer(request, 'backdater');
  const oldId = await courseIdByName(request, OLD_COURSE);
  await markPlayed(request, golfer, oldId);
  await signedIn(page, golfer, `/courses/${oldId}`);
  // Marked played without a date: no date, not today (issue 32), and a way to add one.
  const line = page.getByTestId('played-date-line');
  await expect(line.getByRole('button', { name: 'Add date' })).toBeVisible();
  await expect(line).toHaveText(/^You played itAdd date$/);
  await expect(line.getByTestId('played-date')).toHaveCount(0);
  await snap(page, 'played-date-none');

  const change = line.getByRole('button');
  await change.click();
  const dialog = page.getByTestId('played-date-dialog');
  await expect(dialog.getByRole('heading', { name: 'When did you play it?' })).toBeVisible();
  await dialog.getByText('Only the year').click();
  const year = dialog.getByRole('textbox', { name: 'Year played' });
  await year.fill('1849');
  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(dialog.getByTestId('played-date-error')).toHaveText('Must not be before 1850.');
  await expect(year).toHaveAttribute('aria-invalid', 'true');

  await test.step('an error the server finds shows under the field', async () => {
    consoleGuard.allowFailedResource(400, new RegExp(`/api/user/courses-played/${oldId}$`));
    await page.route(`**/api/user/courses-played/${oldId}`, (route) => route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'Invalid body: dateAdded: must not be in the future', data: { errors: [{ in: 'body', path: 'dateAdded', message: 'must not be in the future' }] } }),
    }), { times: 1 });
    await year.fill('2014');
    await dialog.getByRole('button', { name: 'Save date' }).click();
    await expect(dialog.getByTestId('played-date-error')).toHaveText('Must not be in the future.');
    await snap(page, 'played-date-server-error');
  });

  await dialog.getByRole('button', { name: 'Save date' }).click();
  await expect(snackbar(page, 'Date played saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(change, 'focus returns to the button that opened the dialog').toBeFocused();
  await expect(line.getByTestId('played-date')).toHaveText('2014');
  await expect(line).toContainText('You played it in 2014');

  await test.step('the own profile shows the year, and changes it back to a day', async () => {
    await page.goto(`/users/${golfer.id}`);
    const row = page.getByTestId('played-courses').getByTestId('course-list-item').first();
    await expect(row.getByTestId('course-list-item-note')).toHaveText('2014');
    await row.getByTestId('change-played-date').click();
    await expect(dialog.getByRole('textbox', { name: 'Year played' })).toHaveValue('2014');
    await dialog.getByText('On a day').click();
    await dialog.getByLabel('Date played').fill('2014-06-12');
    await dialog.getByRole('button', { name: 'Save date' }).click();
    // The reader's locale: en-US here.
    await expect(row.getByTestId('course-list-item-note')).toHaveText(/^(Jun 12, 2014|12 Jun 2014)$/);
  });

  await test.step('a date can be taken away again: the course stays played, on no given day', async () => {
    const row = page.getByTestId('played-courses').getByTestId('course-list-item').first();
    await row.getByTestId('change-played-date').click();
    await dialog.getByTestId('played-date-remove').click();
    await expect(snackbar(page, 'Date played removed.')).toBeVisible();
    await expect(row.getByTestId('course-list-item-note')).toHaveCount(0);
    await expect(row.getByTestId('change-played-date')).toHaveAttribute('aria-label', /^Add when you played /);
    expect(await playedIds(request, golfer)).toEqual([oldId]);
  });
});

test('a golfer without wishlists creates the first one from the dialog and lands on /wishlists', async ({ page, request }) => {
  test.setTimeout(120_000);
  const golfer = await newGolfer(request, 'wisher');
  const oldId = await courseIdByName(request, OLD_COURSE);
  await signedIn(page, golfer, `/courses/${oldId}`);
  const wishlist = page.getByTestId('course-detail').getByTestId('action-wishlist');
  await expect(wishlist).toHaveAttribute('data-active', 'false');
  await wishlist.click();

  const dialog = page.getByTestId('wishlists-dialog');
  await expect(dialog).toHaveAttribute('data-view', 'form');
  await expect(dialog.getByRole('heading', { name: 'New wishlist' })).toBeVisible();
  await expect(dialog.getByTestId('wishlist-purpose')).toHaveText('Courses you want to play. Plan trips around them.');
  const name = dialog.getByRole('textbox', { name: 'Wishlist name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('maxlength', '60');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and Add' }).click();
  await expect(dialog.getByTestId('list-name-error')).toHaveText('Must not be empty.');
  await name.fill('Scotland 2027');
  await snap(page, 'played-first-wishlist-form');
  await dialog.getByRole('button', { name: 'Save and Add' }).click();

  await expect(snackbar(page, 'Added to wishlist')).toBeVisible();
  await page.waitForURL(/\/wishlists\?list=/);
  await expect(dialog).toBeHidden();
  const screen = page.getByTestId('screen-wishlists');
  await expect(screen.getByTestId('wishlist-purpose')).toHaveText('Courses you want to play. Plan trips around them.');
  const list = screen.getByTestId('wishlist');
  await expect(list).toHaveCount(1);
  const trigger = list.getByRole('button', { name: /^Scotland 2027/ });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger, 'focus lands on the new list').toBeFocused();
  await expect(list.getByTestId('course-list-item')).toHaveText(new RegExp(OLD_COURSE));
  await expect(list.getByTestId('action-wishlist')).toHaveAttribute('data-active', 'true');
  await snap(page, 'played-wishlists');

  await test.step('rename in place, then delete after confirming', async () => {
    await list.getByRole('button', { name: 'Rename Scotland 2027' }).click();
    const field = list.getByRole('textbox', { name: 'Wishlist name' });
    await field.fill('Fife 2027');
    await list.getByRole('button', { name: 'Save name' }).click();
    await expect(snackbar(page, 'Wishlist renamed')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Rename Fife 2027' })).toBeFocused();
    await list.getByRole('button', { name: 'Delete Fife 2027' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Delete Fife 2027?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(snackbar(page, 'Wishlist deleted')).toBeVisible();
    await expect(screen.getByTestId('wishlists-empty')).toContainText('No wishlists yet');
  });
});

test('a course toggled in and out of a watchlist, with both snackbars and the highlighted icon', async ({ page, request }) => {
  test.setTimeout(120_000);
  const golfer = await newGolfer(request, 'watcher');
  const oldId = await courseIdByName(request, OLD_COURSE);
  await newList(request, golfer, 'watchlist', 'Renovations');
  await newList(request, golfer, 'watchlist', 'Invitations');
  await signedIn(page, golfer, `/courses/${oldId}`);
  const watch = page.getByTestId('course-detail').getByTestId('action-watchlist');
  await expect(watch).toHaveAttribute('data-active', 'false');
  await watch.click();

  const dialog = page.getByTestId('wishlists-dialog');
  await expect(dialog).toHaveAttribute('data-view', 'lists');
  await expect(dialog.getByRole('heading', { name: 'Add to watchlist' })).toBeVisible();
  const renovations = dialog.getByRole('checkbox', { name: /Renovations/ });
  const renovationsOption = dialog.getByTestId('wishlist-option').filter({ hasText: 'Renovations' });
  await expect(renovations).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Invitations/ })).not.toBeChecked();

  await renovationsOption.click();
  await expect(snackbar(page, 'Added course to watchlist')).toBeVisible();
  await expect(renovations).toBeChecked();
  await expect(watch).toHaveAttribute('data-active', 'true');
  await snap(page, 'played-watchlist-dialog');

  await renovationsOption.click();
  await expect(snackbar(page, 'Removed course from watchlist')).toBeVisible();
  await expect(renovations).not.toBeChecked();
  await expect(watch).toHaveAttribute('data-active', 'false');

  await test.step('New watchlist goes to the form and Go back returns', async () => {
    await dialog.getByRole('button', { name: 'New watchlist' }).click();
    await expect(dialog).toHaveAttribute('data-view', 'form');
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(dialog).toHaveAttribute('data-view', 'lists');
  });

  await renovationsOption.click();
  await expect(renovations).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(watch, 'focus returns to the button that opened the dialog').toBeFocused();
  await expect(watch).toHaveAttribute('data-active', 'true');
  await expectTooltipOnHover(page, watch, 'In your watchlist: change');
  await snap(page, 'played-highlighted-icons');
});

test('played and wishlist screens and dialogs: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const golfer = await newGolfer(request, 'looks');
  const oldId = await courseIdByName(request, OLD_COURSE);
  const newId = await courseIdByName(request, NEW_COURSE);
  const carnoustie = await courseIdByName(request, CARNOUSTIE);
  const pebble = await courseIdByName(request, PEBBLE);
  await markPlayed(request, golfer, pebble, '2019-05-02');
  await markPlayed(request, golfer, oldId, '2014');
  await newList(request, golfer, 'wishlist', 'Scotland 2027', oldId);
  await asGolfer(request, golfer, 'post', '/user/add-to-wishlist', { wishlist: (await newList(request, golfer, 'wishlist', 'Fife weekend with a long name for a list of golf courses', newId))._id, course: oldId });
  await newList(request, golfer, 'watchlist', 'Renovations', carnoustie);

  const shot = (name: string, testId: string) => inEachLook(page, async (look) => {
    await page.mouse.move(1, 1);
    await snap(page, `played-${look}-${name}`);
    const findings = await axeFindings(page, { include: [`[data-testid="${testId}"]`] });
    expect.soft(describeFindings(`${look} ${name}`, findings), `axe: ${name}`).toEqual([]);
  });

  await signedIn(page, golfer, `/courses/${oldId}`);
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByTestId('action-played')).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('action-wishlist')).toHaveAttribute('data-active', 'true');
  await expect(detail.getByTestId('action-watchlist')).toHaveAttribute('data-active', 'false');
  await expect(detail.getByTestId('played-date')).toHaveText('2014');
  await detail.getByTestId('course-actions').scrollIntoViewIfNeeded();
  await shot('course-page', 'course-detail');

  await detail.getByTestId('action-wishlist').click();
  const lists = page.getByTestId('wishlists-dialog');
  await expect(lists).toHaveAttribute('data-view', 'lists');
  await expect(lists.getByRole('checkbox', { name: /Scotland 2027/ })).toBeChecked();
  await shot('wishlist-dialog', 'wishlists-dialog');
  await lists.getByRole('button', { name: 'New wishlist' }).click();
  await lists.getByRole('textbox', { name: 'Wishlist name' }).fill('   ');
  await lists.getByRole('button', { name: 'Save and Add' }).click();
  await expect(lists.getByTestId('list-name-error')).toHaveText('Must not be empty.');
  await shot('new-list-error', 'wishlists-dialog');
  await lists.getByRole('button', { name: 'Close' }).click();
  await expect(lists).toBeHidden();

  await page.getByTestId('played-date-line').getByRole('button', { name: 'Change date' }).click();
  const date = page.getByTestId('played-date-dialog');
  await expect(date.getByRole('textbox', { name: 'Year played' })).toHaveValue('2014');
  await shot('date-dialog', 'played-date-dialog');
  await date.getByRole('button', { name: 'Cancel' }).click();
  await expect(date).toBeHidden();

  // A map card with its icons; marking it played shows the snackbar with "Add date" and goes near it.
  await page.goto(`/?card=${newId}`);
  const sheet = page.getByTestId('course-card-sheet');
  await expect(sheet.getByTestId('action-wishlist')).toHaveAttribute('data-active', 'true');
  await shot('card-sheet', 'course-card-sheet');
  await sheet.getByTestId('action-played').click();
  await page.waitForURL(/\/user\/courses-near-me\?/);
  const near = page.getByTestId('screen-courses-near-me');
  await expect(near.getByTestId('course-list-item')).toHaveCount(10);
  // The action at once: the snackbar expires, and a loaded machine can spend its whole life on the shot below.
  const addDate = snackbar(page, 'Added to played courses.').getByTestId('snackbar-action');
  await expect(addDate).toHaveText('Add date');
  await addDate.click();
  await expect(date.getByRole('heading', { name: 'When did you play it?' })).toBeVisible();
  await date.getByRole('button', { name: 'Cancel' }).click();
  await expect(date).toBeHidden();
  await mapFitted(page);
  await shot('near-me', 'screen-courses-near-me');

  await page.goto('/wishlists');
  const wishlists = page.getByTestId('screen-wishlists');
  await expect(wishlists.getByTestId('wishlist')).toHaveCount(2);
  await expect(wishlists.getByTestId('course-list-item')).toHaveCount(1);
  await mapFitted(page);
  await shot('wishlists', 'screen-wishlists');

  await page.goto('/watchlists');
  await expect(page.getByTestId('screen-watchlists').getByTestId('course-list-item')).toHaveCount(1);
  await mapFitted(page);
  await shot('watchlists', 'screen-watchlists');

  await page.goto(`/users/${golfer.id}`);
  await expect(page.getByTestId('played-courses').getByTestId('change-played-date')).toHaveCount(3);
  await shot('profile-played', 'played-courses');
});
