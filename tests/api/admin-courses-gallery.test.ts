/**
 * The admin console's course writes (issue 24): gallery uploads (resized WebP in the file store,
 * appended to the gallery; not an image, over 10 MB or a full gallery refused naming the field,
 * nothing stored), the audit entry of every course create, update, delete and upload, and the
 * authorization of each (anonymous 401, golfer 403, admin ok).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseInput } from './helpers/course-factory';
import { createAppWithGolferAndAdmin, UNKNOWN_ID, type Golfer } from './helpers/golfers';
import { multipartBody, pngImage, webpSize, type FilePart } from './helpers/images';
import { call, fieldErrors } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let golfer: Golfer;

beforeAll(async () => {
  ({ t, golfer, admin } = await createAppWithGolferAndAdmin());
});
afterAll(() => t.close());

type Body = { payload: Buffer; headers: Record<string, string> };
const upload = (id: string, who: Golfer | null, body: Body) =>
  t.app.inject({ method: 'POST', url: `/api/admin/courses/${id}/gallery`, headers: { ...(who?.auth ?? {}), ...body.headers }, payload: body.payload });
const image = (data: Buffer, field = 'image', contentType = 'image/png'): FilePart => ({ field, filename: 'hole.png', contentType, data });
const stored = (id: string): string[] => {
  const dir = path.join(t.uploadsDir, 'courses', id);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const auditOf = async (record: string) => (await call(t, 'GET', `/api/admin/audit?record=${record}`, admin)).json().data.items as {
  action: string; recordType: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; actor: { _id: string; email: string };
}[];
/** The course's revision now (a change names the one it read). */
const revision = async (id: string): Promise<string> => (await call(t, 'GET', `/api/courses/${id}`, null)).json().data.updatedAt;
async function newCourse(name: string): Promise<string> {
  const res = await call(t, 'POST', '/api/courses', admin, courseInput({ club_name: name, gallery: [] }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

describe('course writes are audited', () => {
  it('records create, update and delete with who, before and after', async () => {
    const id = await newCourse('Audited Links');
    const put = await call(t, 'PUT', `/api/courses/${id}`, admin, courseInput({
      club_name: 'Audited Links Renamed', location: { lat: 56.2, lng: -3.1 }, revision: await revision(id), reason: 'Moved the pin',
    }));
    expect(put.statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/api/courses/${id}`, admin, { reason: 'Closed' })).statusCode).toBe(200);
    const [del, update, create] = await auditOf(id);
    expect(create).toMatchObject({ action: 'course.create', recordType: 'course', actor: { _id: admin.id, email: admin.email }, before: null, after: { _id: id, club_name: 'Audited Links' } });
    expect(update).toMatchObject({
      action: 'course.update', before: { club_name: 'Audited Links', location: { lat: 56, lng: -3 } }, after: { club_name: 'Audited Links Renamed', location: { lat: 56.2, lng: -3.1 } },
      reason: 'Moved the pin',
    });
    expect(del).toMatchObject({ action: 'course.delete', before: { club_name: 'Audited Links Renamed' }, after: null, reason: 'Closed' });
  });

  it('records nothing for a refused write', async () => {
    const id = await newCourse('Refused Write');
    const bad = await call(t, 'PUT', `/api/courses/${id}`, admin, courseInput({ videos: [{ youtubeId: 'https://youtu.be/x' }] }));
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual(['body:videos.0.youtubeId must be an 11-character YouTube video id']);
    expect((await call(t, 'PUT', `/api/courses/${UNKNOWN_ID}`, admin, courseInput())).statusCode).toBe(404);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['course.create']);
    expect(await auditOf(UNKNOWN_ID)).toEqual([]);
  });

  it('answers 401 signed out and 403 to a golfer on every course write', async () => {
    const id = await newCourse('Guarded');
    const png = multipartBody([image(pngImage(20, 20))]);
    for (const who of [null, golfer]) {
      const expected = who ? 403 : 401;
      expect((await call(t, 'POST', '/api/courses', who, courseInput())).statusCode).toBe(expected);
      expect((await call(t, 'PUT', `/api/courses/${id}`, who, courseInput())).statusCode).toBe(expected);
      expect((await call(t, 'DELETE', `/api/courses/${id}`, who)).statusCode).toBe(expected);
      expect((await upload(id, who, png)).statusCode).toBe(expected);
      expect((await call(t, 'POST', `/api/admin/courses/${id}/merge`, who, { into: UNKNOWN_ID })).statusCode).toBe(expected);
      expect((await call(t, 'GET', '/api/admin/courses/duplicates', who)).statusCode).toBe(expected);
    }
    expect(stored(id)).toEqual([]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['course.create']);
  });
});

describe('gallery uploads', () => {
  it('stores a resized WebP, appends it to the gallery (the first one also the main image) and audits it', async () => {
    const id = await newCourse('Gallery Links');
    const res = await upload(id, admin, multipartBody([image(pngImage(3200, 1800))]));
    expect(res.statusCode, res.body).toBe(201);
    const course = res.json().data;
    expect(course.gallery).toHaveLength(1);
    const src: string = course.gallery[0].src;
    expect(src).toMatch(new RegExp(`^/api/files/courses/${id}/[A-Za-z0-9_-]+\\.webp$`));
    expect(course.main_image).toBe(src);
    const file = await t.app.inject(src);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(webpSize(file.rawPayload)).toEqual({ width: 1600, height: 900 });
    // The card reads it, and a PUT sending the gallery back (an uploaded file's path) is accepted.
    expect((await call(t, 'GET', `/api/courses/${id}`, null)).json().data.gallery).toEqual([{ src }]);
    const second = await upload(id, admin, multipartBody([image(pngImage(400, 300))]));
    expect(webpSize((await t.app.inject(second.json().data.gallery[1].src)).rawPayload)).toEqual({ width: 400, height: 300 });
    const put = await call(t, 'PUT', `/api/courses/${id}`, admin, courseInput({
      club_name: 'Gallery Links', gallery: [second.json().data.gallery[1]], main_image: second.json().data.gallery[1].src, revision: second.json().data.updatedAt, reason: 'One image',
    }));
    expect(put.statusCode, put.body).toBe(200);
    const [, , add] = await auditOf(id);
    expect(add).toMatchObject({ action: 'course.gallery-add', before: { gallery: [], main_image: null }, after: { gallery: [{ src }], main_image: src } });
  });

  it('refuses what is not an image, over 10 MB, in another field or past 20 images, naming the field, nothing stored', async () => {
    const id = await newCourse('Refusing Gallery');
    const refused = async (body: Body, status: number, message: RegExp) => {
      const res = await upload(id, admin, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(message) });
      expect(res.json().data.errors).toEqual([{ in: 'body', path: 'image', message: res.json().message }]);
    };
    await refused(multipartBody([image(Buffer.from('%PDF-1.4 not a picture'), 'image', 'application/pdf')]), 400, /must be an image/);
    await refused(multipartBody([image(Buffer.from('GIF89a but not really an image at all'))]), 400, /must be an image/);
    await refused(multipartBody([image(Buffer.alloc(10 * 1024 * 1024 + 1, 1))]), 413, /at most 10 MB/);
    await refused(multipartBody([image(pngImage(20, 20), 'picture')]), 400, /Attach the image in the field "image"/);
    expect(stored(id)).toEqual([]);
    expect((await call(t, 'GET', `/api/courses/${id}`, null)).json().data.gallery).toEqual([]);

    const full = Array.from({ length: 20 }, (_, i) => ({ src: `https://images.example.com/${i}.jpg` }));
    expect((await call(t, 'PUT', `/api/courses/${id}`, admin, courseInput({ club_name: 'Refusing Gallery', gallery: full, revision: await revision(id), reason: 'Full' }))).statusCode).toBe(200);
    await refused(multipartBody([image(pngImage(20, 20))]), 400, /at most 20 images/);
    expect(stored(id)).toEqual([]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['course.update', 'course.create']);
    expect((await upload(UNKNOWN_ID, admin, multipartBody([image(pngImage(20, 20))]))).statusCode).toBe(404);
    expect(stored(UNKNOWN_ID)).toEqual([]);
  });
});
