/** How deep the drawn basemap has detail, from its sources; the flights that stop there. */
import { describe, expect, it } from 'vitest';
import { coursePageZoom, courseZoom, detailZoomOf } from '../../../src/map/style-detail';
import { MAX_ZOOM as OFFLINE_MAX_ZOOM } from '../../../map-styles/basemap/tile-pyramid';

describe('detailZoomOf', () => {
  it.each<[string, { type: string; maxzoom: number }[], number | null]>([
    ['the offline basemap: vector tiles to zoom 8, 100 m shapes held 3 zooms further', [{ type: 'vector', maxzoom: OFFLINE_MAX_ZOOM }], OFFLINE_MAX_ZOOM + 3],
    ['OpenFreeMap or Protomaps: vector to 14', [{ type: 'vector', maxzoom: 14 }], 17],
    ['the deepest of several sources', [{ type: 'vector', maxzoom: 8 }, { type: 'vector', maxzoom: 14 }], 17],
    ['raster tiles blur past their own zoom', [{ type: 'raster', maxzoom: 19 }], 19],
    ['GeoJSON, tiled to its maxzoom', [{ type: 'geojson', maxzoom: 18 }], 18],
    ['sources that draw no map do not count', [{ type: 'raster-dem', maxzoom: 15 }, { type: 'vector', maxzoom: 10 }], 13],
    ['nothing to draw', [], null],
  ])('%s', (_, sources, detail) => {
    expect(detailZoomOf(sources)).toBe(detail);
  });
});

describe('flights to a course stop at the basemap\'s detail', () => {
  it.each<[number, number, number]>([
    // detail, course page, "show in map"
    [11, 11, 11], // the offline basemap: no blank plain at 15
    [17, 13, 15], // a hosted style keeps its own depth
    [18, 13, 15],
  ])('detail to %s: the course page at %s, "show in map" at %s', (detail, page, show) => {
    expect(coursePageZoom(detail)).toBe(page);
    expect(courseZoom(detail)).toBe(show);
  });
});
