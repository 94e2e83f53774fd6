/**
 * The place the app last sent the camera to (a flight to a course, a fit to some courses), until
 * the golfer takes the camera (a drag, a wheel, a zoom button, a click on the map) or another
 * control moves it (locate-me). While the app's place holds, a change of what the overlays cover
 * keeps that place in the middle of the part that shows (overlay-insets.tsx): a card that loads
 * after the flight, or grows when its pictures come, does not end up over the course it is about.
 */
import type { Insets } from './camera-padding';

export interface Flight {
  center: [number, number];
  zoom: number;
  endsAt: number;
}

let flight: Flight | null = null;

export function startFlight(center: [number, number], zoom: number, durationMs: number): void {
  flight = { center, zoom, endsAt: Date.now() + durationMs };
}

/** The app's place, while it holds. */
export function currentFlight(): Flight | null {
  return flight;
}

/** The golfer (or another control) took the camera. */
export function endFlight(): void {
  flight = null;
}

let wanted: Insets | undefined;

/**
 * The padding the overlays call for, which every app flight ends with: a flight that interrupts
 * an ease between two paddings would otherwise keep the half-way padding MapLibre was at.
 */
export function setWantedPadding(padding: Insets): void {
  wanted = padding;
}

export const wantedPadding = (): Insets | undefined => wanted;
