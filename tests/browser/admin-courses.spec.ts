/**
 * Issue 24, the admin console's courses: drag a course's pin on the map, save, and see the
 * course's marker move; upload a gallery image and see it in the course card's carousel (which
 * shows at most 5 and wraps around); merge two duplicates and see one remain with the golfer's
 * played courses and list intact. Screenshots of the course form (with its pin) and the duplicates
 * in every look.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { pngImage } from '../api/helpers/images';
import { createCourse, E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, LOOKS, snap } from './support/screens';
import { signInThroughDialog } from './support/sign-in';

const bearer = (a: Account) => ({ Authorization: `Bearer ${a.idToken}` });
const unique = () => Math.random().toString(36).slice(2, 7);
const course = (name: string, lat: number, lng: number) => ({
  club_name: name, type: 'FULL LENGTH' as const, location: { lat, lng }, address: { country: 'Botswana', city: 'Maun' }, architects: ['Gary Player'], holes: 18,
});

/** The console's Courses tab, signed in as the admin, with `name`'s form open. */
async function openCourse(page: Page, admin: Account, name: string): Promise<void> {
  await page.goto('/admin?tab=courses');
  await signInThroughDialog(page, admin);
  await page.getByTestId('course-search').fill(name);
  await expect(page.getByTestId('admin-course-row')).toHaveCount(1);
  await page.getByTestId('admin-course-row').click();
  await expect(page.getByTestId('course-form')).toBeVisible();
}

const editedPin = (page: Page) => page.getByTestId('courses-map').getAttribute('data-edited-course-pin');
const near = (pin: string | null, lng: number, lat: number) => {
  if (!pin) return false;
  const [x, y] = pin.split(',').map(Number);
  return Math.abs(x! - lng) < 0.0005 && Math.abs(y! - lat) < 0.0005;
};

async function uploadByApi(request: APIRequestContext, admin: Account, id: string, width: number): Promise<void> {
  const res = await request.post(`/api/admin/courses/${id}/gallery`, {
    headers: bearer(admin), multipart: { image: { name: `g${width}.png`, mimeType: 'image/png', buffer: pngImage(width, Math.round(width * 0.6)) } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('drag a course\'s pin, save, and its marker on the map moves', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const name = `Pin Drag Links ${unique()}`;
  const c = await createCourse(request, admin, course(name, -19.9, 23.4));
  await openCourse(page, admin, name);

  // The pin is on the map where the course is, over the course's own marker.
  const pin = page.getByTestId('edit-pin');
  await expect(pin).toBeVisible();
  await expect.poll(async () => near(await editedPin(page), 23.4, -19.9), { timeout: 30_000 }).toBe(true);

  // Drag it 120 px east and 60 px south: the form follows.
  const box = (await pin.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 30, { steps: 5 });
  await page.mouse.move(from.x + 120, from.y + 60, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('course-lng')).not.toHaveValue('23.4');
  const lng = Number(await page.getByTestId('course-lng').inputValue());
  const lat = Number(await page.getByTestId('course-lat').inputValue());
  expect(lng).toBeGreaterThan(23.4);
  expect(lat).toBeLessThan(-19.9);
  await expect(pin).toHaveAttribute('data-lng', String(lng));

  // Typing moves the pin too.
  await page.getByTestId('course-lat').fill(String(lat + 0.001));
  await expect(pin).toHaveAttribute('data-lat', String(lat + 0.001));
  await page.getByTestId('course-lat').fill(String(lat));

  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('Course saved.');
  // The map asks for its markers again: the course's marker is where the pin was dropped.
  await expect.poll(async () => near(await editedPin(page), lng, lat), { timeout: 30_000 }).toBe(true);
  const saved = (await (await request.get(`/api/courses/${c._id}`)).json()).data;
  expect(saved.location).toEqual({ lat, lng });
});

test('upload a gallery image, make it the main one, and see it in the card\'s carousel (at most 5, wrapping)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const name = `Gallery Dunes ${unique()}`;
  const c = await createCourse(request, admin, course(name, -20.3, 23.9));
  for (const w of [400, 410, 420, 430, 440]) await uploadByApi(request, admin, c._id, w);
  await openCourse(page, admin, name);
  await expect(page.getByTestId('gallery-item')).toHaveCount(5);

  await page.getByTestId('gallery-file').setInputFiles({ name: 'sixth.png', mimeType: 'image/png', buffer: pngImage(900, 500) });
  await expect(page.getByTestId('gallery-item')).toHaveCount(6);
  const sixth = page.getByTestId('gallery-item').nth(5);
  const src = await sixth.locator('img').getAttribute('src');
  expect(src).toMatch(new RegExp(`^/api/files/courses/${c._id}/`));
  // A file that is not an image is refused beside the gallery.
  await page.getByTestId('gallery-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('gallery-error')).toContainText('Choose an image');
  await sixth.getByRole('button', { name: 'Make main' }).click();
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('Course saved.');

  await page.goto(`/?card=${c._id}`);
  const carousel = page.getByTestId('media-carousel');
  await expect(carousel).toHaveAttribute('data-count', '5');
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(carousel.locator('img').first()).toHaveAttribute('src', src!);
  await carousel.hover();
  await carousel.getByTestId('carousel-prev').click();
  await expect(carousel).toHaveAttribute('data-index', '4');
  await carousel.getByTestId('carousel-next').click();
  await expect(carousel).toHaveAttribute('data-index', '0');
});

test('merge two duplicates: one remains, with the golfer\'s played course and list item', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const tag = unique();
  const keptName = `Okavango ${tag} Golf Club`;
  const dropName = `The Okavango ${tag} GC`;
  const kept = await createCourse(request, admin, course(keptName, -19.5, 22.5));
  const drop = await createCourse(request, admin, course(dropName, -19.5027, 22.5));
  const golfer = await newGolfer(request, 'merge');
  for (const id of [kept._id, drop._id]) {
    expect((await request.post('/api/lists/preset/courses-played/add', { headers: bearer(golfer.account), data: { courseId: id } })).status()).toBe(201);
  }
  const list = await request.post('/api/lists', { headers: bearer(golfer.account), data: { name: 'Safari golf', type: 'custom', kind: 'course' } });
  expect(list.status(), await list.text()).toBe(201);
  const listId = (await list.json()).data._id;
  const added = await request.post(`/api/lists/${listId}/add-item`, { headers: bearer(golfer.account), data: { listItem: { course: drop._id } } });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto('/admin?tab=courses');
  await signInThroughDialog(page, admin);
  await page.getByTestId('course-duplicates').click();
  const pair = page.getByTestId('duplicate-pair').filter({ hasText: tag });
  await expect(pair).toHaveCount(1);
  await pair.locator('div').filter({ hasText: keptName }).last().getByTestId('merge-keep').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Merge' }).click();
  // The golfer's played entry of the dropped course was a duplicate of the kept one's; the list item moved.
  await expect(page.getByTestId('snackbar')).toContainText(`Merged into ${keptName}: 0 played courses, 1 list item and 0 wishlist entries moved over; 1 duplicate dropped.`);
  await expect(page.getByTestId('duplicate-pair').filter({ hasText: tag })).toHaveCount(0);

  expect((await request.get(`/api/courses/${drop._id}`)).status()).toBe(404);
  expect((await request.get(`/api/courses/${kept._id}`)).status()).toBe(200);
  const played = (await (await request.get('/api/user/courses-played', { headers: bearer(golfer.account) })).json()).data as { courseId: string }[];
  const playedIds = played.map((p) => p.courseId);
  expect(playedIds.filter((id) => id === kept._id)).toHaveLength(1);
  expect(playedIds).not.toContain(drop._id);
  const items = (await (await request.get(`/api/lists/${listId}`, { headers: bearer(golfer.account) })).json()).data.items as { course: { _id: string } }[];
  expect(items.map((i) => i.course._id)).toEqual([kept._id]);
});

for (const { look, use } of LOOKS) {
  test.describe(`looks: ${look}`, () => {
    test.use(use);
    test(`the course form with its pin, and the duplicates (${look})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
      const tag = unique();
      const name = `Chobe ${tag} Golf Club`;
      const c = await createCourse(request, admin, course(name, -17.8, 25.15));
      await createCourse(request, admin, course(`Chobe ${tag} Links`, -17.802, 25.15));
      await uploadByApi(request, admin, c._id, 600);
      await openCourse(page, admin, name);
      await expect(page.getByTestId('edit-pin')).toBeVisible();
      await expect(page.getByTestId('gallery-item')).toHaveCount(1);
      await page.getByTestId('video-input').fill('not a video');
      await expect(page.getByTestId('video-error')).toBeVisible();
      await page.waitForTimeout(1500); // the flight to the course
      await snap(page, `admin-course-form-${look}`);
      expect(describeFindings(`admin course form ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
      await page.getByRole('button', { name: '← All courses' }).click();
      await page.getByTestId('course-duplicates').click();
      await expect(page.getByTestId('duplicate-pair').filter({ hasText: tag })).toHaveCount(1);
      await snap(page, `admin-course-duplicates-${look}`);
      expect(describeFindings(`admin duplicates ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
    });
  });
}
