import { describe, expect, it } from 'vitest';
import {
  addToListReducer as reduce, formBackLabel, initialAddToListState as initial, type AddToListAction, type AddToListState,
} from '../../../src/features/wishlists/lib/add-to-list-state';

const run = (start: AddToListState, ...actions: AddToListAction[]) => actions.reduce(reduce, start);

describe('the wishlist / watchlist dialog', () => {
  it('opens on the lists when the golfer has some, and straight on the new-list form when not', () => {
    expect(initial(true)).toEqual({ view: 'lists', name: '', hasLists: true });
    expect(initial(false)).toEqual({ view: 'form', name: '', hasLists: false });
    expect(run(initial(false), { type: 'open', hasLists: true }).view).toBe('lists');
  });

  it('goes from the lists to the form with "New", and back with Go back, keeping the typed name', () => {
    const form = run(initial(true), { type: 'new-list' }, { type: 'name', name: 'Scotland 2027' });
    expect(form).toEqual({ view: 'form', name: 'Scotland 2027', hasLists: true });
    expect(formBackLabel(form)).toBe('Go back');
    const back = reduce(form, { type: 'back' });
    expect(back.view).toBe('lists');
    expect(reduce(back, { type: 'new-list' }).name).toBe('Scotland 2027');
  });

  it('without lists, the form offers Cancel, which closes', () => {
    const form = initial(false);
    expect(formBackLabel(form)).toBe('Cancel');
    expect(reduce(form, { type: 'back' }).view).toBe('closed');
  });

  it('closes after Save and Add and forgets the name', () => {
    expect(run(initial(false), { type: 'name', name: 'Fife' }, { type: 'saved' })).toEqual({ view: 'closed', name: '', hasLists: false });
  });

  it('shows the form when the last list goes while the lists show, and keeps the view when lists come', () => {
    expect(run(initial(true), { type: 'lists-changed', hasLists: false })).toMatchObject({ view: 'form', hasLists: false });
    // A list made elsewhere while the form is open: Go back now leads to it.
    const form = run(initial(false), { type: 'lists-changed', hasLists: true });
    expect(form).toMatchObject({ view: 'form', hasLists: true });
    expect(reduce(form, { type: 'back' }).view).toBe('lists');
  });

  it('ignores what does not apply where it is', () => {
    const lists = initial(true);
    expect(reduce(lists, { type: 'back' })).toBe(lists);
    const form = initial(false);
    expect(reduce(form, { type: 'new-list' })).toBe(form);
    const closed = reduce(lists, { type: 'close' });
    expect(closed.view).toBe('closed');
    expect(reduce(closed, { type: 'lists-changed', hasLists: false }).view).toBe('closed');
  });
});
