/** The theme menu: Dark persists under localStorage 'theme' across a reload, and dark text is readable. */
import { courseIdByName } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForClusters } from './support/map-driver';
import { axeFindings, describeFindings, snap } from './support/screens';

test('the dark theme persists across a reload, and the shell and an overlay keep their contrast', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await page.getByTestId('theme-menu').click();
  await page.getByTestId('theme-dark').click();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(page.getByTestId('theme-menu')).toHaveAccessibleName('Theme: Dark');
  await waitForClusters(page, 5);

  const shell = await axeFindings(page, { rules: ['color-contrast'] });
  expect.soft(describeFindings('dark shell', shell), 'colour contrast of the dark shell').toEqual([]);

  await page.getByTestId('nav-rail').getByRole('link', { name: 'Explore' }).click();
  const explore = page.getByTestId('screen-explore');
  await expect(explore).toBeVisible();
  await expect(explore.getByTestId('course-list-item').first()).toBeVisible();
  const overlay = await axeFindings(page, { rules: ['color-contrast'] });
  expect.soft(describeFindings('dark Explore', overlay), 'colour contrast of the dark Explore overlay').toEqual([]);
  await snap(page, 'dark-explore');
});

test("switching the theme keeps the open card's pin highlighted", async ({ page, request }) => {
  const id = await courseIdByName(request, 'The Old Course at St Andrews');
  // A shared card link flies to the course and highlights its pin (card-camera.ts).
  await page.goto(`/?card=${id}`);
  const map = page.getByTestId('courses-map');
  await expect(map).toHaveAttribute('data-highlighted', id, { timeout: 30_000 });
  for (const theme of ['dark', 'light'] as const) {
    await page.getByTestId('theme-menu').click();
    await page.getByTestId(`theme-${theme}`).click();
    await expect(map).toHaveAttribute('data-style-name', new RegExp(theme, 'i'), { timeout: 30_000 });
    // What the map reported before the new style is forgotten; a zoom step makes it report again.
    await map.evaluate((el) => { el.dataset.highlighted = 'stale'; });
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(map).toHaveAttribute('data-highlighted', id, { timeout: 30_000 });
  }
});
