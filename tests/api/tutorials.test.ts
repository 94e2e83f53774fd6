/**
 * `GET /api/user/tutorials`, `PUT` and `DELETE /api/user/tutorials/{name}`: the tutorials a golfer
 * finished, remembered on the server, each golfer's their own.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTutorials } from '../../src/server/data/schema';
import { createGolfer, FORGED, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> } | null;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: Who) => t.app.inject({ method, url, headers: who?.auth });
const names = (res: { json(): { data: { tutorials: { name: string }[] } } }) => res.json().data.tutorials.map((x) => x.name);
const rows = (g: Golfer, tutorial: 'me' | 'explore') =>
  t.database.db.$count(userTutorials, and(eq(userTutorials.userId, g.id), eq(userTutorials.tutorial, tutorial)));

describe('the tutorials a golfer finished', () => {
  it('are none for a new golfer', async () => {
    const g = await createGolfer(t);
    const res = await call('GET', '/api/user/tutorials', g);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'OK', data: { tutorials: [] } });
  });

  it('PUT records one as done and answers the list; GET then has it', async () => {
    const g = await createGolfer(t);
    const before = Date.now();
    const put = await call('PUT', '/api/user/tutorials/explore', g);
    expect(put.statusCode).toBe(200);
    const [done] = put.json().data.tutorials;
    expect(done.name).toBe('explore');
    expect(new Date(done.completedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(new Date(done.completedAt).toISOString()).toBe(done.completedAt);

    const get = await call('GET', '/api/user/tutorials', g);
    expect(get.json().data).toEqual({ tutorials: [done] });
  });

  it('PUT twice keeps one record and its first time', async () => {
    const g = await createGolfer(t);
    const first = (await call('PUT', '/api/user/tutorials/me', g)).json().data.tutorials;
    const again = await call('PUT', '/api/user/tutorials/me', g);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.tutorials).toEqual(first);
    expect(await rows(g, 'me')).toBe(1);
  });

  it('lists both in the order me, explore whatever order they were done in', async () => {
    const g = await createGolfer(t);
    await call('PUT', '/api/user/tutorials/explore', g);
    expect(names(await call('PUT', '/api/user/tutorials/me', g))).toEqual(['me', 'explore']);
  });

  it('DELETE shows one again, answers the list, and is not an error twice', async () => {
    const g = await createGolfer(t);
    await call('PUT', '/api/user/tutorials/me', g);
    await call('PUT', '/api/user/tutorials/explore', g);
    const del = await call('DELETE', '/api/user/tutorials/explore', g);
    expect(del.statusCode).toBe(200);
    expect(names(del)).toEqual(['me']);
    expect(await rows(g, 'explore')).toBe(0);
    const again = await call('DELETE', '/api/user/tutorials/explore', g);
    expect(again.statusCode).toBe(200);
    expect(names(again)).toEqual(['me']);
    expect(names(await call('GET', '/api/user/tutorials', g))).toEqual(['me']);
  });

  it('answers 400 naming `name` for an unknown tutorial, and writes nothing', async () => {
    const g = await createGolfer(t);
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const name of ['tour', 'ME', '%00']) {
        const res = await call(method, `/api/user/tutorials/${name}`, g);
        expect(res.statusCode, `${method} ${name}`).toBe(400);
        const body = res.json();
        expect(body.status).toBe('error');
        expect(body.data.errors).toEqual([expect.objectContaining({ in: 'path', path: 'name' })]);
        if (name === 'tour') expect(body.data.errors[0].message).toBe('must be one of me, explore');
      }
    }
    expect(names(await call('GET', '/api/user/tutorials', g))).toEqual([]);
  });

  it('answers 401 signed out or with a bad token', async () => {
    for (const who of [null, { auth: FORGED }]) {
      for (const [method, url] of [['GET', '/api/user/tutorials'], ['PUT', '/api/user/tutorials/me'], ['DELETE', '/api/user/tutorials/me']] as const) {
        const res = await call(method, url, who);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 'error', data: null });
      }
    }
  });

  it("each golfer sees and changes only their own", async () => {
    const [a, b] = [await createGolfer(t), await createGolfer(t)];
    await call('PUT', '/api/user/tutorials/explore', a);
    expect(names(await call('GET', '/api/user/tutorials', b))).toEqual([]);
    await call('PUT', '/api/user/tutorials/me', b);
    expect(names(await call('GET', '/api/user/tutorials', a))).toEqual(['explore']);
    expect(names(await call('GET', '/api/user/tutorials', b))).toEqual(['me']);
    await call('DELETE', '/api/user/tutorials/explore', b);
    expect(names(await call('GET', '/api/user/tutorials', a))).toEqual(['explore']);
  });
});
