/**
 * Reports (issue 35): POST /api/reports (the reason required and bounded, the subject there and
 * visible to the reporter, never one's own, at most 10 open), and the admins' GET /api/admin/reports
 * with the reported thing in context, dismiss and act (each audited, the moderation that fits the
 * subject and the report's closing in one transaction, a report handled once).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { addItem, createList, getList } from './helpers/lists';
import { call, fieldErrors, insertCourses, type Who } from './helpers/requests';
import type { TestApp } from './helpers/test-app';
import { expectConsoleError } from '../support/fail-on-console-error';

let t: TestApp;
let admin: Golfer;
let courseIds: string[];
beforeAll(async () => {
  ({ t, admin } = await createAppWithGolferAndAdmin());
  courseIds = await insertCourses(t, 3, 'Reported');
});
afterAll(() => t.close());

const report = (who: Who, kind: string, id: string, reason: unknown = 'Rude and offensive.') => call(t, 'POST', '/api/reports', who, { subject: { kind, id }, reason });
const queue = async (status = 'open') => {
  const res = await call(t, 'GET', `/api/admin/reports?status=${status}&pageSize=100`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as { _id: string; reason: string; subject: Record<string, unknown>; reporter: { _id: string }; status: string; action: string | null }[];
};
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as { action: string; reason: string }[];

describe('POST /api/reports', () => {
  it('needs a reason of at most 2,000 characters, a subject kind it knows, and a thing the reporter can see', async () => {
    const [g, other] = [await createGolfer(t), await createGolfer(t)];
    expect(fieldErrors(await report(g, 'user', other.id, ''))).toEqual([expect.stringMatching(/^body:reason /)]);
    expect(fieldErrors(await report(g, 'user', other.id, 'x'.repeat(2001)))).toEqual([expect.stringMatching(/^body:reason /)]);
    expect(fieldErrors(await report(g, 'course', other.id))).toEqual([expect.stringMatching(/^body:subject\.kind /)]);
    expect((await report(g, 'user', UNKNOWN_ID)).statusCode).toBe(404);
    const secret = await createList(t, other, { name: 'Private one', isPublic: false });
    expect((await report(g, 'list', secret)).statusCode).toBe(404);
    expect((await report(g, 'user', g.id)).statusCode).toBe(400);
    expect((await report(null, 'user', other.id)).statusCode).toBe(401);
    expect(await queue()).not.toEqual(expect.arrayContaining([expect.objectContaining({ reporter: { _id: g.id } })]));
  });

  it('keeps at most 10 open reports per golfer', async () => {
    const g = await createGolfer(t);
    const targets = await Promise.all(Array.from({ length: 11 }, () => createGolfer(t)));
    for (const target of targets.slice(0, 10)) expect((await report(g, 'user', target.id)).statusCode).toBe(201);
    const eleventh = await report(g, 'user', targets[10]!.id);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toMatch(/10 open reports/);
  });
});

describe('the admins\' reports', () => {
  it('shows the reported thing in context; act hides the list (audited, the report closed); a second handling is refused', async () => {
    const [reporter, owner] = [await createGolfer(t), await createGolfer(t, { displayName: 'Owner' })];
    const list = await createList(t, owner, { name: 'Offensive Name', isPublic: true });
    const created = await report(reporter, 'list', list, 'The name is a slur.');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const [entry] = (await queue()).filter((r) => r._id === id);
    expect(entry).toMatchObject({ reason: 'The name is a slur.', reporter: { _id: reporter.id }, subject: { kind: 'list', list: { _id: list, name: 'Offensive Name', isPublic: true, hidden: null } } });

    expect((await call(t, 'GET', '/api/admin/reports', reporter)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/admin/reports/${id}/act`, admin, { action: 'disable-user', reason: 'x' })).statusCode).toBe(400);
    const acted = await call(t, 'POST', `/api/admin/reports/${id}/act`, admin, { action: 'hide-list', reason: 'Slur in the name' });
    expect(acted.statusCode, acted.body).toBe(200);
    expect(acted.json().data).toMatchObject({ status: 'actioned', action: 'hide-list' });
    expect((await getList(t, list, owner)).hidden).toMatchObject({ reason: 'Slur in the name' });
    expect((await call(t, 'GET', `/api/lists/${list}`, reporter)).statusCode).toBe(404);
    expect((await auditOf(id)).map((a) => a.action)).toContain('report.act');
    expect((await queue('actioned')).map((r) => r._id)).toContain(id);
    expect((await call(t, 'POST', `/api/admin/reports/${id}/dismiss`, admin, {})).statusCode).toBe(409);
  });

  it('dismisses a report of a note with a reason, audited; the note stays', async () => {
    const [reporter, owner] = [await createGolfer(t), await createGolfer(t)];
    const list = await createList(t, owner, { name: 'Notes', isPublic: true });
    const item = await addItem(t, owner, list, { course: courseIds[0]!, note: 'Greens were slow.' });
    const created = await report(reporter, 'note', item, 'Not true.');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    expect((await queue()).find((r) => r._id === id)?.subject).toMatchObject({ kind: 'note', note: { text: 'Greens were slow.', hidden: null } });
    const dismissed = await call(t, 'POST', `/api/admin/reports/${id}/dismiss`, admin, { reason: 'An opinion, not abuse.' });
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', action: null });
    expect((await auditOf(id)).map((a) => a.action)).toContain('report.dismiss');
    expect((await getList(t, list, reporter)).items[0]!.note).toBe('Greens were slow.');
  });

  it('acts and closes in one transaction: when closing the report fails, the list is not hidden either', async () => {
    const [reporter, owner] = [await createGolfer(t), await createGolfer(t)];
    const list = await createList(t, owner, { name: 'Spam list', isPublic: true });
    const id = (await report(reporter, 'list', list, 'Spam.')).json().data._id as string;
    // The report's own write fails after the moderation's (as a lost connection or a full disk would).
    await t.database.db.execute(sql.raw(`create function refuse_report_close() returns trigger language plpgsql as $$
      begin raise exception 'closing a report fails here'; end $$`));
    await t.database.db.execute(sql.raw('create trigger refuse_report_close before update on reports for each row execute function refuse_report_close()'));
    expectConsoleError(/closing a report fails here/);
    try {
      const acted = await call(t, 'POST', `/api/admin/reports/${id}/act`, admin, { action: 'hide-list', reason: 'Spam' });
      expect(acted.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_report_close on reports'));
      await t.database.db.execute(sql.raw('drop function refuse_report_close()'));
    }
    expect((await getList(t, list, owner)).hidden).toBeNull();
    expect((await auditOf(list)).map((a) => a.action)).not.toContain('list.hide');
    expect((await queue()).map((r) => r._id)).toContain(id);
    const again = await call(t, 'POST', `/api/admin/reports/${id}/act`, admin, { action: 'hide-list', reason: 'Spam' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await getList(t, list, owner)).hidden).toMatchObject({ reason: 'Spam' });
  });

  it('leaves the report open when its action is refused (an admin reported cannot disable themselves through it)', async () => {
    const reporter = await createGolfer(t);
    const id = (await report(reporter, 'user', admin.id, 'Rude.')).json().data._id as string;
    const acted = await call(t, 'POST', `/api/admin/reports/${id}/act`, admin, { action: 'disable-user', reason: 'x' });
    expect(acted.statusCode).toBe(400);
    expect((await queue()).map((r) => r._id)).toContain(id);
    expect((await auditOf(id)).map((a) => a.action)).not.toContain('report.act');
  });
});
