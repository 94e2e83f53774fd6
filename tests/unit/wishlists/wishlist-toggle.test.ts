/** Toggling a course in a wishlist or watchlist: optimistic in the user's lists, rolled back on failure. */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleWishlistMutationOptions, type ListToggle } from '../../../src/features/wishlists/api/toggle-wishlist-course';
import { listsHolding, withCourseInList, withList } from '../../../src/features/wishlists/lib/wishlist-kinds';
import type { CurrentUser } from '../../../src/shared/contracts/users.contract';

const COURSE = 'aaaaaaaa-0000-4000-8000-000000000001';
const OTHER = 'bbbbbbbb-0000-4000-8000-000000000002';
const LIST = 'cccccccc-0000-4000-8000-000000000003';
const ME_KEY = ['user', 'me', 'uid'];

const user = () => ({
  _id: 'me',
  playedCourses: [],
  wishlists: [{ _id: 'w1', name: 'Scotland', courses: [COURSE] }],
  watchlists: [{ _id: LIST, name: 'Renovations', courses: [OTHER] }],
}) as unknown as CurrentUser;

let client: QueryClient;
let toasts: [string, string | undefined][];
const notify = (message: string, severity?: string) => { toasts.push([message, severity]); };

beforeEach(() => {
  client = new QueryClient();
  toasts = [];
  client.setQueryData(ME_KEY, user());
  vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

const watch = (inList: boolean): ListToggle => ({ kind: 'watchlist', listId: LIST, listName: 'Renovations', courseId: COURSE, inList });
const holding = () => listsHolding(client.getQueryData<CurrentUser>(ME_KEY), 'watchlist', COURSE).map((l) => l._id);

function answerWith(status: number, data: unknown, message = 'OK') {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    await gate;
    return new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', message, data }), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

describe('toggle a course in a watchlist', () => {
  it('checks it at once, posts {watchlist, course} and says "Added course to watchlist"', async () => {
    const { fetch, release } = answerWith(200, { _id: LIST, name: 'Renovations', courses: [OTHER, COURSE] });
    const done = new MutationObserver(client, toggleWishlistMutationOptions(client, notify)).mutate(watch(true));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(holding()).toEqual([LIST]);
    expect(fetch.mock.calls[0]![0]).toBe('/api/user/add-to-watchlist');
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({ watchlist: LIST, course: COURSE });
    release();
    await done;
    expect(toasts).toEqual([['Added course to watchlist', undefined]]);
  });

  it('takes it out with remove-from and says "Removed course from watchlist"', async () => {
    client.setQueryData<CurrentUser>(ME_KEY, (m) => withCourseInList(m, 'watchlist', LIST, COURSE, true));
    const { fetch, release } = answerWith(200, { _id: LIST, name: 'Renovations', courses: [OTHER] });
    const done = new MutationObserver(client, toggleWishlistMutationOptions(client, notify)).mutate(watch(false));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(holding()).toEqual([]);
    expect(fetch.mock.calls[0]![0]).toBe('/api/user/remove-from-watchlist');
    release();
    await done;
    expect(toasts).toEqual([['Removed course from watchlist', undefined]]);
  });

  it('unchecks it again when the request fails, and says so', async () => {
    const { release } = answerWith(404, null, 'Watchlist not found');
    const done = new MutationObserver(client, toggleWishlistMutationOptions(client, notify)).mutate(watch(true)).catch(() => null);
    await vi.waitFor(() => expect(holding()).toEqual([LIST]));
    release();
    await done;
    expect(holding()).toEqual([]);
    expect(toasts).toEqual([['Not added to Renovations: Watchlist not found', 'error']]);
  });
});

describe('list helpers', () => {
  it('withList replaces, appends and removes a list of one kind only', () => {
    const m = user();
    expect(withList(m, 'watchlist', LIST, { _id: LIST, name: 'New name', courses: [] })!.watchlists).toEqual([{ _id: LIST, name: 'New name', courses: [] }]);
    expect(withList(m, 'wishlist', 'w2', { _id: 'w2', name: 'Two', courses: [] })!.wishlists).toHaveLength(2);
    expect(withList(m, 'wishlist', 'w1', null)!.wishlists).toEqual([]);
    expect(withList(m, 'wishlist', 'w1', null)!.watchlists).toBe(m.watchlists);
  });

  it('listsHolding finds the lists that hold a course (the highlighted icon)', () => {
    expect(listsHolding(user(), 'wishlist', COURSE).map((l) => l._id)).toEqual(['w1']);
    expect(listsHolding(user(), 'watchlist', COURSE)).toEqual([]);
    expect(listsHolding(undefined, 'watchlist', COURSE)).toEqual([]);
  });
});
