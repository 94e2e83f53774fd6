/**
 * GET /api/notifications/stream (issue 35): server-sent events over a real HTTP connection, signed
 * in as every other call is. A new entry arrives live with its seq as the event id; a heartbeat
 * comment keeps the line open; a stream that reconnects with Last-Event-ID gets what it missed;
 * marking read elsewhere sends the unread count; only the golfer's own entries are ever sent.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseStream } from '../support/sse-client';
import { createGolfer, type Golfer } from './helpers/golfers';
import { call } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let base: string;
const open: SseStream[] = [];
beforeAll(async () => {
  t = await createTestApp({ notificationHeartbeatMs: 150 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const stream = async (who: Golfer, lastEventId?: string) => {
  const s = await openSse(`${base}/api/notifications/stream`, { ...who.auth, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) });
  open.push(s);
  return s;
};
const follow = (who: Golfer, id: string) => call(t, 'POST', `/api/users/${id}/follow`, who);
const data = (e: { data: string }) => JSON.parse(e.data) as { notification?: { text: string; seq: number }; unread: number };

describe('the notification stream', () => {
  it('refuses a caller who is not signed in', async () => {
    const res = await fetch(`${base}/api/notifications/stream`);
    expect(res.status).toBe(401);
    expect((await res.json()).status).toBe('error');
  });

  it('sends the unread count at once, then each new entry live, with heartbeats between', async () => {
    const [me, fan] = [await createGolfer(t, { displayName: 'Me' }), await createGolfer(t, { displayName: 'Fan' })];
    const s = await stream(me);
    expect(s.status).toBe(200);
    expect(data(await s.next('unread'))).toEqual({ unread: 0 });
    await follow(fan, me.id);
    const e = await s.next('notification');
    expect(data(e)).toMatchObject({ notification: { text: 'Fan followed you', kind: 'follow' }, unread: 1 });
    expect(e.id).toBe(String(data(e).notification!.seq));
    await s.commentsReach(2);
  });

  it('sends a grouped entry again as it grows, and the unread count when entries are read elsewhere', async () => {
    const me = await createGolfer(t, { displayName: 'Star' });
    const s = await stream(me);
    await s.next('unread');
    await follow(await createGolfer(t, { displayName: 'First' }), me.id);
    expect(data(await s.next('notification')).notification!.text).toBe('First followed you');
    await follow(await createGolfer(t, { displayName: 'Second' }), me.id);
    expect(data(await s.next('notification'))).toMatchObject({ notification: { text: 'Second and First followed you' }, unread: 1 });
    await call(t, 'POST', '/api/notifications/read', me, { all: true });
    expect(data(await s.next('unread'))).toEqual({ unread: 0 });
  });

  it('resumes from Last-Event-ID with what it missed, and never sends another golfer\'s entries', async () => {
    const [me, other, fan] = [await createGolfer(t, { displayName: 'Resumer' }), await createGolfer(t), await createGolfer(t, { displayName: 'Missed' })];
    const first = await stream(me);
    await first.next('unread');
    const theirs = await stream(other);
    await theirs.next('unread');
    const owner = await createGolfer(t, { displayName: 'Host' });
    await follow(owner, me.id);
    const seen = await first.next('notification');
    first.close();

    await follow(fan, me.id);
    const again = await stream(me, seen.id!);
    const missed = await again.next('notification');
    expect(data(missed).notification!.text).toBe('Missed and Host followed you');
    expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
    await expect(theirs.next('notification', 300)).rejects.toThrow(/no notification/);
  });
});
