/**
 * axe-core on the main screens, in light and in dark: the map home, the search popover, the
 * sign-in dialog, the Explore overlay and a course page. Each screen is its own soft assertion,
 * so one run lists every violation.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForClusters } from './support/map-driver';
import { axeFindings, describeFindings } from './support/screens';

async function audit(page: Page, screen: string): Promise<void> {
  const findings = await axeFindings(page);
  expect.soft(describeFindings(screen, findings), `axe on ${screen}`).toEqual([]);
}

async function auditMainScreens(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b)/);
  await waitForClusters(page, 5);
  await audit(page, `${theme}: map home`);

  const input = page.getByTestId('search-input');
  await input.fill('pebel bech');
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  await audit(page, `${theme}: search popover`);
  await input.press('Escape');
  await input.press('Escape');
  await expect(page.getByTestId('search-popover')).toBeHidden();

  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByTestId('auth-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await audit(page, `${theme}: sign-in dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('nav-rail').getByRole('link', { name: 'Explore' }).click();
  const explore = page.getByTestId('screen-explore');
  await expect(explore.getByTestId('course-list-item').first()).toBeVisible();
  await audit(page, `${theme}: Explore overlay`);

  await explore.getByTestId('course-list-item').first().getByRole('link').click();
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByTestId('course-facts')).toBeVisible();
  await expect(detail.getByTestId('nearby-course').first()).toBeVisible();
  // The pointer was left over whatever the course page put where the link was (an action's
  // tooltip, portalled outside the landmarks while it shows): move it off and let it close.
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await audit(page, `${theme}: course page`);
}

test('no axe violations on the main screens in light mode', async ({ page }) => {
  test.setTimeout(150_000);
  await auditMainScreens(page, 'light');
});

test.describe('in dark mode', () => {
  // The theme defaults to System, which follows the device's dark preference.
  test.use({ colorScheme: 'dark' });

  test('no axe violations on the main screens in dark mode', async ({ page }) => {
    test.setTimeout(150_000);
    await auditMainScreens(page, 'dark');
  });
});
