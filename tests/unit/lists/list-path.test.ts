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
});
