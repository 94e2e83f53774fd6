/**
 * A notification stream held on one replica hears what happened on another (issue 35): the inbox
 * channel's NOTIFY on PostgreSQL reaches every replica, whose streams read what is new.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { createTestUser, type TestUser } from '../api/helpers/emulator-users';
import { eventually } from '../api/helpers/eventually';
import { createScratchPostgres } from '../support/scratch-postgres';
import { openSse, type SseStream } from '../support/sse-client';
import { multiEnv } from './helpers/multi-env';
import { startReplica, type Replica } from './helpers/replica-app';

let scratch: { url: string; drop: () => Promise<void> };
let a: Replica;
let b: Replica;
let stream: SseStream | null = null;

const signUp = async (r: Replica, displayName: string): Promise<TestUser & { id: string }> => {
  const u = await createTestUser({ displayName });
  const res = await r.app.app.inject({ url: '/api/user/me', headers: u.auth });
  expect(res.statusCode).toBe(200);
  return { ...u, id: res.json().data._id as string };
};

beforeAll(async () => {
  scratch = await createScratchPostgres(multiEnv().postgres, 'tpl_multi');
  a = await startReplica(scratch.url);
  b = await startReplica(scratch.url);
  await b.app.app.listen({ port: 0, host: '127.0.0.1' });
  await eventually(async () => {
    const listening = await queryRows<{ n: number }>(a.database.db, sql`
      select count(*)::int as n from pg_stat_activity where application_name = 'tpl-notifications' and datname = current_database()`);
    expect(listening[0]!.n).toBe(2);
  }, 5000);
});
afterAll(async () => {
  stream?.close();
  for (const r of [a, b]) await r?.close();
  await scratch?.drop();
});

describe('notifications between replicas', () => {
  it('a follow through one replica reaches a stream held on the other within a second', async () => {
    const me = await signUp(a, 'Held');
    const fan = await signUp(a, 'Elsewhere');
    const port = (b.app.app.server.address() as AddressInfo).port;
    stream = await openSse(`http://127.0.0.1:${port}/api/notifications/stream`, me.auth);
    await stream.next('unread');
    const started = Date.now();
    expect((await a.app.app.inject({ method: 'POST', url: `/api/users/${me.id}/follow`, headers: fan.auth })).statusCode).toBe(200);
    const e = await stream.next('notification', 1000);
    expect(JSON.parse(e.data).notification.text).toBe('Elsewhere followed you');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
