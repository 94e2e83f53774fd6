/**
 * The map and the overlays share the screen (issue 14): the camera padding from what covers the
 * map, where the controls go, the world view at start, what a card does to the camera, and the
 * locate-me and scale-bar choices.
 */
import { describe, expect, it } from 'vitest';
import { loadSeedCourses } from '../../../src/server/db/seed/load-seed-courses';
import { cameraPadding, controlCorner, insetsFor, MIN_VISIBLE, type Box } from '../../../src/map/camera-padding';
import { cardCameraMove, CARD_VISIBLE_ZOOM } from '../../../src/map/card-camera';
import { cardClosed, cardOrigin, openCourseCard, onCourseClick } from '../../../src/map/course-clicks';
import { coursePageZoom, VECTOR_OVERZOOM } from '../../../src/map/style-detail';
import { MAX_ZOOM as OFFLINE_MAX_ZOOM } from '../../../map-styles/basemap/tile-pyramid';
import { geolocationMessage, mapNotice, onMapNotice } from '../../../src/map/map-notices';
import { latY, lngX } from '../../../src/shared/domain/mercator';
import { GOLF_HEARTLAND, worldView } from '../../../src/map/world-view';

/** The map frame at 1280 × 800: right of the 48 px rail, under the 48 px top bar. */
const DESKTOP: Box = { left: 48, top: 48, right: 1280, bottom: 800 };
const PHONE: Box = { left: 0, top: 48, right: 390, bottom: 844 };
/** The overlay panel from md up: 440 px wide, 16 px from the right, 64 px from the top. */
const PANEL: Box = { left: 1280 - 16 - 440, top: 64, right: 1280 - 16, bottom: 800 - 16 };
/** The course card from md up: 380 px wide at the bottom left, beside the rail. */
const CARD: Box = { left: 64, top: 300, right: 444, bottom: 784 };
/** The phone's sheet from 45% of the screen down. */
const PHONE_SHEET: Box = { left: 0, top: 380, right: 390, bottom: 844 };
const COLUMN = { width: 110, height: 170 };

describe('camera padding from what covers the map', () => {
  it('a right-hand panel pads the right by what it covers', () => {
    expect(cameraPadding(DESKTOP, [PANEL])).toEqual({ top: 0, right: 456, bottom: 0, left: 0 });
  });

  it('a bottom sheet pads the bottom, a floating card at the bottom left pads the left', () => {
    expect(cameraPadding(PHONE, [PHONE_SHEET])).toEqual({ top: 0, right: 0, bottom: 464, left: 0 });
    expect(insetsFor(DESKTOP, CARD)).toEqual({ top: 0, right: 0, bottom: 0, left: 396 });
  });

  it('a panel and a card together pad both sides; nothing open, no padding', () => {
    expect(cameraPadding(DESKTOP, [PANEL, CARD])).toEqual({ top: 0, right: 456, bottom: 0, left: 396 });
    expect(cameraPadding(DESKTOP, [])).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });

  it('a cover outside the map pads nothing; one over all of it still leaves the camera room', () => {
    expect(insetsFor(DESKTOP, { left: 0, top: 0, right: 48, bottom: 800 })).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    const all = cameraPadding(PHONE, [{ left: 0, top: 48, right: 390, bottom: 844 }]);
    expect(390 - all.left - all.right).toBeGreaterThanOrEqual(MIN_VISIBLE);
    expect(796 - all.top - all.bottom).toBeGreaterThanOrEqual(MIN_VISIBLE);
  });
});

describe('the control corner stays clear of the overlays', () => {
  const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const columnAt = (map: Box, at: { right: number; bottom: number }): Box =>
    ({ left: map.right - at.right - COLUMN.width, top: map.bottom - at.bottom - COLUMN.height, right: map.right - at.right, bottom: map.bottom - at.bottom });

  it('beside a right-hand panel', () => {
    const at = controlCorner(DESKTOP, [PANEL], COLUMN);
    expect(at).toEqual({ right: 456, bottom: 0 });
  });

  it('above a phone sheet', () => {
    expect(controlCorner(PHONE, [PHONE_SHEET], COLUMN)).toEqual({ right: 0, bottom: 464 });
  });

  it('in its corner with nothing open, and with only a card at the bottom left', () => {
    expect(controlCorner(DESKTOP, [], COLUMN)).toEqual({ right: 0, bottom: 0 });
    expect(controlCorner(DESKTOP, [CARD], COLUMN)).toEqual({ right: 0, bottom: 0 });
  });

  it('beside the panel and above the card where the two nearly meet (900 px)', () => {
    const map: Box = { left: 48, top: 48, right: 900, bottom: 800 };
    const panel: Box = { left: 900 - 456, top: 64, right: 884, bottom: 784 };
    const at = controlCorner(map, [panel, CARD], COLUMN);
    expect(at.right).toBe(456);
    expect(overlaps(columnAt(map, at), panel)).toBe(false);
    expect(overlaps(columnAt(map, at), CARD)).toBe(false);
  });
});

describe('the world view fits every course', () => {
  const seed = loadSeedCourses().flatMap((f) => f.rows);
  // Map frames of the usual screens: 1280 × 800, 1920 × 1080 (beside the rail), a laptop.
  const frames = [[1232, 752], [1872, 1032], [1318, 720]] as const;
  /** The seed courses a view leaves off the map, or under its controls. */
  const offMap = (view: { longitude: number; latitude: number; zoom: number }, width: number, height: number, courses = seed, margin = 30) => {
    const worldPx = 512 * 2 ** view.zoom;
    const cx = lngX(view.longitude);
    const cy = latY(view.latitude);
    const outside = courses.filter((c) => {
      let dx = (lngX(c.lng) - cx) * worldPx;
      dx -= Math.round(dx / worldPx) * worldPx; // the copy nearest the centre
      const x = width / 2 + dx;
      const y = height / 2 + (latY(c.lat) - cy) * worldPx;
      const underControls = x > width - 48 && y > height - 150;
      return x < margin || x > width - margin || y < margin || y > height - margin || underControls;
    });
    return outside.map((c) => c.club_name);
  };

  it.each(frames)('%i × %i: every seed course inside, clear of the edges and the controls', (width, height) => {
    expect(offMap(worldView(width, height), width, height)).toEqual([]);
  });

  it('a phone (390 × 796) opens at the lowest zoom MapLibre draws, on North America and Europe', () => {
    const view = worldView(390, 796);
    // MapLibre keeps the world at least as high as the map: 512 × 2^zoom ≥ 796.
    expect(512 * 2 ** view.zoom).toBeGreaterThanOrEqual(796);
    expect(view.zoom).toBeLessThan(0.66);
    const heartland = seed.filter((c) => c.lng >= GOLF_HEARTLAND.west && c.lng <= GOLF_HEARTLAND.east
      && c.lat >= GOLF_HEARTLAND.south && c.lat <= GOLF_HEARTLAND.north);
    expect(heartland.length).toBeGreaterThan(seed.length / 2);
    // On screen: a phone has no room for a cluster's margin on both sides of 155 degrees.
    expect(offMap(view, 390, 796, heartland, 10)).toEqual([]);
  });

  it('New Zealand and Hawaii are both there (the seed has them)', () => {
    expect(seed.some((c) => c.country === 'New Zealand' && c.lng > 175)).toBe(true);
    expect(seed.some((c) => c.lng < -159)).toBe(true);
  });

  it('zooms in further on a big screen', () => {
    expect(worldView(1872, 1032).zoom).toBeGreaterThan(worldView(1232, 752).zoom);
  });
});

describe('what a card does to the camera', () => {
  // The offline archive is cut to zoom 8 from 100 m land: no deeper than 11 (a 100 m step is 1.3 px there at 56°N).
  const OFFLINE = coursePageZoom(OFFLINE_MAX_ZOOM + VECTOR_OVERZOOM);

  it('a pin click never moves the map', () => {
    expect(cardCameraMove('pin', { inView: false, zoom: 3 }, OFFLINE)).toEqual({ fly: false });
  });

  it('a shared link flies to the course with its surroundings, as deep as the drawn basemap has detail', () => {
    expect(OFFLINE).toBe(11);
    expect(cardCameraMove('link', { inView: true, zoom: 1.2 }, OFFLINE)).toEqual({ fly: true, zoom: 11 });
    // A hosted style's vector tiles to 14: the course with its town at 13.
    expect(cardCameraMove('link', { inView: true, zoom: 1.2 }, coursePageZoom(14 + VECTOR_OVERZOOM))).toEqual({ fly: true, zoom: 13 });
  });

  it('from a list or search: only when the course is out of sight, never zooming out', () => {
    expect(cardCameraMove('app', { inView: true, zoom: CARD_VISIBLE_ZOOM }, OFFLINE)).toEqual({ fly: false });
    expect(cardCameraMove('app', { inView: true, zoom: 4 }, OFFLINE)).toEqual({ fly: true, zoom: 11 });
    expect(cardCameraMove('app', { inView: false, zoom: 15 }, OFFLINE)).toEqual({ fly: true, zoom: 15 });
  });

  it('remembers a pin click until that card closes', () => {
    const stop = onCourseClick(() => {});
    openCourseCard('course-a');
    expect(cardOrigin('course-a')).toBe('pin');
    expect(cardOrigin('course-b')).toBe('app');
    cardClosed('course-a');
    expect(cardOrigin('course-a')).toBe('app');
    stop();
  });
});

describe('locate-me and the scale bar', () => {
  it('explains each way the browser can fail', () => {
    expect(geolocationMessage(1)).toMatch(/allow location for this site/);
    expect(geolocationMessage(2)).toMatch(/not available/);
    expect(geolocationMessage(3)).toMatch(/took too long/);
    expect(new Set([1, 2, 3, 99].map(geolocationMessage)).size).toBe(4);
  });

  it('keeps a message from before the shell until it subscribes, once', () => {
    mapNotice('early');
    mapNotice('early');
    const got: string[] = [];
    const stop = onMapNotice((m) => got.push(m));
    mapNotice('later');
    stop();
    expect(got).toEqual(['early', 'later']);
  });
});
