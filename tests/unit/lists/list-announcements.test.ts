import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { reorderAnnouncements } from '../../../src/features/lists/lib/list-announcements';

const items = [
  { id: 'a', name: 'St Andrews Old' },
  { id: 'b', name: 'Kingsbarns' },
  { id: 'c', name: 'Carnoustie' },
];
const a = reorderAnnouncements(items);
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('what a screen reader hears while reordering', () => {
  it('where the item was picked up', () => {
    expect(a.onDragStart({ active: active('b') })).toBe('Picked up Kingsbarns at rank 2 of 3.');
  });

  it('which rank it would take, not its own place right after it is lifted', () => {
    a.onDragStart({ active: active('b') });
    expect(a.onDragOver({ active: active('b'), over: over('b') })).toBeUndefined();
    expect(a.onDragOver({ active: active('b'), over: over('c') })).toBe('Kingsbarns would move to rank 3 of 3.');
    expect(a.onDragOver({ active: active('b'), over: over('b') })).toBe('Kingsbarns is back at rank 2.');
    expect(a.onDragOver({ active: active('b'), over: null })).toBe('Kingsbarns is not over a rank.');
  });

  it('where it landed', () => {
    expect(a.onDragEnd({ active: active('b'), over: over('c') })).toBe('Moved Kingsbarns to rank 3.');
    expect(a.onDragEnd({ active: active('b'), over: over('b') })).toBe('Kingsbarns stays at rank 2.');
  });

  it('that a cancelled move changed nothing', () => {
    expect(a.onDragCancel({ active: active('a'), over: over('c') })).toBe('Move cancelled. St Andrews Old stays at rank 1.');
  });
});
