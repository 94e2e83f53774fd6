/** The map's course layers as typed constants: cluster bubbles, their counts, and single-course pins. */
import type { CircleLayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';

export const COURSES_SOURCE = 'courses';

/** Pin colours by access: public green, limited amber, private slate. */
export const MEMBERSHIP_COLORS = { PUBLIC: '#16a34a', LIMITED: '#d97706', PRIVATE: '#64748b' } as const;

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
  },
  paint: { 'text-color': '#ffffff' },
};

export const coursePinLayer: CircleLayerSpecification = {
  id: 'course-pins',
  type: 'circle',
  source: COURSES_SOURCE,
  filter: ['==', ['get', 'kind'], 'course'],
  paint: {
    'circle-color': ['match', ['get', 'm'], 'PRIVATE', MEMBERSHIP_COLORS.PRIVATE, 'LIMITED', MEMBERSHIP_COLORS.LIMITED, MEMBERSHIP_COLORS.PUBLIC],
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 5, 12, 8],
    'circle-stroke-width': ['case', ['boolean', ['feature-state', 'highlighted'], false], 4, 2],
    'circle-stroke-color': ['case', ['boolean', ['feature-state', 'highlighted'], false], '#f59e0b', '#ffffff'],
  },
};

export const INTERACTIVE_LAYERS = [clusterLayer.id, coursePinLayer.id];
