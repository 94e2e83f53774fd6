/**
 * Courses as golfers know them (issue 34): a seed course's scorecard as a table, its website
 * (a new tab, noopener), its phone as a `tel:` link in the golfer's national format, its address;
 * a partial card shows only the holes known, with a note; the map's card folds the scorecard.
 * Light, dark and a 390 px phone, with axe.
 */
import { courseIdByName, createCourse, E2E_ADMIN_EMAIL, verifiedEmulatorAccount } from './support/accounts';
import { expect, test } from './support/fixtures';
import { axeFindings, describeFindings, inEachLook, snap } from './support/screens';

// A golfer in the United States: a US number shows as dialled there.
test.use({ locale: 'en-US' });

test('a course page shows the scorecard, Visit website, Call and the address', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await courseIdByName(request, 'Augusta National Golf Club');
  await page.goto(`/courses/${id}`);
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Augusta National Golf Club');

  const table = detail.getByTestId('course-scorecard-table');
  await expect(table.locator('tr[data-hole]')).toHaveCount(18);
  await expect(table.getByRole('columnheader')).toHaveText(['Hole', 'Par', 'Masters (yd)']);
  await expect(table.locator('tr[data-hole="12"] td')).toHaveText(['3', '155']);
  await expect(table.locator('tr[data-total="Out"] td')).toHaveText(['36', '3,775']);
  await expect(table.locator('tr[data-total="In"] td')).toHaveText(['36', '3,780']);
  await expect(table.locator('tr[data-total="Total"] td')).toHaveText(['72', '7,555']);
  await expect(detail.getByTestId('course-scorecard-note')).toHaveCount(0);
  await expect(detail.getByTestId('course-facts')).toContainText('18 holes · Par 72');

  const website = detail.getByTestId('course-website');
  await expect(website).toHaveAttribute('href', 'https://www.masters.com/');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /\bnoopener\b/);
  const phone = detail.getByTestId('course-phone');
  await expect(phone).toHaveAttribute('href', 'tel:+17066676000');
  await expect(phone).toHaveText('(706) 667-6000');
  await expect(phone).toHaveAccessibleName('Call (706) 667-6000');
  await expect(detail.getByTestId('course-directions')).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=33\.\d+,-82\.\d+$/);
  await expect(detail.getByTestId('course-address')).toHaveText('2604 Washington RoadAugusta, Georgia 30904United States');

  await inEachLook(page, async (look) => {
    await detail.getByTestId('course-contact').scrollIntoViewIfNeeded();
    await snap(page, `course-facts-contact-${look}`);
    await table.scrollIntoViewIfNeeded();
    await snap(page, `course-facts-${look}`);
    const findings = await axeFindings(page, { include: ['[data-testid="course-detail"]'] });
    expect(describeFindings(`course facts (${look})`, findings)).toEqual([]);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('a partial card shows only its holes and names the missing ones; the map\'s card folds it; a phone abroad is international', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await verifiedEmulatorAccount(request, E2E_ADMIN_EMAIL);
  const course = await createCourse(request, admin, {
    club_name: 'E2E Partial Card Links', club_membership: 'PUBLIC', continent: 'EUROPE', location: { lat: 56.25, lng: -2.65 },
    address: { country: 'Scotland', province: 'Fife', city: 'Crail', street: 'Balcomie Road', postal_code: 'KY10 3XN' }, holes: 9,
    phone: '01333 450686', website: 'https://www.crail.example.co.uk/',
    scorecard: [1, 2, 3, 5, 6, 7, 8, 9].map((hole, i) => ({ hole, par: hole === 5 ? 3 : 4, strokeIndex: i * 2 + 1 })),
  });
  await page.goto(`/courses/${course._id}`);
  const detail = page.getByTestId('course-detail');
  const table = detail.getByTestId('course-scorecard-table');
  await expect(table.locator('tr[data-hole]')).toHaveCount(8);
  await expect(table.locator('tr[data-hole="4"]')).toHaveCount(0);
  await expect(table.locator('tr[data-total]')).toHaveCount(0);
  await expect(table.getByRole('columnheader')).toHaveText(['Hole', 'Par', 'SI']);
  await expect(detail.getByTestId('course-scorecard-note')).toHaveText('Hole 4 is not on the card we have: only the holes known are shown.');
  // A Scottish number to a golfer in the United States: international, dialled as written.
  await expect(detail.getByTestId('course-phone')).toHaveText('+44 1333 450686');
  await expect(detail.getByTestId('course-phone')).toHaveAttribute('href', 'tel:+441333450686');
  await expect(detail.getByTestId('course-address')).toHaveText('Balcomie RoadCrail KY10 3XN, FifeScotland');

  await page.goto(`/?card=${course._id}`);
  const sheet = page.getByTestId('course-card-sheet');
  await expect(sheet.getByTestId('course-phone')).toBeVisible();
  const toggle = sheet.getByTestId('course-scorecard-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sheet.getByTestId('course-scorecard-table')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sheet.getByTestId('course-scorecard-table').locator('tr[data-hole]')).toHaveCount(8);
  await inEachLook(page, async (look) => {
    await snap(page, `course-facts-card-${look}`);
    if (look === 'narrow') expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
