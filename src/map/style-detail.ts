/**
 * How deep the drawn basemap has detail, read from its own sources when they load, so the map
 * never flies past it to a blank plain (issue 32: "Show in map" went to zoom 15 on the offline
 * basemap, whose archive stops at zoom 8). Vector tiles hold 4096 units across a 512 px tile, 8 a
 * pixel: their shapes keep their detail for 3 zooms past the source's maxzoom (the offline
 * basemap's 100 m coastlines, cut to zoom 8, hold to 11). Raster tiles blur past their maxzoom;
 * GeoJSON is tiled to its own maxzoom from full-precision data. A hosted style (OpenFreeMap,
 * Protomaps: vector to 14) keeps its own depth: 17.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';

/** Zooms of detail a vector tile holds past its source's maxzoom (log2 of 4096 / 512). */
export const VECTOR_OVERZOOM = 3;
/** The course page and a shared card link: the course with its town, roads, coast and neighbours. */
export const COURSE_VIEW_ZOOM = 13;
/** "Show in map" and a flight to one course: neighbours split into single pins. */
export const COURSE_ZOOM = 15;

export interface SourceDepth {
  type: string;
  maxzoom: number;
}

/** The deepest zoom a style's sources have detail for; null when it has none that draw. */
export function detailZoomOf(sources: readonly SourceDepth[]): number | null {
  let deepest: number | null = null;
  for (const s of sources) {
    const depth = s.type === 'vector' ? s.maxzoom + VECTOR_OVERZOOM : s.type === 'raster' || s.type === 'geojson' ? s.maxzoom : null;
    if (depth !== null && Number.isFinite(depth) && (deepest === null || depth > deepest)) deepest = depth;
  }
  return deepest;
}

/** Where the course page and a shared card link take the map, on a basemap with detail to `detail`. */
export const coursePageZoom = (detail: number): number => Math.min(COURSE_VIEW_ZOOM, detail);
/** Where "Show in map" takes the map, on a basemap with detail to `detail`. */
export const courseZoom = (detail: number): number => Math.min(COURSE_ZOOM, detail);

let detail: number | null = null;
let waiting: ((detail: number) => void)[] = [];

/** The drawn basemap's detail zoom, or null until its sources have loaded. */
export const styleDetailZoom = (): number | null => detail;

/** Runs `then` with the detail zoom now, or once the basemap's sources have loaded. */
export function whenStyleDetail(then: (detail: number) => void): void {
  if (detail !== null) then(detail);
  else waiting.push(then);
}

/**
 * Follows the map's style: on each new style (a change of theme) the detail is read again once
 * every basemap source (not the app's own, `isOurs`) has loaded its metadata (a vector source's TileJSON, or the
 * PMTiles header, says its maxzoom).
 */
export function trackStyleDetail(map: MapLibreMap, isOurs: (sourceId: string) => boolean): void {
  const read = () => {
    const style = map.getStyle();
    const sources: SourceDepth[] = [];
    for (const id of Object.keys(style?.sources ?? {})) {
      if (isOurs(id)) continue;
      const source = map.getSource(id) as ({ type: string; maxzoom: number; loaded(): boolean } | undefined);
      if (!source) continue;
      if (!source.loaded()) return;
      sources.push({ type: source.type, maxzoom: source.maxzoom });
    }
    const found = detailZoomOf(sources);
    if (found === null) return;
    detail = found;
    map.getContainer().dataset.detailZoom = String(found);
    const run = waiting;
    waiting = [];
    run.forEach((then) => then(found));
  };
  map.on('style.load', () => {
    detail = null;
    read();
  });
  map.on('sourcedata', (e) => {
    if (detail === null && (e.sourceDataType === 'metadata' || e.isSourceLoaded)) read();
  });
  if (map.isStyleLoaded()) read();
}
