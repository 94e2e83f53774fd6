/**
 * A small driver for map interactions: the map container reports what it has drawn in data
 * attributes once MapLibre is idle (see map-view.tsx), so tests wait on what is on screen.
 *
 * The MapLibre instance is not reachable from the page, so where a test must click a marker it
 * works out the marker's pixel itself: it records what the app fetched from /api/bounded-courses,
 * takes the camera from the bounds of that request, and projects with Web Mercator on MapLibre's
 * 512 px tiles.
 */
import { expect, type Page, type Route } from '@playwright/test';
import { MAP_ID } from '../../../src/map/map-constants';
import { coursePageZoom, courseZoom, VECTOR_OVERZOOM } from '../../../src/map/style-detail';
import { MAX_ZOOM as OFFLINE_MAX_ZOOM } from '../../../map-styles/basemap/tile-pyramid';
import { worldView } from '../../../src/map/world-view';
import type { BoundedCourses } from '../../../src/shared/contracts/bounded-courses.contract';

/** How deep the offline basemap has detail (its archive's maxzoom, plus what vector tiles hold), as the map reports it. */
export const OFFLINE_DETAIL = OFFLINE_MAX_ZOOM + VECTOR_OVERZOOM;
/** Where the course page and a shared card link take the map on the offline basemap. */
export const OFFLINE_COURSE_PAGE_ZOOM = coursePageZoom(OFFLINE_DETAIL);
/** Where "Show in map" takes the map on the offline basemap. */
export const OFFLINE_COURSE_ZOOM = courseZoom(OFFLINE_DETAIL);

export interface Rendered {
  clusters: number;
  courses: number;
  zoom: number;
}

export async function renderedMarkers(page: Page): Promise<Rendered> {
  const el = page.getByTestId(MAP_ID);
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

/** Waits until the idle map reports a zoom within 0.02 of `zoom`. */
export async function waitForZoom(page: Page, zoom: number, timeout = 30_000): Promise<void> {
  await expect
    .poll(async () => Math.abs(Number(await page.getByTestId(MAP_ID).getAttribute('data-zoom')) - zoom), { timeout, message: `map zoom settles at ${zoom}` })
    .toBeLessThan(0.02);
}

// ---------------------------------------------------------------------------------------------
// Web Mercator

export interface Camera {
  lng: number;
  lat: number;
  zoom: number;
}
export interface LngLat {
  lng: number;
  lat: number;
}
export interface Size {
  width: number;
  height: number;
}

/** MapLibre's tiles are 512 px: the world is 512 * 2^zoom pixels wide. */
const TILE_SIZE = 512;

const mercatorX = (lng: number) => (180 + lng) / 360;
const mercatorY = (lat: number) => (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360;

/**
 * Where `point` is drawn in a map of `size` looking at `camera`, in pixels from the map's top left.
 * With world copies on, a point is drawn on every copy; this is the copy nearest the centre.
 */
export function project(camera: Camera, point: LngLat, size: Size): { x: number; y: number } {
  const world = TILE_SIZE * 2 ** camera.zoom;
  let dx = (mercatorX(point.lng) - mercatorX(camera.lng)) * world;
  dx -= Math.round(dx / world) * world;
  const dy = (mercatorY(point.lat) - mercatorY(camera.lat)) * world;
  return { x: size.width / 2 + dx, y: size.height / 2 + dy };
}

const latOf = (y: number) => (360 / Math.PI) * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180)) - 90;

/**
 * The camera of a map of `size` whose viewport is `bounds`: the bounds the app sends to
 * /api/bounded-courses are MapLibre's own getBounds() (rounded to a fraction of a pixel), so the
 * centre and zoom follow exactly. (A clicked cluster's feature geometry is quantised to its tile,
 * so the centre a cluster click eases to is not quite the cluster's lng/lat.) Null for the whole
 * world, where the centre's longitude is lost.
 */
export function cameraOfBounds(bounds: { south: number; west: number; north: number; east: number }, size: Size): Camera | null {
  let span = bounds.east - bounds.west;
  if (span <= 0) span += 360; // the box crosses the antimeridian
  if (span >= 360) return null;
  const lng = ((((bounds.west + span / 2 + 180) % 360) + 360) % 360) - 180;
  const lat = latOf((mercatorY(bounds.north) + mercatorY(bounds.south)) / 2);
  const zoom = Math.log2((size.width * 360) / (span * TILE_SIZE));
  return { lng, lat, zoom };
}

// ---------------------------------------------------------------------------------------------
// The map driver

export type Cluster = BoundedCourses['clusters'][number];
export type Pin = BoundedCourses['courses'][number];
export interface OnScreen<T> {
  marker: T;
  /** Page coordinates. */
  x: number;
  y: number;
}

/**
 * Drives the persistent map on `page`. Every /api/bounded-courses answer passes through it (and
 * is recorded); while `hold()` is on, answers wait until `releaseAndWaitForRender()`, so a test
 * knows for sure which idle frame drew the new markers.
 */
export class MapDriver {
  readonly answers: { url: URL; data: BoundedCourses }[] = [];
  private holding = false;
  private held: Route[] = [];

  constructor(readonly page: Page) {}

  get map() {
    return this.page.getByTestId(MAP_ID);
  }

  /** What the idle map last reported drawing. */
  rendered(): Promise<Rendered> {
    return renderedMarkers(this.page);
  }

  /** The last viewport's markers the app received. */
  get latest(): BoundedCourses {
    const last = this.answers.at(-1);
    if (!last) throw new Error('the map has not fetched any markers yet');
    return last.data;
  }

  /** Starts recording the map's marker requests. Call before the page loads. */
  async intercept(): Promise<void> {
    await this.page.route(/\/api\/bounded-courses\?/, async (route) => {
      if (this.holding) this.held.push(route);
      else await this.pass(route);
    });
  }

  private async pass(route: Route): Promise<void> {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: BoundedCourses };
      this.answers.push({ url: new URL(route.request().url()), data: body.data });
      await route.fulfill({ response, json: body });
    } catch {
      // The app aborted the request (a newer viewport replaced it), or the page closed.
    }
  }

  /** Opens `path`, waits for the first clusters, and starts counting the map's idle frames. */
  async open(path = '/', minClusters = 5): Promise<Rendered> {
    await this.intercept();
    await this.page.goto(path);
    const rendered = await waitForClusters(this.page, minClusters);
    await this.countIdles();
    return rendered;
  }

  /** Each idle frame rewrites data-zoom (map-view.tsx); count the rewrites. */
  async countIdles(): Promise<void> {
    await this.map.evaluate((el) => {
      const counted = el as HTMLElement & { e2eIdles?: number };
      if (counted.e2eIdles !== undefined) return;
      counted.e2eIdles = 0;
      new MutationObserver((records) => {
        counted.e2eIdles! += records.length;
      }).observe(el, { attributes: true, attributeFilter: ['data-zoom'] });
    });
  }

  private idles(): Promise<number> {
    return this.map.evaluate((el) => (el as HTMLElement & { e2eIdles?: number }).e2eIdles ?? -1);
  }

  hold(): void {
    this.holding = true;
  }

  /**
   * Lets the held marker answers through (waiting for at least one to be asked for) and waits for
   * the idle frame that follows them: the data attributes then describe the new markers.
   */
  async releaseAndWaitForRender(): Promise<Rendered> {
    await expect.poll(() => this.held.length, { timeout: 15_000, message: 'the map asks for the new viewport’s markers' }).toBeGreaterThan(0);
    const before = await this.idles();
    this.holding = false;
    const routes = this.held.splice(0);
    for (const r of routes) await this.pass(r);
    await expect.poll(() => this.idles(), { timeout: 30_000, message: 'the map draws the new markers' }).toBeGreaterThan(before);
    return renderedMarkers(this.page);
  }

  /** Where the map looks: from the bounds of the last marker request, else the opening world view. */
  async camera(): Promise<Camera> {
    const box = await this.box();
    // The map opens on the world fitted to its size (world-view.ts).
    const world = worldView(box.width, box.height);
    const opening = { lng: world.longitude, lat: world.latitude, zoom: world.zoom };
    const last = this.answers.at(-1);
    if (!last) return opening;
    const p = last.url.searchParams;
    const bounds = { south: Number(p.get('south')), west: Number(p.get('west')), north: Number(p.get('north')), east: Number(p.get('east')) };
    return cameraOfBounds(bounds, box) ?? opening;
  }

  async box(): Promise<{ x: number; y: number; width: number; height: number }> {
    const box = await this.map.boundingBox();
    if (!box) throw new Error('the map is not on screen');
    return box;
  }

  /** The markers of `markers` drawn at least `margin` px inside the map, with their page coordinates. */
  async onScreen<T extends LngLat>(markers: readonly T[], margin = 40): Promise<OnScreen<T>[]> {
    const box = await this.box();
    const camera = await this.camera();
    return markers
      .map((marker) => ({ marker, ...project(camera, marker, box) }))
      .filter(({ x, y }) => x >= margin && y >= margin && x <= box.width - margin && y <= box.height - margin)
      .map(({ marker, x, y }) => ({ marker, x: box.x + x, y: box.y + y }));
  }

  /** Points at a marker and waits for the pointer cursor: proof the map has a marker under it. */
  async pointAt(target: { x: number; y: number }): Promise<void> {
    await this.page.mouse.move(target.x, target.y);
    await expect
      .poll(() => this.map.locator('canvas').evaluate((c) => (c as HTMLCanvasElement).style.cursor), {
        timeout: 15_000,
        message: `a marker under the pointer at ${Math.round(target.x)},${Math.round(target.y)}`,
      })
      .toBe('pointer');
  }

  /**
   * Runs `move` (a click, a key press) and waits until the map has settled at `zoom` and drawn the
   * markers of the new viewport.
   */
  async moveAndWait(move: () => Promise<void>, zoom: number): Promise<Rendered> {
    this.hold();
    await move();
    await waitForZoom(this.page, zoom);
    return this.releaseAndWaitForRender();
  }

  /**
   * Clicks a cluster bubble and waits until the map has eased in (to fit its courses, at least to
   * its expansion zoom: cluster-camera.ts) and drawn the markers of the new viewport: the ease's
   * end asks for them.
   */
  async zoomIntoCluster(target: OnScreen<Cluster>): Promise<Rendered> {
    await this.pointAt(target);
    this.hold();
    await this.page.mouse.click(target.x, target.y);
    return this.releaseAndWaitForRender();
  }

  /** The bounds the map last asked markers for: what it shows. */
  get shownBounds(): { south: number; west: number; north: number; east: number } {
    const p = this.answers.at(-1)!.url.searchParams;
    return { south: Number(p.get('south')), west: Number(p.get('west')), north: Number(p.get('north')), east: Number(p.get('east')) };
  }

  /** The course the map draws on its own and highlighted (data-focused-pin), or ''. */
  focusedPin(): Promise<string | null> {
    return this.map.getAttribute('data-focused-pin');
  }
}
