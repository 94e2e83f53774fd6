/**
 * Web Push (issue 35) against a push endpoint the test starts (a plain http server on 127.0.0.1,
 * allowed outside production): the VAPID key, a golfer's subscriptions, an encrypted push with the
 * VAPID Authorization header and a TTL, and a 410 that removes the subscription. The push sender
 * is driven directly with an OutgoingNotification, as the notifications core calls it.
 */
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptionsRepository } from '../../src/server/data/push-subscriptions.repository';
import { users } from '../../src/server/data/schema';
import { defaultChannels } from '../../src/shared/domain/notifications/notification-kinds';
import type { OutgoingNotification } from '../../src/server/services/notification-delivery';
import { eventually } from './helpers/eventually';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Pushed { path: string; headers: http.IncomingHttpHeaders; body: Buffer }

let t: TestApp;
let golfer: Golfer;
let other: Golfer;
let endpointBase = '';
const pushed: Pushed[] = [];
let server: http.Server;

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const subscribe = (g: Golfer, endpoint: string) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/push/subscriptions', headers: g.auth, payload: { endpoint, expirationTime: null, keys: browserKeys() } });
const notification = (extra: Partial<OutgoingNotification> = {}): OutgoingNotification => ({
  notificationId: 500, userId: golfer.id, kind: 'trip.invited', channels: defaultChannels('trip.invited'),
  text: 'Ailsa invited you to St Andrews', path: '/trips/42', isNew: true, ...extra,
});
const push = (n: OutgoingNotification) => t.channels.push[0]!.send(n);
const endpointsOf = async (g: Golfer) => (await pushSubscriptionsRepository(t.database.db).ofUser(g.id)).map((s) => s.endpoint);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushed.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone') ? 410 : req.url?.startsWith('/broken') ? 500 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ publicUrl: 'https://tpl.example.com' });
  golfer = await createGolfer(t);
  other = await createGolfer(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

describe('the VAPID key', () => {
  it('is public, made once and kept (the same on every read)', async () => {
    const first = await t.app.inject({ url: '/api/notifications/push/key' });
    expect(first.statusCode).toBe(200);
    const key = first.json().data.publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ url: '/api/notifications/push/key' })).json().data.publicKey).toBe(key);
  });
});

describe('subscriptions', () => {
  it('are kept for the signed-in golfer; a bad endpoint or keys are 400; signed out is 401', async () => {
    expect((await subscribe(golfer, `${endpointBase}/ok/1`)).statusCode).toBe(200);
    expect(await endpointsOf(golfer)).toEqual([`${endpointBase}/ok/1`]);
    for (const endpoint of ['http://example.com/push', 'ftp://127.0.0.1/x', 'not a url']) {
      expect((await subscribe(golfer, endpoint)).statusCode, endpoint).toBe(400);
    }
    const badKeys = await t.app.inject({ method: 'POST', url: '/api/notifications/push/subscriptions', headers: golfer.auth, payload: { endpoint: `${endpointBase}/ok/2`, keys: { p256dh: 'x', auth: '' } } });
    expect(badKeys.statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/notifications/push/subscriptions', payload: { endpoint: `${endpointBase}/ok/3`, keys: browserKeys() } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('are removed only by their own golfer', async () => {
    expect((await subscribe(golfer, `${endpointBase}/ok/mine`)).statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'DELETE', url: '/api/notifications/push/subscriptions', headers: other.auth, payload: { endpoint: `${endpointBase}/ok/mine` } });
    expect(theirs.json().data).toEqual({ removed: false });
    expect(await endpointsOf(golfer)).toContain(`${endpointBase}/ok/mine`);
    const mine = await t.app.inject({ method: 'DELETE', url: '/api/notifications/push/subscriptions', headers: golfer.auth, payload: { endpoint: `${endpointBase}/ok/mine` } });
    expect(mine.json().data).toEqual({ removed: true });
    expect(await endpointsOf(golfer)).not.toContain(`${endpointBase}/ok/mine`);
  });
});

describe('a push', () => {
  it('reaches each browser encrypted, with the VAPID Authorization header and a TTL', async () => {
    const key = (await t.app.inject({ url: '/api/notifications/push/key' })).json().data.publicKey as string;
    pushed.length = 0;
    await push(notification());
    await eventually(async () => expect(pushed.map((p) => p.path)).toEqual(['/ok/1']));
    const [p] = pushed;
    expect(p!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`));
    const jwt = JSON.parse(Buffer.from(p!.headers.authorization!.split(/[ .]/)[2]!, 'base64url').toString()) as { aud: string; sub: string };
    expect(jwt).toMatchObject({ aud: endpointBase, sub: 'https://tpl.example.com' });
    expect(p!.headers.ttl).toBe('86400');
    expect(p!.headers['content-encoding']).toBe('aes128gcm');
    expect(p!.body.length).toBeGreaterThan(50);
    expect(p!.body.toString('latin1')).not.toContain('St Andrews');
  });

  it('is not sent for an entry that grouped into an older one, or with push off', async () => {
    pushed.length = 0;
    await push(notification({ isNew: false }));
    await push(notification({ channels: { inApp: true, email: true, push: false } }));
    await new Promise((r) => setTimeout(r, 200));
    expect(pushed).toHaveLength(0);
  });

  it('is not sent to a disabled golfer', async () => {
    await subscribe(other, `${endpointBase}/ok/other`);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
    pushed.length = 0;
    await push(notification({ userId: other.id }));
    expect(pushed).toHaveLength(0);
    await t.database.db.update(users).set({ disabledAt: null }).where(eq(users.id, other.id));
    await push(notification({ userId: other.id }));
    expect(pushed.map((p) => p.path)).toEqual(['/ok/other']);
  });

  it('drops a subscription its push service answers 410 for, and keeps one that failed otherwise', async () => {
    await subscribe(golfer, `${endpointBase}/gone/1`);
    await subscribe(golfer, `${endpointBase}/broken/1`);
    pushed.length = 0;
    await push(notification());
    expect(pushed.map((p) => p.path).sort()).toEqual(['/broken/1', '/gone/1', '/ok/1']);
    expect((await endpointsOf(golfer)).sort()).toEqual([`${endpointBase}/broken/1`, `${endpointBase}/ok/1`]);
  });
});
