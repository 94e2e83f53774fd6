/**
 * A small driver for map interactions: the map container reports what it has drawn in data
 * attributes once MapLibre is idle (see map-view.tsx), so tests wait on what is on screen.
 */
import { expect, type Page } from '@playwright/test';

export interface Rendered {
  clusters: number;
  courses: number;
  zoom: number;
}

export async function renderedMarkers(page: Page): Promise<Rendered> {
  const el = page.getByTestId('courses-map');
  return {
    clusters: Number(await el.getAttribute('data-rendered-clusters')),
    courses: Number(await el.getAttribute('data-rendered-courses')),
    zoom: Number(await el.getAttribute('data-zoom')),
  };
}

/** Waits until the map has drawn at least `min` cluster bubbles. */
export async function waitForClusters(page: Page, min = 1): Promise<Rendered> {
  await expect.poll(async () => (await renderedMarkers(page)).clusters, { timeout: 30_000 }).toBeGreaterThanOrEqual(min);
  return renderedMarkers(page);
}

/** Fails the test on any console error or uncaught exception in the page. */
export function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
