/**
 * The map's course layers as typed constants: cluster bubbles, their counts, and single-course
 * pins, for the viewport's courses under the filters (server-clustered).
 */
import type { CircleLayerSpecification, ExpressionSpecification, SymbolLayerSpecification } from 'maplibre-gl';

export const COURSES_SOURCE = 'courses';

/** Pin colours by access: public green, limited amber, private slate. */
export const MEMBERSHIP_COLORS = { PUBLIC: '#16a34a', LIMITED: '#d97706', PRIVATE: '#64748b' } as const;
/** Pin rings by the golfer's marks (the legend names them): played, wishlist, watchlist. */
export const RING_COLORS = { played: '#2563eb', wishlist: '#e11d48', watchlist: '#7c3aed' } as const;
const HIGHLIGHT_COLOR = '#f59e0b';

const highlighted: ExpressionSpecification = ['boolean', ['feature-state', 'highlighted'], false];
const ringed: ExpressionSpecification = ['!=', ['get', 'ring'], ''];

const pinPaint: CircleLayerSpecification['paint'] = {
  'circle-color': ['match', ['get', 'm'], 'PRIVATE', MEMBERSHIP_COLORS.PRIVATE, 'LIMITED', MEMBERSHIP_COLORS.LIMITED, MEMBERSHIP_COLORS.PUBLIC],
  // The highlighted pin (the course the golfer has open) is the biggest, so it reads beside bubbles.
  'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, ['case', highlighted, 8, ringed, 6, 5], 12, ['case', highlighted, 11, ringed, 9, 8]],
  'circle-stroke-width': ['case', highlighted, 4, ringed, 3.5, 2],
  'circle-stroke-color': [
    'case', highlighted, HIGHLIGHT_COLOR,
    ['match', ['get', 'ring'], 'played', RING_COLORS.played, 'wishlist', RING_COLORS.wishlist, 'watchlist', RING_COLORS.watchlist, '#ffffff'],
  ],
};

export const clusterLayer: CircleLayerSpecification = {
  id: 'course-clusters',
  type: 'circle',
  source: COURSES_SOURCE,
  filter: ['==', ['get', 'kind'], 'cluster'],
  paint: {
    'circle-color': ['step', ['get', 'count'], '#22c55e', 10, '#16a34a', 100, '#15803d', 1000, '#166534'],
    'circle-radius': ['step', ['get', 'count'], 14, 10, 18, 100, 23, 1000, 29],
    'circle-stroke-width': 3,
    'circle-stroke-color': 'rgba(255,255,255,0.85)',
  },
};

export const clusterCountLayer: SymbolLayerSpecification = {
  id: 'course-cluster-counts',
  type: 'symbol',
  source: COURSES_SOURCE,
  filter: ['==', ['get', 'kind'], 'cluster'],
  layout: {
    'text-field': ['get', 'label'],
    'text-font': ['Roboto Bold'],
    'text-size': 12,
    'text-allow-overlap': true,
    // Drawn above the basemap's labels and placed before them: the padding reserves the bubble,
    // so a town name makes way rather than covering the count.
    'text-padding': 12,
  },
  paint: { 'text-color': '#ffffff' },
};

export const coursePinLayer: CircleLayerSpecification = {
  id: 'course-pins',
  type: 'circle',
  source: COURSES_SOURCE,
  filter: ['==', ['get', 'kind'], 'course'],
  paint: pinPaint,
};

/**
 * Under `only=` the bubbles hold the golfer's own courses and take their colour: played (blue) or
 * list courses (rose); anything else keeps the green.
 */
export const OWN_CLUSTER_COLORS = {
  played: ['#3b82f6', '#2563eb', '#1d4ed8'],
  lists: ['#f43f5e', '#e11d48', '#be123c'],
} as const;
export type ClusterTint = keyof typeof OWN_CLUSTER_COLORS | null;

/** The cluster layer in a tint's colours (the same id: it replaces the green one). */
export const clusterLayerFor = (tint: ClusterTint): CircleLayerSpecification => {
  if (!tint) return clusterLayer;
  const [small, medium, large] = OWN_CLUSTER_COLORS[tint];
  return { ...clusterLayer, paint: { ...clusterLayer.paint, 'circle-color': ['step', ['get', 'count'], small, 10, medium, 100, large] } };
};

export const CLUSTER_LAYERS = [clusterLayer.id];
export const PIN_LAYERS = [coursePinLayer.id];
export const INTERACTIVE_LAYERS = [...CLUSTER_LAYERS, ...PIN_LAYERS];
