/**
 * Issue 4, profiles: editing your profile (names, preferences, picture) and seeing it on your
 * profile; 'Are you sure you want to leave?' with unsaved changes; played courses and lists on a
 * golfer's profile, with their empty states.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { pngImage } from '../api/helpers/images';
import { courseIdByName, currentUser, emulatorAccount, uniqueEmail, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, snap } from './support/screens';
import { openSignedIn } from './support/session';

const NARROW = { width: 390, height: 844 };

interface Me {
  _id: string;
  displayName: string | null;
  fullName: string | null;
  photoURL: string | null;
  preferences: { difficulty: string; architecture: string };
}

async function me(request: APIRequestContext, account: Account): Promise<Me> {
  const res = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${account.idToken}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Me }).data;
}

/** Marks courses played the way the checklist does: one batch, as the golfer, with the day played. */
async function markPlayed(request: APIRequestContext, golfer: Account, courseIds: string[], dateAdded?: string): Promise<void> {
  const res = await request.post('/api/user/courses-played/batch', {
    headers: { Authorization: `Bearer ${golfer.idToken}` },
    data: { add: courseIds.map((courseId) => ({ courseId, dateAdded })) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Creates a list as its owner and adds the courses (hole lists: hole 18 of each) through the real API; a trip has three days. */
async function addList(request: APIRequestContext, owner: Account, list: { name: string; kind: 'course' | 'hole' | 'trip'; type: string; isPublic: boolean; courseIds: string[] }) {
  const headers = { Authorization: `Bearer ${owner.idToken}` };
  const { courseIds, ...body } = list;
  const res = list.kind === 'trip'
    ? await request.post('/api/lists/trip', { headers, data: { name: list.name, isPublic: list.isPublic, startDate: '2027-06-01', endDate: '2027-06-03' } })
    : await request.post('/api/lists', { headers, data: body });
  expect(res.status(), await res.text()).toBe(201);
  const { _id, usesBuckets } = ((await res.json()) as { data: { _id: string; usesBuckets: boolean } }).data;
  for (const course of courseIds) {
    const listItem = { course, ...(usesBuckets ? { bucket: 'loved' } : {}), ...(list.kind === 'hole' ? { holeNumber: 18 } : {}) };
    const added = await request.post(`/api/lists/${_id}/add-item`, { headers, data: { listItem } });
    expect(added.status(), await added.text()).toBe(201);
  }
}

async function expectNoAxeFindings(page: Page, screen: string, testId: string): Promise<void> {
  const findings = await axeFindings(page, { include: [`[data-testid="${testId}"]`] });
  expect(describeFindings(screen, findings)).toEqual([]);
}

/** The picture of a profile or preview: shown, loaded, and its source. */
async function loadedImage(page: Page, scope: string): Promise<{ src: string; width: number }> {
  const img = page.getByTestId(scope).locator('img').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  return img.evaluate((i: HTMLImageElement) => ({ src: i.getAttribute('src') ?? '', width: i.naturalWidth }));
}

test('a golfer edits their profile and picture and sees them on their profile', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await emulatorAccount(request, uniqueEmail('editor'));
  const { _id: id, displayName: firstName } = await currentUser(request, account);
  // Display names are public: the default one never comes from the email.
  expect(firstName).toMatch(/^Golfer \d{4}$/);

  await openSignedIn(page, account, '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByTestId('screen-user-profile').getByRole('link', { name: 'Edit profile' }).click();

  const screen = page.getByTestId('screen-edit-profile');
  const form = screen.getByTestId('edit-profile-form');
  const displayName = form.getByRole('textbox', { name: 'Display name' });
  const fullName = form.getByRole('textbox', { name: /Full name/ });
  const save = form.getByRole('button', { name: 'Save changes' });
  await expect(displayName).toHaveValue(firstName);
  await expect(fullName).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('none');
  await expect(save).toBeDisabled();
  await snap(page, 'edit-profile');
  await expectNoAxeFindings(page, 'edit profile', 'screen-edit-profile');

  await test.step('an empty display name is refused under the field, before anything is sent', async () => {
    await displayName.fill('   ');
    await save.click();
    await expect(form.getByText('Must not be empty.')).toBeVisible();
    await expect(displayName).toHaveAttribute('aria-invalid', 'true');
    await expect(displayName).toBeFocused();
    await snap(page, 'edit-profile-error');
    expect((await me(request, account)).displayName).toBe(firstName);
  });

  await test.step('a file that is no picture is refused at once', async () => {
    const picture = form.getByLabel('Picture');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByText('Choose a JPEG, PNG, WebP, GIF or AVIF image.')).toBeVisible();
    await expect(picture).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('names, preferences and a picture, saved', async () => {
    await displayName.fill('Bobby Jones');
    await expect(form.getByText('Must not be empty.')).toBeHidden();
    await fullName.fill('Robert Tyre Jones Jr.');
    await form.getByRole('combobox', { name: 'Difficulty' }).selectOption('hard');
    await form.getByRole('combobox', { name: 'Architecture' }).selectOption('classic');
    await form.getByLabel('Picture').setInputFiles({ name: 'bobby.png', mimeType: 'image/png', buffer: pngImage(600, 400) });
    const preview = await loadedImage(page, 'picture-preview');
    expect(preview.src).toMatch(/^blob:/);
    await snap(page, 'edit-profile-filled');

    await save.click();
    await expect(page.getByTestId('snackbar')).toContainText('Profile saved.');
    await expect(save).toBeDisabled();
    const saved = await me(request, account);
    expect(saved).toMatchObject({
      _id: id, displayName: 'Bobby Jones', fullName: 'Robert Tyre Jones Jr.', preferences: { difficulty: 'hard', architecture: 'classic' },
    });
    expect(saved.photoURL).toMatch(/^\/api\/files\/avatars\/.+\.webp$/);
    // The form now shows the stored picture, not the chosen file.
    await expect.poll(async () => (await loadedImage(page, 'picture-preview')).src).toBe(saved.photoURL);
    await snap(page, 'edit-profile-saved');
  });

  await test.step('the profile shows the new name, full name and picture', async () => {
    // Saved: leaving asks nothing.
    await screen.getByRole('link', { name: 'View your profile' }).click();
    const profile = page.getByTestId('screen-user-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Bobby Jones');
    await expect(profile.getByText('Robert Tyre Jones Jr.')).toBeVisible();
    const picture = await loadedImage(page, 'profile-picture');
    expect(picture.src).toMatch(/^\/api\/files\/avatars\/.+\.webp$/);
    expect(picture.width).toBe(256);
    await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Account menu for Bobby Jones');
    await snap(page, 'profile-own-after-edit');
  });
});

test("unsaved changes ask 'Are you sure you want to leave?' on links, Back and Close", async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await emulatorAccount(request, uniqueEmail('leaver'));
  await currentUser(request, account);
  await openSignedIn(page, account, '/');
  // Every step in one document, as a golfer gets there: Explore, then Profile, then Edit profile.
  // (Back out of the document, e.g. after opening the form by its address, is the browser's own
  // beforeunload prompt, checked at the end.)
  await page.getByTestId('nav-rail').getByRole('link', { name: 'Explore' }).click();
  await expect(page.getByTestId('screen-explore')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByTestId('screen-user-profile').getByRole('link', { name: 'Edit profile' }).click();

  const form = page.getByTestId('edit-profile-form');
  const fullName = form.getByRole('textbox', { name: /Full name/ });
  const dialog = page.getByTestId('confirm-dialog');
  const myLie = page.getByTestId('nav-rail').getByRole('link', { name: 'My Lie' });

  await test.step('a clean form leaves without asking', async () => {
    await expect(fullName).toHaveValue('');
    await myLie.click();
    await expect(page.getByTestId('screen-my-lie')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(fullName).toBeVisible();
  });

  await test.step('a link: Stay keeps the edits, Leave goes', async () => {
    await fullName.fill('Unsaved Name');
    await myLie.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Are you sure you want to leave?');
    await snap(page, 'edit-profile-leave-dialog');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account\/edit-profile$/);
    await expect(fullName).toHaveValue('Unsaved Name');

    await myLie.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByTestId('screen-my-lie')).toBeVisible();
    await expect(page).toHaveURL(/\/my-lie$/);
  });

  await test.step('Back: Stay keeps the edits, Leave goes back one page', async () => {
    // From My Lie, Back returns to the (fresh) form.
    await page.goBack();
    await expect(fullName).toHaveValue('');
    await fullName.fill('Unsaved again');
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/account\/edit-profile$/);
    await expect(fullName).toHaveValue('Unsaved again');

    await page.goBack();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByTestId('screen-user-profile')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
  });

  await test.step('the Close button asks too; reverting the edit stops asking', async () => {
    await page.getByTestId('nav-rail').getByRole('link', { name: 'My Lie' }).click();
    await page.goto('/account/edit-profile');
    await fullName.fill('Typed');
    await page.getByTestId('screen-edit-profile').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(fullName).toHaveValue('Typed');

    await form.getByRole('button', { name: 'Discard changes' }).click();
    await expect(fullName).toHaveValue('');
    await myLie.click();
    await expect(page.getByTestId('screen-my-lie')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('closing the tab with unsaved changes gets the browser’s own prompt', async () => {
    await page.goBack();
    await fullName.fill('About to close');
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await prompt;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.accept();
  });
});

test('a profile lists played courses and public lists, or says there are none', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await emulatorAccount(request, uniqueEmail('owner'));
  const ownerId = (await currentUser(request, owner))._id;
  const profile = page.getByTestId('screen-user-profile');
  const played = profile.getByTestId('played-courses');
  const lists = profile.getByTestId('user-lists');

  await test.step('empty states', async () => {
    await page.goto(`/users/${ownerId}`);
    await expect(played).toContainText('No courses played yet.');
    await expect(lists).toContainText('No public lists yet.');
    await snap(page, 'profile-empty');
    await expectNoAxeFindings(page, 'empty profile', 'screen-user-profile');
  });

  const oldCourse = await courseIdByName(request, 'The Old Course at St Andrews');
  const pebble = await courseIdByName(request, 'Pebble Beach Golf Links');
  const augusta = await courseIdByName(request, 'Augusta National Golf Club');
  await markPlayed(request, owner, [oldCourse], '2019-05-01');
  await markPlayed(request, owner, [pebble], '2023-08-10');
  await addList(request, owner, { name: 'Dream links', kind: 'course', type: 'bucket_list', isPublic: true, courseIds: [oldCourse, pebble, augusta] });
  await addList(request, owner, { name: 'Best finishing holes', kind: 'hole', type: 'closers', isPublic: true, courseIds: [pebble] });
  await addList(request, owner, { name: 'Secret gems', kind: 'course', type: 'hidden_gems', isPublic: false, courseIds: [augusta] });

  await test.step('a visitor sees the played courses and only the public lists', async () => {
    await page.goto(`/users/${ownerId}`);
    await expect(profile.getByTestId('count-played')).toContainText('2');
    await expect(played.getByTestId('course-list-item')).toHaveCount(2);
    // Most recently played first.
    await expect(played.getByTestId('course-list-item').first()).toContainText('Pebble Beach Golf Links');
    await expect(played.getByTestId('course-list-item').nth(1)).toContainText('The Old Course at St Andrews');
    const items = lists.getByTestId('user-list-item');
    await expect(items).toHaveCount(2);
    await expect(lists).toContainText('Dream links');
    await expect(lists).toContainText('Bucket list · 3 courses');
    await expect(lists).toContainText('Closers (holes) · 1 hole');
    await expect(lists).not.toContainText('Secret gems');
    await expect(profile.getByTestId('count-lists')).toContainText('2');
    await snap(page, 'profile-played-and-lists');
    await expectNoAxeFindings(page, 'profile with played courses and lists', 'screen-user-profile');

    await played.getByRole('link', { name: 'The Old Course at St Andrews' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${oldCourse}$`));
    await expect(page.getByTestId('course-detail').getByRole('heading', { level: 1 })).toHaveText('The Old Course at St Andrews');
  });

  await test.step('the owner also sees their private list, marked', async () => {
    await openSignedIn(page, owner, `/users/${ownerId}`);
    await expect(lists.getByTestId('user-list-item')).toHaveCount(3);
    await expect(lists.getByTestId('user-list-item').filter({ hasText: 'Secret gems' })).toContainText('Private');
    await expect(lists).toContainText('Private lists are shown to you only.');
    await snap(page, 'profile-own-with-private-list');
  });
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: NARROW });

  test('the profile form and a profile with data fit a 390 px phone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = await emulatorAccount(request, uniqueEmail('phone'));
    const id = (await currentUser(request, account))._id;
    await markPlayed(request, account, [await courseIdByName(request, 'Pine Valley Golf Club')]);
    await addList(request, account, { name: 'A list with a rather long name that has to be cut somewhere', kind: 'trip', type: 'trip', isPublic: true, courseIds: [] });
    // Ten more, one over the first page of lists: 5 ranked lists (a free golfer's most) and 5 trips.
    for (let i = 1; i <= 10; i++) {
      const [kind, type] = i <= 5 ? ['course', 'custom'] as const : ['trip', 'trip'] as const;
      await addList(request, account, { name: `Ranking ${i}`, kind, type, isPublic: true, courseIds: [] });
    }

    await openSignedIn(page, account, '/');
    await page.goto('/account/edit-profile');
    const form = page.getByTestId('edit-profile-form');
    await expect(form).toBeVisible();
    const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noOverflow()).toBe(true);
    await snap(page, 'edit-profile-narrow');

    await page.goto(`/users/${id}`);
    await expect(page.getByTestId('played-courses').getByTestId('course-list-item')).toHaveCount(1);
    const lists = page.getByTestId('user-lists');
    await expect(lists.getByTestId('user-list-item')).toHaveCount(10);
    expect(await noOverflow()).toBe(true);
    await snap(page, 'profile-narrow');
    await lists.getByRole('button', { name: 'Show more (1 more)' }).click();
    await expect(lists.getByTestId('user-list-item')).toHaveCount(11);
    // The oldest list, created first, comes last.
    await expect(lists.getByTestId('user-list-item').last()).toContainText('Trip · 0 courses');
    await expect(lists.getByRole('button', { name: /Show more/ })).toBeHidden();
  });
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the profile form reads well and has no axe findings', async ({ page, request }) => {
    const account = await emulatorAccount(request, uniqueEmail('dark'));
    await currentUser(request, account);
    await openSignedIn(page, account, '/');
    await page.goto('/account/edit-profile');
    const form = page.getByTestId('edit-profile-form');
    await form.getByRole('textbox', { name: 'Display name' }).fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Must not be empty.')).toBeVisible();
    await snap(page, 'edit-profile-dark');
    await expectNoAxeFindings(page, 'edit profile, dark', 'screen-edit-profile');
  });
});
