/** Yards or metres (issue 34): the golfer's length unit through GET /api/user/me and PUT /api/user/profile. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/data/schema';
import { createGolfer, type Golfer } from './helpers/golfers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (g: Golfer) => t.app.inject({ url: '/api/user/me', headers: g.auth });
const putProfile = (g: Golfer, preferences: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: g.auth, payload: { displayName: 'Par Three', fullName: null, preferences } });
const base = { difficulty: 'none', architecture: 'none' };
const stored = async (g: Golfer) => (await t.database.db.select({ u: users.lengthUnit }).from(users).where(eq(users.id, g.id)))[0]!.u;

describe('the length unit preference', () => {
  it('starts unset (the browser decides) and is saved, answered and read back', async () => {
    const g = await createGolfer(t);
    expect((await me(g)).json().data.preferences).toEqual({ difficulty: 'none', architecture: 'none', lengthUnit: null });

    const saved = await putProfile(g, { ...base, lengthUnit: 'meter' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preferences.lengthUnit).toBe('meter');
    expect((await me(g)).json().data.preferences.lengthUnit).toBe('meter');
    expect(await stored(g)).toBe('meter');

    expect((await putProfile(g, { ...base, lengthUnit: 'yard' })).json().data.preferences.lengthUnit).toBe('yard');
    expect(await stored(g)).toBe('yard');
  });

  it('keeps the unit when a body leaves it out, and clears it with null', async () => {
    const g = await createGolfer(t);
    await putProfile(g, { ...base, lengthUnit: 'meter' });
    const without = await putProfile(g, { difficulty: 'hard', architecture: 'classic' });
    expect(without.statusCode).toBe(200);
    expect(without.json().data.preferences).toEqual({ difficulty: 'hard', architecture: 'classic', lengthUnit: 'meter' });

    const cleared = await putProfile(g, { ...base, lengthUnit: null });
    expect(cleared.json().data.preferences.lengthUnit).toBeNull();
    expect(await stored(g)).toBeNull();
  });

  it.each([['metres'], ['YARD'], [''], [3]])('refuses %j with a 400 naming preferences.lengthUnit, and changes nothing', async (bad) => {
    const g = await createGolfer(t);
    await putProfile(g, { ...base, lengthUnit: 'yard' });
    const res = await putProfile(g, { ...base, lengthUnit: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/preferences\.lengthUnit/);
    expect(JSON.stringify(res.json().data)).toContain('preferences.lengthUnit');
    expect(await stored(g)).toBe('yard');
  });

  it('is only the signed-in golfer\'s own: no sign-in, 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { displayName: 'X', fullName: null, preferences: { ...base, lengthUnit: 'meter' } } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a unit outside yards and metres in the database too', async () => {
    const g = await createGolfer(t);
    await expect(t.database.db.update(users).set({ lengthUnit: 'furlong' as 'yard' }).where(eq(users.id, g.id))).rejects.toThrow();
  });
});
