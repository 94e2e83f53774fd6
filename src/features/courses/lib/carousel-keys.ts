import { wrapIndex } from '../../../shared/domain/carousel';

/**
 * The carousel's keyboard: left and right step (wrapping at both ends, spec section 4), Home and
 * End jump. Returns null for keys the carousel leaves alone.
 */
export function indexForKey(key: string, index: number, count: number): number | null {
  if (count <= 1) return null;
  switch (key) {
    case 'ArrowLeft': return wrapIndex(index - 1, count);
    case 'ArrowRight': return wrapIndex(index + 1, count);
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}

/** The text stepper: "3 / 12". */
export const stepLabel = (index: number, count: number) => `${index + 1} / ${count}`;
