/**
 * The trip planner in the browser (issue 15): a three-day trip to East Lothian planned from an
 * empty planner (destination from the gazetteer, courses from the map's view), a round moved to
 * another day by keyboard drag and by the day menu with the route redrawn, a companion invited
 * who accepts and then sees the trip and their wishlist overlap, the calendar file parsed, the share link
 * read-only signed out; the map fitted to every round, on opening and after a far course is added
 * (issue 32); "Shortest route for the trip" previewed, cancelled, confirmed and undone; distances
 * as the crow flies; and the looks (with the preview and the undo) in light, dark and 390 px.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { TripDetail } from '../../src/shared/contracts/trips.contract';
import { courseIdByName, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { MapDriver, project } from './support/map-driver';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';
import { call, named } from './support/trip-api';

// The distances below are asserted in kilometres: these golfers chose metres (issue 34). The
// browser is en-US, which would read miles by default (units-and-holes.spec.ts, route-text tests).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('length-unit', 'meter'));
});

const NORTH_BERWICK = 'North Berwick Golf Club (West Links)';
const GULLANE_1 = 'Gullane Golf Club (No. 1)';
const GULLANE_2 = 'Gullane Golf Club (No. 2)';
const MUIRFIELD = 'Muirfield (The Honourable Company of Edinburgh Golfers)';
const DUNBAR = 'Dunbar Golf Club';
const OLD_COURSE = 'The Old Course at St Andrews';
const KINGSBARNS = 'Kingsbarns Golf Links';
const CRUDEN_BAY = 'Cruden Bay Golf Club (Championship)';

const rounds = (page: Page) => page.getByTestId('trip-round');
/** The plan as the page shows it: "day:course" in order. */
const shownPlan = (page: Page) =>
  rounds(page).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-day')}:${e.querySelector('a')?.textContent ?? ''}`));
const mapRoute = (page: Page) => page.getByTestId('courses-map').getAttribute('data-route');

/** The plan as the server has it: "day:course" in order (tee times after an @). */
async function savedPlan(request: APIRequestContext, golfer: Golfer, tripId: string): Promise<string[]> {
  const res = await request.get(`/api/lists/trip/${tripId}`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` } });
  const trip = ((await res.json()) as { data: TripDetail }).data;
  return trip.days.flatMap((d) => d.rounds.map((r) => `${d.day}:${r.course.club_name}${r.teeTime ? `@${r.teeTime}` : ''}`));
}

interface Place {
  name: string;
  lat: number;
  lng: number;
}
const placesOf = (trip: TripDetail): Place[] => trip.days.flatMap((d) => d.rounds.map((r) => ({ name: r.course.club_name, ...r.course.location })));

/**
 * How the map frames `places`: the ones outside the part of the map no panel covers, by name, and
 * whether the map is zoomed in past a country (not the world view it opens on). Read from the
 * bounds of the map's last marker request (the map driver's camera) and the map's padding.
 */
async function framing(driver: MapDriver, places: readonly Place[]): Promise<{ outside: string[]; zoomedIn: boolean }> {
  const box = await driver.box();
  const camera = await driver.camera();
  const [top = 0, right = 0, bottom = 0, left = 0] = ((await driver.map.getAttribute('data-padding')) ?? '').split(' ').map(Number);
  const outside = places.filter((p) => {
    const { x, y } = project(camera, p, box);
    return x < left || x > box.width - right || y < top || y > box.height - bottom;
  });
  return { outside: outside.map((p) => p.name), zoomedIn: camera.zoom >= 6 };
}

async function addCandidate(page: Page, name: string, day: number) {
  await page.getByTestId('candidate-day').selectOption(String(day));
  const row = page.getByTestId('trip-candidate').filter({ hasText: name });
  await row.getByTestId('candidate-add').click();
  await expect(rounds(page).filter({ hasText: name }).and(page.locator(`[data-day="${day}"]`))).toHaveCount(1);
}

test('plan a three-day trip to East Lothian, move rounds between days, invite a companion, export the calendar, share it', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const owner = await named(request, 'trip-owner', 'Olly');
  const anna = await named(request, 'trip-anna', 'Anna');
  await call(request, owner, 'POST', `/users/${anna.id}/follow`);
  await call(request, anna, 'POST', '/user/new-wishlist', { name: 'Scotland', course: await courseIdByName(request, NORTH_BERWICK) });

  // An empty planner: a new trip with a destination from the gazetteer.
  await openSignedIn(page, owner.account, '/');
  await page.goto('/trip-planner');
  await page.getByTestId('trip-name-input').fill('East Lothian links');
  await page.getByTestId('destination-input').fill('North Berwick');
  await page.getByTestId('destination-option').filter({ hasText: 'North Berwick' }).first().click();
  await expect(page.getByTestId('trip-destination')).toHaveText('North Berwick');
  await page.getByTestId('trip-start-input').fill('2027-05-03');
  await page.getByTestId('trip-end-input').fill('2027-05-05');
  await page.getByTestId('create-trip').click();
  await expect(page).toHaveURL(/\/trip-planner\/[0-9a-f-]{36}$/);
  const tripId = page.url().split('/').pop()!;
  await expect(page.getByTestId('trip-day')).toHaveCount(3);
  await expect(page.getByTestId('trip-summary')).toContainText('North Berwick');

  // Candidates from the map's view: public and limited clubs, no private ones.
  await expect(page.getByTestId('trip-candidate').filter({ hasText: NORTH_BERWICK })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('trip-candidate').filter({ hasText: 'The Renaissance Club' })).toHaveCount(0);
  await expect(page.getByTestId('trip-candidate').filter({ hasText: NORTH_BERWICK }).getByTestId('candidate-overlap')).toHaveCount(0);
  await addCandidate(page, NORTH_BERWICK, 1);
  await addCandidate(page, GULLANE_1, 1);
  await addCandidate(page, MUIRFIELD, 2);
  await addCandidate(page, DUNBAR, 2);
  await addCandidate(page, GULLANE_2, 3);
  expect(await shownPlan(page)).toEqual([`1:${NORTH_BERWICK}`, `1:${GULLANE_1}`, `2:${MUIRFIELD}`, `2:${DUNBAR}`, `3:${GULLANE_2}`]);
  await expect.poll(() => mapRoute(page), { timeout: 30_000 }).toBe('1:2 2:2');
  // Straight lines are distances as the crow flies, never drive times (issue 32).
  await expect(page.getByTestId('trip-day').nth(1).getByTestId('day-distance')).toHaveText(/^[\d.]+ km as the crow flies$/);
  await expect(page.getByTestId('trip-distance')).toContainText('as the crow flies');
  await expect(page.getByTestId('trip-planner')).not.toContainText(/drive|driving|\bmin\b/);

  // Keyboard drag: Dunbar from day 2 into day 3, through every place on the way (first on day 3
  // too, issue 26); the route is redrawn and the move saved.
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: `Move ${DUNBAR}, day 2 stop 2` }).focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Picked up ${DUNBAR} at day 2, stop 2.`);
  // dnd-kit takes arrow keys once it has measured the rows, a frame after the lift.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(`${DUNBAR} would go to day 3, stop 1.`);
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(`${DUNBAR} would go to day 3, stop 2.`);
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText(`${DUNBAR} would go to day 3, stop 1.`);
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText(`${DUNBAR} is back at day 2, stop 2.`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText(`${DUNBAR} would go to day 3, stop 2.`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Moved ${DUNBAR} to day 3, stop 2.`);
  await expect.poll(() => shownPlan(page)).toEqual([`1:${NORTH_BERWICK}`, `1:${GULLANE_1}`, `2:${MUIRFIELD}`, `3:${GULLANE_2}`, `3:${DUNBAR}`]);
  await expect.poll(() => mapRoute(page), { timeout: 30_000 }).toBe('1:2 3:2');
  // The day menu, the other keyboard way: Gullane No. 1 to day 2.
  await rounds(page).filter({ hasText: GULLANE_1 }).getByTestId('round-move-day').selectOption('2');
  await expect.poll(() => shownPlan(page)).toEqual([`1:${NORTH_BERWICK}`, `2:${MUIRFIELD}`, `2:${GULLANE_1}`, `3:${GULLANE_2}`, `3:${DUNBAR}`]);
  await expect.poll(() => mapRoute(page), { timeout: 30_000 }).toBe('2:2 3:2');
  // Two edits in quick succession (saved one after the other, each on the last one's revision).
  await rounds(page).filter({ hasText: NORTH_BERWICK }).getByTestId('round-note').pressSequentially('Bring waterproofs');
  await page.keyboard.press('Enter');
  await rounds(page).filter({ hasText: NORTH_BERWICK }).getByTestId('round-tee-time').fill('08:30');
  await rounds(page).filter({ hasText: GULLANE_2 }).getByTestId('round-tee-time').fill('13:10');
  await expect(page.getByTestId('trip-planner')).toHaveAttribute('data-saving', 'false');
  await page.reload();
  await expect.poll(() => shownPlan(page), { timeout: 30_000 }).toEqual([`1:${NORTH_BERWICK}`, `2:${MUIRFIELD}`, `2:${GULLANE_1}`, `3:${GULLANE_2}`, `3:${DUNBAR}`]);
  await expect(rounds(page).filter({ hasText: NORTH_BERWICK }).getByTestId('round-tee-time')).toHaveValue('08:30');
  await expect(rounds(page).filter({ hasText: NORTH_BERWICK }).getByTestId('round-note')).toHaveValue('Bring waterproofs');
  await expect(rounds(page).filter({ hasText: GULLANE_2 }).getByTestId('round-tee-time')).toHaveValue('13:10');

  // A companion: Anna is invited; until she accepts, nothing of hers shows on the plan.
  await page.getByTestId('invite-companion').selectOption({ label: 'Anna' });
  await page.getByTestId('invite-companion-submit').click();
  await expect(page.getByTestId('trip-invitee').filter({ hasText: 'Anna' })).toContainText('Invited');
  await expect(rounds(page).filter({ hasText: NORTH_BERWICK }).getByTestId('round-overlap')).toHaveCount(0);

  // The calendar file: one event per round, parsed by ical.js.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('trip-export-ics').click()]);
  expect(download.suggestedFilename()).toBe('East-Lothian-links.ics');
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(events).toHaveLength(5);
  const first = events.find((e) => e.summary.includes(NORTH_BERWICK))!;
  expect(first.startDate.toString()).toBe('2027-05-03T08:30:00');
  expect(events.find((e) => e.summary.includes(DUNBAR))!.startDate.toString()).toBe('2027-05-05');

  // Anna finds the invitation among her trips, accepts it, opens the trip and sees her own wish on it.
  const annaPage = await (await browser.newContext()).newPage();
  await openSignedIn(annaPage, anna.account, '/');
  await annaPage.goto('/trip-planner');
  await annaPage.getByTestId('trip-invitation-row').filter({ hasText: 'East Lothian links' }).getByTestId('invitation-accept').click();
  await annaPage.getByTestId('trip-row').filter({ hasText: 'East Lothian links' }).click();
  await expect(annaPage).toHaveURL(new RegExp(`/trip-planner/${tripId}$`));
  await expect(rounds(annaPage)).toHaveCount(5);
  await expect(rounds(annaPage).filter({ hasText: NORTH_BERWICK }).getByTestId('round-overlap')).toHaveText('On your wishlist');
  await expect(annaPage.getByTestId('trip-leave')).toBeVisible();
  await annaPage.context().close();
  // Joined, her wishlist shows on the owner's plan.
  await page.reload();
  await expect(page.getByTestId('trip-golfer').filter({ hasText: 'Anna' })).toBeVisible({ timeout: 30_000 });
  await expect(rounds(page).filter({ hasText: NORTH_BERWICK }).getByTestId('round-overlap')).toHaveText("On Anna's wishlist");

  // Shared: the link opens read-only signed out.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('trip-share').click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/trip-planner/${tripId}`);
  await expect(rounds(visitor)).toHaveCount(5);
  await expect(visitor.getByTestId('trip-read-only')).toBeVisible();
  await expect(visitor.getByTestId('round-drag-handle')).toHaveCount(0);
  await expect(visitor.getByTestId('trip-candidates')).toHaveCount(0);
  // A trip reached as a list (a profile's lists) opens in the planner.
  await visitor.goto(`/lists/${tripId}`);
  await expect(visitor).toHaveURL(new RegExp(`/trip-planner/${tripId}$`));
  await expect(rounds(visitor)).toHaveCount(5);
  await visitor.context().close();
});

test('"Add to a trip" on a course card puts the course on the chosen day, or starts a new trip with it', async ({ page, request }) => {
  test.setTimeout(150_000);
  const owner = await named(request, 'trip-card', 'Cara');
  const trip = await call<{ _id: string }>(request, owner, 'POST', '/lists/trip', {
    name: 'Fife in spring', startDate: '2027-04-10', endDate: '2027-04-12', destination: { name: 'St Andrews', lat: 56.34, lng: -2.8 },
  });
  const kingsbarns = await courseIdByName(request, 'Kingsbarns Golf Links');
  await openSignedIn(page, owner.account, '/');
  await page.goto(`/?card=${kingsbarns}`);
  const sheet = page.getByTestId('course-card-sheet');
  await sheet.getByTestId('add-to-trip-button').click();
  const dialog = page.getByTestId('add-to-trip-dialog');
  await dialog.getByTestId('add-to-trip-option').filter({ hasText: 'Fife in spring' }).click();
  await dialog.getByTestId('add-to-trip-day').selectOption('2');
  await dialog.getByTestId('add-to-trip-submit').click();
  await expect(page.getByText('Added to Fife in spring, day 2.')).toBeVisible();
  await page.goto(`/trip-planner/${trip._id}`);
  await expect.poll(() => shownPlan(page), { timeout: 30_000 }).toEqual(['2:Kingsbarns Golf Links']);

  // A new trip from the card: the planner opens its form with the course kept for day 1.
  await page.goto(`/?card=${kingsbarns}`);
  await page.getByTestId('course-card-sheet').getByTestId('add-to-trip-button').click();
  await page.getByTestId('add-to-trip-dialog').getByTestId('add-to-trip-new').click();
  await expect(page).toHaveURL(new RegExp(`/trip-planner\\?course=${kingsbarns}$`));
  await page.getByTestId('trip-name-input').fill('Kingsbarns again');
  // The destination from the map as it was panned: named after the region of its courses.
  await page.getByTestId('destination-from-map').click();
  await expect(page.getByTestId('trip-destination')).toHaveText('Fife');
  await page.getByTestId('create-trip').click();
  await expect(page).toHaveURL(/\/trip-planner\/[0-9a-f-]{36}$/);
  await expect.poll(() => shownPlan(page), { timeout: 30_000 }).toEqual(['1:Kingsbarns Golf Links']);
});

test('the map fits every round, and again when a far course is added; the shortest route for the trip is previewed, cancelled, confirmed and undone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await named(request, 'trip-route', 'Rory');
  const id = (name: string) => courseIdByName(request, name);
  // Muirfield is across the Firth of Forth from the destination, St Andrews.
  const trip = await call<TripDetail>(request, owner, 'POST', '/lists/trip', {
    name: 'Fife and Lothian', startDate: '2027-05-03', endDate: '2027-05-05', destination: { name: 'St Andrews', lat: 56.34, lng: -2.8 },
    days: [
      { day: 1, rounds: [{ course: await id(OLD_COURSE) }, { course: await id(MUIRFIELD), teeTime: '09:10' }] },
      { day: 2, rounds: [{ course: await id(KINGSBARNS) }] },
      { day: 3, rounds: [{ course: await id(NORTH_BERWICK) }] },
    ],
  });
  const places = placesOf(trip);
  const driver = new MapDriver(page);
  await driver.intercept();
  await openSignedIn(page, owner.account, '/');
  await page.goto(`/trip-planner/${trip._id}`);
  await expect(rounds(page)).toHaveCount(4);
  // Opened, the map shows every round beside the panel, not only the destination.
  await expect.poll(() => framing(driver, places), { timeout: 30_000, message: 'every round on the map' }).toEqual({ outside: [], zoomedIn: true });

  // Shortest route for the trip: a preview first; Cancel changes nothing.
  const before = [`1:${OLD_COURSE}`, `1:${MUIRFIELD}`, `2:${KINGSBARNS}`, `3:${NORTH_BERWICK}`];
  const after = [`1:${OLD_COURSE}`, `1:${KINGSBARNS}`, `2:${NORTH_BERWICK}`, `3:${MUIRFIELD}`];
  // The server's plan names the tee time, which goes with Muirfield.
  const saved = (plan: string[]) => plan.map((r) => (r.endsWith(MUIRFIELD) ? `${r}@09:10` : r));
  const shown = () => shownPlan(page);
  await page.getByTestId('order-trip').click();
  const preview = page.getByTestId('route-preview');
  await expect(preview.getByTestId('route-preview-move')).toHaveCount(3);
  await expect(preview.getByTestId('route-preview-move').filter({ hasText: KINGSBARNS })).toContainText(/Day 2 \(.+\) → Day 1 \(.+\)/);
  await expect(preview.getByTestId('route-preview-move').filter({ hasText: MUIRFIELD })).toContainText(/Day 1 \(.+\) → Day 3 \(.+\)/);
  await expect(preview.getByTestId('route-preview-move').filter({ hasText: MUIRFIELD })).toContainText('09:10 tee time');
  await expect(preview.getByTestId('route-preview-distance')).toHaveText(/93 km → 45 km/);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  expect(await shown()).toEqual(before);
  expect(await savedPlan(request, owner, trip._id)).toEqual(saved(before));
  // Confirmed: the rounds change days, each keeping its tee time, and it is saved.
  await page.getByTestId('order-trip').click();
  await preview.getByTestId('route-preview-confirm').click();
  await expect.poll(shown).toEqual(after);
  await expect(rounds(page).filter({ hasText: MUIRFIELD }).getByTestId('round-tee-time')).toHaveValue('09:10');
  await expect.poll(() => savedPlan(request, owner, trip._id)).toEqual(saved(after));
  // Undo puts the plan back as it was, on the server too.
  const undo = page.getByTestId('route-undo');
  await expect(undo).toContainText('3 rounds changed day');
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(shown).toEqual(before);
  await expect(undo).toBeHidden();
  await expect.poll(() => savedPlan(request, owner, trip._id)).toEqual(saved(before));

  // A far course: the golfer takes the map to Cruden Bay and adds it; the map then shows every round.
  await page.getByTestId('search-input').fill('Cruden Bay');
  // The town of Cruden Bay is the whole name typed, so Places opens (best-tab.ts); the golfer picks Courses.
  await expect(page.getByTestId('search-tab-places')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('search-tab-courses').click();
  await page.getByTestId('search-target-toggle').click();
  await expect(page.getByTestId('search-target-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Show ${CRUDEN_BAY} in map` }).click();
  const cruden = page.getByTestId('trip-candidate').filter({ hasText: CRUDEN_BAY });
  await expect(cruden).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await framing(driver, places)).outside.length, { timeout: 30_000, message: 'the map flew to Cruden Bay' }).toBeGreaterThan(0);
  await page.getByTestId('candidate-day').selectOption('2');
  await cruden.getByTestId('candidate-add').click();
  await expect(rounds(page)).toHaveCount(5);
  const withCruden = [...places, { name: CRUDEN_BAY, lat: 57.412, lng: -1.859 }];
  await expect.poll(() => framing(driver, withCruden), { timeout: 30_000, message: 'every round on the map' }).toEqual({ outside: [], zoomedIn: true });
  await expect(page.getByTestId('trip-planner')).toHaveAttribute('data-saving', 'false');
});

test('a private trip is not shown to another golfer', async ({ page, request, consoleGuard }) => {
  const owner = await named(request, 'trip-private', 'Pat');
  const trip = await call<{ _id: string }>(request, owner, 'POST', '/lists/trip', { name: 'Secret', startDate: '2027-06-01', endDate: '2027-06-02' });
  consoleGuard.allowFailedResource(404, new RegExp(`/api/lists/trip/${trip._id}$`));
  await page.goto(`/trip-planner/${trip._id}`);
  await expect(page.getByTestId('trip-missing')).toBeVisible({ timeout: 30_000 });
});

test('trip planner: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const owner = await named(request, 'trip-looks', 'Olly');
  const anna = await named(request, 'trip-looks-anna', 'Anna');
  await call(request, owner, 'POST', `/users/${anna.id}/follow`);
  const id = (name: string) => courseIdByName(request, name);
  await call(request, anna, 'POST', '/user/new-wishlist', { name: 'Scotland', course: await id(NORTH_BERWICK) });
  const trip = await call<{ _id: string }>(request, owner, 'POST', '/lists/trip', {
    name: 'East Lothian links', startDate: '2027-05-03', endDate: '2027-05-05', companions: [anna.id],
    destination: { name: 'North Berwick', lat: 56.058, lng: -2.72 },
    days: [
      { day: 1, rounds: [{ course: await id(NORTH_BERWICK), teeTime: '08:30' }, { course: await id(GULLANE_1) }] },
      { day: 2, rounds: [{ course: await id(MUIRFIELD) }, { course: await id(DUNBAR) }] },
      { day: 3, rounds: [{ course: await id(GULLANE_2) }] },
    ],
  });
  // Anna joins: the plan shows a companion.
  await call(request, anna, 'POST', `/lists/trip/${trip._id}/accept`);
  await openSignedIn(page, owner.account, `/trip-planner/${trip._id}`);
  await expect(rounds(page)).toHaveCount(5);
  await inEachLook(page, async (look) => {
    await expect.poll(() => mapRoute(page), { timeout: 30_000 }).toBe('1:2 2:2');
    await expect(page.getByTestId('trip-candidate').first()).toBeVisible({ timeout: 30_000 });
    await expect(rounds(page).first().getByText('Tee time 08:30')).toBeHidden();
    await snap(page, `trip-planner-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="screen-trip"]'] });
    expect(findings, describeFindings(`trip planner ${look}`, findings).join('\n')).toEqual([]);
    // Printed: the itinerary alone, without the map, the candidates or the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('trip-candidates')).toBeHidden();
    await expect(page.getByTestId('trip-actions')).toBeHidden();
    await expect(page.getByTestId('courses-map')).toBeHidden();
    await expect(rounds(page).first().getByText('Tee time 08:30')).toBeVisible();
    await expect(page.getByTestId('trip-golfer').filter({ hasText: 'Anna' })).toBeVisible();
    await snap(page, `trip-planner-print-${look}`);
    await page.emulateMedia({ media: 'screen' });
  });
  // The shortest route's preview, then the undo it leaves.
  await page.getByTestId('order-trip').click();
  await expect(page.getByTestId('route-preview-move').first()).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `trip-route-preview-${look}`);
    const dialogFindings = await axeFindings(page, { include: ['[data-testid="route-preview"]'] });
    expect(dialogFindings, describeFindings(`route preview ${look}`, dialogFindings).join('\n')).toEqual([]);
  });
  await page.getByTestId('route-preview-confirm').click();
  await expect(page.getByTestId('route-undo')).toBeVisible();
  await expect(page.getByTestId('trip-planner')).toHaveAttribute('data-saving', 'false');
  await inEachLook(page, (look) => snap(page, `trip-route-undo-${look}`));
  await page.goto('/trip-planner');
  await expect(page.getByTestId('trip-row')).toHaveCount(1);
  await inEachLook(page, (look) => snap(page, `trip-planner-hub-${look}`));
});
