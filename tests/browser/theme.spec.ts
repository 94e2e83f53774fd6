/** The theme menu: Dark persists under localStorage 'theme' across a reload, and dark text is readable. */
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
