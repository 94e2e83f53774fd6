import { describe, expect, it } from 'vitest';
import { boundsOf } from '../../../src/map/use-map-controller';

describe('boundsOf (fitting the map to some courses)', () => {
  it('is the box around the points', () => {
    expect(boundsOf([{ lng: -2.8, lat: 56.34 }, { lng: -2.6, lat: 56.5 }, { lng: -2.7, lat: 56.2 }])).toEqual([-2.8, 56.2, -2.6, 56.5]);
  });

  it('goes across the antimeridian when that is the shorter way (Fiji), with east beyond 180', () => {
    expect(boundsOf([{ lng: 179.5, lat: -17 }, { lng: -179.8, lat: -16.5 }])).toEqual([179.5, -17, 180.2, -16.5]);
  });

  it('goes the plain way when that is shorter', () => {
    expect(boundsOf([{ lng: -120, lat: 36 }, { lng: -2.8, lat: 56 }])).toEqual([-120, 36, -2.8, 56]);
  });

  it('is a point for one course', () => {
    expect(boundsOf([{ lng: 10, lat: 20 }])).toEqual([10, 20, 10, 20]);
  });
});
