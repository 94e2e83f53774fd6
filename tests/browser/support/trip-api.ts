/**
 * Trip specs' setup through the app's API, as a client calls it: golfers with a display name, and
 * calls made with a golfer's token (a trip created, a follow, an invitation accepted).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { newGolfer, type Golfer } from './accounts';

export async function call<T>(request: APIRequestContext, golfer: Golfer, method: 'POST' | 'PUT', path: string, data: unknown = {}): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${golfer.account.idToken}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A fresh golfer whose profile shows `displayName`. */
export async function named(request: APIRequestContext, who: string, displayName: string): Promise<Golfer> {
  const golfer = await newGolfer(request, who);
  await call(request, golfer, 'PUT', '/user/profile', { displayName, fullName: null, preferences: { difficulty: 'none', architecture: 'none' } });
  return golfer;
}
