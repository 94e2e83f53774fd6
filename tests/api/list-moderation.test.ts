/**
 * Lists moderation (issue 24): admins hide and unhide a list or an item's note with a reason. A
 * hidden list leaves every public read (profile, a golfer's lists, saved lists, the feed, the
 * community ranking's ballots) and stays its owner's with the reason; a hidden note reads as none
 * to others. Each action is audited; refusals change nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIN_GOLFERS } from '../../src/shared/domain/community-rankings';
import { rankCourses, rankedIds } from './helpers/community';
import { createAppWithGolferAndAdmin, createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { addItem, createList, getList } from './helpers/lists';
import { call, fieldErrors, insertCourses, type Who } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let owner: Golfer;
let other: Golfer;
let courseIds: string[];

beforeAll(async () => {
  ({ t, admin } = await createAppWithGolferAndAdmin());
  other = await createGolfer(t);
  courseIds = await insertCourses(t, 4, 'Moderated');
});
afterAll(() => t.close());
// A new owner per test: free golfers keep up to 5 lists.
beforeEach(async () => {
  owner = await createGolfer(t);
});

const hide = (who: Who, id: string, body: object = { reason: 'Offensive name.' }) => call(t, 'POST', `/api/admin/lists/${id}/hide`, who, body);
const unhide = (who: Who, id: string, body: object = { reason: 'Renamed.' }) => call(t, 'POST', `/api/admin/lists/${id}/unhide`, who, body);
const note = (who: Who, itemId: string, action: 'hide' | 'unhide', body: object = { reason: 'Rude note.' }) =>
  call(t, 'POST', `/api/admin/list-items/${itemId}/${action}-note`, who, body);
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as {
  action: string; recordType: string; before: Record<string, unknown>; after: Record<string, unknown>; reason: string;
}[];
const ids = (items: { _id: string }[]) => items.map((i) => i._id);

describe('who may moderate', () => {
  it('is admins only: 401 signed out, 403 for a golfer, nothing changed', async () => {
    const list = await createList(t, owner, { name: 'Authz' });
    const item = await addItem(t, owner, list, { course: courseIds[0]!, note: 'A note', bucket: 'loved' });
    for (const [who, status] of [[null, 401], [other, 403], [owner, 403]] as const) {
      expect((await hide(who, list)).statusCode).toBe(status);
      expect((await unhide(who, list)).statusCode).toBe(status);
      expect((await note(who, item, 'hide')).statusCode).toBe(status);
      expect((await call(t, 'GET', `/api/admin/lists/${list}`, who)).statusCode).toBe(status);
    }
    expect((await getList(t, list, other)).items[0]!.note).toBe('A note');
    expect(await auditOf(list)).toEqual([]);
  });
});

describe('hiding a list', () => {
  it('takes it out of every public read and keeps it, with the reason, for its owner', async () => {
    expect((await call(t, 'POST', `/api/users/${owner.id}/follow`, other)).statusCode).toBe(200);
    const list = await createList(t, owner, { name: 'Rude name' });
    await addItem(t, owner, list, { course: courseIds[0]!, bucket: 'loved' });
    const feedHas = async () => (await call(t, 'GET', '/api/community/feed', other)).body.includes(list);
    expect(await feedHas()).toBe(true);
    expect((await call(t, 'POST', `/api/lists/${list}/add`, other)).statusCode).toBe(200);
    const res = await hide(admin, list);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: list, hidden: { reason: 'Offensive name.' } });

    // Others: 404 on the list, gone from the owner's lists, their saved lists and the profile's count.
    for (const who of [null, other]) expect((await call(t, 'GET', `/api/lists/${list}`, who)).statusCode).toBe(404);
    expect(ids((await call(t, 'GET', `/api/lists/user/${owner.id}`, other)).json().data.items)).not.toContain(list);
    expect(ids((await call(t, 'GET', `/api/lists/user/${owner.id}/all`, null)).json().data)).not.toContain(list);
    expect(ids((await call(t, 'GET', '/api/lists/user/saved', other)).json().data.items)).not.toContain(list);
    const profile = (await call(t, 'GET', `/api/users/${owner.id}`, null)).json().data;
    expect(await feedHas()).toBe(false);
    // Others cannot react to its items either.
    const itemId = (await getList(t, list, owner)).items[0]!._id;
    expect((await call(t, 'POST', `/api/lists/${list}/items/${itemId}/reaction`, other, { reaction: 'love' })).statusCode).toBe(404);

    // The owner: the list, with when and why.
    const mine = await getList(t, list, owner);
    expect(mine.hidden).toMatchObject({ reason: 'Offensive name.' });
    expect(Date.parse(mine.hidden!.at)).toBeGreaterThan(Date.now() - 60_000);
    const ownRow = (await call(t, 'GET', `/api/lists/user/${owner.id}/all`, owner)).json().data.find((l: { _id: string }) => l._id === list);
    expect(ownRow.hidden).toMatchObject({ reason: 'Offensive name.' });
    // The owner may still edit it; it stays hidden.
    expect((await call(t, 'POST', `/api/lists/${list}`, owner, { name: 'Kind name' })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/lists/${list}`, other)).statusCode).toBe(404);

    // Unhidden: back everywhere.
    expect((await unhide(admin, list)).json().data).toEqual({ _id: list, hidden: null });
    expect((await getList(t, list, other)).name).toBe('Kind name');
    expect(ids((await call(t, 'GET', '/api/lists/user/saved', other)).json().data.items)).toContain(list);
    expect((await call(t, 'GET', `/api/users/${owner.id}`, null)).json().data.counts.lists).toBe(profile.counts.lists + 1);
    expect((await getList(t, list, owner)).hidden).toBeNull();
    expect(await feedHas()).toBe(true);
  });

  it('is audited in each direction, and refuses hiding twice or unhiding a shown list (409, nothing written)', async () => {
    const list = await createList(t, owner, { name: 'Twice' });
    expect((await unhide(admin, list)).statusCode).toBe(409);
    expect((await hide(admin, list)).statusCode).toBe(200);
    expect((await hide(admin, list, { reason: 'Again' })).statusCode).toBe(409);
    expect((await unhide(admin, list)).statusCode).toBe(200);
    const [shown, hidden] = await auditOf(list);
    expect(hidden).toMatchObject({ action: 'list.hide', recordType: 'list', reason: 'Offensive name.', before: { hidden: null }, after: { hidden: { reason: 'Offensive name.' } } });
    expect(shown).toMatchObject({ action: 'list.unhide', recordType: 'list', reason: 'Renamed.', before: { hidden: { reason: 'Offensive name.' } }, after: { hidden: null } });
    expect(await auditOf(list)).toHaveLength(2);
  });

  it('refuses bad input with the field named: unknown list, no reason, a reason over 500 characters', async () => {
    const list = await createList(t, owner, { name: 'Bad input' });
    const unknown = await hide(admin, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(fieldErrors(unknown)).toEqual(['path:id no such list']);
    expect(fieldErrors(await hide(admin, list, {}))[0]).toMatch(/^body:reason /);
    const long = await hide(admin, list, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(fieldErrors(long)[0]).toMatch(/^body:reason /);
    expect((await getList(t, list, other)).hidden).toBeNull();
    expect(await auditOf(list)).toEqual([]);
  });

  it('lets admins read any list, hidden or private, through GET /api/admin/lists/{id}', async () => {
    const list = await createList(t, owner, { name: 'Private', isPublic: false });
    await hide(admin, list);
    const res = await call(t, 'GET', `/api/admin/lists/${list}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: list, isPublic: false, hidden: { reason: 'Offensive name.' } });
    expect((await call(t, 'GET', `/api/admin/lists/${UNKNOWN_ID}`, admin)).statusCode).toBe(404);
  });

  it('leaves the community ranking\'s ballots once recomputed', async () => {
    const golfers = [owner, other, ...(await Promise.all(Array.from({ length: MIN_GOLFERS - 1 }, () => createGolfer(t))))];
    const [a, b] = [courseIds[2]!, courseIds[3]!];
    const lists = [];
    for (const g of golfers.slice(0, MIN_GOLFERS)) lists.push(await rankCourses(t, g, [a, b], { type: 'best_value' }));
    const url = '/api/lists/preset?kind=course&type=best_value';
    await t.communityRankings.recompute([{ kind: 'course', type: 'best_value' }]);
    expect(await rankedIds(t, url)).toEqual([a, b]);
    await hide(admin, lists[0]!);
    await t.communityRankings.recompute([{ kind: 'course', type: 'best_value' }]);
    expect(await rankedIds(t, url)).toEqual([]);
    await unhide(admin, lists[0]!);
    await t.communityRankings.recompute([{ kind: 'course', type: 'best_value' }]);
    expect(await rankedIds(t, url)).toEqual([a, b]);
  });
});

describe('hiding a note', () => {
  it('shows others no note and the owner the note with the reason; unhidden, everyone reads it again', async () => {
    const list = await createList(t, owner, { name: 'Notes' });
    const item = await addItem(t, owner, list, { course: courseIds[1]!, note: 'Something rude', bucket: 'loved' });
    const res = await note(admin, item, 'hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: item, listId: list, noteHidden: { reason: 'Rude note.' } });
    for (const who of [null, other]) {
      const seen = (await getList(t, list, who)).items[0]!;
      expect(seen.note).toBeNull();
      expect(seen.noteHidden ?? null).toBeNull();
    }
    const own = (await getList(t, list, owner)).items[0]!;
    expect(own).toMatchObject({ note: 'Something rude', noteHidden: { reason: 'Rude note.' } });
    expect((await call(t, 'GET', `/api/admin/lists/${list}`, admin)).json().data.items[0]).toMatchObject({ note: 'Something rude', noteHidden: { reason: 'Rude note.' } });
    expect((await note(admin, item, 'hide')).statusCode).toBe(409);
    expect((await note(admin, item, 'unhide', { reason: 'Fine after all.' })).statusCode).toBe(200);
    expect((await getList(t, list, other)).items[0]!.note).toBe('Something rude');
    const [shown, hidden] = await auditOf(item);
    expect(hidden).toMatchObject({ action: 'list-item.hide-note', recordType: 'list-item', reason: 'Rude note.', after: { listId: list, noteHidden: { reason: 'Rude note.' } } });
    expect(shown).toMatchObject({ action: 'list-item.unhide-note', recordType: 'list-item', reason: 'Fine after all.', after: { noteHidden: null } });
  });

  it('refuses an item without a note (409), an unknown item (404 naming itemId) and a long reason, nothing written', async () => {
    const list = await createList(t, owner, { name: 'No note' });
    const item = await addItem(t, owner, list, { course: courseIds[1]!, bucket: 'loved' });
    expect((await note(admin, item, 'hide')).statusCode).toBe(409);
    expect((await note(admin, item, 'unhide')).statusCode).toBe(409);
    const unknown = await note(admin, UNKNOWN_ID, 'hide');
    expect(unknown.statusCode).toBe(404);
    expect(fieldErrors(unknown)).toEqual(['path:itemId no such list item']);
    expect(fieldErrors(await note(admin, item, 'hide', { reason: 'x'.repeat(501) }))[0]).toMatch(/^body:reason /);
    expect(await auditOf(item)).toEqual([]);
  });
});
