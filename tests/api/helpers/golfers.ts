/** Signed-up golfers with their user rows created (through /api/user/me), for API tests. */
import { createTestUser, type TestUser, type TestUserOptions } from './emulator-users';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export interface Golfer extends TestUser {
  /** The users row id (`_id` in the API). */
  id: string;
}

export async function createGolfer(t: TestApp, opts: TestUserOptions = {}): Promise<Golfer> {
  const u = await createTestUser(opts);
  const res = await t.app.inject({ url: '/api/user/me', headers: u.auth });
  if (res.statusCode !== 200) throw new Error(`GET /api/user/me failed: ${res.statusCode} ${res.body}`);
  return { ...u, id: (res.json() as { data: { _id: string } }).data._id };
}

/** A forged token: well-formed, signed by nobody. */
export const FORGED = { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' };

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A seeded app with a plain golfer and an admin (a verified email listed in ADMIN_EMAILS). */
export async function createAppWithGolferAndAdmin(opts: TestAppOptions = {}): Promise<{ t: TestApp; golfer: Golfer; admin: Golfer }> {
  const adminEmail = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const t = await createTestApp({ seed: true, ...opts, adminEmails: [adminEmail, ...(opts.adminEmails ?? [])] });
  return { t, golfer: await createGolfer(t), admin: await createGolfer(t, { email: adminEmail, verified: true }) };
}
