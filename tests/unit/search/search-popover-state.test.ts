import { describe, expect, it } from 'vitest';
import {
  activeRow, escapeHandled, initialSearchPopoverState as initial, isPopoverVisible, panelStatus, searchPopoverReducer as reduce,
  wrapIndex, type SearchPopoverAction, type SearchPopoverState,
} from '../../../src/features/search/lib/search-popover-state';

const run = (...actions: SearchPopoverAction[]) => actions.reduce(reduce, initial);
const typed = (text: string): SearchPopoverState => run({ type: 'input', text });

describe('wrapIndex', () => {
  it.each([
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [5, 1, 3, 0],
    [5, -1, 3, 2],
    [-1, 1, 0, -1],
    [2, -1, 0, -1],
  ] as const)('from %d by %d over %d rows -> %d', (current, delta, count, expected) => {
    expect(wrapIndex(current, delta, count)).toBe(expected);
  });
});

describe('searchPopoverReducer', () => {
  it('starts closed on the Courses tab with no active row', () => {
    expect(initial).toEqual({ text: '', open: false, tab: 'courses', active: -1, picked: false });
    expect(isPopoverVisible(initial)).toBe(false);
  });

  it('opens on typed text and stays hidden while the text is empty after trimming', () => {
    expect(isPopoverVisible(typed('pebel'))).toBe(true);
    expect(isPopoverVisible(typed('   '))).toBe(false);
    expect(isPopoverVisible(run({ type: 'input', text: 'peb' }, { type: 'input', text: '' }))).toBe(false);
  });

  it('typing resets the active row', () => {
    const s = run({ type: 'input', text: 'peb' }, { type: 'move', delta: 1, count: 5 }, { type: 'input', text: 'pebb' });
    expect(s.active).toBe(-1);
  });

  it('arrows move the active row and wrap', () => {
    let s = typed('golf');
    s = reduce(s, { type: 'move', delta: 1, count: 3 });
    expect(s.active).toBe(0);
    s = reduce(s, { type: 'move', delta: -1, count: 3 });
    expect(s.active).toBe(2);
    s = reduce(s, { type: 'move', delta: 1, count: 3 });
    expect(s.active).toBe(0);
  });

  it('an arrow reopens a closed popover that has text, and does nothing without text', () => {
    const closed = run({ type: 'input', text: 'golf' }, { type: 'close' });
    expect(isPopoverVisible(closed)).toBe(false);
    const reopened = reduce(closed, { type: 'move', delta: 1, count: 4 });
    expect(isPopoverVisible(reopened)).toBe(true);
    expect(reopened.active).toBe(0);
    expect(reduce(initial, { type: 'move', delta: 1, count: 4 })).toBe(initial);
  });

  it('the first Escape closes the popover, the second clears the input, a third does nothing', () => {
    const s0 = typed('pebel bech');
    expect(escapeHandled(s0)).toBe(true);
    const s1 = reduce(s0, { type: 'escape' });
    expect(s1).toMatchObject({ text: 'pebel bech', open: false, active: -1 });
    expect(escapeHandled(s1)).toBe(true);
    const s2 = reduce(s1, { type: 'escape' });
    expect(s2.text).toBe('');
    expect(escapeHandled(s2)).toBe(false);
    expect(reduce(s2, { type: 'escape' })).toBe(s2);
  });

  it('focusing the input reopens the popover only when there is text', () => {
    const closed = run({ type: 'input', text: 'golf' }, { type: 'close' });
    expect(isPopoverVisible(reduce(closed, { type: 'focus' }))).toBe(true);
    expect(isPopoverVisible(reduce(initial, { type: 'focus' }))).toBe(false);
  });

  it('opens the tab with the best match until the golfer picks one, and again for new text', () => {
    const best = run({ type: 'input', text: 'marnie' }, { type: 'best', tab: 'users' });
    expect(best).toMatchObject({ tab: 'users', picked: false, active: -1 });
    const picked = run({ type: 'input', text: 'marnie' }, { type: 'tab', tab: 'courses' }, { type: 'best', tab: 'users' });
    expect(picked).toMatchObject({ tab: 'courses', picked: true });
    const retyped = [{ type: 'input', text: 'marnie b' }, { type: 'best', tab: 'places' }] as const;
    expect(retyped.reduce(reduce, picked)).toMatchObject({ tab: 'places', picked: false });
    // The same tab again changes nothing (the row the golfer is on stays).
    const on = run({ type: 'input', text: 'peb' }, { type: 'move', delta: 1, count: 3 });
    expect(reduce(on, { type: 'best', tab: 'courses' })).toBe(on);
  });

  it('switching tabs keeps the text and resets the active row', () => {
    const s = run({ type: 'input', text: 'golf' }, { type: 'move', delta: 1, count: 2 }, { type: 'tab', tab: 'users' });
    expect(s).toMatchObject({ text: 'golf', tab: 'users', active: -1, open: true });
  });

  it('hovering a row makes it the active one', () => {
    expect(reduce(typed('golf'), { type: 'hover', index: 3 }).active).toBe(3);
  });

  it('a row that no longer exists after the results changed is not active', () => {
    const s = { ...typed('golf'), active: 4 };
    expect(activeRow(s, 5)).toBe(4);
    expect(activeRow(s, 3)).toBe(-1);
    expect(activeRow(s, 0)).toBe(-1);
  });
});

describe('panelStatus', () => {
  it.each([
    [{ count: 3, isError: false, isFetching: false, pending: false }, 'results'],
    [{ count: 3, isError: false, isFetching: true, pending: false }, 'results'],
    [{ count: 0, isError: false, isFetching: false, pending: false }, 'empty'],
    [{ count: 0, isError: false, isFetching: true, pending: false }, 'loading'],
    [{ count: 0, isError: false, isFetching: false, pending: true }, 'loading'],
    [{ count: 0, isError: true, isFetching: false, pending: false }, 'error'],
    [{ count: 0, isError: true, isFetching: false, pending: true }, 'loading'],
  ] as const)('%j -> %s', (query, expected) => {
    expect(panelStatus(query)).toBe(expected);
  });
});
