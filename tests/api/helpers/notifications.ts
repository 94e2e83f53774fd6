/** Reading a golfer's inbox through the API, for the notification tests. */
import { expect } from 'vitest';
import type { NotificationView, NotificationsPage } from '../../../src/shared/contracts/notifications.contract';
import { call, type Who } from './requests';
import type { TestApp } from './test-app';

export async function inbox(t: TestApp, who: Who, query = ''): Promise<NotificationsPage> {
  const res = await call(t, 'GET', `/api/notifications${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as NotificationsPage;
}

/** The inbox's entries as `kind: text` lines, newest first. */
export const lines = async (t: TestApp, who: Who): Promise<string[]> =>
  (await inbox(t, who)).items.map((n: NotificationView) => `${n.kind}: ${n.text}`);
