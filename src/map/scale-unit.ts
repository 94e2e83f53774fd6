/**
 * The scale bar's units (miles or kilometres): the browser's language until the shell publishes
 * the golfer's choice of lengths (src/lib/length-unit.ts; the map's first stage cannot read it).
 */
import { unitSystemFor } from '../shared/domain/units';
import { valueStore } from './value-store';

export const scaleUnit = valueStore(unitSystemFor(typeof navigator === 'undefined' ? undefined : navigator.language));
