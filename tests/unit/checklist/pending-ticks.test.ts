import { describe, expect, it } from 'vitest';
import { isTicked, toBatch, toggleTick, type Pending } from '../../../src/features/checklist/lib/pending-ticks';

describe('checklist ticks', () => {
  it('records a change against the saved state and forgets it when ticked back', () => {
    let p: Pending = new Map();
    p = toggleTick(p, 'a', false);
    expect(isTicked(p, 'a', false)).toBe(true);
    expect(p.size).toBe(1);
    p = toggleTick(p, 'a', false);
    expect(p.size).toBe(0);
    p = toggleTick(p, 'b', true);
    expect(isTicked(p, 'b', true)).toBe(false);
    expect(isTicked(p, 'c', true)).toBe(true);
  });

  it('sends ticks as adds with the year and unticks as removes', () => {
    let p: Pending = new Map();
    p = toggleTick(p, 'a', false);
    p = toggleTick(p, 'b', true);
    expect(toBatch(p, '2019')).toEqual({ add: [{ courseId: 'a', dateAdded: '2019' }], remove: ['b'] });
    expect(toBatch(p, null)).toEqual({ add: [{ courseId: 'a' }], remove: ['b'] });
  });
});
