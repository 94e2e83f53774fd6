/** Where a cluster click takes the map: the bubble's courses fitted, at least to where it splits. */
import { describe, expect, it } from 'vitest';
import { clusterClickCamera } from '../../../src/map/cluster-camera';

const bubble = { lng: -2.8, lat: 56.3, expansionZoom: 7 };
const fitAt = (zoom: number) => ({ lng: -2.6, lat: 56.5, zoom });

describe('clusterClickCamera', () => {
  it.each<[string, ReturnType<typeof fitAt> | null, number, { lng: number; lat: number; zoom: number }]>([
    ['fits the courses when they fit deeper than the split', fitAt(9.3), 11, { lng: -2.6, lat: 56.5, zoom: 9.3 }],
    ['never past the basemap\'s detail', fitAt(13.2), 11, { lng: -2.6, lat: 56.5, zoom: 11 }],
    ['the split zoom when the courses need no more', fitAt(7), 11, { lng: -2.8, lat: 56.3, zoom: 7 }],
    ['the split zoom around the bubble when its courses do not fit there', fitAt(5.5), 11, { lng: -2.8, lat: 56.3, zoom: 7 }],
    ['the split zoom when nothing fits (one place)', null, 11, { lng: -2.8, lat: 56.3, zoom: 7 }],
  ])('%s', (_, fit, detail, camera) => {
    expect(clusterClickCamera(bubble, fit, detail)).toEqual(camera);
  });

  it('goes past the basemap\'s detail only as far as the bubble needs to split', () => {
    expect(clusterClickCamera({ ...bubble, expansionZoom: 12 }, fitAt(13.5), 11)).toEqual({ lng: -2.6, lat: 56.5, zoom: 12 });
  });

  it('St Andrews from the world in four clicks, not ten (the seed\'s bubbles and their boxes at 1232 × 752)', () => {
    // The bubble holding the Old Course at each step: its split zoom and the zoom its box fits at.
    const steps: [number, number][] = [[2, 3.93], [4, 6.28], [7, 9.3], [10, 13.24]];
    let zoom = 1.2;
    for (const [expansionZoom, fit] of steps) zoom = clusterClickCamera({ lng: 0, lat: 0, expansionZoom }, { lng: 0, lat: 0, zoom: fit }, 17).zoom;
    expect(zoom).toBeCloseTo(13.24, 2);
  });
});
