/**
 * The trip's route: a line per day in the day's colour, with a white casing so it reads on the
 * light and the dark basemap. Straight lines between stops: the planner's distances are straight
 * lines too (src/server/routes/trips/README.md: a routing service would draw roads).
 */
import type { FeatureCollection, LineString } from 'geojson';
import type { LineLayerSpecification } from 'maplibre-gl';
import type { RouteLine } from './trip-route-state';

export const TRIP_ROUTE_SOURCE = 'trip-route';

export function toRouteFeatures(lines: readonly RouteLine[] | null): FeatureCollection<LineString, { day: number; color: string }> {
  return {
    type: 'FeatureCollection',
    features: (lines ?? []).filter((l) => l.coordinates.length >= 2).map((l) => ({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: l.coordinates },
      properties: { day: l.day, color: l.color },
    })),
  };
}

export const tripRouteCasingLayer: LineLayerSpecification = {
  id: 'trip-route-casing',
  type: 'line',
  source: TRIP_ROUTE_SOURCE,
  layout: { 'line-cap': 'round', 'line-join': 'round' },
  paint: { 'line-color': '#ffffff', 'line-width': 6, 'line-opacity': 0.85 },
};

export const tripRouteLayer: LineLayerSpecification = {
  id: 'trip-route',
  type: 'line',
  source: TRIP_ROUTE_SOURCE,
  layout: { 'line-cap': 'round', 'line-join': 'round' },
  paint: { 'line-color': ['get', 'color'], 'line-width': 3, 'line-dasharray': [2, 1.5] },
};
