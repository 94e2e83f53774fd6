/**
 * The map's credit for the open course data it shows (issue 25; ODbL): "Contains data from
 * OpenGolfAPI", "© OpenStreetMap contributors", in MapLibre's attribution control, when the
 * catalogue holds such courses. Each credit rides on an empty source of its own (MapLibre lists
 * the attribution of every source a visible layer uses); the OpenStreetMap one is written as the
 * basemap writes it, so MapLibre shows it once (shared/domain/course-sources.ts).
 */
import { Layer, Source } from 'react-map-gl/maplibre';
import { mapAttributions } from '../shared/domain/course-sources';
import { useCourseCredits } from './api/course-credits';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The credits' sources are the app's, not the basemap's (style-detail.ts reads only the basemap's depth). */
export const COURSE_CREDIT_SOURCE_PREFIX = 'course-credit-';

export function CourseDataCredits() {
  const { data } = useCourseCredits();
  if (!data?.length) return null;
  const credits = mapAttributions(data.map((s) => s.source));
  return credits.map((attribution, i) => (
    // Keyed on the wording: a source's attribution is read when it is added, so new wording is a new source.
    <Source key={attribution} id={`${COURSE_CREDIT_SOURCE_PREFIX}${i}`} type="geojson" data={EMPTY} attribution={attribution}>
      <Layer id={`${COURSE_CREDIT_SOURCE_PREFIX}${i}`} type="circle" paint={{ 'circle-radius': 0, 'circle-opacity': 0 }} />
    </Source>
  ));
}
