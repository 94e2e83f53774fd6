/** Screenshots of the main states, for people to look at: test-results/screenshots/{name}.png. */
import { expect, test, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { MAP_ID } from '../../../src/map/map-constants';

export const SCREENSHOT_DIR = 'test-results/screenshots';

/** The looks every screen is checked in: light and dark on a desktop, and a 390 px phone. */
export const LOOKS = [
  { look: 'light', use: { colorScheme: 'light', viewport: { width: 1280, height: 800 } } },
  { look: 'dark', use: { colorScheme: 'dark', viewport: { width: 1280, height: 800 } } },
  { look: 'narrow', use: { colorScheme: 'light', viewport: { width: 390, height: 844 } } },
] as const;

export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, animations: 'disabled', caret: 'hide' });
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Resolves once every finite animation and transition on the page has finished: a dialog fading
 * in, a button fading from disabled. Axe reads colours as they are drawn, so mid-fade text fails
 * contrast that the settled screen passes. Endless ones (spinners) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Runs axe-core on the page (optionally only some rules, or inside some selectors) and lists what it reports. */
export async function axeFindings(page: Page, opts: { rules?: string[]; include?: string[] } = {}): Promise<AxeFinding[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page });
  if (opts.rules) builder = builder.withRules(opts.rules);
  for (const selector of opts.include ?? []) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** One line per finding, for assertion messages and the report. */
export const describeFindings = (screen: string, findings: AxeFinding[]) =>
  findings.map((f) => `[${screen}] ${f.rule} (${f.impact}): ${f.help} -> ${f.targets.join(' | ')}`);

export type Look = (typeof LOOKS)[number];

const DARK_CLASS = /(^|\s)dark(\s|$)/;

/**
 * Runs `check` on the open page in each look in turn (light and dark at 1280 px, then a 390 px
 * phone), switching the colour scheme and the viewport in place instead of running the whole flow
 * once per look; then puts the page back in the look it had. One screenshot pass over a screen.
 * `reopenOnPhone`: the page is loaded again at 390 px (a map fitted to a list's courses).
 */
export async function inEachLook(page: Page, check: (look: Look['look']) => Promise<void>, opts: { app?: boolean; reopenOnPhone?: boolean } = {}): Promise<void> {
  const before = page.viewportSize();
  for (const { look, use } of LOOKS) {
    await page.emulateMedia({ colorScheme: use.colorScheme });
    await page.setViewportSize(use.viewport);
    // A screen whose map was fitted to its courses on a desktop is opened again at 390 px, where
    // it fits them to a phone: a resize alone keeps the desktop's camera, which no phone shows.
    if (opts.reopenOnPhone && look === 'narrow') await page.reload();
    // The app follows the system's scheme: wait until it has (next-themes' class on <html>). A page
    // that is not the app (the local checkout, the emulator's popup) follows it in its CSS alone.
    if (opts.app !== false) {
      const dark = expect(page.locator('html'), `the page wears ${look}`);
      if (use.colorScheme === 'dark') await dark.toHaveClass(DARK_CLASS);
      else await dark.not.toHaveClass(DARK_CLASS);
      // The map swaps its basemap for the scheme: wait until it has drawn the new one and come to
      // rest, so the screenshot and what the map reports are the new style's, not the last one's.
      const map = page.getByTestId(MAP_ID);
      if (await map.isVisible()) {
        await expect(map, `the map draws its ${use.colorScheme} style`).toHaveAttribute('data-idle-style-name', new RegExp(`\\(${use.colorScheme}\\)$`), { timeout: 30_000 });
      }
    }
    await check(look);
  }
  await page.emulateMedia({ colorScheme: test.info().project.use.colorScheme ?? 'light' });
  if (before) await page.setViewportSize(before);
}
