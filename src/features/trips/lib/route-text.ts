/**
 * How the planner words a trip's distances. The planner has no road network: its distances are
 * straight lines between the courses (great circles), which say nothing of the drive. Muirfield to
 * Kingsbarns is 31 km as the crow flies, across the Firth of Forth, and about 1 h 45 by road round
 * it. So a distance always says "as the crow flies", and no time is ever made from a straight
 * line (see "Real drive times in production" in src/server/routes/trips/README.md for what a routing service
 * would add).
 */

/** "850 m", "9.9 km", "31 km", "1,235 km". */
export function formatKm(km: number): string {
  const metres = Math.round(km * 100) * 10;
  if (metres < 1000) return `${Math.max(0, metres)} m`;
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-GB')} km`;
}

/** A straight-line distance: "31 km as the crow flies". */
export const crowFliesText = (km: number): string => `${formatKm(km)} as the crow flies`;

/** The whole plan's legs, day by day: "64 km between courses in all, as the crow flies". */
export const tripDistanceText = (km: number): string => `${formatKm(km)} between courses in all, as the crow flies`;

/** What a straight line leaves out, for a tooltip beside it. */
export const STRAIGHT_LINE_NOTE =
  'A straight line between the courses, not a road: the drive is longer, much longer round a firth, a loch or a hill.';

/** "31 km → 24 km as the crow flies": a distance before and after a change. */
export const distanceChangeText = (before: number, after: number): string => `${formatKm(before)} → ${crowFliesText(after)}`;
