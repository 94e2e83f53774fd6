/**
 * The played toggle's writes against a real QueryClient, with fetch answered here: the optimistic
 * remove and its rollback, the add and its 409, and the cache keys refreshed after either.
 */
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPlayedMutationOptions } from '../../../src/features/played/api/add-played';
import type { PlayedTarget } from '../../../src/features/played/api/played-target';
import { removePlayedMutationOptions } from '../../../src/features/played/api/remove-played';
import { withEntry, withoutEntry, withPlayed } from '../../../src/features/played/lib/played-cache';
import type { PlayedEntry } from '../../../src/shared/contracts/played.contract';
import type { CurrentUser } from '../../../src/shared/contracts/users.contract';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const ME = 'dddddddd-0000-4000-8000-000000000004';
const UID = 'firebase-uid';
const ME_KEY = ['user', 'me', UID];
const ENTRIES_KEY = ['user', 'played-courses', UID];

const entry = (courseId: string, dateAdded: string, datePrecision: 'day' | 'year' = 'day'): PlayedEntry => ({ courseId, dateAdded, datePrecision });
const me = (playedCourses: string[]) => ({ _id: ME, playedCourses, wishlists: [], watchlists: [] }) as unknown as CurrentUser;
const target = (courseId: string): PlayedTarget => ({ courseId, courseName: `Course ${courseId.slice(0, 1).toUpperCase()}`, myId: ME });

const envelope = (status: number, data: unknown, message = 'OK') =>
  new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', message, data }), { status, headers: { 'content-type': 'application/json' } });

/** fetch that waits for the test to answer each request. */
function heldFetch() {
  const calls: { url: string; body: unknown; answer: (r: Response) => void }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => new Promise<Response>((answer) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined, answer });
  })));
  return calls;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 1));
  expect(check()).toBe(true);
}

let client: QueryClient;
let toasts: { message: string; severity?: string; action?: string }[];
const notify = (message: string, severity?: string, options?: { action?: { label: string } }) => {
  toasts.push({ message, severity, ...(options?.action ? { action: options.action.label } : {}) });
};

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  toasts = [];
  client.setQueryData(ME_KEY, me([A, B]));
  client.setQueryData(ENTRIES_KEY, [entry(A, '2024-05-01'), entry(B, '2014-01-01', 'year')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

const playedIds = () => client.getQueryData<CurrentUser>(ME_KEY)?.playedCourses;
const entryIds = () => client.getQueryData<PlayedEntry[]>(ENTRIES_KEY)?.map((e) => e.courseId);

describe('remove from played (optimistic)', () => {
  it('takes the course out at once, before the server answers, and says so when it does', async () => {
    const calls = heldFetch();
    const removing = new MutationObserver(client, removePlayedMutationOptions(client, { notify })).mutate(target(A));
    await until(() => calls.length === 1);
    expect(calls[0]!.url).toBe('/api/lists/preset/courses-played/remove');
    expect(calls[0]!.body).toEqual({ courseId: A });
    expect(playedIds()).toEqual([B]);
    expect(entryIds()).toEqual([B]);
    expect(toasts).toEqual([]);

    calls[0]!.answer(envelope(200, { courseId: A, removed: true }));
    await removing;
    expect(toasts).toEqual([{ message: 'Removed from played courses.', severity: undefined }]);
    expect(playedIds()).toEqual([B]);
  });

  it('puts the course back when the request fails, and says so in red', async () => {
    const calls = heldFetch();
    const removing = new MutationObserver(client, removePlayedMutationOptions(client, { notify })).mutate(target(A)).catch((e: Error) => e);
    await until(() => calls.length === 1);
    expect(playedIds()).toEqual([B]);
    calls[0]!.answer(envelope(500, null, 'Something went wrong.'));
    expect(await removing).toBeInstanceOf(Error);
    expect(playedIds()).toEqual([A, B]);
    expect(entryIds()).toEqual([A, B]);
    expect(client.getQueryData<PlayedEntry[]>(ENTRIES_KEY)![0]).toEqual(entry(A, '2024-05-01'));
    expect(toasts).toEqual([{ message: 'Course A is still in your played courses: removing it failed (Something went wrong.)', severity: 'error' }]);
  });

  it('rolls back only its own course: another change made meanwhile stays', async () => {
    const calls = heldFetch();
    const removing = new MutationObserver(client, removePlayedMutationOptions(client, { notify })).mutate(target(A)).catch(() => null);
    await until(() => calls.length === 1);
    // Meanwhile C was added (another toggle's answer arrived).
    client.setQueryData<CurrentUser>(ME_KEY, (m) => withPlayed(m, C, true));
    calls[0]!.answer(envelope(503, null, 'Down'));
    await removing;
    expect(new Set(playedIds())).toEqual(new Set([A, B, C]));
  });

  it('refreshes the played caches, the user and the golfer’s profile after either outcome', async () => {
    const calls = heldFetch();
    const invalidated: unknown[] = [];
    const spy = vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
    const removing = new MutationObserver(client, removePlayedMutationOptions(client, { notify })).mutate(target(A));
    await until(() => calls.length === 1);
    calls[0]!.answer(envelope(200, { courseId: A, removed: true }));
    await removing;
    expect(invalidated).toEqual([
      ['user', 'me'], ['user', 'played-courses'], ['user', 'played-courses-stats'], ['user', 'ranked-courses'], ['users', ME],
    ]);
    spy.mockRestore();
  });
});

describe('add to played', () => {
  it('marks it played when the server answers, and offers the date in the snackbar', async () => {
    const calls = heldFetch();
    const asked: PlayedTarget[] = [];
    const adding = new MutationObserver(client, addPlayedMutationOptions(client, { notify, askDate: (t) => asked.push(t) })).mutate(target(C));
    await until(() => calls.length === 1);
    expect(calls[0]!.body).toEqual({ courseId: C });
    expect(playedIds(), 'not optimistic').toEqual([A, B]);
    calls[0]!.answer(envelope(201, entry(C, '2026-06-15'), 'Added to played courses.'));
    await adding;
    expect(playedIds()).toEqual([C, A, B]);
    expect(entryIds()).toEqual([C, A, B]);
    expect(toasts).toEqual([{ message: 'Added to played courses.', severity: 'success', action: 'Add date' }]);
  });

  it('on 409 shows the API message and shows the course played', async () => {
    const calls = heldFetch();
    const adding = new MutationObserver(client, addPlayedMutationOptions(client, { notify })).mutate(target(C)).catch((e: Error) => e);
    await until(() => calls.length === 1);
    calls[0]!.answer(envelope(409, null, 'Course already added to played courses.'));
    expect(await adding).toBeInstanceOf(Error);
    expect(playedIds()).toContain(C);
    expect(toasts).toEqual([{ message: 'Course already added to played courses.', severity: 'info' }]);
  });

  it('on any other failure leaves the state alone and says what went wrong', async () => {
    const calls = heldFetch();
    const adding = new MutationObserver(client, addPlayedMutationOptions(client, { notify })).mutate(target(C)).catch(() => null);
    await until(() => calls.length === 1);
    calls[0]!.answer(envelope(404, null, 'Course not found'));
    await adding;
    expect(playedIds()).toEqual([A, B]);
    expect(toasts).toEqual([{ message: 'Course C was not added to your played courses: Course not found', severity: 'error' }]);
  });
});

describe('played cache helpers', () => {
  it('withPlayed adds in front, removes, and returns the same object when nothing changes', () => {
    const m = me([A]);
    expect(withPlayed(m, B, true)!.playedCourses).toEqual([B, A]);
    expect(withPlayed(m, A, false)!.playedCourses).toEqual([]);
    expect(withPlayed(m, A, true)).toBe(m);
    expect(withPlayed(undefined, A, true)).toBeUndefined();
  });

  it('withEntry keeps the most recently played first and replaces an entry of the same course', () => {
    const list = [entry(A, '2024-05-01'), entry(B, '2014-01-01', 'year')];
    expect(withEntry(list, entry(C, '2020-01-01'))!.map((e) => e.courseId)).toEqual([A, C, B]);
    expect(withEntry(list, entry(C, '2024-05-01'))!.map((e) => e.courseId)).toEqual([C, A, B]);
    expect(withEntry(list, entry(A, '2001-01-01'))).toEqual([entry(B, '2014-01-01', 'year'), entry(A, '2001-01-01')]);
    expect(withoutEntry(list, C)).toBe(list);
  });
});
