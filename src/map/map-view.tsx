/**
 * The persistent full-screen map. Mounted once by the boot stage, before the shell and the router
 * load; routes render overlays on top and never remount it. Moving the map drives
 * GET /api/bounded-courses (debounced 200 ms; the very first viewport is asked for at once, when
 * the map is constructed, so markers load while the style does).
 *
 * Nothing here may import the design system, the router or Firebase: this is the JavaScript that
 * runs before the first draw (budget in `npm run bench:web`; lint keeps src/map free of them).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import Map, { Layer, NavigationControl, ScaleControl, Source, type MapLayerMouseEvent, type MapRef, type ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { useDebounce } from 'use-debounce';
import { useBoundedCourses, type BoundedCoursesParams, type ViewportParams } from './api/bounded-courses';
import { openCourseCard } from './course-clicks';
import { clusterCountLayer, clusterLayer, clusterLayerFor, COURSES_SOURCE, coursePinLayer, INTERACTIVE_LAYERS, type ClusterTint } from './course-layers';
import { useGolferMapState } from './golfer-map-state';
import { mapFiltersQuery, type MapFilters } from './map-filters';
import { setMapCounts, useMapFilters } from './map-filter-state';
import { fitCamera, keepHighlight, useFocusedCourse } from './use-map-controller';
import { clusterClickCamera } from './cluster-camera';
import { COURSE_ZOOM, styleDetailZoom, trackStyleDetail } from './style-detail';
import {
  fadedUnderList, LIST_PIN_LAYERS, LIST_PINS_SOURCE, listPinLabelLayer, listPinLayer, toListPinFeatures, type ListPinProps,
} from './list-pin-layers';
import { useListPins } from './list-pins-state';
import { useTripRoute } from './trip-route-state';
import { toRouteFeatures, TRIP_ROUTE_SOURCE, tripRouteCasingLayer, tripRouteLayer } from './trip-route-layers';
import { LocateControl } from './locate-control';
import { EditPinMarker } from './edit-pin-marker';
import './maplibre-setup';
import { BOUNDED_COURSES_DEBOUNCE_MS, MAP_ID } from './map-constants';
import { OverlayInsets } from './overlay-insets';
import { motionMs, reportMoveLengths } from './motion';
import { reportRendered } from './report-rendered';
import { COURSE_CREDIT_SOURCE_PREFIX, CourseDataCredits } from './course-data-credits';
import { toFeatureCollection, type CourseFeatureProps } from './to-feature-collection';
import { useDocumentColorScheme } from './use-document-color-scheme';
import { useMapStyle } from './use-map-style';
import { toApiBounds } from './viewport-bounds';
import { worldView } from './world-view';
import { scaleUnit } from './scale-unit';

/** The map's frame: under the 48 px top bar, and right of the 48 px rail from 480 px up (boot.css). */
function frameSize(): { width: number; height: number } {
  if (typeof window === 'undefined') return { width: 1232, height: 752 };
  return { width: window.innerWidth - (window.innerWidth >= 480 ? 48 : 0), height: window.innerHeight - 48 };
}


function viewportOf(map: Pick<MapLibreMap, 'getBounds' | 'getZoom'>): ViewportParams {
  const b = map.getBounds();
  // A phone's world view is zoomed out below 0; the API's clusters start at 0.
  const zoom = Math.max(0, Math.round(map.getZoom() * 10) / 10);
  return { ...toApiBounds({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, zoom), zoom, pageSize: 0 };
}

/** Every layer the app adds over the basemap (the basemap's first label layer goes above them). */
const OUR_LAYERS: ReadonlySet<string> = new Set([
  clusterLayer.id, clusterCountLayer.id, coursePinLayer.id, listPinLayer.id, listPinLabelLayer.id,
  tripRouteCasingLayer.id, tripRouteLayer.id,
]);
/** Every source the app adds: the rest of the style is the basemap (style-detail.ts reads its depth). */
const OUR_SOURCES: ReadonlySet<string> = new Set([COURSES_SOURCE, LIST_PINS_SOURCE, TRIP_ROUTE_SOURCE]);
/** The app's own sources (the open data's credits ride on empty GeoJSON sources, maxzoom 18, that would pass for a basemap's detail). */
const isOurSource = (id: string): boolean => OUR_SOURCES.has(id) || id.startsWith(COURSE_CREDIT_SOURCE_PREFIX);

/** Below this map width the attribution starts folded to its info button (it covers pins there). */
const PHONE_MAP_WIDTH = 768;

/**
 * MapLibre's compact attribution opens unfolded until the map is first dragged: on a phone that is
 * two lines over the pins. There it starts folded, once its credits are in; the info button opens it.
 */
function collapseAttributionOnPhones(map: MapLibreMap) {
  const fold = () => {
    const attribution = map.getContainer().querySelector('.maplibregl-ctrl-attrib.maplibregl-compact');
    if (!attribution) return;
    map.off('idle', fold);
    if (map.getContainer().offsetWidth >= PHONE_MAP_WIDTH) return;
    attribution.classList.remove('maplibregl-compact-show');
    attribution.setAttribute('open', '');
  };
  map.on('idle', fold);
}

const MAP_INTERACTIVE_LAYERS = [...INTERACTIVE_LAYERS, ...LIST_PIN_LAYERS];

/** Bubbles of the golfer's own courses take their colour: played blue, list courses rose. */
function tintOf({ only }: MapFilters): ClusterTint {
  if (!only?.length || only.includes('friends')) return null;
  if (only.every((o) => o === 'played')) return 'played';
  return only.includes('played') ? null : 'lists';
}

export interface MapViewProps {
  /**
   * Called once, when the map has first drawn the courses of its first viewport (or cannot draw):
   * the boot stage loads the rest of the app then.
   */
  onFirstDraw?: () => void;
}

export function MapView({ onFirstDraw }: MapViewProps) {
  const colorScheme = useDocumentColorScheme();
  const unit = scaleUnit.use();
  const { style, attach, onError: onStyleError, beforeId } = useMapStyle(colorScheme, OUR_LAYERS);
  const [viewport, setViewport] = useState<ViewportParams | null>(null);
  const [debounced] = useDebounce(viewport, BOUNDED_COURSES_DEBOUNCE_MS);
  // The first viewport goes out at once; later ones wait for the map to rest for 200 ms.
  const current = debounced ?? viewport;
  const golfer = useGolferMapState();
  // The URL's filters (map-filter-state.ts); `only` and `hide` wait for a signed-in golfer.
  const filters = useMapFilters();
  const signedIn = !!golfer.marks;
  const personal = signedIn && !!(filters.only || filters.hide);
  // The course the golfer has open is drawn on its own, out of any bubble (bounded-courses focus).
  const focus = useFocusedCourse();
  const asked = useMemo<BoundedCoursesParams | null>(
    () => (current ? { ...current, ...mapFiltersQuery(filters, signedIn), ...(focus ? { focus } : {}) } : null),
    [current, filters, signedIn, focus],
  );
  const { data, isError, isFetching, isPlaceholderData } = useBoundedCourses(asked, personal ? golfer.marksKey : null);
  useEffect(() => {
    if (data) setMapCounts({ total: data.total, facets: data.facets, settled: !isFetching && !isPlaceholderData });
  }, [data, isFetching, isPlaceholderData]);
  const hidePlayed = signedIn && filters.hide === 'played';
  const features = useMemo(() => toFeatureCollection(data, golfer.marks, hidePlayed, focus), [data, golfer.marks, hidePlayed, focus]);
  const clusters = useMemo(() => clusterLayerFor(signedIn ? tintOf(filters) : null), [signedIn, filters]);
  const pins = useListPins();
  const listFeatures = useMemo(() => (pins ? toListPinFeatures(pins) : null), [pins]);
  const route = useTripRoute();
  const routeFeatures = useMemo(() => (route ? toRouteFeatures(route) : null), [route]);
  // Under an open list the other courses fade, so its numbered pins stand out.
  const under = <T extends Parameters<typeof fadedUnderList>[0]>(layer: T): T => (listFeatures ? fadedUnderList(layer) : layer);
  const [cursor, setCursor] = useState('');
  // Every part of the world with courses, fitted to this screen (world-view.ts).
  const [initialView] = useState(() => {
    const { width, height } = frameSize();
    return worldView(width, height);
  });

  const watched = useRef<MapLibreMap | null>(null);
  // The map exists (its transform is set) before its style has loaded: ask for markers right away.
  const mapRef = useCallback((ref: MapRef | null) => {
    if (!ref) return;
    ref.getContainer().dataset.testid = MAP_ID;
    if (watched.current !== ref.getMap()) {
      watched.current = ref.getMap();
      attach(ref.getMap());
      trackStyleDetail(ref.getMap(), isOurSource);
      keepHighlight(ref.getMap());
      collapseAttributionOnPhones(ref.getMap());
      reportMoveLengths(ref.getMap());
    }
    setViewport((current) => current ?? viewportOf(ref));
  }, [attach]);

  // First draw: the first idle after the first markers reached the map's source.
  const hasMarkers = useRef(false);
  const firstDrawReported = useRef(false);
  useEffect(() => {
    if (data) hasMarkers.current = true;
  }, [data]);
  const reportFirstDraw = useCallback(() => {
    if (firstDrawReported.current) return;
    firstDrawReported.current = true;
    onFirstDraw?.();
  }, [onFirstDraw]);
  // Markers that cannot load (the API is down) must not hold the rest of the app back.
  useEffect(() => {
    if (isError) reportFirstDraw();
  }, [isError, reportFirstDraw]);
  const onIdle = useCallback((e: { target: MapLibreMap }) => {
    reportRendered(e, OUR_LAYERS);
    if (hasMarkers.current) reportFirstDraw();
  }, [reportFirstDraw]);

  const onMoveEnd = useCallback((e: ViewStateChangeEvent) => setViewport(viewportOf(e.target)), []);

  const onClick = useCallback(
    (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0];
      if (!feature) return;
      if (LIST_PIN_LAYERS.includes(feature.layer.id)) {
        openCourseCard((feature.properties as ListPinProps).id);
        return;
      }
      const props = feature.properties as CourseFeatureProps;
      if (props.kind === 'cluster') {
        // Fit the bubble's courses, at least to where it splits (cluster-camera.ts).
        const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
        const fit = fitCamera(e.target, [props.west, props.south, props.east, props.north]);
        const to = clusterClickCamera(
          { lng, lat, expansionZoom: props.expansionZoom },
          fit && { lng: fit.center[0], lat: fit.center[1], zoom: fit.zoom },
          styleDetailZoom() ?? COURSE_ZOOM,
        );
        e.target.easeTo({ center: [to.lng, to.lat], zoom: to.zoom, duration: motionMs(600) });
      } else {
        // The card opens over the current screen; Back closes it.
        openCourseCard(props.id);
      }
    },
    [],
  );

  return (
    <Map
      id={MAP_ID}
      initialViewState={initialView}
      ref={mapRef}
      mapStyle={style}
      style={{ position: 'absolute', inset: 0 }}
      onMoveEnd={onMoveEnd}
      onIdle={onIdle}
      onError={(e) => {
        onStyleError(e);
        reportFirstDraw();
      }}
      onClick={onClick}
      interactiveLayerIds={MAP_INTERACTIVE_LAYERS}
      onMouseEnter={() => setCursor('pointer')}
      onMouseLeave={() => setCursor('')}
      cursor={cursor}
      renderWorldCopies
      attributionControl={{ compact: true }}
      maxZoom={18}
    >
      {/* Bottom corners stack upwards in the order added: zoom, locate-me, scale bar, attribution. */}
      <ScaleControl position="bottom-right" unit={unit} maxWidth={100} />
      <LocateControl />
      <NavigationControl position="bottom-right" showCompass={false} />
      <OverlayInsets />
      <EditPinMarker />
      <CourseDataCredits />
      <Source id={COURSES_SOURCE} type="geojson" data={features} promoteId="id">
        <Layer {...under(clusters)} beforeId={beforeId} />
        <Layer {...under(clusterCountLayer)} />
        <Layer {...under(coursePinLayer)} beforeId={beforeId} />
      </Source>
      {routeFeatures && (
        // Under the trip's pins, over the courses.
        <Source id={TRIP_ROUTE_SOURCE} type="geojson" data={routeFeatures}>
          <Layer {...tripRouteCasingLayer} beforeId={beforeId} />
          <Layer {...tripRouteLayer} beforeId={beforeId} />
        </Source>
      )}
      {listFeatures && (
        // Above everything: keyed on the route so that, when the route comes later, the pins are
        // added again after it rather than left under it.
        <Source key={routeFeatures ? 'over-route' : 'over-courses'} id={LIST_PINS_SOURCE} type="geojson" data={listFeatures} promoteId="id">
          <Layer {...listPinLayer} beforeId={beforeId} />
          <Layer {...listPinLabelLayer} />
        </Source>
      )}
    </Map>
  );
}
