/**
 * Notes and reactions on list items: the owner's note and reaction, other golfers' reactions (one
 * each, counted), who reacted, and who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { addItem, createList, getList } from './helpers/lists';
import { createTestApp, type TestApp } from './helpers/test-app';
import { call, fieldErrors, insertCourses } from './helpers/requests';

let t: TestApp;
let c: string[];

beforeAll(async () => {
  t = await createTestApp();
  c = await insertCourses(t, 3);
});
afterAll(() => t.close());

const post = (who: Golfer | null, url: string, body?: unknown) => call(t, 'POST', url, who, body);

async function listWithItem(isPublic = true) {
  const owner = await createGolfer(t, { displayName: 'Owner' });
  const list = await createList(t, owner, { type: 'most_fun', isPublic });
  const item = await addItem(t, owner, list, { course: c[0]!, bucket: 'loved' });
  return { owner, list, item };
}

describe('notes', () => {
  it('the owner writes, changes and clears a note (multi-line kept, an empty note is no note)', async () => {
    const { owner, list, item } = await listWithItem();
    const res = await post(owner, `/api/lists/${list}/items/${item}/note`, { note: '  Wind off the sea.\nPlay it twice.  ' });
    expect(res.json()).toEqual({ status: 'success', message: 'Note saved.', data: { _id: item, note: 'Wind off the sea.\nPlay it twice.' } });
    expect((await getList(t, list)).items[0]!.note).toBe('Wind off the sea.\nPlay it twice.');
    expect((await post(owner, `/api/lists/${list}/items/${item}/note`, { note: '' })).json().data.note).toBeNull();
    expect((await getList(t, list)).items[0]!.note).toBeNull();
  });

  it('refuses a note over 2,000 characters, a control character and an item of another list; nothing changes', async () => {
    const { owner, list, item } = await listWithItem();
    const other = await createList(t, owner, { name: 'Other', type: 'bucket_list' });
    const foreign = await addItem(t, owner, other, { course: c[1]! });
    await post(owner, `/api/lists/${list}/items/${item}/note`, { note: 'Keep me' });
    expect(fieldErrors(await post(owner, `/api/lists/${list}/items/${item}/note`, { note: 'x'.repeat(2001) }))).toEqual(['body:note must be at most 2000 characters']);
    expect(fieldErrors(await post(owner, `/api/lists/${list}/items/${item}/note`, { note: 'a\u0000b' }))).toEqual(['body:note must not contain control characters']);
    const wrong = await post(owner, `/api/lists/${list}/items/${foreign}/note`, { note: 'Nope' });
    expect([wrong.statusCode, fieldErrors(wrong)]).toEqual([404, ['body:itemId is not an item of this list']]);
    expect((await getList(t, list)).items[0]!.note).toBe('Keep me');
    expect((await getList(t, other)).items[0]!.note).toBeNull();
  });
});

describe('reactions', () => {
  it("the owner's reaction is the item's own; other golfers each have one, counted, and see their own", async () => {
    const { owner, list, item } = await listWithItem();
    const [ann, bob] = [await createGolfer(t, { displayName: 'Ann' }), await createGolfer(t, { displayName: 'Bob' })];
    const own = await post(owner, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'fire' });
    expect(own.json().data).toEqual({ _id: item, reaction: 'fire', viewerReaction: null, reactions: [] });
    await post(ann, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'love' });
    await post(bob, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'wow' });
    // Ann changes her mind: still one reaction of hers.
    const changed = await post(ann, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'wow' });
    expect(changed.json().data).toEqual({ _id: item, reaction: 'fire', viewerReaction: 'wow', reactions: [{ reaction: 'wow', count: 2 }] });
    expect((await getList(t, list, bob)).items[0]).toMatchObject({ reaction: 'fire', viewerReaction: 'wow', reactions: [{ reaction: 'wow', count: 2 }] });
    expect((await getList(t, list, null)).items[0]!.viewerReaction).toBeNull();

    const who = (await call(t, 'GET', `/api/lists/list-items/${item}/reactions`, null)).json().data;
    expect(who.map((r: { user: { displayName: string }; reaction: string }) => [r.user.displayName, r.reaction])).toEqual([['Ann', 'wow'], ['Bob', 'wow']]);

    expect((await post(bob, `/api/lists/${list}/items/${item}/reaction`, { reaction: null })).json().data.reactions).toEqual([{ reaction: 'wow', count: 1 }]);
  });

  it('refuses reactions outside the set and private lists of others (404); signed out is 401', async () => {
    const { list, item } = await listWithItem(false);
    const stranger = await createGolfer(t);
    const bad = await post(stranger, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'thumbs_down' });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual(['body:reaction must be one of love, fire, must_play, clap, wow, hmm']);
    expect((await post(stranger, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'love' })).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/lists/list-items/${item}/reactions`, stranger)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/lists/list-items/${UNKNOWN_ID}/reactions`, stranger)).statusCode).toBe(404);
    expect((await post(null, `/api/lists/${list}/items/${item}/reaction`, { reaction: 'love' })).statusCode).toBe(401);
  });
});
