import { describe, expect, it } from 'vitest';
import { normalizeBounds, viewportBounds, wrapLng } from '../../../../src/server/geo/bounds';

describe('normalizeBounds', () => {
  it('keeps an ordinary box', () => {
    expect(normalizeBounds({ west: -10, east: 20, south: 30, north: 50 })).toEqual({
      south: 30, north: 50, lngRanges: [[-10, 20]], allLongitudes: false,
    });
  });

  it('keeps edges exactly, so a course on the edge is inside', () => {
    expect(normalizeBounds({ west: -125.86198, east: -68.93558, south: 3.7021, north: 50.64307 }).lngRanges).toEqual([
      [-125.86198, -68.93558],
    ]);
  });

  it('lets a box from -180 take courses stored at 180 (the same meridian)', () => {
    expect(normalizeBounds({ west: -180, east: -170, south: 0, north: 1 }).lngRanges).toEqual([[-180, -170], [180, 180]]);
  });

  it('splits a box across the antimeridian, written either way', () => {
    const expected = [[170, 180], [-180, -170]];
    expect(normalizeBounds({ west: 170, east: -170, south: -20, north: 0 }).lngRanges).toEqual(expected);
    expect(normalizeBounds({ west: 170, east: 190, south: -20, north: 0 }).lngRanges).toEqual(expected);
    expect(normalizeBounds({ west: -190, east: -170, south: -20, north: 0 }).lngRanges).toEqual(expected);
    expect(normalizeBounds({ west: -200, east: -100, south: -20, north: 0 }).lngRanges).toEqual([[160, 180], [-180, -100]]);
  });

  it('reads 360 degrees or more, or a non-finite edge, as the whole world', () => {
    for (const b of [
      { west: -180, east: 180 }, { west: -200, east: 160 }, { west: -1000, east: 1000 },
      { west: Number.NEGATIVE_INFINITY, east: 0 }, { west: Number.NaN, east: 10 },
    ]) {
      expect(normalizeBounds({ ...b, south: -90, north: 90 })).toEqual({
        south: -90, north: 90, lngRanges: [[-180, 180]], allLongitudes: true,
      });
    }
  });

  it('clamps and orders latitudes', () => {
    expect(normalizeBounds({ west: 0, east: 1, south: -100, north: 100 })).toMatchObject({ south: -90, north: 90 });
    expect(normalizeBounds({ west: 0, east: 1, south: 40, north: 30 })).toMatchObject({ south: 30, north: 40 });
    expect(normalizeBounds({ west: 0, east: 1, south: Number.NaN, north: Number.NaN })).toMatchObject({ south: -90, north: 90 });
  });

  it('wraps longitudes into (-180, 180]', () => {
    expect([wrapLng(-180), wrapLng(180), wrapLng(190), wrapLng(-190), wrapLng(540), wrapLng(0)]).toEqual([180, 180, -170, 170, 180, 0]);
  });
});

describe('viewportBounds', () => {
  it('gives the box MapLibre shows for a 512 px world at zoom 0', () => {
    const b = viewportBounds(0, 0, 0, 512, 512);
    expect(b.west).toBeCloseTo(-180);
    expect(b.east).toBeCloseTo(180);
    expect(b.north).toBeCloseTo(85.0511, 3);
    expect(b.south).toBeCloseTo(-85.0511, 3);
    const city = viewportBounds(-74, 40.7, 11, 1280, 800);
    expect(city.east - city.west).toBeCloseTo((1280 / (512 * 2048)) * 360);
  });
});
