/**
 * The wishlist / watchlist dialog (spec section 4 "Add to list"), as a state machine:
 * - it opens on the golfer's lists, or straight on the new-list form when they have none;
 * - "New wishlist" goes to the form, Go back returns to the lists (there is nothing to go back to
 *   without lists: the form then offers Cancel, which closes);
 * - Save and Add closes it once the list is created (the caller navigates to /wishlists);
 * - if the last list disappears while the lists show (deleted in another tab), the form shows.
 * The name typed in the form is kept across Go back, so a slip does not lose it.
 */
export type AddToListView = 'lists' | 'form' | 'closed';

export interface AddToListState {
  view: AddToListView;
  name: string;
  /** The golfer has at least one list of this kind (Go back is possible). */
  hasLists: boolean;
}

export type AddToListAction =
  | { type: 'open'; hasLists: boolean }
  | { type: 'lists-changed'; hasLists: boolean }
  | { type: 'new-list' }
  | { type: 'back' }
  | { type: 'name'; name: string }
  | { type: 'saved' }
  | { type: 'close' };

export const initialAddToListState = (hasLists: boolean): AddToListState => ({ view: hasLists ? 'lists' : 'form', name: '', hasLists });

export function addToListReducer(state: AddToListState, action: AddToListAction): AddToListState {
  switch (action.type) {
    case 'open':
      return initialAddToListState(action.hasLists);
    case 'lists-changed':
      if (state.view === 'closed' || action.hasLists === state.hasLists) return { ...state, hasLists: action.hasLists };
      return { ...state, hasLists: action.hasLists, view: action.hasLists ? state.view : 'form' };
    case 'new-list':
      return state.view === 'lists' ? { ...state, view: 'form' } : state;
    case 'back':
      if (state.view !== 'form') return state;
      return state.hasLists ? { ...state, view: 'lists' } : { ...state, view: 'closed' };
    case 'name':
      return { ...state, name: action.name };
    case 'saved':
      return { ...state, view: 'closed', name: '' };
    case 'close':
      return { ...state, view: 'closed' };
  }
}

/** What the form's secondary button says: Go back to the lists, or Cancel when there are none. */
export const formBackLabel = (state: AddToListState) => (state.hasLists ? 'Go back' : 'Cancel');
