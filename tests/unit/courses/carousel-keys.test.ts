import { describe, expect, it } from 'vitest';
import { indexForKey, stepLabel } from '../../../src/features/courses/lib/carousel-keys';
import { CAROUSEL_MAX_ITEMS, carouselItems, stepperVariant } from '../../../src/shared/domain/carousel';

describe('indexForKey', () => {
  it.each([
    ['ArrowRight', 0, 5, 1],
    ['ArrowRight', 4, 5, 0],
    ['ArrowLeft', 0, 5, 4],
    ['ArrowLeft', 3, 5, 2],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['ArrowRight', 11, 12, 0],
    ['Enter', 1, 5, null],
    ['ArrowUp', 1, 5, null],
    ['ArrowRight', 0, 1, null],
    ['ArrowLeft', 0, 0, null],
  ])('%s at %d of %d -> %s', (key, index, count, expected) => {
    expect(indexForKey(key, index, count)).toBe(expected);
  });
});

describe('the stepper', () => {
  it('is text above 8 steps, as "n / total"', () => {
    expect(stepperVariant(8)).toBe('dots');
    expect(stepperVariant(9)).toBe('text');
    expect(stepLabel(2, 12)).toBe('3 / 12');
  });

  it('never reaches text at the spec cap of 5 items', () => {
    const items = carouselItems(Array.from({ length: 20 }, (_, i) => i));
    expect(items).toHaveLength(CAROUSEL_MAX_ITEMS);
    expect(stepperVariant(items.length)).toBe('dots');
  });
});
