/**
 * The audit log reads like one (issue 32): names beside the ids (the actor's name and email, the
 * record's name, a deleted course's too), newest first, filters by who, what and when, and the
 * same filters as a CSV download whose formula-like cells are defused.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseInput } from './helpers/course-factory';
import { createGolfer, type Golfer } from './helpers/golfers';
import { call, fieldErrors } from './helpers/requests';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let ada: Golfer;
let bea: Golfer;
let golfer: Golfer;
let courseId: string;
let started: string;

type Entry = {
  _id: string; action: string; recordType: string; recordId: string; reason: string | null; createdAt: string;
  actor: { _id: string; email: string | null; name: string | null }; record: { name: string | null; exists: boolean };
};

beforeAll(async () => {
  const adaEmail = `ada-${Date.now()}@example.com`;
  t = await createTestApp({ adminEmails: [adaEmail] });
  ada = await createGolfer(t, { email: adaEmail, verified: true, displayName: 'Ada Curator' });
  bea = await createGolfer(t, { displayName: 'Bea Second' });
  golfer = await createGolfer(t, { displayName: 'Gus Golfer' });
  started = new Date(Date.now() - 1000).toISOString();
  const ok = async (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
  await ok(await call(t, 'POST', `/api/admin/users/${bea.id}/grant-admin`, ada, { reason: 'Second curator' }));
  await ok(await call(t, 'POST', `/api/admin/users/${golfer.id}/grant-pro`, bea, { reason: '=HYPERLINK("http://evil.example","prize")' }));
  const created = await call(t, 'POST', '/api/courses', ada, courseInput({ club_name: '+Plus Links' }));
  await ok(created);
  courseId = created.json().data._id;
  await ok(await call(t, 'PUT', `/api/courses/${courseId}`, bea, courseInput({ club_name: '@At Links', revision: created.json().data.updatedAt, reason: '-minus reason' })));
  await ok(await call(t, 'DELETE', `/api/courses/${courseId}`, ada, { reason: 'Closed for good' }));
});
afterAll(() => t.close());

const page = async (query = '', who: Golfer = ada) => {
  const res = await call(t, 'GET', `/api/admin/audit${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Entry[];
};

describe('the audit log', () => {
  it('names the actor and the record beside their ids, newest first', async () => {
    const items = await page();
    expect(items.map((e) => e.action)).toEqual(['course.delete', 'course.update', 'course.create', 'user.grant-pro', 'user.grant-admin']);
    const [del, update, create, grantPro, grantAdmin] = items;
    // Every entry of a gone course carries its last name (its create wrote another).
    expect(create).toMatchObject({ record: { name: '@At Links', exists: false } });
    expect(del).toMatchObject({ actor: { _id: ada.id, email: ada.email, name: 'Ada Curator' }, recordId: courseId, record: { name: '@At Links', exists: false }, reason: 'Closed for good' });
    expect(update).toMatchObject({ actor: { _id: bea.id, name: 'Bea Second' }, record: { name: '@At Links', exists: false } });
    expect(grantPro).toMatchObject({ actor: { name: 'Bea Second' }, recordType: 'user', recordId: golfer.id, record: { name: 'Gus Golfer', exists: true } });
    expect(grantAdmin).toMatchObject({ recordId: bea.id, record: { name: 'Bea Second', exists: true } });
    const times = items.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by who, what and when, and pages the filtered entries', async () => {
    expect((await page(`?actor=${bea.id}`)).map((e) => e.action)).toEqual(['course.update', 'user.grant-pro']);
    expect((await page('?action=course.delete')).map((e) => e.recordId)).toEqual([courseId]);
    expect((await page(`?actor=${ada.id}&action=course.create`)).map((e) => e.recordId)).toEqual([courseId]);
    expect(await page(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    expect(await page(`?to=${encodeURIComponent(started)}`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await page(`?from=${today}&to=${today}`)).toHaveLength(5);
    const first = (await call(t, 'GET', `/api/admin/audit?actor=${ada.id}&limit=1`, ada)).json().data;
    expect(first.items.map((e: Entry) => e.action)).toEqual(['course.delete']);
    const rest = await page(`?actor=${ada.id}&cursor=${first.nextCursor}`);
    expect(rest.map((e) => e.action)).toEqual(['course.create', 'user.grant-admin']);
  });

  it('refuses a range that ends before it starts, a bad date and a bad actor, naming the field', async () => {
    expect(fieldErrors(await call(t, 'GET', '/api/admin/audit?from=2026-03-02&to=2026-03-01', ada))).toEqual(['query:to must not be before from']);
    expect(fieldErrors(await call(t, 'GET', '/api/admin/audit?from=yesterday', ada))).toEqual(['query:from must be a date (YYYY-MM-DD) or an ISO date-time']);
    expect(fieldErrors(await call(t, 'GET', '/api/admin/audit?actor=ada', ada))).toEqual(['query:actor must be a UUID']);
  });

  it('offers the admins who acted and the actions the log holds as filter choices', async () => {
    const res = await call(t, 'GET', '/api/admin/audit/filters', ada);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      actors: [{ _id: ada.id, email: ada.email, name: 'Ada Curator' }, { _id: bea.id, email: bea.email, name: 'Bea Second' }],
      actions: ['course.create', 'course.delete', 'course.update', 'user.grant-admin', 'user.grant-pro'],
    });
  });

  it('downloads as CSV with the same filters, formula-like cells defused', async () => {
    const res = await call(t, 'GET', `/api/admin/audit.csv?actor=${bea.id}`, ada);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tpl-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['When (UTC)', 'Actor', 'Actor email', 'Actor id', 'Action', 'Record type', 'Record', 'Record id', 'Record still there', 'Reason', 'Before', 'After']);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[6], r[8], r[9]])).toEqual([
      ['Bea Second', 'course.update', "'@At Links", 'no', "'-minus reason"],
      ['Bea Second', 'user.grant-pro', 'Gus Golfer', 'yes', '\'=HYPERLINK("http://evil.example","prize")'],
    ]);
    // Before and after are the entry's JSON.
    expect(JSON.parse(rows[1]![10]!)).toMatchObject({ club_name: '+Plus Links' });
    const all = parse((await call(t, 'GET', '/api/admin/audit.csv', ada)).body, { bom: true }) as string[][];
    expect(all).toHaveLength(6);
    expect(fieldErrors(await call(t, 'GET', '/api/admin/audit.csv?limit=5', ada))).toEqual(['query:limit is not a known field']);
  });

  it('is for admins only', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv', '/api/admin/audit/filters']) {
      expect((await call(t, 'GET', url, golfer)).statusCode, url).toBe(403);
      expect((await call(t, 'GET', url, null)).statusCode, url).toBe(401);
    }
  });
});
