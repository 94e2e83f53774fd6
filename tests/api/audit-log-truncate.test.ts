/**
 * The admin audit log is append-only (issue 24), TRUNCATE included (issue 32, item 17): the
 * database refuses UPDATE, DELETE and TRUNCATE of `admin_audit`, and the entries stay.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../src/server/data/schema';
import { createGolfer } from './helpers/golfers';
import { call } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

const OPERATOR = `audit-${randomUUID().slice(0, 8)}@example.com`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: [OPERATOR] });
});
afterAll(() => t.close());

/** The database's own message (drizzle wraps it as the cause of "Failed query"). */
const refusal = (query: Promise<unknown>) => query.then(() => 'done', (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message);
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(adminAudit))[0]!.n;

describe('admin_audit', () => {
  it('refuses TRUNCATE (alone, with others, cascading), as it refuses UPDATE and DELETE', async () => {
    const operator = await createGolfer(t, { email: OPERATOR, verified: true });
    const golfer = await createGolfer(t);
    expect((await call(t, 'POST', `/api/admin/users/${golfer.id}/grant-pro`, operator, { reason: 'Truncate check' })).statusCode).toBe(200);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const statement of [sql`truncate admin_audit`, sql`truncate table admin_audit, app_meta`, sql`truncate admin_audit cascade`]) {
      expect(await refusal(t.database.db.execute(statement))).toBe('admin_audit is append-only');
    }
    expect(await refusal(t.database.db.update(adminAudit).set({ reason: 'edited' }).then())).toBe('admin_audit is append-only');
    expect(await refusal(t.database.db.delete(adminAudit).then())).toBe('admin_audit is append-only');
    expect(await count()).toBe(before);
  });
});
