import { describe, expect, it } from 'vitest';
import { listPath } from '../../../src/features/lists/lib/list-path';

describe('listPath', () => {
  it.each([
    ['course', '/lists/a'],
    ['hole', '/lists/a'],
    ['trip', '/trip-planner/a'],
  ] as const)('opens a %s list at %s', (kind, path) => {
    expect(listPath({ _id: 'a', kind })).toBe(path);
  });

  it('encodes the id', () => {
    expect(listPath({ _id: 'x y', kind: 'course' })).toBe('/lists/x%20y');
    expect(listPath({ _id: 'x/y', kind: 'trip' })).toBe('/trip-planner/x%2Fy');
  });
});
