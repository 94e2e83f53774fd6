/**
 * The camera move the app asked for last (a flight to a course, a fit to some courses), while it
 * runs. When a panel opens or resizes during it, the map's padding changes and overlay-insets.tsx
 * sends the camera on to the same place under the new padding instead of cutting the move short.
 */
export interface Flight {
  center: [number, number];
  zoom: number;
  endsAt: number;
}

let flight: Flight | null = null;

export function startFlight(center: [number, number], zoom: number, durationMs: number): void {
  flight = { center, zoom, endsAt: Date.now() + durationMs };
}

/** The move still under way, if any. */
export function currentFlight(now = Date.now()): Flight | null {
  return flight && flight.endsAt > now ? flight : null;
}

/** The golfer took the camera (a drag, a wheel): the app's move is over. */
export function endFlight(): void {
  flight = null;
}
