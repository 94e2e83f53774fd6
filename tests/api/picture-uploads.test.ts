/**
 * Picture uploads under bad input and load (issue 22, item 7): a broken body or more than one file
 * is a 400 with nothing stored; a picture of more pixels than a profile picture needs is a 400; a
 * golfer has an upload limit (429), and the server decodes only a few pictures at once, answering
 * 503 with Retry-After when too many wait.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodesAtOnce, DECODES_WAITING } from '../../src/server/storage/upload-limits';
import { createGolfer, type Golfer } from './helpers/golfers';
import { multipartBody, pngImage, type FilePart } from './helpers/images';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = { payload: Buffer; headers: Record<string, string> };
const upload = (who: { auth: Record<string, string> }, body: Body) =>
  t.app.inject({ method: 'POST', url: '/api/user/picture', headers: { ...who.auth, ...body.headers }, payload: body.payload });
const file = (data: Buffer, field = 'picture'): FilePart => ({ field, filename: 'me.png', contentType: 'image/png', data });
const photoOf = async (g: Golfer): Promise<string | null> =>
  (await t.app.inject({ url: '/api/user/me', headers: g.auth })).json().data.photoURL;
const storedFiles = (g: Golfer): string[] => {
  const dir = path.join(t.uploadsDir, 'avatars', g.id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

/** A 400 in the envelope naming the picture field, and nothing stored or changed. */
async function expectRefused(g: Golfer, res: Awaited<ReturnType<typeof upload>>, message: RegExp, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
  expect(res.json().data.errors).toEqual([{ in: 'body', path: 'picture', message: res.json().message }]);
  expect(await photoOf(g)).toBeNull();
  expect(storedFiles(g)).toEqual([]);
}

describe('a broken or crowded upload', () => {
  it('refuses a body cut off in the middle of the file with 400', async () => {
    const g = await createGolfer(t);
    const whole = multipartBody([file(pngImage(300, 300))]);
    for (const cut of [whole.payload.length - 10, Math.floor(whole.payload.length / 2), 150]) {
      await expectRefused(g, await upload(g, { ...whole, payload: whole.payload.subarray(0, cut) }), /^The upload is not a valid multipart\/form-data body\.$/);
    }
    // Cut before the file began, it has no picture in it (the parser cannot tell that from an empty form).
    await expectRefused(g, await upload(g, { ...whole, payload: whole.payload.subarray(0, 60) }), /^Attach the picture/);
  });

  it('refuses three files in one upload with 400, whichever fields they are in', async () => {
    const g = await createGolfer(t);
    const png = pngImage(32, 32);
    for (const fields of [['picture', 'picture', 'picture'], ['picture', 'avatar', 'other'], ['picture', 'picture']]) {
      await expectRefused(g, await upload(g, multipartBody(fields.map((f) => file(png, f)))), /Send one picture/);
    }
    // One picture and a text field beside it is still one picture.
    expect((await upload(g, multipartBody([file(png)], { caption: 'me' }))).statusCode).toBe(200);
  });

  it('refuses a picture of more than 24 megapixels with 400 before decoding it', async () => {
    const g = await createGolfer(t);
    await expectRefused(g, await upload(g, multipartBody([file(pngImage(6001, 4000))])), /at most 24 megapixels/);
    expect((await upload(g, multipartBody([file(pngImage(6000, 4000))]))).statusCode).toBe(200);
  });
});

describe('upload limits', () => {
  it('lets a golfer upload 10 pictures in 10 minutes, then answers 429 with Retry-After; others are not held back', async () => {
    const [g, other] = [await createGolfer(t), await createGolfer(t)];
    const body = multipartBody([file(pngImage(16, 16))]);
    for (let i = 0; i < 10; i++) expect((await upload(g, body)).statusCode, `upload ${i + 1}`).toBe(200);
    const limited = await upload(g, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'error', message: expect.stringMatching(/^Too many picture uploads\. Try again in \d+ minutes?\.$/), data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    // Refused before its body was read, a large upload closes the connection rather than have the
    // server read the rest; a small refused request keeps it.
    expect((await upload(g, multipartBody([file(Buffer.alloc(1024 * 1024, 1))]))).headers.connection).toBe('close');
    const small = await t.app.inject({ method: 'POST', url: '/api/user/picture', headers: g.auth, payload: { picture: 'x' } });
    expect(small.statusCode).toBe(429);
    expect(small.headers.connection).not.toBe('close');
    expect((await upload(other, body)).statusCode).toBe(200);
  });

  it('decodes a few pictures at once; when too many wait, answers 503 with Retry-After, never a 500', async () => {
    // More uploads at once than the decoders and their line hold, on any number of cores.
    const golfers = await Promise.all(Array.from({ length: decodesAtOnce(os.availableParallelism()) + DECODES_WAITING + 7 }, () => createGolfer(t)));
    // 20 megapixels: a decode long enough for every upload to arrive while the first is under way.
    const body = multipartBody([file(pngImage(5000, 4000))]);
    const answers = await Promise.all(golfers.map((g) => upload(g, body)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503), statuses.join(' ')).toBe(true);
    expect(statuses.filter((s) => s === 200).length, statuses.join(' ')).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length, statuses.join(' ')).toBeGreaterThanOrEqual(1);
    for (const r of busy) {
      expect(r.json()).toEqual({ status: 'error', message: 'Too many pictures are being processed right now. Try again in a few seconds.', data: null });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The refused ones changed nothing.
    for (const [i, g] of golfers.entries()) {
      if (statuses[i] === 503) expect(await photoOf(g)).toBeNull();
    }
  }, 120_000);
});
