/** Tooltips as a golfer meets them: the pointer on a button until its tooltip shows. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Hovers `target` until the tooltip says `text`. A page's later parts (community rankings, the
 * scorecard) can land after the pointer reached the button and move it away from under the
 * pointer, so the pointer leaves and comes back until the tooltip shows (CI saw it miss once a run).
 */
export async function expectTooltipOnHover(page: Page, target: Locator, text: string): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await target.hover();
    await expect(page.getByRole('tooltip')).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
