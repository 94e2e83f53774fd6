/**
 * The search popover as a pure reducer: the typed text, whether the popover is open, which tab
 * shows (Courses, Places, Users) and which row is active (aria-activedescendant). The component owns the DOM; this owns
 * the rules, so they are unit-tested without a browser.
 */
export type SearchTab = 'courses' | 'places' | 'users';
export const SEARCH_TABS: readonly SearchTab[] = ['courses', 'places', 'users'];

export interface SearchPopoverState {
  text: string;
  /** Wanted open; it only shows while there is text too (see `isPopoverVisible`). */
  open: boolean;
  tab: SearchTab;
  /** Index of the active row in the active tab, -1 for none. */
  active: number;
  /** The golfer chose the tab for this text: the best match (best-tab.ts) no longer moves it. */
  picked: boolean;
}

export type SearchPopoverAction =
  | { type: 'input'; text: string }
  | { type: 'focus' }
  | { type: 'close' }
  | { type: 'escape' }
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'hover'; index: number }
  | { type: 'tab'; tab: SearchTab }
  /** The tab with the best match for the text, once its results are in. */
  | { type: 'best'; tab: SearchTab };

export const initialSearchPopoverState: SearchPopoverState = { text: '', open: false, tab: 'courses', active: -1, picked: false };

const hasText = (text: string) => text.trim() !== '';

export const isPopoverVisible = (s: SearchPopoverState) => s.open && hasText(s.text);

/** Arrow-key movement over `count` rows that wraps at both ends; from none, down is the first row and up the last. */
export function wrapIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta > 0 ? 0 : count - 1;
  return (current + delta + count) % count;
}

/** The active row as rendered: none when the results changed under it and it no longer exists. */
export const activeRow = (s: SearchPopoverState, count: number) => (s.active >= 0 && s.active < count ? s.active : -1);

/** Whether Escape does something here (so the key is consumed and goes no further). */
export const escapeHandled = (s: SearchPopoverState) => isPopoverVisible(s) || s.text !== '';

export function searchPopoverReducer(s: SearchPopoverState, a: SearchPopoverAction): SearchPopoverState {
  switch (a.type) {
    case 'input':
      return { ...s, text: a.text, open: hasText(a.text), active: -1, picked: false };
    case 'focus':
      return hasText(s.text) ? { ...s, open: true } : s;
    case 'close':
      return s.open || s.active !== -1 ? { ...s, open: false, active: -1 } : s;
    case 'escape':
      // First Escape closes the popover, a second one clears the input.
      if (isPopoverVisible(s)) return { ...s, open: false, active: -1 };
      return s.text === '' ? s : { ...s, text: '', open: false, active: -1 };
    case 'move':
      if (!hasText(s.text)) return s;
      if (!s.open) return { ...s, open: true, active: wrapIndex(-1, a.delta, a.count) };
      return { ...s, active: wrapIndex(s.active, a.delta, a.count) };
    case 'hover':
      return s.active === a.index ? s : { ...s, active: a.index };
    case 'tab':
      return s.tab === a.tab ? (s.picked ? s : { ...s, picked: true }) : { ...s, tab: a.tab, active: -1, picked: true };
    case 'best':
      return s.picked || s.tab === a.tab ? s : { ...s, tab: a.tab, active: -1 };
  }
}

export type PanelStatus = 'error' | 'results' | 'empty' | 'loading';

/**
 * What a tab's panel shows. Results stay listed while newer ones load (the loading bar says so);
 * 'No … found' only once the search for the typed text has answered with nothing.
 */
export function panelStatus(q: { count: number; isError: boolean; isFetching: boolean; pending: boolean }): PanelStatus {
  if (q.isError && !q.isFetching && !q.pending) return 'error';
  if (q.count > 0) return 'results';
  return q.isFetching || q.pending ? 'loading' : 'empty';
}
