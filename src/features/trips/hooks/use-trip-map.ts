/**
 * While a trip is open in the planner the map shows its rounds as numbered pins in their days'
 * colours and each day's route as a line. It is fitted to every round (the destination while there
 * is none) once the plan has loaded, and again when a course is added or removed and would
 * otherwise be out of sight (lib/trip-map-fit.ts says when). Leaving the planner takes them away.
 */
import { useEffect, useMemo, useRef } from 'react';
import { setListPins } from '../../../map/list-pins-state';
import { setTripRoute } from '../../../map/trip-route-state';
import { FIT_MARGINS } from '../../../map/use-fit-map-to';
import { useMapController } from '../../../map/use-map-controller';
import type { Destination } from '../../../shared/contracts/trips.contract';
import { shouldFitTrip, tripFitTarget, type FitTarget } from '../lib/trip-map-fit';
import type { Plan } from '../lib/trip-plan';
import { tripLines, tripPins } from '../lib/trip-route';

/** As close as a list's pins (useFitMapBeside): a single course at 12, several at most 12. */
const FIT = { padding: FIT_MARGINS, singleZoom: 12, maxZoom: 12 };

export function useTripMap(tripId: string, plan: Plan | null, destination: Destination | null) {
  const pins = useMemo(() => (plan ? tripPins(plan) : null), [plan]);
  const lines = useMemo(() => (plan ? tripLines(plan) : null), [plan]);
  useEffect(() => setListPins(pins), [pins]);
  useEffect(() => setTripRoute(lines), [lines]);
  useEffect(() => () => {
    setListPins(null);
    setTripRoute(null);
  }, []);

  const { fitBounds, isInView, ready } = useMapController();
  const target = useMemo(() => tripFitTarget(tripId, plan, destination), [tripId, plan, destination]);
  const last = useRef<Pick<FitTarget, 'tripId' | 'key'> | null>(null);
  useEffect(() => {
    if (!ready || !target) return;
    const allInView = target.points.every((p) => isInView(p.lng, p.lat));
    if (shouldFitTrip(last.current, target, allInView)) fitBounds(target.points, FIT);
    last.current = { tripId: target.tripId, key: target.key };
  }, [ready, target, fitBounds, isInView]);
}
