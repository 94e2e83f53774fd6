/**
 * An admin action re-checks its admin inside its own transaction (issue 32, item 13): two granted
 * admins disabling each other at once leave exactly one disabled; an admin disabled while their
 * write waits writes nothing; and a granted admin can neither disable nor revoke an operator named
 * in ADMIN_EMAILS (an operator can do both to a granted admin). The races are real on PostgreSQL;
 * PGlite runs requests one by one, where the same rounds check the answers and the re-check runs
 * through the catalogue with an actor disabled after sign-in.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActor } from '../../src/server/data/audit-log.repository';
import { queryRows } from '../../src/server/db/client';
import { adminAudit, courses, users } from '../../src/server/data/schema';
import { courseInput } from './helpers/course-factory';
import { eventually } from './helpers/eventually';
import { createGolfer, type Golfer } from './helpers/golfers';
import { all, call, insertCourses } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

const ON_POSTGRES = !!process.env.TEST_DATABASE_URL;
const ROUNDS = ON_POSTGRES ? 20 : 4;
const OPERATOR = `operator-${randomUUID().slice(0, 8)}@example.com`;
const OTHER_OPERATOR = `operator-${randomUUID().slice(0, 8)}@example.com`;

let t: TestApp;
/** Grants admins and disables them in the tests below. */
let operator: Golfer;
/** The one a granted admin tries to disable. */
let otherOperator: Golfer;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [OPERATOR, OTHER_OPERATOR] });
  operator = await createGolfer(t, { email: OPERATOR, verified: true });
  otherOperator = await createGolfer(t, { email: OTHER_OPERATOR, verified: true });
});
afterAll(() => t.close());

/** A golfer the operator made an admin through the console. */
async function grantedAdmin(): Promise<Golfer> {
  const g = await createGolfer(t);
  const res = await call(t, 'POST', `/api/admin/users/${g.id}/grant-admin`, operator, { reason: 'Helps with the console' });
  expect(res.statusCode, res.body).toBe(200);
  return g;
}

const disable = (by: Golfer, who: Golfer) => call(t, 'POST', `/api/admin/users/${who.id}/disable`, by, { reason: 'Race' });
const disabledIds = async (ids: string[]) =>
  (await t.database.db.select({ id: users.id, at: users.disabledAt }).from(users).where(inArray(users.id, ids))).filter((r) => r.at).map((r) => r.id);

describe('an operator named in ADMIN_EMAILS', () => {
  it('cannot be disabled or have its admin revoked by a granted admin; an operator can do both to a granted admin', async () => {
    const granted = await grantedAdmin();
    // The operator was granted admin on the row too: revoking that grant is still the operator's own business.
    expect((await call(t, 'POST', `/api/admin/users/${otherOperator.id}/grant-admin`, granted, { reason: 'Belt and braces' })).statusCode).toBe(200);
    for (const action of ['disable', 'revoke-admin']) {
      const res = await call(t, 'POST', `/api/admin/users/${otherOperator.id}/${action}`, granted, { reason: 'Coup' });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe("This account is an operator's (ADMIN_EMAILS): only another operator can disable it or revoke its admin.");
    }
    const [row] = await t.database.db.select({ isAdmin: users.isAdmin, disabledAt: users.disabledAt }).from(users).where(eq(users.id, otherOperator.id));
    expect(row).toEqual({ isAdmin: true, disabledAt: null });
    expect((await call(t, 'GET', '/api/user/me', otherOperator)).statusCode).toBe(200);
    // Another operator may: operators are peers.
    expect((await call(t, 'POST', `/api/admin/users/${otherOperator.id}/revoke-admin`, operator, { reason: 'The list is enough' })).statusCode).toBe(200);

    expect((await call(t, 'POST', `/api/admin/users/${granted.id}/revoke-admin`, operator, { reason: 'Done helping' })).statusCode).toBe(200);
    expect((await call(t, 'POST', `/api/admin/users/${granted.id}/disable`, operator, { reason: 'Left' })).statusCode).toBe(200);
  });
});

describe('two granted admins disabling each other at once', () => {
  it(`${ROUNDS} rounds: exactly one ends disabled, the other's request is a 403, never a 5xx`, { timeout: 120_000 }, async () => {
    const seen: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await Promise.all([grantedAdmin(), grantedAdmin()]);
      const [ab, ba] = await all([() => disable(a!, b!), () => disable(b!, a!)]);
      for (const res of [ab!, ba!]) seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
      expect([ab!.statusCode, ba!.statusCode].sort(), `${ab!.body}\n${ba!.body}`).toEqual([200, 403]);
      expect(await disabledIds([a!.id, b!.id])).toHaveLength(1);
      const refused = ab!.statusCode === 403 ? ab! : ba!;
      expect(refused.json().message).toBe('This account has been disabled.');
    }
    expect(seen).toEqual({ 200: ROUNDS, 403: ROUNDS });
  });
});

describe('an admin disabled while their write is under way', () => {
  it('writes nothing: the write re-checks its admin in its own transaction (the catalogue, as a request that signed in before the disable)', async () => {
    const admin = await grantedAdmin();
    const signedIn = { id: admin.id, email: admin.email, isOperator: false };
    const [course] = await insertCourses(t, 1, 'Recheck');
    expect((await disable(operator, admin)).statusCode).toBe(200);
    const [{ updatedAt }] = await t.database.db.select({ updatedAt: courses.updatedAt }).from(courses).where(eq(courses.id, course!)) as [{ updatedAt: Date }];
    const revision = updatedAt.toISOString();
    await expect(t.catalogue.replace(course!, { ...courseInput({ club_name: 'Renamed by a ghost' }), revision, reason: 'Renamed' } as never, auditActor(signedIn)))
      .rejects.toMatchObject({ refusal: { reason: 'forbidden', message: 'This account has been disabled.' } });
    await expect(t.catalogue.remove(course!, { reason: 'Closed', revision }, auditActor(signedIn))).rejects.toMatchObject({ refusal: { reason: 'forbidden' } });
    const [row] = await t.database.db.select({ name: courses.clubName }).from(courses).where(eq(courses.id, course!));
    expect(row?.name).toBe('Recheck 1');
    expect(await t.database.db.select({ id: adminAudit.id }).from(adminAudit).where(eq(adminAudit.actorId, admin.id))).toEqual([]);
  });

  // PostgreSQL only (not registered on PGlite): PGlite has one connection, so no other session can hold the row meanwhile.
  if (ON_POSTGRES) it('a course edit waiting on the course row while its admin is disabled answers 403 and changes nothing', { timeout: 60_000 }, async () => {
    const admin = await grantedAdmin();
    const [course] = await insertCourses(t, 1, 'Held');
    const [{ updatedAt }] = await t.database.db.select({ updatedAt: courses.updatedAt }).from(courses).where(eq(courses.id, course!)) as [{ updatedAt: Date }];
    // Another session holds the course's row, so the admin's edit passes its sign-in and then waits.
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from courses where id = $1 for update', [course]);
      // Started now (inject sends only once something waits on it).
      const edit = call(t, 'PUT', `/api/courses/${course}`, admin, { ...courseInput({ club_name: 'Renamed mid-disable' }), revision: updatedAt.toISOString(), reason: 'Renamed' }).then((r) => r);
      // Read from the pool, not the holder: a transaction sees one snapshot of pg_stat_activity.
      await eventually(async () => {
        const [waiting] = await queryRows<{ n: number }>(t.database.db, sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like 'select%courses%for update'`);
        expect(waiting!.n).toBeGreaterThan(0);
      }, 20_000);
      expect((await disable(operator, admin)).statusCode).toBe(200);
      await holder.query('commit');
      const res = await edit;
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('This account has been disabled.');
    } finally {
      await holder.end();
    }
    const [row] = await t.database.db.select({ name: courses.clubName }).from(courses).where(eq(courses.id, course!));
    expect(row?.name).toBe('Held 1');
  });
});
