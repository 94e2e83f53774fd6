/**
 * While a trip is open in the planner the map shows its rounds as numbered pins in their days'
 * colours and each day's route as a line; it fits itself to the rounds (or flies to the
 * destination while there are none). Leaving the planner takes them away.
 */
import { useEffect, useMemo } from 'react';
import { setListPins } from '../../../map/list-pins-state';
import { setTripRoute } from '../../../map/trip-route-state';
import { useFitMapBeside } from '../../../map/use-fit-map-beside';
import type { Destination } from '../../../shared/contracts/trips.contract';
import type { Plan } from '../lib/trip-plan';
import { tripLines, tripPins } from '../lib/trip-route';

/** Around a destination without rounds yet: about 25 km each way, the reach of a day's golf. */
const DESTINATION_SPAN_DEG = 0.25;

export function useTripMap(tripId: string, plan: Plan | null, destination: Destination | null) {
  const pins = useMemo(() => (plan ? tripPins(plan) : null), [plan]);
  const lines = useMemo(() => (plan ? tripLines(plan) : null), [plan]);
  useEffect(() => setListPins(pins), [pins]);
  useEffect(() => setTripRoute(lines), [lines]);
  useEffect(() => () => {
    setListPins(null);
    setTripRoute(null);
  }, []);
  const points = useMemo(() => {
    if (pins && pins.length > 0) return pins.map((p) => ({ lng: p.lng, lat: p.lat }));
    if (!destination) return null;
    const d = DESTINATION_SPAN_DEG;
    return [{ lng: destination.lng - d, lat: destination.lat - d / 2 }, { lng: destination.lng + d, lat: destination.lat + d / 2 }];
  }, [pins, destination]);
  // Fit once when the trip opens (to its rounds, else its destination) and again only for a new
  // destination: the candidates come from the map's view, and a map that moved with each added
  // course would change the list under the golfer's pointer.
  const key = points ? `${tripId}:${destination ? `${destination.lat},${destination.lng}` : ''}` : null;
  useFitMapBeside(points, key);
}
