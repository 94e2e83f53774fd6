/**
 * What the map reports on its container once idle (map-view.tsx calls it on every idle frame):
 * browser tests wait on what is on screen, not on timers.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import { CLUSTER_LAYERS, clusterLayer, COURSES_SOURCE, PIN_LAYERS } from './course-layers';
import { editPin } from './edit-pin-state';
import { listPinLayer } from './list-pin-layers';
import { tripRoute } from './trip-route-state';
import { tripRouteLayer } from './trip-route-layers';
import { highlightedCourse } from './use-map-controller';
import { firstLabelLayer } from './use-map-style';

/**
 * Once idle, the container says what is drawn (data-rendered-clusters, data-rendered-courses,
 * data-rendered-played: pins ringed as played, data-rendered-in-clusters: the courses the drawn
 * bubbles hold, data-rendered-list-pins: the open list's
 * numbered pins, data-route: the open trip's route as "day:stops" per drawn day, data-zoom, data-center: "lng,lat" of the uncovered part's centre,
 * data-padding: "top right bottom left" px the overlays cover, data-highlighted: the highlighted
 * course pin's id (as its feature state), data-focused-pin: that course's own pin, drawn and
 * highlighted among the rendered features, data-edited-course-pin: "lng,lat" of the pin of the
 * course an admin is editing, data-idle-style-name: the style these figures were drawn in, so a
 * test that swaps light and dark knows they are the new style's; data-detail-zoom comes from
 * style-detail.ts).
 */
export function reportRendered(e: { target: MapLibreMap }, ourLayers: ReadonlySet<string>) {
  const map = e.target;
  const el = map.getContainer();
  const present = (ids: string[]) => ids.filter((id) => map.getLayer(id));
  const pins = map.queryRenderedFeatures({ layers: present(PIN_LAYERS) });
  const clusters = map.queryRenderedFeatures({ layers: present(CLUSTER_LAYERS) });
  el.dataset.renderedClusters = String(clusters.length);
  el.dataset.renderedCourses = String(pins.length);
  el.dataset.renderedPlayed = String(pins.filter((f) => f.properties.ring === 'played').length);
  // How many courses the bubbles on screen hold (with the single pins: the courses in sight).
  el.dataset.renderedInClusters = String(clusters.reduce((n, f) => n + (typeof f.properties.count === 'number' ? f.properties.count : 0), 0));
  // The open list's numbered pins (one per course).
  el.dataset.renderedListPins = String(map.getLayer(listPinLayer.id) ? map.queryRenderedFeatures({ layers: [listPinLayer.id] }).length : 0);
  // The trip route the map holds at rest, as day:stops (tests read it; the features are split by tiles).
  el.dataset.route = (tripRoute() ?? []).map((l) => `${l.day}:${l.coordinates.length}`).join(' ');
  el.dataset.renderedRoute = String(map.getLayer(tripRouteLayer.id) ? map.queryRenderedFeatures({ layers: [tripRouteLayer.id] }).length : 0);
  el.dataset.zoom = map.getZoom().toFixed(2);
  // The style drawn at this idle (use-map-style.ts names the style when it loads).
  el.dataset.idleStyleName = el.dataset.styleName ?? '';
  // The course an admin is editing: where its pin on the map is drawn now ("lng,lat"), or nothing.
  const edited = editPin()?.courseId;
  const editedPin = edited ? pins.find((f) => f.properties.id === edited) : undefined;
  el.dataset.editedCoursePin = editedPin ? (editedPin.geometry as GeoJSON.Point).coordinates.map((n) => n.toFixed(4)).join(',') : '';
  // Whether the course layers sit under the style's labels (tests of hosted styles; the style's
  // name is reported by use-map-style.ts when it loads). The layer order, not getStyle(), which
  // would copy the whole style on every idle.
  const order = map.getLayersOrder();
  const firstLabel = order.indexOf(firstLabelLayer(order.map((id) => ({ id, type: map.getLayer(id)?.type ?? '' })), ourLayers) ?? '');
  const firstCourseLayer = order.indexOf(clusterLayer.id);
  el.dataset.courseLayersUnderLabels = String(firstLabel > firstCourseLayer && firstCourseLayer >= 0);
  // The centre of the part of the map no overlay covers (MapLibre's centre under its padding).
  const c = map.getCenter().wrap();
  el.dataset.center = `${c.lng.toFixed(5)},${c.lat.toFixed(5)}`;
  // The camera padding (overlay-insets.tsx): "top right bottom left", what the overlays cover.
  const p = map.getPadding();
  el.dataset.padding = [p.top, p.right, p.bottom, p.left].map((n) => Math.round(n ?? 0)).join(' ');
  // The highlighted pin, as the map holds it (its feature state), or nothing.
  const h = highlightedCourse();
  el.dataset.highlighted = h && map.getSource(COURSES_SOURCE) && map.getFeatureState({ source: COURSES_SOURCE, id: h }).highlighted === true ? h : '';
  // The highlighted course as drawn: its own pin on screen, highlighted (never inside a bubble).
  el.dataset.focusedPin = h && pins.some((f) => f.properties.id === h && f.state?.highlighted === true) ? h : '';
}
