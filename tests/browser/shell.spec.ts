/**
 * The app shell: every route opened directly renders its screen over the map, Back and Forward
 * switch screens without moving or remounting the map, and the narrow-screen drawer.
 */
import { randomUUID } from 'node:crypto';
import { courseIdByName, currentUser, emulatorAccount, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { MapDriver } from './support/map-driver';
import { snap } from './support/screens';

test('every route opened directly renders its screen', async ({ page, request, consoleGuard, baseURL }) => {
  test.setTimeout(180_000);
  const courseId = await courseIdByName(request, 'The Old Course at St Andrews');
  const golfer = await emulatorAccount(request, uniqueEmail('profile'));
  const user = await currentUser(request, golfer);
  const unknownCourse = randomUUID();

  const heading = (screen: string) => page.getByTestId(screen).getByRole('heading', { level: 1 });
  const routes: [path: string, screen: string, check?: () => Promise<void>][] = [
    ['/my-lie', 'screen-my-lie'],
    ['/community', 'screen-community'],
    ['/explore', 'screen-explore'],
    ['/trip-planner', 'screen-trip-planner'],
    ['/admin', 'screen-admin'],
    [`/courses/${courseId}`, 'course-detail', () => expect(heading('course-detail')).toHaveText('The Old Course at St Andrews')],
    [`/users/${user._id}`, 'screen-user-profile', () => expect(heading('screen-user-profile')).toHaveText(user.displayName)],
    ['/account/edit-profile', 'screen-edit-profile'],
    ['/pro', 'screen-pro', () => expect(page.getByTestId('pro-card')).toContainText('$39.99')],
    ['/wishlists', 'screen-wishlists'],
    ['/watchlists', 'screen-watchlists'],
    ['/user/courses-near-me?lat=56.34&lng=-2.8', 'screen-courses-near-me'],
    // An invite code nobody owns: the API answers 404 (allowed below), the page says so. A real
    // invite is followed end to end in social.spec.ts.
    ['/invite/abcd1234', 'screen-invite', () => expect(page.getByTestId('screen-invite')).toContainText('This invite link is not valid')],
    ['/no/such/page', 'screen-not-found', () => expect(page.getByTestId('screen-not-found')).toContainText('There is no page at /no/such/page')],
    // An unknown course: the API answers 404 (allowed below), the page says so.
    [`/courses/${unknownCourse}`, 'course-detail', () => expect(heading('course-detail')).toHaveText('Course not found')],
  ];
  consoleGuard.allowFailedResource(404, `${baseURL}/api/courses/${unknownCourse}`);
  consoleGuard.allowFailedResource(404, `${baseURL}/api/referral/code/abcd1234`);

  await test.step('/', async () => {
    await page.goto('/');
    await expect(page.getByTestId('courses-map')).toBeVisible();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expect(page.getByTestId('nav-rail')).toBeVisible();
    await expect(page.locator('main section')).toHaveCount(0);
  });
  for (const [path, screen, check] of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByTestId(screen)).toBeVisible();
      await expect(heading(screen)).not.toBeEmpty();
      // The overlay is over the map, which is there under every route.
      await expect(page.locator('canvas.maplibregl-canvas')).toBeAttached();
      await check?.();
    });
  }
});

test('Back and Forward switch screens over a map that neither moves nor remounts', async ({ page }) => {
  const map = new MapDriver(page);
  const world = await map.open('/');
  const zoomed = await map.moveAndWait(() => page.getByRole('button', { name: 'Zoom in' }).click(), world.zoom + 1);
  expect(zoomed.zoom).toBeCloseTo(world.zoom + 1, 1);
  const camera = await map.camera();
  const asked = map.answers.length;
  await map.map.locator('canvas').evaluate((c) => {
    (c as HTMLCanvasElement & { e2eMark?: string }).e2eMark = 'the same canvas';
  });
  const mapStays = async () => {
    expect(await map.map.locator('canvas').evaluate((c) => (c as HTMLCanvasElement & { e2eMark?: string }).e2eMark), 'the map was not remounted').toBe('the same canvas');
    await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(1);
    expect((await map.rendered()).zoom, 'zoom').toBe(zoomed.zoom);
    // Any move would end in a request for the new viewport's markers.
    expect(map.answers.length, 'no marker request: the map did not move').toBe(asked);
    expect(await map.camera()).toEqual(camera);
  };

  // Screens that leave the map where it is (Explore fits the map to its courses: see explore.spec.ts).
  const rail = page.getByTestId('nav-rail');
  await rail.getByRole('link', { name: 'My Lie' }).click();
  await expect(page.getByTestId('screen-my-lie')).toBeVisible();
  await rail.getByRole('link', { name: 'Community' }).click();
  await expect(page.getByTestId('screen-community')).toBeVisible();
  await mapStays();

  await page.goBack();
  await expect(page).toHaveURL(/\/my-lie$/);
  await expect(page.getByTestId('screen-my-lie')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main section')).toHaveCount(0);
  await mapStays();

  await page.goForward();
  await expect(page).toHaveURL(/\/my-lie$/);
  await expect(page.getByTestId('screen-my-lie')).toBeVisible();
  await mapStays();
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens with Home and the rail entries, and closes on a pick', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('nav-rail')).toBeHidden();
    const drawer = page.getByTestId('nav-drawer');
    await expect(drawer).toBeHidden();

    await page.getByTestId('drawer-toggle').click();
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'My Lie', 'Community', 'Explore', 'Trip planner']);
    // Slid in from the left edge, 240 px wide (spec section 9).
    await expect.poll(async () => (await drawer.boundingBox())?.x, { message: 'the drawer has slid in' }).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(240);
    await snap(page, 'drawer-open');

    await nav.getByRole('link', { name: 'Explore' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByTestId('screen-explore')).toBeVisible();

    // It opens again, and its close button closes it.
    await page.getByTestId('drawer-toggle').click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});
