/**
 * The two loading stages (src/app/boot): the map first with a placeholder bar, then the shell.
 * The shell must come even when the map has nothing to draw: markers that cannot load must not
 * leave a golfer without search, sign-in or navigation.
 */
import { expect, test } from './support/fixtures';

test('the shell loads only after the map has drawn its courses, replacing the placeholder', async ({ page }) => {
  // Stamp, in the page, when the map first reports drawn clusters.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const map = document.querySelector('[data-testid=courses-map]');
      if (Number(map?.getAttribute('data-rendered-clusters')) > 0) {
        (window as unknown as { firstClustersAt: number }).firstClustersAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-rendered-clusters'] });
  });
  await page.goto('/');
  await expect(page.getByTestId('shell-placeholder')).toBeAttached();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('shell-placeholder')).toHaveCount(0);

  const { firstClustersAt, shellRequestedAt } = await page.evaluate(() => ({
    firstClustersAt: (window as unknown as { firstClustersAt?: number }).firstClustersAt ?? null,
    // The shell's chunk is src/app/app.tsx, emitted as assets/app-<hash>.js.
    shellRequestedAt: performance.getEntriesByType('resource').find((e) => /\/assets\/app-[^/]+\.js$/.test(e.name))?.startTime ?? null,
  }));
  expect(firstClustersAt, 'the map drew clusters').not.toBeNull();
  expect(shellRequestedAt, 'the shell chunk was loaded').not.toBeNull();
  expect(shellRequestedAt!).toBeGreaterThan(firstClustersAt!);
});

test('the shell still loads when the markers cannot', async ({ page, consoleGuard }) => {
  const url = /\/api\/bounded-courses\?/;
  consoleGuard.allowFailedResource(503, url);
  let asked = 0;
  await page.route(url, (route) => {
    asked += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'Down for maintenance', data: null }) });
  });
  await page.goto('/');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  expect(asked).toBeGreaterThan(0);
  await expect(page.getByTestId('courses-map')).not.toHaveAttribute('data-rendered-clusters', /^[1-9]/);
});
