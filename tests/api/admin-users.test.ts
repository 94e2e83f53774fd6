/**
 * Golfers in the admin console (issue 24): search, the manual Pro grant apart from paid Pro, admin
 * grants, disable and enable (a disabled token refused on its next request, the golfer's public
 * content hidden), the audit entry of each action, and the audit log's append-only table.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../src/server/data/schema';
import { subscriptions } from '../../src/server/data/payments.schema';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { checkout, me, openPortal, portalAction, subscribe, userRow } from './helpers/payments';
import { call, fieldErrors, insertCourses, type Who } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin({ supportEmail: 'appeals@tpl.example' }));
});
afterAll(() => t.close());

const act = (who: Who, id: string, action: string, body: object = { reason: 'Because.' }) => call(t, 'POST', `/api/admin/users/${id}/${action}`, who, body);
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as {
  action: string; before: Record<string, unknown>; after: Record<string, unknown>; reason: string; actor: { _id: string };
}[];

describe('search and view', () => {
  it('finds golfers by name or email, disabled ones too, and shows the whole account', async () => {
    const g = await createGolfer(t, { displayName: 'Searchable Sam' });
    const byName = (await call(t, 'GET', '/api/admin/users?terms=searchable', admin)).json().data;
    expect(byName.items.map((u: { _id: string }) => u._id)).toEqual([g.id]);
    const byEmail = (await call(t, 'GET', `/api/admin/users?terms=${encodeURIComponent(g.email)}`, admin)).json().data;
    expect(byEmail.items[0]).toMatchObject({ _id: g.id, email: g.email, isAdmin: false, isPremium: false, disabled: false });
    const view = (await call(t, 'GET', `/api/users/admin/${g.id}`, admin)).json().data;
    expect(view).toMatchObject({ _id: g.id, paidPro: false, proGrant: null, disabled: null, panelistStatus: 'Not Sent' });
  });
});

describe('a manual Pro grant', () => {
  it('is apart from paid Pro: granted with a reason and an end, revoked, each audited', async () => {
    const g = await createGolfer(t);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await act(admin, g.id, 'grant-pro', { reason: 'Tournament winner', until });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isPremium: true, paidPro: false, proGrant: { reason: 'Tournament winner', until, active: true } });
    expect((await me(t, g)).isPremium).toBe(true);
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).json().data.isPremium).toBe(true);
    expect((await act(admin, g.id, 'revoke-pro')).json().data).toMatchObject({ isPremium: false, proGrant: null });
    expect((await act(admin, g.id, 'revoke-pro')).statusCode).toBe(409);
    const [revoke, grant] = await auditOf(g.id);
    expect(grant).toMatchObject({ action: 'user.grant-pro', reason: 'Tournament winner', before: { proGrant: null }, after: { proGrant: { until, reason: 'Tournament winner' } } });
    expect(revoke).toMatchObject({ action: 'user.revoke-pro', before: { proGrant: { until } }, after: { proGrant: null } });
  });

  it('tells the golfer their Pro is a grant with nothing to manage; a subscriber can manage theirs (issue 24)', async () => {
    const g = await createGolfer(t);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await act(admin, g.id, 'grant-pro', { reason: 'Ambassador', until });
    const granted = (await call(t, 'GET', '/api/user/me', g)).json().data;
    expect(granted).toMatchObject({ isPremium: true, proGrant: { until }, canManageSubscription: false });
    const paid = await createGolfer(t);
    expect((await call(t, 'GET', '/api/user/me', paid)).json().data).toMatchObject({ proGrant: null, canManageSubscription: false });
    await subscribe(t, paid);
    expect((await call(t, 'GET', '/api/user/me', paid)).json().data).toMatchObject({ isPremium: true, proGrant: null, canManageSubscription: true });
  });

  it('ends at its end, and refuses an end in the past (400 naming until)', async () => {
    const g = await createGolfer(t);
    const past = await act(admin, g.id, 'grant-pro', { reason: 'x', until: new Date(Date.now() - 1000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(fieldErrors(past)).toEqual(['body:until must be in the future']);
    expect(fieldErrors(await act(admin, g.id, 'grant-pro', { reason: 'x', until: 'tomorrow' }))).toEqual(['body:until must be an ISO date-time']);
    await act(admin, g.id, 'grant-pro', { reason: 'Short', until: new Date(Date.now() + 60_000).toISOString() });
    await t.database.db.execute(sql`update users set pro_grant_until = now() - interval '1 second' where id = ${g.id}`);
    expect((await me(t, g)).isPremium).toBe(false);
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).json().data.isPremium).toBe(false);
    expect((await call(t, 'GET', `/api/users/admin/${g.id}`, admin)).json().data.proGrant).toMatchObject({ active: false });
  });

  it('survives the golfer\'s own subscription events (cancelled and ended after the grant)', async () => {
    const g = await createGolfer(t);
    await subscribe(t, g);
    await act(admin, g.id, 'grant-pro', { reason: 'Ambassador' });
    expect((await call(t, 'GET', `/api/users/admin/${g.id}`, admin)).json().data).toMatchObject({ isPremium: true, paidPro: true, proGrant: { reason: 'Ambassador' } });
    // The subscription ends: paid Pro goes, the grant stays.
    const portal = await openPortal(t, g);
    await portalAction(t, portal, 'cancel');
    await portalAction(t, portal, 'renew');
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, g.id)))[0]!.status).toBe('canceled');
    const row = await userRow(t, g);
    expect(row.isPremium).toBe(false);
    expect(row.proGrantReason).toBe('Ambassador');
    expect(row.proGrantedAt).not.toBeNull();
    expect((await me(t, g)).isPremium).toBe(true);
    // While the grant holds the golfer is Pro: a checkout is refused (the Pro card shows Active).
    expect((await checkout(t, g)).statusCode).toBe(409);
  });

  it('the older POST /api/users/admin/{id} sets the grant, never paid Pro', async () => {
    const g = await createGolfer(t);
    const res = await call(t, 'POST', `/api/users/admin/${g.id}`, admin, { isPremium: true });
    expect(res.json().data).toMatchObject({ isPremium: true, paidPro: false, proGrant: { until: null } });
    expect((await call(t, 'POST', `/api/users/admin/${g.id}`, admin, { isPremium: false })).json().data).toMatchObject({ isPremium: false, proGrant: null });
    expect((await auditOf(g.id)).map((e) => e.action)).toEqual(['user.revoke-pro', 'user.grant-pro']);
  });
});

describe('admin grants', () => {
  it('grants and revokes admin with an audit entry; an admin cannot revoke their own (400 naming id)', async () => {
    const g = await createGolfer(t);
    expect((await act(admin, g.id, 'grant-admin')).json().data.isAdmin).toBe(true);
    expect((await call(t, 'GET', '/api/admin/audit', g)).statusCode).toBe(200);
    expect((await act(admin, g.id, 'grant-admin')).statusCode).toBe(409);
    // The new admin cannot revoke themself; the first admin can.
    const self = await act(g, g.id, 'revoke-admin');
    expect(self.statusCode).toBe(400);
    expect(fieldErrors(self)).toEqual(['path:id you cannot revoke your own admin']);
    expect((await act(admin, g.id, 'revoke-admin')).json().data.isAdmin).toBe(false);
    expect((await call(t, 'GET', '/api/admin/audit', g)).statusCode).toBe(403);
    expect((await auditOf(g.id)).map((e) => e.action)).toEqual(['user.revoke-admin', 'user.grant-admin']);
  });
});

describe('disable and enable', () => {
  it('refuses the disabled golfer\'s token on their very next request, anywhere, until enabled', async () => {
    const g = await createGolfer(t);
    expect((await call(t, 'GET', '/api/user/me', g)).statusCode).toBe(200);
    const res = await act(admin, g.id, 'disable', { reason: 'Spam lists' });
    expect(res.json().data.disabled).toMatchObject({ reason: 'Spam lists' });
    // Every route says so the same way, with where to appeal (SUPPORT_EMAIL), so the client can tell the golfer (issue 32).
    for (const url of ['/api/user/me', '/api/courses?pageSize=1', '/api/panelists', '/api/bounded-courses?south=0&west=0&north=1&east=1&zoom=3']) {
      const next = await call(t, 'GET', url, g);
      expect(next.statusCode, url).toBe(403);
      expect(next.json()).toEqual({ status: 'error', message: 'This account has been disabled.', data: { accountDisabled: { supportEmail: 'appeals@tpl.example' } } });
    }
    expect((await act(admin, g.id, 'disable')).statusCode).toBe(409);
    await act(admin, g.id, 'enable');
    expect((await call(t, 'GET', '/api/user/me', g)).statusCode).toBe(200);
    expect((await act(admin, g.id, 'enable')).statusCode).toBe(409);
    const entries = await auditOf(g.id);
    expect(entries.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(entries[1]).toMatchObject({ reason: 'Spam lists', before: { disabled: null }, after: { disabled: { reason: 'Spam lists' } }, actor: { _id: admin.id } });
  });

  it('hides the disabled golfer\'s profile, lists, feed entries, search results and roster place', async () => {
    const g = await createGolfer(t, { displayName: 'Hidden Harriet' });
    const follower = await createGolfer(t);
    const [course] = await insertCourses(t, 1, 'Hidden Links');
    await call(t, 'POST', `/api/users/${g.id}/follow`, follower);
    await call(t, 'POST', '/api/lists/preset/courses-played/add', g, { courseId: course });
    const list = (await call(t, 'POST', '/api/lists', g, { name: 'Hidden list', kind: 'course', type: 'bucket_list' })).json().data._id;
    await call(t, 'POST', '/api/panelist', g, { message: 'me' });
    await call(t, 'POST', `/api/admin/panelist-requests/${g.id}`, admin, { status: 'Approved', reason: 'ok', from: 'Pending' });
    const feedActors = async () => (await call(t, 'GET', '/api/community/feed', follower)).json().data.items.map((e: { actor: { _id: string } }) => e.actor._id);
    expect(await feedActors()).toContain(g.id);

    await act(admin, g.id, 'disable', { reason: 'Abuse' });
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/users/${g.id}/played`, null)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/lists/${list}`, follower)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/lists/user/${g.id}`, null)).statusCode).toBe(404);
    const all = await call(t, 'GET', `/api/lists/user/${g.id}/all`, null);
    expect(all.statusCode === 404 || all.json().data.length === 0).toBe(true);
    expect((await call(t, 'GET', '/api/users/search?terms=hidden%20harriet', null)).json().data).toEqual([]);
    expect((await call(t, 'GET', '/api/panelists', null)).json().data.map((p: { user: { _id: string } }) => p.user._id)).not.toContain(g.id);
    expect(await feedActors()).not.toContain(g.id);
    // The admin still finds and views them.
    expect((await call(t, 'GET', `/api/users/admin/${g.id}`, admin)).json().data.disabled).toMatchObject({ reason: 'Abuse' });

    await act(admin, g.id, 'enable', { reason: 'Appeal accepted' });
    expect((await call(t, 'GET', `/api/users/${g.id}`, null)).statusCode).toBe(200);
    expect(await feedActors()).toContain(g.id);
  });

  it('refuses an admin disabling themself (400 naming id), an unknown golfer (404), a missing reason (400); nothing changes', async () => {
    const self = await act(admin, admin.id, 'disable');
    expect(self.statusCode).toBe(400);
    expect(fieldErrors(self)).toEqual(['path:id you cannot disable your own account']);
    expect((await call(t, 'GET', '/api/user/me', admin)).statusCode).toBe(200);
    const unknown = await act(admin, UNKNOWN_ID, 'disable');
    expect(unknown.statusCode).toBe(404);
    expect(fieldErrors(unknown)).toEqual(['path:id no such golfer']);
    expect(fieldErrors(await act(admin, golfer.id, 'disable', {}))).toEqual(['body:reason must be a string']);
    expect((await call(t, 'GET', '/api/user/me', golfer)).statusCode).toBe(200);
    expect(await auditOf(admin.id)).toEqual([]);
  });
});

describe('the audit log', () => {
  it('lists newest first, pages by cursor, filters by record', async () => {
    const g = await createGolfer(t);
    for (const action of ['grant-admin', 'revoke-admin', 'grant-pro', 'revoke-pro']) await act(admin, g.id, action);
    const first = (await call(t, 'GET', `/api/admin/audit?record=${g.id}&limit=3`, admin)).json().data;
    expect(first.items.map((e: { action: string }) => e.action)).toEqual(['user.revoke-pro', 'user.grant-pro', 'user.revoke-admin']);
    const rest = (await call(t, 'GET', `/api/admin/audit?record=${g.id}&limit=3&cursor=${first.nextCursor}`, admin)).json().data;
    expect(rest).toEqual({ items: [expect.objectContaining({ action: 'user.grant-admin' })], nextCursor: null });
    const all = (await call(t, 'GET', '/api/admin/audit?limit=100', admin)).json().data.items;
    const times = all.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is append-only: the database refuses UPDATE and DELETE', async () => {
    await act(admin, golfer.id, 'grant-pro', { reason: 'append-only check' });
    await expect(t.database.db.update(adminAudit).set({ reason: 'edited' })).rejects.toThrow();
    await expect(t.database.db.delete(adminAudit)).rejects.toThrow();
    expect((await auditOf(golfer.id))[0]!.reason).toBe('append-only check');
  });
});
