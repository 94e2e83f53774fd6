/**
 * Which of the nearest courses a golfer has not played "Courses near you" shows, and so fits the
 * map to (issue 32: not the tenth nearest 127 km away). Near is within 50 km (30 miles where
 * distances are in miles), at most ten, closest first. With none that near (a remote course),
 * the nearest three, said to be further away, so the golfer still sees where to go next.
 */
import { kmIn, type UnitSystem } from '../../../shared/domain/units';

export const NEAR_ME_SHOWN = 10;
/** How many beyond the radius show when none is within it. */
export const NEAR_ME_BEYOND = 3;
/** The radius in the golfer's unit: round numbers in each. */
export const NEAR_ME_RADIUS: Readonly<Record<UnitSystem, number>> = { metric: 50, imperial: 30 };

export const nearMeRadiusKm = (system: UnitSystem): number => kmIn(NEAR_ME_RADIUS[system], system);

/** From the nearest first: those within `radiusKm` (at most ten), or, with none, the nearest three. */
export function nearMeShown<T extends { distanceKm: number }>(nearestFirst: readonly T[], radiusKm: number): { courses: T[]; within: boolean } {
  const near = nearestFirst.filter((c) => c.distanceKm <= radiusKm).slice(0, NEAR_ME_SHOWN);
  if (near.length > 0 || nearestFirst.length === 0) return { courses: near, within: true };
  return { courses: nearestFirst.slice(0, NEAR_ME_BEYOND), within: false };
}

const radiusText = (system: UnitSystem) => `${NEAR_ME_RADIUS[system]} ${system === 'imperial' ? 'mi' : 'km'}`;

/** The line above the list: what it holds. */
export function nearMeSummary(within: boolean, system: UnitSystem): string {
  return within
    ? `The nearest courses you have not played, within ${radiusText(system)}, closest first.`
    : `No course you have not played within ${radiusText(system)}. The nearest ones:`;
}
