/**
 * Ranked lists in the browser: a shared public list read signed out (numbered pins on the map),
 * a private or missing one, the owner reordering with the keyboard (announced, saved) and by
 * dragging with the mouse, notes, reactions (the owner's and another golfer's) and removal, the lists hub with New list and the free plan's limit, and the looks.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { courseIdByName, newGolfer, type Golfer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

const COURSES: [name: string, bucket: 'loved' | 'fine' | 'disliked', note?: string][] = [
  ['Kingsbarns Golf Links', 'loved', 'Cliff-top holes and a finish along the North Sea.'],
  ['The Old Course at St Andrews', 'loved'],
  ['Carnoustie Golf Links (Championship)', 'fine', 'Brutal in the wind.'],
  ['Royal Dornoch Golf Club (Championship)', 'fine'],
  ['Pebble Beach Golf Links', 'disliked'],
];


async function as<T>(request: APIRequestContext, golfer: Golfer, path: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` }, data });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A course list with COURSES in it (the first `count`), as `owner`. */
async function rankedList(request: APIRequestContext, owner: Golfer, opts: { name: string; isPublic?: boolean; count?: number }): Promise<string> {
  const list = await as<{ _id: string }>(request, owner, '/lists', { name: opts.name, kind: 'course', type: 'most_fun', isPublic: opts.isPublic ?? true });
  for (const [name, bucket, note] of COURSES.slice(0, opts.count ?? COURSES.length)) {
    const course = await courseIdByName(request, name);
    await as(request, owner, `/lists/${list._id}/add-item`, { listItem: { course, bucket, ...(note ? { note } : {}) } });
  }
  return list._id;
}

const rows = (page: Page) => page.getByTestId('list-item');
const rowNames = (page: Page) => rows(page).locator('a').allTextContents();
const listPins = (page: Page) => page.getByTestId('courses-map').getAttribute('data-rendered-list-pins').then(Number);

/** Waits until the map has stopped flying (the fit to the pins): the idle zoom stays put for half a second. */
async function mapAtRest(page: Page): Promise<void> {
  let last: string | null = null;
  await expect.poll(async () => {
    const zoom = await page.getByTestId('courses-map').getAttribute('data-zoom');
    const still = zoom !== null && zoom === last;
    last = zoom;
    return still;
  }, { intervals: [500], timeout: 30_000, message: 'the map comes to rest' }).toBe(true);
}

async function expectNoAxeFindings(page: Page, screen: string, testId: string): Promise<void> {
  const findings = await axeFindings(page, { include: [`[data-testid="${testId}"]`] });
  expect(describeFindings(screen, findings)).toEqual([]);
}

test('a shared public list opens signed out, in rank order, with numbered pins on the map', async ({ page, request, consoleGuard }) => {
  test.setTimeout(120_000);
  const owner = await newGolfer(request, 'list-owner');
  const fan = await newGolfer(request, 'list-fan');
  const id = await rankedList(request, owner, { name: 'Links I love' });
  const items = (await (await request.get(`/api/lists/${id}`)).json()).data.items as { _id: string }[];
  await as(request, fan, `/lists/${id}/items/${items[0]!._id}/reaction`, { reaction: 'fire' });
  const secret = await rankedList(request, owner, { name: 'Secret', isPublic: false, count: 1 });

  await page.goto(`/lists/${id}`);
  const screen = page.getByTestId('screen-list');
  await expect(screen.getByRole('heading', { name: 'Links I love' })).toBeVisible();
  await expect(screen.getByTestId('list-type')).toHaveText('Most fun · course list');
  await expect(rows(page)).toHaveCount(5);
  expect(await rowNames(page)).toEqual(COURSES.map(([name]) => name));
  await expect(rows(page).first()).toHaveAttribute('data-rank', '1');
  await expect(rows(page).first().getByTestId('list-item-score')).toHaveText('10.0');
  await expect(rows(page).first().getByTestId('list-item-note')).toHaveText(COURSES[0]![2]!);
  // Signed out: counts only, no buttons, no handles.
  await expect(rows(page).first().getByTestId('reaction-fire')).toHaveText(/1/);
  await expect(screen.getByRole('button', { name: /Fire/ })).toHaveCount(0);
  await expect(screen.getByTestId('list-drag-handle')).toHaveCount(0);
  await expect(screen.getByTestId('save-list')).toHaveText(/Save list/);
  // Four Scottish courses and Pebble Beach: fitted to all five, every pin drawn.
  await expect.poll(() => listPins(page), { timeout: 30_000 }).toBe(5);
  await expectNoAxeFindings(page, 'list page (signed out)', 'screen-list');

  // Leaving the page takes the pins away; the owner's profile links back to the list.
  await screen.getByTestId('list-owner').click();
  await expect.poll(() => listPins(page), { timeout: 30_000 }).toBe(0);
  await page.getByTestId('user-list-item').filter({ hasText: 'Links I love' }).getByRole('link').click();
  await expect(page.getByTestId('screen-list').getByRole('heading', { name: 'Links I love' })).toBeVisible();

  consoleGuard.allowFailedResource(404, new RegExp(`/api/lists/${secret}$`));
  await page.goto(`/lists/${secret}`);
  await expect(page.getByTestId('list-not-found')).toContainText('This list is private or does not exist');
});

test('the owner reorders with the keyboard, notes, reacts and removes', async ({ page, request }) => {
  test.setTimeout(150_000);
  const owner = await newGolfer(request, 'list-keys');
  const id = await rankedList(request, owner, { name: 'Reorder me', count: 4 });
  await openSignedIn(page, owner.account, `/lists/${id}`);
  const screen = page.getByTestId('screen-list');
  await expect(screen.getByTestId('list-limit')).toHaveText(/4 of 10 courses · Free plan/);
  await expect(screen.getByTestId('list-limit').getByRole('link')).toHaveAttribute('href', '/pro');

  // Carnoustie (rank 3, fine) up to rank 1: it becomes loved and scores 10.0.
  const handle = rows(page).nth(2).getByTestId('list-drag-handle');
  const live = page.locator('[id^="DndLiveRegion"]');
  // The map has flown to the pins (software WebGL keeps the page busy while it flies).
  await expect.poll(() => listPins(page), { timeout: 30_000 }).toBe(4);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Picked up Carnoustie Golf Links (Championship) at rank 3 of 4.');
  // dnd-kit takes arrow keys once it has measured the rows, a frame after the lift.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText('Carnoustie Golf Links (Championship) would move to rank 2 of 4.');
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText('Carnoustie Golf Links (Championship) would move to rank 1 of 4.');
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Moved Carnoustie Golf Links (Championship) to rank 1.');
  await expect(rows(page).first()).toHaveAttribute('data-course-id', await courseIdByName(request, COURSES[2]![0]));
  await expect(rows(page).first().getByTestId('list-item-score')).toHaveText('10.0');
  const saved = async () => ((await (await request.get(`/api/lists/${id}`)).json()).data.items as { course: { club_name: string }; bucket: string }[])
    .map((i) => `${i.course.club_name} (${i.bucket})`);
  await expect.poll(saved, { message: 'the move reached the server' })
    .toEqual([`${COURSES[2]![0]} (loved)`, `${COURSES[0]![0]} (loved)`, `${COURSES[1]![0]} (loved)`, `${COURSES[3]![0]} (fine)`]);

  // A note on the Old Course (now rank 3), counted as it is typed.
  const old = rows(page).nth(2);
  await old.getByTestId('edit-note').click();
  await old.getByRole('textbox').fill('Play it twice.');
  await expect(old.getByTestId('note-count')).toHaveText('14 / 2000');
  await old.getByRole('button', { name: 'Save note' }).click();
  await expect(old.getByTestId('list-item-note')).toHaveText('Play it twice.');

  // The owner's own reaction, and taking it back.
  const wow = rows(page).first().getByTestId('reaction-wow');
  await wow.click();
  await expect(wow).toHaveAttribute('aria-pressed', 'true');
  await wow.click();
  await expect(wow).toHaveAttribute('aria-pressed', 'false');

  // Removing Royal Dornoch (rank 4) after confirming.
  await rows(page).nth(3).getByTestId('remove-item').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(screen.getByTestId('list-limit')).toHaveText(/3 of 10 courses/);
  await expectNoAxeFindings(page, 'list page (owner)', 'screen-list');
});

test('the owner drags a course down with the mouse; another golfer reacts and the owner sees it', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const owner = await newGolfer(request, 'list-drag');
  const fan = await newGolfer(request, 'list-reactor');
  const id = await rankedList(request, owner, { name: 'Drag me', count: 4 });

  await test.step('the owner drags Kingsbarns (rank 1) onto rank 3 with the mouse', async () => {
    await openSignedIn(page, owner.account, `/lists/${id}`);
    await expect(page.getByTestId('list-drag-handle')).toHaveCount(4);
    await expect.poll(() => listPins(page), { timeout: 30_000 }).toBe(4);
    const handle = rows(page).first().getByTestId('list-drag-handle');
    const grip = (await handle.boundingBox())!;
    const [row, target] = [(await rows(page).first().boundingBox())!, (await rows(page).nth(2).boundingBox())!];
    const [x, y] = [grip.x + grip.width / 2, grip.y + grip.height / 2];
    // The dragged row's centre goes to the third row's centre (rows differ in height: a note makes one taller).
    const dy = target.y + target.height / 2 - (row.y + row.height / 2);
    await page.mouse.move(x, y);
    await page.mouse.down();
    // Past the 4 px activation distance first, then on in steps as a hand would.
    await page.mouse.move(x, y + 10, { steps: 3 });
    await page.mouse.move(x, y + dy, { steps: 12 });
    await page.mouse.up();
    // The drop lands after dnd-kit's drop animation: read the rows until it has.
    await expect.poll(() => rowNames(page)).toEqual([COURSES[1]![0], COURSES[2]![0], COURSES[0]![0], COURSES[3]![0]]);
    // Kingsbarns landed among the fine courses: it is fine now, with a fine score.
    await expect(rows(page).nth(2).getByTestId('list-item-score')).toHaveAttribute('data-bucket', 'fine');
    const saved = async () => ((await (await request.get(`/api/lists/${id}`)).json()).data.items as { course: { club_name: string } }[])
      .map((i) => i.course.club_name);
    await expect.poll(saved, { message: 'the drag reached the server' }).toEqual([COURSES[1]![0], COURSES[2]![0], COURSES[0]![0], COURSES[3]![0]]);
  });

  await test.step('another golfer reacts to the Old Course from their own browser', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await openSignedIn(other, fan.account, `/lists/${id}`);
    const first = other.getByTestId('list-item').first();
    await expect(first.getByRole('group', { name: /^React to / })).toBeVisible();
    // Not the owner: no drag handles, no note or remove buttons.
    await expect(other.getByTestId('list-drag-handle')).toHaveCount(0);
    await expect(other.getByTestId('remove-item')).toHaveCount(0);
    const clap = first.getByTestId('reaction-clap');
    await clap.click();
    await expect(clap).toHaveAttribute('aria-pressed', 'true');
    await expect(clap).toHaveText(/1/);
    await context.close();
  });

  await test.step("the owner sees the other golfer's reaction counted, and who it was", async () => {
    await page.reload();
    const clap = rows(page).first().getByTestId('reaction-clap');
    await expect(clap).toHaveText(/1/);
    // The owner's own reaction is still theirs to set: the clap counted is the other golfer's.
    await expect(clap).toHaveAttribute('aria-pressed', 'false');
    const firstItem = ((await (await request.get(`/api/lists/${id}`)).json()).data.items as { _id: string }[])[0]!._id;
    const who = (await (await request.get(`/api/lists/list-items/${firstItem}/reactions`)).json()).data as { user: { _id: string }; reaction: string }[];
    expect(who.map((r) => [r.user._id, r.reaction])).toEqual([[fan.id, 'clap']]);
  });
});

test('the lists hub: My lists in the menu, New list with Pro types marked, the free limit and its 403', async ({ page, request, consoleGuard }) => {
  test.setTimeout(150_000);
  const golfer = await newGolfer(request, 'list-hub');
  const other = await newGolfer(request, 'list-other');
  const theirs = await rankedList(request, other, { name: 'Fife gems', count: 1 });
  await as(request, golfer, `/lists/${theirs}/add`);
  for (const name of ['One', 'Two', 'Three']) await as(request, golfer, '/lists', { name, kind: 'course', type: 'custom' });

  await openSignedIn(page, golfer.account, '/');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-lists').click();
  const hub = page.getByTestId('screen-lists');
  await expect(hub.getByTestId('my-lie-empty')).toContainText('mark it played');
  await expect(hub.getByTestId('lists-limit')).toContainText('3 of 5 lists on the free plan');
  await expect(hub.getByTestId('lists-saved-row')).toContainText('Fife gems');

  await hub.getByTestId('new-list').click();
  const dialog = page.getByTestId('new-list-dialog');
  await dialog.getByTestId('list-name-input').fill('Best par 3s');
  await dialog.getByTestId('list-kind-hole').click();
  await dialog.getByTestId('list-type-select').getByRole('combobox').click();
  await expect(dialog.getByTestId('list-type-greensites')).toHaveAttribute('data-disabled', '');
  await expect(dialog.getByTestId('list-type-greensites')).toContainText('Pro');
  await dialog.getByTestId('list-type-par_3s').click();
  await dialog.getByTestId('create-list').click();
  await expect(page.getByTestId('screen-list').getByRole('heading', { name: 'Best par 3s' })).toBeVisible();
  await expect(page.getByTestId('list-type')).toHaveText('Par 3s · hole list');
  await expect(page.getByTestId('list-empty')).toBeVisible();

  await as(request, golfer, '/lists', { name: 'Five', kind: 'course', type: 'custom' });
  consoleGuard.allowFailedResource(403, /\/api\/lists$/);
  await page.goto('/lists');
  await expect(hub.getByTestId('lists-limit')).toHaveAttribute('data-reached', 'true');
  await hub.getByTestId('new-list').click();
  await dialog.getByTestId('list-name-input').fill('Sixth');
  await dialog.getByTestId('list-type-select').getByRole('combobox').click();
  await dialog.getByTestId('list-type-custom').click();
  await dialog.getByTestId('create-list').click();
  await expect(dialog.getByTestId('new-list-error')).toContainText('Free golfers keep up to 5 ranked lists');
});

test('list page and lists hub: light, dark and 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await newGolfer(request, 'list-looks');
  const id = await rankedList(request, owner, { name: 'Scotland, ranked, from the one I would play again tomorrow' });
  await openSignedIn(page, owner.account, `/lists/${id}`);
  await expect(page.getByTestId('list-drag-handle')).toHaveCount(5);
  await inEachLook(page, async (look) => {
    await expect.poll(() => listPins(page), { timeout: 30_000 }).toBe(5);
    await mapAtRest(page);
    await snap(page, `list-${look}`);
    await expectNoAxeFindings(page, `list page (${look})`, 'screen-list');
  }, { reopenOnPhone: true });
  await page.goto('/lists');
  await expect(page.getByTestId('lists-hub')).toBeVisible();
  await inEachLook(page, async (look) => {
    await snap(page, `lists-hub-${look}`);
    await expectNoAxeFindings(page, `lists hub (${look})`, 'screen-lists');
  });
});
