/**
 * Yards or metres, and hole lists that pick real holes (issue 34). A golfer in Britain (yards by
 * default) switches to metres in the top bar: Augusta National's page shows its scorecard and
 * length in metres, the choice is saved to the account and survives a reload; then a "Par 3s"
 * list offers only the par 3s of Augusta's card, and hole 12 goes in. Signed out, the choice is
 * kept in this browser. Light, dark and a 390 px phone.
 */
import { courseIdByName, createCourse, E2E_ADMIN_EMAIL, verifiedEmulatorAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { answerRankDialog, listOf, newGolfer, openChooser } from './support/rank-driver';
import { inEachLook, snap } from './support/screens';
import { openSignedIn } from './support/session';

// British English: yards until the golfer says otherwise.
test.use({ locale: 'en-GB' });

test('metres on the course page, saved to the account; a Par 3s list offers the card\'s par 3s', async ({ page, request }) => {
  test.setTimeout(180_000);
  const golfer = await newGolfer(request, 'units');
  const id = await courseIdByName(request, 'Augusta National Golf Club');
  await openSignedIn(page, golfer.account, `/courses/${id}`);
  const detail = page.getByTestId('course-detail');
  const table = detail.getByTestId('course-scorecard-table');

  await expect(page.getByTestId('units-menu')).toHaveAccessibleName('Lengths: Yards');
  await expect(table.getByRole('columnheader')).toHaveText(['Hole', 'Par', 'Masters (yd)']);
  await expect(table.locator('tr[data-hole="12"] td')).toHaveText(['3', '155']);
  await expect(table.locator('tr[data-total="Total"] td')).toHaveText(['72', '7,555']);

  await page.getByTestId('units-menu').click();
  await page.getByTestId('units-meter').click();
  await expect(page.getByTestId('units-menu')).toHaveAccessibleName('Lengths: Metres');
  await expect(table.getByRole('columnheader')).toHaveText(['Hole', 'Par', 'Masters (m)']);
  await expect(table.locator('tr[data-hole="12"] td')).toHaveText(['3', '142']); // 155 yd
  await expect(table.locator('tr[data-total="Out"] td')).toHaveText(['36', '3,452']); // 3,775 yd
  await expect(table.locator('tr[data-total="Total"] td')).toHaveText(['72', '6,908']); // 7,555 yd
  await expect(detail.getByTestId('course-facts')).not.toContainText('yards');

  // Saved to the account, so it holds after a reload (and on another device).
  await expect.poll(async () => {
    const me = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${golfer.account.idToken}` } });
    return ((await me.json()) as { data: { preferences: { lengthUnit: string | null } } }).data.preferences.lengthUnit;
  }).toBe('meter');
  await page.evaluate(() => window.localStorage.removeItem('length-unit'));
  await page.reload();
  await expect(table.locator('tr[data-total="Total"] td')).toHaveText(['72', '6,908']);
  await inEachLook(page, async (look) => {
    await table.scrollIntoViewIfNeeded();
    await snap(page, `units-scorecard-metres-${look}`);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  const chooser = await openChooser(page);
  await chooser.getByTestId('rank-new-list').click();
  await chooser.getByTestId('rank-new-list-type').selectOption('hole:par_3s');
  await chooser.getByRole('textbox', { name: 'List name' }).fill('Augusta par 3s');
  await chooser.getByRole('button', { name: 'Create and rank' }).click();
  await expect(chooser).toHaveAttribute('data-view', 'hole');
  const hole = chooser.getByTestId('rank-hole-select');
  // Augusta's card: par 3s at 4, 6, 12 and 16 (the seed's card has no stroke indexes).
  await expect(hole.locator('option:not([value=""])')).toHaveText(['4 · Par 3', '6 · Par 3', '12 · Par 3', '16 · Par 3']);
  await expect(chooser.getByTestId('rank-hole-help')).toHaveText('4 holes from the course\'s scorecard.');
  await hole.selectOption('12');
  await inEachLook(page, async (look) => {
    await snap(page, `units-par3-picker-${look}`);
  });
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('rank-dialog').getByRole('heading', { name: 'How was Hole 12 at Augusta National Golf Club?' })).toBeVisible();
  await answerRankDialog(page, { bucket: 'loved', titles: [], compare: () => 'new-better' });
  await expect(detail.getByTestId('course-standing')).toHaveText('Hole 12: #1 in your Augusta par 3s · 10.0');
  const listId = (await (await request.get(`/api/lists/user/${golfer.id}/all-holes`, { headers: { Authorization: `Bearer ${golfer.account.idToken}` } })).json() as { data: { _id: string }[] }).data[0]!._id;
  const list = await listOf(request, golfer, listId);
  expect(list).toMatchObject({ kind: 'hole', type: 'par_3s' });
  expect(list.items.map((i) => [i.course._id, i.holeNumber])).toEqual([[id, 12]]);
});

test('signed out, the unit is kept in this browser; the page\'s layout and the map\'s card follow it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const course = await createCourse(request, admin, {
    club_name: 'E2E Metric Links', club_membership: 'PUBLIC', continent: 'EUROPE', location: { lat: 56.2, lng: -2.7 },
    address: { country: 'Scotland', province: 'Fife', city: 'Elie' }, holes: 9, par: 36, total_yardage: 3414,
    scorecard: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((hole) => ({ hole, par: hole === 5 ? 3 : hole === 9 ? 5 : 4, strokeIndex: hole * 2 - 1, yards: [{ tee: 'White', yards: 380 }] })),
  });
  await page.goto(`/courses/${course._id}`);
  const detail = page.getByTestId('course-detail');
  const table = detail.getByTestId('course-scorecard-table');
  await expect(detail.getByTestId('course-facts')).toContainText('9 holes · Par 36 · 3,414 yards');
  await expect(table.locator('tr[data-hole="5"] td')).toHaveText(['3', '9', '380']);
  const scale = page.locator('.maplibregl-ctrl-scale');
  await expect(scale).toHaveText(/\b(mi|ft)$/);
  await page.getByTestId('units-menu').click();
  await expect(page.getByTestId('units-yard')).toHaveAttribute('aria-checked', 'true');
  await snap(page, 'units-menu-open');
  await page.getByTestId('units-meter').click();
  // The map's scale bar follows the choice.
  await expect(scale).toHaveText(/\b(km|m)$/);
  await expect(detail.getByTestId('course-facts')).toContainText('9 holes · Par 36 · 3,122 metres');
  await expect(table.locator('tr[data-hole="5"] td')).toHaveText(['3', '9', '347']);
  await expect(table.locator('tr[data-total="Total"] td')).toHaveText(['36', '', '3,127']); // 3,420 yd summed, then converted
  expect(await page.evaluate(() => window.localStorage.getItem('length-unit'))).toBe('meter');
  await page.reload();
  await expect(table.locator('tr[data-hole="5"] td')).toHaveText(['3', '9', '347']);

  await page.goto(`/?card=${course._id}`);
  const sheet = page.getByTestId('course-card-sheet');
  await expect(sheet.getByTestId('course-type-line')).toHaveText('Full length · 9 holes · Par 36 · 3,122 m');
  await inEachLook(page, async (look) => {
    await snap(page, `units-card-metres-${look}`);
  });
  await page.getByTestId('units-menu').click();
  await page.getByTestId('units-yard').click();
  await expect(sheet.getByTestId('course-type-line')).toHaveText('Full length · 9 holes · Par 36 · 3,414 yd');
});

test('Explore\'s yardage slider shows and takes metres, and the filter stays in yards', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const architect = `Metre Yardley ${Date.now().toString(36)}`;
  for (const [i, yards] of [6200, 7100].entries()) {
    await createCourse(request, admin, {
      club_name: `E2E Metric Explore ${i + 1}`, architects: [architect], total_yardage: yards, club_membership: 'PUBLIC', continent: 'EUROPE',
      location: { lat: 55 + i / 10, lng: -3 }, address: { country: 'Scotland' },
    });
  }
  await page.addInitScript(() => window.localStorage.setItem('length-unit', 'meter'));
  await page.goto(`/explore?architect=${encodeURIComponent(architect)}`);
  const screen = page.getByTestId('screen-explore');
  const text = screen.getByTestId('explore-yardage-text');
  await expect(text).toHaveText('5,669–6,492 m'); // 6,200 and 7,100 yd
  const low = screen.getByTestId('explore-yardage').getByRole('slider').first();
  await low.focus();
  await page.keyboard.press('ArrowRight'); // 50 m up: 5,719 m, which is 6,254 yd
  await expect(text).toHaveText('5,719–6,492 m');
  await expect(page).toHaveURL(/yardageMin=6254(&|$)/);
  await expect(screen.getByTestId('explore-count')).toContainText('Top 1 of 1 courses');
});
