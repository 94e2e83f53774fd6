/**
 * The persistent full-screen map. Mounted once under the app shell; routes render overlays on top
 * and never remount it. Moving the map drives GET /api/bounded-courses (debounced 200 ms).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Map as MapLibreMap } from 'maplibre-gl';
import Map, { Layer, NavigationControl, Source, type MapLayerMouseEvent, type ViewStateChangeEvent } from 'react-map-gl/maplibre';
import { useDebounce } from 'use-debounce';
import { useColorMode } from '../components/ui/color-mode';
import { useBoundedCourses, type BoundedCoursesParams } from '../features/courses/api/get-bounded-courses';
import { clusterCountLayer, clusterLayer, COURSES_SOURCE, coursePinLayer, INTERACTIVE_LAYERS } from './course-layers';
import './maplibre-setup';
import { BOUNDED_COURSES_DEBOUNCE_MS, INITIAL_VIEW, MAP_ID } from './map-constants';
import { mapStyleFor } from './map-style-url';
import { toFeatureCollection, type CourseFeatureProps } from './to-feature-collection';
import { toApiBounds } from './viewport-bounds';


function viewportOf(map: Pick<MapLibreMap, 'getBounds' | 'getZoom'>): BoundedCoursesParams {
  const b = map.getBounds();
  const zoom = Math.round(map.getZoom() * 10) / 10;
  return { ...toApiBounds({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, zoom), zoom, pageSize: 0 };
}

/**
 * Once idle, the container says what is drawn (data-rendered-clusters, data-rendered-courses,
 * data-zoom): browser tests wait on what is on screen, not on timers.
 */
function reportRendered(e: { target: MapLibreMap }) {
  const map = e.target;
  const el = map.getContainer();
  el.dataset.renderedClusters = String(map.queryRenderedFeatures({ layers: [clusterLayer.id] }).length);
  el.dataset.renderedCourses = String(map.queryRenderedFeatures({ layers: [coursePinLayer.id] }).length);
  el.dataset.zoom = map.getZoom().toFixed(2);
}

export function MapView() {
  const { resolvedColorMode } = useColorMode();
  const [, setParams] = useSearchParams();
  const [viewport, setViewport] = useState<BoundedCoursesParams | null>(null);
  const [debounced] = useDebounce(viewport, BOUNDED_COURSES_DEBOUNCE_MS);
  const { data } = useBoundedCourses(debounced);
  const features = useMemo(() => toFeatureCollection(data), [data]);
  const [cursor, setCursor] = useState('');

  const onLoad = useCallback((e: { target: MapLibreMap }) => {
    e.target.getContainer().dataset.testid = MAP_ID;
    setViewport(viewportOf(e.target));
  }, []);
  const onMoveEnd = useCallback((e: ViewStateChangeEvent) => setViewport(viewportOf(e.target)), []);

  const onClick = useCallback(
    (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0];
      if (!feature) return;
      const props = feature.properties as CourseFeatureProps;
      if (props.kind === 'cluster') {
        const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
        e.target.easeTo({ center: [lng, lat], zoom: Math.min(props.expansionZoom, 16), duration: 600 });
      } else {
        // The card opens over the current screen; Back closes it.
        setParams((p) => {
          p.set('card', props.id);
          return p;
        });
      }
    },
    [setParams],
  );

  return (
    <Map
      id={MAP_ID}
      initialViewState={INITIAL_VIEW}
      mapStyle={mapStyleFor(resolvedColorMode)}
      style={{ position: 'absolute', inset: 0 }}
      onLoad={onLoad}
      onMoveEnd={onMoveEnd}
      onIdle={reportRendered}
      onClick={onClick}
      interactiveLayerIds={INTERACTIVE_LAYERS}
      onMouseEnter={() => setCursor('pointer')}
      onMouseLeave={() => setCursor('')}
      cursor={cursor}
      renderWorldCopies
      attributionControl={{ compact: true }}
      maxZoom={18}
    >
      <NavigationControl position="bottom-right" showCompass={false} />
      <Source id={COURSES_SOURCE} type="geojson" data={features} promoteId="id">
        <Layer {...clusterLayer} />
        <Layer {...clusterCountLayer} />
        <Layer {...coursePinLayer} />
      </Source>
    </Map>
  );
}
