/**
 * The open list's numbered pins: a circle per course with its rank in it. Amber (the app's
 * secondary colour, unlike the green course clusters) with near-black numbers and a white ring
 * reads on both the light and the dark basemap.
 */
import type { FeatureCollection, Point } from 'geojson';
import type { CircleLayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import type { ListPin } from './list-pins-state';

export const LIST_PINS_SOURCE = 'list-pins';
export const LIST_PIN_COLORS = { fill: '#f59e0b', text: '#1c1917', ring: '#ffffff' } as const;

export interface ListPinProps {
  id: string;
  label: string;
  rank: number;
  color: string;
}

export function toListPinFeatures(pins: readonly ListPin[] | null): FeatureCollection<Point, ListPinProps> {
  return {
    type: 'FeatureCollection',
    features: (pins ?? []).map((p) => ({
      type: 'Feature',
      id: p.courseId,
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { id: p.courseId, label: p.label, rank: p.rank, color: p.color ?? LIST_PIN_COLORS.fill },
    })),
  };
}

export const listPinLayer: CircleLayerSpecification = {
  id: 'list-pins',
  type: 'circle',
  source: LIST_PINS_SOURCE,
  // Higher keys are drawn on top: the best rank wins where pins overlap.
  layout: { 'circle-sort-key': ['-', 0, ['get', 'rank']] },
  paint: {
    'circle-color': ['get', 'color'],
    // Wider for "10" and "2,5" than for "3".
    'circle-radius': ['+', 9, ['*', 3.5, ['min', ['length', ['get', 'label']], 6]]],
    'circle-stroke-width': 2.5,
    'circle-stroke-color': LIST_PIN_COLORS.ring,
  },
};

export const listPinLabelLayer: SymbolLayerSpecification = {
  id: 'list-pin-labels',
  type: 'symbol',
  source: LIST_PINS_SOURCE,
  layout: {
    'text-field': ['get', 'label'],
    'text-font': ['Roboto Bold'],
    'text-size': 13,
    // Where pins overlap (several courses of one area at a low zoom) only the best rank's number
    // shows, on the best rank's circle, rather than numbers drawn over each other: labels are
    // placed in ascending key order and the later ones give way.
    'text-allow-overlap': false,
    'text-ignore-placement': false,
    'symbol-sort-key': ['get', 'rank'],
  },
  paint: { 'text-color': LIST_PIN_COLORS.text },
};

export const LIST_PIN_LAYERS = [listPinLayer.id, listPinLabelLayer.id];

/** How visible the other courses stay under an open list's pins: there, but behind the list. */
const FADED = 0.35;

/** A course layer faded under the list's pins, so the numbered pins stand out among clusters of the same green. */
export function fadedUnderList<T extends CircleLayerSpecification | SymbolLayerSpecification>(layer: T): T {
  if (layer.type === 'circle') return { ...layer, paint: { ...layer.paint, 'circle-opacity': FADED, 'circle-stroke-opacity': FADED } };
  return { ...layer, paint: { ...layer.paint, 'text-opacity': FADED } };
}
