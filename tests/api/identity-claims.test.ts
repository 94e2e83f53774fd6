/**
 * What a sign-in token says about a golfer is the golfer's own say: its name and photo URL are
 * input like any other (issue 22, items 2 and 6). A name gets the rules of PUT /user/profile; a
 * photo URL is kept only from the identity provider's avatar hosts; and a picture file is removed
 * only when the server itself recorded it as that golfer's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/data/schema';
import { updateProfileSchema } from '../../src/shared/contracts/users.contract';
import { createTestUser } from './helpers/emulator-users';
import { createGolfer, type Golfer } from './helpers/golfers';
import { multipartBody, pngImage } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (who: { auth: Record<string, string> }) => t.app.inject({ url: '/api/user/me', headers: who.auth });
const upload = (who: { auth: Record<string, string> }, data: Buffer) => {
  const body = multipartBody([{ field: 'picture', filename: 'me.png', contentType: 'image/png', data }]);
  return t.app.inject({ method: 'POST', url: '/api/user/picture', headers: { ...who.auth, ...body.headers }, payload: body.payload });
};

describe('a display name from the sign-in token', () => {
  it.each([
    ['a NUL', 'Tiger\u0000Woods', 'Tiger Woods'],
    ['a right-to-left override', '\u202Esdoow regit', 'sdoow regit'],
    ['bidi isolates and embeddings', 'Ada \u2067Lovelace\u2069\u202B', 'Ada Lovelace'],
    ['a bell and a newline', 'Ada\u0007 Lovelace\n', 'Ada Lovelace'],
    ['a line separator', 'Ada\u2028Lovelace', 'Ada Lovelace'],
    ['more than 40 characters', `${'x'.repeat(38)}  yz`, 'x'.repeat(38)],
  ])('with %s is cleaned the way PUT /user/profile would accept it, never a 500', async (_what, name, expected) => {
    const u = await createTestUser({ displayName: name });
    const first = await me(u);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.displayName).toBe(expected);
    expect(updateProfileSchema.shape.displayName.safeParse(first.json().data.displayName).success).toBe(true);
    // Every later request of that golfer too, and what others see.
    expect((await me(u)).statusCode).toBe(200);
    const profile = await t.app.inject(`/api/users/${first.json().data._id}`);
    expect(profile.json().data.displayName).toBe(expected);
  });

  it('made only of control characters is replaced by the neutral default', async () => {
    const u = await createTestUser({ displayName: '\u0000\u202E \u0007' });
    const res = await me(u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.displayName).toMatch(/^Golfer \d{4}$/);
  });
});

describe('a picture URL from the sign-in token', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['a data URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a tracker', 'https://tracker.example.com/pixel.gif?who=golfer'],
    ['plain http from the avatar host', 'http://lh3.googleusercontent.com/a/ACg8ocK'],
    ['a look-alike host', 'https://lh3.googleusercontent.com.example.net/a/ACg8ocK'],
    ['our own file path', '/api/files/avatars/00000000-0000-4000-8000-000000000000/x.webp'],
  ])('is dropped when it is %s (initials are shown instead)', async (_what, photoUrl) => {
    const g = await createGolfer(t, { photoUrl });
    expect((await me(g)).json().data.photoURL).toBeNull();
    expect((await t.app.inject(`/api/users/${g.id}`)).json().data.picture).toBeNull();
  });

  it('is kept when it is an https avatar of the identity provider', async () => {
    const photoUrl = 'https://lh3.googleusercontent.com/a/ACg8ocKexample=s96-c';
    const g = await createGolfer(t, { photoUrl });
    expect((await me(g)).json().data.photoURL).toBe(photoUrl);
    expect((await t.app.inject(`/api/users/${g.id}`)).json().data.picture).toBe(photoUrl);
  });
});

describe('another golfer’s picture', () => {
  const victimWithPicture = async (): Promise<{ victim: Golfer; url: string }> => {
    const victim = await createGolfer(t);
    const res = await upload(victim, pngImage(64, 64));
    expect(res.statusCode, res.body).toBe(200);
    return { victim, url: res.json().data.photoURL };
  };

  it('survives a sign-up whose token names it as the photo, and that golfer’s upload', async () => {
    const { victim, url } = await victimWithPicture();
    for (const photoUrl of [url, `http://localhost${url}`]) {
      const attacker = await createGolfer(t, { photoUrl });
      expect((await upload(attacker, pngImage(32, 32))).statusCode).toBe(200);
      expect((await t.app.inject(url)).statusCode, photoUrl).toBe(200);
    }
    expect((await me(victim)).json().data.photoURL).toBe(url);
  });

  it('is never removed because a row’s URL points at it: only the file the server recorded for that golfer is', async () => {
    const { url } = await victimWithPicture();
    // A row as an earlier version could have left it: the URL of someone else's file, no file of its own.
    const other = await createGolfer(t);
    await t.database.db.update(users).set({ photoUrl: url }).where(eq(users.id, other.id));
    const res = await upload(other, pngImage(32, 32));
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject(url)).statusCode).toBe(200);
    // Their own next upload does remove their own previous file.
    const own: string = res.json().data.photoURL;
    expect((await upload(other, pngImage(16, 16))).statusCode).toBe(200);
    expect((await t.app.inject(own)).statusCode).toBe(404);
    expect((await t.app.inject(url)).statusCode).toBe(200);
  });
});
