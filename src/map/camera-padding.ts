/**
 * Pure geometry of the map and what covers it. Overlay panels and sheets report their boxes (page
 * pixels); from those and the map's own box come the camera padding (the part of the map they
 * cover, so fitting and flying centre on the part that shows) and where the bottom-right control
 * corner (zoom, locate-me, scale bar, attribution) must sit to stay clear of them.
 */
import type { Box } from '../lib/overlay-covers';

export type { Box };

export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

/** However much is covered, this much of the map (px each way) stays the camera's to centre on. */
export const MIN_VISIBLE = 120;

function overlap(a: Box, b: Box): Box | null {
  const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
  return box.right > box.left && box.bottom > box.top ? box : null;
}

/**
 * The padding that keeps one cover out of the camera's view: from whichever side gives up the
 * least of the map (a right-hand panel pads the right, a bottom sheet the bottom, a floating card
 * at the bottom left the left).
 */
export function insetsFor(map: Box, cover: Box): Insets {
  const c = overlap(map, cover);
  if (!c) return NO_INSETS;
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  const sides: [keyof Insets, number, number][] = [
    ['right', map.right - c.left, (map.right - c.left) * height],
    ['bottom', map.bottom - c.top, (map.bottom - c.top) * width],
    ['left', c.right - map.left, (c.right - map.left) * height],
    ['top', c.bottom - map.top, (c.bottom - map.top) * width],
  ];
  const [side, inset] = sides.reduce((best, s) => (s[2] < best[2] ? s : best));
  return { ...NO_INSETS, [side]: Math.round(inset) };
}

/** Shrinks a pair of opposite insets, in proportion, so that `min` px stay between them. */
function keepRoom(a: number, b: number, size: number, min: number): [number, number] {
  const room = Math.max(0, size - min);
  if (a + b <= room) return [a, b];
  const k = room / (a + b);
  return [Math.floor(a * k), Math.floor(b * k)];
}

/** The camera padding for the map's box under every cover: the widest inset on each side. */
export function cameraPadding(map: Box, covers: readonly Box[]): Insets {
  const p = covers.map((c) => insetsFor(map, c)).reduce(
    (acc, i) => ({ top: Math.max(acc.top, i.top), right: Math.max(acc.right, i.right), bottom: Math.max(acc.bottom, i.bottom), left: Math.max(acc.left, i.left) }),
    NO_INSETS,
  );
  const [left, right] = keepRoom(p.left, p.right, map.right - map.left, MIN_VISIBLE);
  const [top, bottom] = keepRoom(p.top, p.bottom, map.bottom - map.top, MIN_VISIBLE);
  return { top, right, bottom, left };
}

export const samePadding = (a: Insets, b: Insets) => a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;

/**
 * Where the bottom-right control corner goes (its `right` and `bottom` in px from the map's
 * edges) so that a column of `column` size there overlaps no cover: moved left of a cover that
 * leaves room beside it (a right-hand panel), else lifted above it (a bottom sheet, a card).
 */
export function controlCorner(map: Box, covers: readonly Box[], column: { width: number; height: number }): { right: number; bottom: number } {
  let right = 0;
  let bottom = 0;
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  // Each move clears one cover; a few covers need at most as many moves.
  for (let step = 0; step <= covers.length; step++) {
    const at = { left: map.right - right - column.width, top: map.bottom - bottom - column.height, right: map.right - right, bottom: map.bottom - bottom };
    const hit = covers.find((c) => overlap(at, c));
    if (!hit) break;
    const toLeft = map.right - hit.left;
    const toTop = map.bottom - hit.top;
    const leftFits = width - toLeft >= column.width;
    const topFits = height - toTop >= column.height;
    if (leftFits && (!topFits || toLeft - right <= toTop - bottom)) right = toLeft;
    else if (topFits) bottom = toTop;
    else break;
  }
  return { right: Math.round(right), bottom: Math.round(bottom) };
}
