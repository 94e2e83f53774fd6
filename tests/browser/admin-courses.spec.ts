/**
 * Issue 24, the admin console's courses: drag a course's pin on the map, save, and see the
 * course's marker move; upload a gallery image and see it in the course card's carousel (which
 * shows at most 5 and wraps around); merge two duplicates and see one remain with the golfer's
 * played courses and list intact. Issue 32: a stale form after someone else's rename says so and
 * overwrites only knowingly; a delete asks why, leaves the course without asking for it again,
 * and is undone from the snackbar or the audit log; "not a duplicate" dismisses a pair; the audit
 * log filters and downloads as CSV. Screenshots of the course form (with its pin, and stale), the
 * duplicates and the audit log in every look.
 */
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { pngImage } from '../api/helpers/images';
import { createCourse, E2E_ADMIN_EMAIL, newGolfer, verifiedEmulatorAccount, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

const bearer = (a: Account) => ({ Authorization: `Bearer ${a.idToken}` });
const unique = () => Math.random().toString(36).slice(2, 7);
const course = (name: string, lat: number, lng: number) => ({
  club_name: name, type: 'FULL LENGTH' as const, location: { lat, lng }, address: { country: 'Botswana', city: 'Maun' }, architects: ['Gary Player'], holes: 18,
});

/** The console's Courses tab, signed in as the admin, with `name`'s form open. */
async function openCourse(page: Page, admin: Account, name: string): Promise<void> {
  await openSignedIn(page, admin, '/admin?tab=courses');
  await page.getByTestId('course-search').fill(name);
  await expect(page.getByTestId('admin-course-row')).toHaveCount(1);
  await page.getByTestId('admin-course-row').click();
  await expect(page.getByTestId('course-form')).toBeVisible();
}

const editedPin = (page: Page) => page.getByTestId('courses-map').getAttribute('data-edited-course-pin');
const near = (pin: string | null, lng: number, lat: number, within = 0.0005) => {
  if (!pin) return false;
  const [x, y] = pin.split(',').map(Number);
  return Math.abs(x! - lng) < within && Math.abs(y! - lat) < within;
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

  await page.getByTestId('course-reason').fill('Pin on the clubhouse');
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
  // The upload moved the course's revision; the form took it, so this save is not stale.
  await page.getByTestId('course-reason').fill('New main image');
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

  await openSignedIn(page, admin, '/admin?tab=courses');
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

/** A PUT as another admin's save would be: the revision read and a reason. */
async function renameByApi(request: APIRequestContext, admin: Account, id: string, body: ReturnType<typeof course>): Promise<void> {
  const now = (await (await request.get(`/api/courses/${id}`)).json()).data;
  const res = await request.put(`/api/courses/${id}`, { headers: bearer(admin), data: { ...body, revision: now.updatedAt, reason: 'Official name' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The reason dialog's answer, confirmed. */
async function giveReason(page: Page, reason: string): Promise<void> {
  const dialog = page.getByTestId('reason-dialog');
  await dialog.getByTestId('reason-input').fill(reason);
  await dialog.getByTestId('reason-confirm').click();
}

test('a stale form after someone else\'s rename says so: reload shows theirs, overwrite is a choice', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const name = `Stale Form Links ${unique()}`;
  const c = await createCourse(request, admin, course(name, -19.7, 23.1));
  consoleGuard.allowFailedResource(409, new RegExp(`/api/courses/${c._id}$`));
  await openCourse(page, admin, name);
  // Someone else renames it while the form is open.
  await renameByApi(request, admin, c._id, course(`${name} (renamed)`, -19.7, 23.1));

  await page.getByTestId('course-peak_green_fee').fill('120');
  await page.getByTestId('course-save').click();
  await expect(page.getByText('Give a reason: the audit log keeps it.')).toBeVisible();
  await page.getByTestId('course-reason').fill('Published fee');
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('course-stale')).toContainText('Changed by someone else');
  const diff = page.getByTestId('course-stale-diff');
  await expect(diff.getByRole('row').filter({ hasText: 'Name' })).toContainText(`${name} (renamed)`);
  await expect(diff.getByRole('row').filter({ hasText: 'Green fee' })).toContainText('120');
  // Nothing was written.
  expect((await (await request.get(`/api/courses/${c._id}`)).json()).data).toMatchObject({ club_name: `${name} (renamed)`, peak_green_fee: null });

  // Reload: the form holds their version; my fee is gone; my change saves from there.
  await page.getByTestId('course-stale-reload').click();
  await expect(page.getByTestId('course-stale')).toHaveCount(0);
  await expect(page.getByTestId('course-club_name')).toHaveValue(`${name} (renamed)`);
  await expect(page.getByTestId('course-peak_green_fee')).toHaveValue('');
  await page.getByTestId('course-peak_green_fee').fill('120');
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Course saved.' })).toBeVisible();
  expect((await (await request.get(`/api/courses/${c._id}`)).json()).data).toMatchObject({ club_name: `${name} (renamed)`, peak_green_fee: 120 });

  // Once more someone saves meanwhile; this time the admin overwrites knowingly.
  await renameByApi(request, admin, c._id, { ...course(`${name} (third)`, -19.7, 23.1), peak_green_fee: 120 } as ReturnType<typeof course>);
  await page.getByTestId('course-city').fill('Maun West');
  await page.getByTestId('course-reason').fill('The club moved');
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('course-stale')).toBeVisible();
  await page.getByTestId('course-stale-overwrite').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Course saved.' })).toBeVisible();
  await expect(page.getByTestId('course-stale')).toHaveCount(0);
  expect((await (await request.get(`/api/courses/${c._id}`)).json()).data).toMatchObject({ club_name: `${name} (renamed)`, address: { city: 'Maun West' } });
});

test('a delete asks why, leaves the course without asking for it again, and Undo or the audit log restores it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const name = `Undone Links ${unique()}`;
  const c = await createCourse(request, admin, course(name, -19.3, 23.6));
  await openCourse(page, admin, name);
  const asked: string[] = [];
  page.on('request', (r) => { if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/courses/${c._id}`) asked.push(r.url()); });

  await page.getByTestId('course-delete').click();
  await giveReason(page, 'Closed in 2019');
  const deleted = page.getByTestId('snackbar').filter({ hasText: `${name} is deleted.` });
  await expect(deleted).toBeVisible();
  await expect(page.getByTestId('admin-courses')).toBeVisible();
  await page.getByTestId('course-search').fill(name);
  await expect(page.getByTestId('admin-course-row')).toHaveCount(0);
  // The console never asked for the deleted course again (it would have answered 404).
  expect(asked).toEqual([]);
  expect((await request.get(`/api/courses/${c._id}`)).status()).toBe(404);

  await deleted.getByTestId('snackbar-action').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `${name} is restored.` })).toBeVisible();
  await expect(page.getByTestId('admin-course-row')).toHaveCount(1);
  expect((await request.get(`/api/courses/${c._id}`)).status()).toBe(200);

  // Deleted again elsewhere: the audit log's entry restores it.
  expect((await request.delete(`/api/courses/${c._id}`, { headers: bearer(admin), data: { reason: 'Duplicate listing' } })).status()).toBe(200);
  await page.getByTestId('admin-tab-audit').click();
  await page.getByTestId('audit-filter').fill(c._id);
  const entry = page.locator(`[data-testid="audit-entry"][data-action="course.delete"]`).first();
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('Duplicate listing');
  await expect(entry).toContainText(admin.email);
  await entry.getByTestId('audit-restore').click();
  await giveReason(page, 'Deleted by mistake');
  await expect(page.getByTestId('snackbar').filter({ hasText: `${name} is restored.` })).toBeVisible();
  await expect(page.getByTestId('audit-entry').first()).toHaveAttribute('data-action', 'course.restore');
  await expect(page.getByTestId('audit-restore')).toHaveCount(0);
  expect((await (await request.get(`/api/courses/${c._id}`)).json()).data.club_name).toBe(name);
});

test('"not a duplicate" takes the pair off the Duplicates view for good', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const tag = unique();
  await createCourse(request, admin, course(`Kasane ${tag} Golf Club`, -17.81, 25.15));
  await createCourse(request, admin, course(`Kasane ${tag} GC`, -17.812, 25.15));
  await openSignedIn(page, admin, '/admin?tab=courses');
  await page.getByTestId('course-duplicates').click();
  const pair = page.getByTestId('duplicate-pair').filter({ hasText: tag });
  await expect(pair).toHaveCount(1);
  await pair.getByTestId('not-duplicate').click();
  await giveReason(page, 'The old and the new course of one club');
  await expect(page.getByTestId('snackbar').filter({ hasText: 'are no longer shown as duplicates' })).toBeVisible();
  await expect(pair).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('duplicate-courses').or(page.getByTestId('admin-courses'))).toBeVisible();
  const dupes = (await (await request.get('/api/admin/courses/duplicates', { headers: bearer(admin) })).json()).data as { a: { club_name: string } }[];
  expect(dupes.filter((p) => p.a.club_name.includes(tag))).toEqual([]);
});

test('the audit log filters by who, what and when and downloads the same as CSV', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const name = `Audited ${unique()} Links`;
  const c = await createCourse(request, admin, course(name, -19.1, 23.2));
  expect((await request.delete(`/api/courses/${c._id}`, { headers: bearer(admin), data: { reason: '=HYPERLINK("http://evil.example")' } })).status()).toBe(200);
  await openSignedIn(page, admin, '/admin?tab=audit');
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();
  await page.getByTestId('audit-action').selectOption('course.delete');
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await page.getByTestId('audit-from').fill(day);
  await page.getByTestId('audit-to').fill(day);
  const me = (await (await request.get('/api/user/me', { headers: bearer(admin) })).json()).data._id as string;
  await page.getByTestId('audit-actor').selectOption(me);
  await expect(page.locator('[data-testid="audit-entry"]:not([data-action="course.delete"])')).toHaveCount(0);
  await expect(page.getByTestId('audit-entry').filter({ hasText: name })).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^tpl-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(fs.readFileSync((await download.path())!, 'utf8'), { bom: true }) as string[][];
  expect(rows[0]!.slice(0, 5)).toEqual(['When (UTC)', 'Actor', 'Actor email', 'Actor id', 'Action']);
  expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(['course.delete']));
  const mine = rows.find((r) => r[6] === name)!;
  expect(mine[9]).toBe('\'=HYPERLINK("http://evil.example")');

  // A range that ends before it starts is said, not sent.
  await page.getByTestId('audit-to').fill('2000-01-01');
  await expect(page.getByText('The range ends before it starts.')).toBeVisible();
});

test('the course form with its pin, stale, the duplicates and the audit log: light, dark and 390 px', async ({ page, request, consoleGuard }) => {
  test.setTimeout(240_000);
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
  // The flight to the course has ended: the idle map's centre is the course.
  await expect.poll(async () => near(await page.getByTestId('courses-map').getAttribute('data-center'), 25.15, -17.8, 0.01), { timeout: 30_000 }).toBe(true);
  await inEachLook(page, async (look) => {
    await snap(page, `admin-course-form-${look}`);
    expect(describeFindings(`admin course form ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });

  // The reason a change needs, and the delete's question.
  await inEachLook(page, async (look) => {
    await page.getByTestId('course-reason').scrollIntoViewIfNeeded();
    await snap(page, `admin-course-reason-${look}`);
  });
  await page.getByTestId('course-delete').click();
  await expect(page.getByTestId('reason-dialog')).toBeVisible();
  await inEachLook(page, (look) => snap(page, `admin-course-delete-${look}`));
  await page.getByTestId('reason-dialog').getByRole('button', { name: 'Cancel' }).click();

  // Someone else renames it meanwhile: the save says so.
  consoleGuard.allowFailedResource(409, new RegExp(`/api/courses/${c._id}$`));
  await page.getByTestId('video-input').fill('');
  await renameByApi(request, admin, c._id, course(`The Chobe ${tag} Golf Club`, -17.8, 25.15));
  await page.getByTestId('course-peak_green_fee').fill('85');
  await page.getByTestId('course-reason').fill('Published fee');
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('course-stale-diff')).toBeVisible();
  await inEachLook(page, async (look) => {
    await page.getByTestId('course-stale').scrollIntoViewIfNeeded();
    await snap(page, `admin-course-stale-${look}`);
    expect(describeFindings(`admin course stale ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });

  await page.getByRole('button', { name: '← All courses' }).click();
  await page.getByTestId('course-duplicates').click();
  await expect(page.getByTestId('duplicate-pair').filter({ hasText: tag })).toHaveCount(1);
  await inEachLook(page, async (look) => {
    await snap(page, `admin-course-duplicates-${look}`);
    expect(describeFindings(`admin duplicates ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
  await page.getByTestId('duplicate-pair').filter({ hasText: tag }).getByTestId('not-duplicate').click();
  await expect(page.getByTestId('reason-dialog')).toBeVisible();
  await inEachLook(page, (look) => snap(page, `admin-not-duplicate-${look}`));
  await page.getByTestId('reason-dialog').getByRole('button', { name: 'Cancel' }).click();

  // The audit log, a deleted course's entry with its Restore.
  expect((await request.delete(`/api/courses/${c._id}`, { headers: bearer(admin), data: { reason: 'Closed for the season' } })).status()).toBe(200);
  await page.getByTestId('admin-tab-audit').click();
  await page.getByTestId('audit-filter').fill(c._id);
  await expect(page.getByTestId('audit-restore')).toHaveCount(1);
  await inEachLook(page, async (look) => {
    await snap(page, `admin-audit-${look}`);
    expect(describeFindings(`admin audit ${look}`, await axeFindings(page, { include: ['[data-testid="screen-admin"]'] }))).toEqual([]);
  });
});

test('issue 34: an admin edits the scorecard (a par, a new hole), saves, and the course page shows it; par 9 is said, not saved', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const name = `Scorecard Links ${unique()}`;
  const nine = Array.from({ length: 9 }, (_, i) => ({ hole: i + 1, par: 4, strokeIndex: i * 2 + 1, yards: [{ tee: 'White', yards: 300 + i * 10 }] }));
  const c = await createCourse(request, admin, { ...course(name, -19.95, 23.45), scorecard: nine });
  const puts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'PUT' && r.url().endsWith(`/api/courses/${c._id}`)) puts.push(r.url()); });
  await openCourse(page, admin, name);

  const editor = page.getByTestId('course-scorecard-editor');
  await expect(editor.locator('tr[data-hole]')).toHaveCount(9);
  await expect(editor.locator('tr[data-total="Out"]')).toContainText('36');
  await expect(page.getByTestId('course-scorecard-missing')).toContainText('holes 10, 11, 12');
  await page.getByRole('textbox', { name: 'Hole 3 par' }).fill('5');
  await expect(editor.locator('tr[data-total="Out"]')).toContainText('37');
  await page.getByTestId('scorecard-add-hole').click();
  await expect(editor.locator('tr[data-hole="10"]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Hole 10 par' }).fill('3');
  await page.getByRole('textbox', { name: 'Hole 10 yards from the White' }).fill('165');

  // A second tee column, named, left blank: at 390 px the table scrolls inside its box, not the page.
  await page.getByTestId('scorecard-add-tee').click();
  await page.getByRole('textbox', { name: 'Tee 2 name' }).fill('Yellow');
  await expect(page.getByRole('textbox', { name: 'Hole 1 yards from the Yellow' })).toHaveValue('');

  // Par 9 is said beside the card, in the API's words, and nothing is sent.
  await page.getByRole('textbox', { name: 'Hole 2 par' }).fill('9');
  await page.getByTestId('course-reason').fill('Scorecard from the club');
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('course-scorecard-errors')).toHaveText('Hole 2 par: must be from 3 to 6.');
  await expect(page.getByRole('textbox', { name: 'Hole 2 par' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('course-form-error')).toBeVisible();
  expect(puts).toEqual([]);

  await inEachLook(page, async (look) => {
    await page.getByTestId('course-scorecard-field').scrollIntoViewIfNeeded();
    await snap(page, `admin-course-scorecard-${look}`);
    expect(describeFindings(`admin course scorecard ${look}`, await axeFindings(page, { include: ['[data-testid="course-scorecard-field"]'] }))).toEqual([]);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  await page.getByRole('textbox', { name: 'Hole 2 par' }).fill('4');
  await expect(page.getByTestId('course-scorecard-errors')).toHaveCount(0);
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Course saved.' })).toBeVisible();
  expect(puts).toHaveLength(1);

  await page.goto(`/courses/${c._id}`);
  const table = page.getByTestId('course-detail').getByTestId('course-scorecard-table');
  await expect(table.locator('tr[data-hole]')).toHaveCount(10);
  await expect(table.locator('tr[data-hole="3"] td').first()).toHaveText('5');
  await expect(table.locator('tr[data-hole="10"] td')).toHaveText(['3', '–', '165']);
  await expect(table.locator('tr[data-total="Out"] td').first()).toHaveText('37');
});
