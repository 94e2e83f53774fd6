/** Spec sections 4 and 9: at most 5 media items per card; the stepper shows text above 8 steps. */
export const CAROUSEL_MAX_ITEMS = 5;
export const STEPPER_DOTS_MAX = 8;

export function carouselItems<T>(items: readonly T[] | null | undefined): T[] {
  return (items ?? []).slice(0, CAROUSEL_MAX_ITEMS);
}

/** Wraps at both ends: stepping past the last returns to the first and the other way round. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function stepperVariant(steps: number): 'dots' | 'text' {
  return steps > STEPPER_DOTS_MAX ? 'text' : 'dots';
}
