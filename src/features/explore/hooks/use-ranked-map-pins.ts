/**
 * The map shows exactly what Explore's list shows: each course numbered with its place (or, for
 * the top courses, which are not a ranking, a plain pin), fitted
 * beside the panel whenever the filters change (not when more pages load, which would move the
 * map under the golfer). `fitKey` is null while the list still shows the previous filters' courses,
 * so the fit waits for the new ones. Leaving Explore takes the pins away.
 */
import { useEffect, useMemo } from 'react';
import { setListPins } from '../../../map/list-pins-state';
import { useFitMapBeside } from '../../../map/use-fit-map-beside';
import type { CourseSummary } from '../../../shared/contracts/courses.contract';
import { listPinsOf } from '../../lists/lib/list-pins';

export function useRankedMapPins(ranked: readonly { index: number; course: CourseSummary }[] | null, fitKey: string | null, { numbered = true } = {}) {
  const pins = useMemo(() => (ranked ? listPinsOf(ranked).map((p) => (numbered ? p : { ...p, label: '' })) : null), [ranked, numbered]);
  useEffect(() => setListPins(pins), [pins]);
  useEffect(() => () => setListPins(null), []);
  // The first page's courses decide the fit; later pages only add pins.
  const firstPage = useMemo(() => pins?.slice(0, 20).map((p) => ({ lng: p.lng, lat: p.lat })) ?? null, [pins]);
  useFitMapBeside(firstPage, pins && pins.length > 0 ? fitKey : null);
}
