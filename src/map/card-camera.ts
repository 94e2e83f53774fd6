/**
 * What the map does when a course card opens (`?card={id}`), by how it was opened:
 * - a pin click: nothing; the golfer is looking at that pin, and a jump would lose their place
 *   (the pin is highlighted);
 * - a shared link (the card was in the URL when the page loaded): fly to the course, since the map
 *   opened on the world;
 * - anything else (a list, a search result, Back and Forward): fly only when the course is not
 *   already in the visible part of the map at a zoom where its pin shows.
 */
export type CardOrigin = 'pin' | 'link' | 'app';

/** Below this zoom a course is likely inside a cluster bubble, so "in view" is not enough. */
export const CARD_VISIBLE_ZOOM = 10;

/** `pageZoom`: the course page's zoom on the drawn basemap (style-detail.ts). */
export function cardCameraMove(origin: CardOrigin, view: { inView: boolean; zoom: number }, pageZoom: number): { fly: false } | { fly: true; zoom: number } {
  if (origin === 'pin') return { fly: false };
  if (origin === 'app' && view.inView && view.zoom >= CARD_VISIBLE_ZOOM) return { fly: false };
  return { fly: true, zoom: Math.max(view.zoom, pageZoom) };
}
