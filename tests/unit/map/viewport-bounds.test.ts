import { describe, expect, it } from 'vitest';
import { toApiBounds } from '../../../src/map/viewport-bounds';

describe('toApiBounds', () => {
  it.each([
    [{ west: -10, south: 40, east: 10, north: 50 }, 5, { west: -10, south: 40, east: 10, north: 50 }],
    [{ west: -200, south: -60, east: 200, north: 80 }, 1, { west: -180, south: -60, east: 180, north: 80 }],
    [{ west: 170, south: -30, east: 190, north: -10 }, 4, { west: 170, south: -30, east: -170, north: -10 }],
    [{ west: -190, south: -30, east: -170, north: -10 }, 4, { west: 170, south: -30, east: -170, north: -10 }],
    [{ west: 530, south: 0, east: 540, north: 10 }, 6, { west: 170, south: 0, east: 180, north: 10 }],
    [{ west: -180, south: -95, east: 180, north: 95 }, 0, { west: -180, south: -90, east: 180, north: 90 }],
  ])('%j at zoom %d -> %j', (input, zoom, expected) => {
    expect(toApiBounds(input, zoom)).toEqual(expected);
  });

  it('rounds to fewer digits when zoomed out, so small pans share a cache key', () => {
    expect(toApiBounds({ west: 1.23456, south: 2.34567, east: 3.45678, north: 4.56789 }, 2).west).toBe(1.23);
    expect(toApiBounds({ west: 1.23456789, south: 2, east: 3, north: 4 }, 15).west).toBe(1.234568);
  });
});
