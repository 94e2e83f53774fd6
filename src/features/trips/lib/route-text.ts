/**
 * How the planner words a trip's distances. The planner has no road network: its distances are
 * straight lines between the courses (great circles), which say nothing of the drive. Muirfield to
 * Kingsbarns is 31 km as the crow flies, across the Firth of Forth, and about 1 h 45 by road round
 * it. So a distance always says "as the crow flies", and no time is ever made from a straight
 * line (see "Real drive times in production" in src/server/routes/trips/README.md for what a routing service
 * would add).
 */
import { formatRouteDistance, type UnitSystem } from '../../../shared/domain/units';

/** The golfer's units for a distance: miles or kilometres, written in their language. */
export interface DistanceUnits { system: UnitSystem; locale?: string }
const METRIC: DistanceUnits = { system: 'metric', locale: 'en-GB' };

/** "850 m", "9.9 km", "31 km", "1,235 km"; "19 mi" for a golfer who measures in yards and miles. */
export const formatKm = (km: number, units: DistanceUnits = METRIC): string => formatRouteDistance(km, units.system, units.locale);

/** A straight-line distance: "31 km as the crow flies". */
export const crowFliesText = (km: number, units?: DistanceUnits): string => `${formatKm(km, units)} as the crow flies`;

/** The whole plan's legs, day by day: "64 km between courses in all, as the crow flies". */
export const tripDistanceText = (km: number, units?: DistanceUnits): string =>
  `${formatKm(km, units)} between courses in all, as the crow flies`;

/** What a straight line leaves out, for a tooltip beside it. */
export const STRAIGHT_LINE_NOTE =
  'A straight line between the courses, not a road: the drive is longer, much longer round a firth, a loch or a hill.';

/** "31 km → 24 km as the crow flies": a distance before and after a change. */
export const distanceChangeText = (before: number, after: number, units?: DistanceUnits): string =>
  `${formatKm(before, units)} → ${crowFliesText(after, units)}`;
