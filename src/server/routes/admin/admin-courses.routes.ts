/**
 * The admin console's courses (issue 24): duplicate candidates, merging a duplicate into the
 * course kept, saying a pair is not a duplicate and restoring a deleted course (issue 32), and gallery uploads (multipart, one image in the field `image`, at most 10 MB,
 * stored as a WebP fitting 1600×1200). Create, update and delete are the course routes
 * (courses.routes.ts). Every write is audited (recordType 'course'). Its own plugin, so only
 * these routes parse multipart.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dismissedPairSchema, duplicatePairSchema, GALLERY_FIELD, GALLERY_MAX_BYTES, mergeCountsSchema, mergeCourseBodySchema, notDuplicateBodySchema,
} from '../../../shared/contracts/admin-courses.contract';
import { reasonBodySchema } from '../../../shared/contracts/admin.contract';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import { courseSchema } from '../../../shared/contracts/courses.contract';
import { DUPLICATE_RADIUS_KM, duplicatePairs } from '../../../shared/domain/courses/course-duplicates';
import { GALLERY_MAX } from '../../../shared/domain/courses/course-merge';
import type { CourseMergeRepository } from '../../data/course-merge.repository';
import { envelope, ok } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/errors';
import { notAnImage, readImageUpload, uploadError, uploadLimits } from '../../lib/read-image-upload';
import type { CourseCatalogue } from '../../services/course-catalogue';
import { courseDuplicatesService } from '../../services/course-duplicates.service';
import { DecodersBusyError } from '../../storage/decode-gate';
import type { FileStorage } from '../../storage/file-storage';
import { DECODERS_BUSY_RETRY_AFTER_S } from '../../storage/upload-limits';
import { PictureTooLargeError, UnsupportedImageError } from '../../storage/upload-support';
import { courseGalleryService } from './course-gallery.service';
import { auditActor } from '../../data/audit-log.repository';

const ADMIN = { auth: 'admin' } as const;
const RULES = { field: GALLERY_FIELD, maxBytes: GALLERY_MAX_BYTES, noun: 'image' };
/** Near pairs read before the names are compared; the most pairs answered. */
const NEAR_PAIRS_READ = 100_000;
const PAIRS_ANSWERED = 200;

const busy = () => new HttpError(503, 'Too many images are being processed right now. Try again in a few seconds.', undefined, DECODERS_BUSY_RETRY_AFTER_S);

export const adminCoursesRoutes: FastifyPluginAsyncZod<{ catalogue: CourseCatalogue; merges: CourseMergeRepository; storage?: FileStorage }> = async (
  app,
  { catalogue, merges, storage },
) => {
  const gallery = storage ? courseGalleryService({ catalogue, storage }) : null;
  const duplicates = courseDuplicatesService(merges);
  if (storage) await app.register(multipart, { limits: uploadLimits(RULES) });
  else app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.get('/admin/courses/duplicates', {
    config: ADMIN,
    schema: { response: { 200: envelope(z.array(duplicatePairSchema)) } },
  }, async () => {
    const pairs = duplicatePairs(await merges.nearPairs(DUPLICATE_RADIUS_KM, NEAR_PAIRS_READ)).slice(0, PAIRS_ANSWERED);
    return ok(pairs.map((p) => ({
      a: { _id: p.a.id, club_name: p.a.name }, b: { _id: p.b.id, club_name: p.b.name }, distanceKm: Math.round(p.distanceKm * 1000) / 1000,
    })));
  });

  app.post('/admin/courses/:id/not-duplicate', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: notDuplicateBodySchema, response: { 200: envelope(dismissedPairSchema) } },
  }, async ({ params, body, user }) => ok(await duplicates.notDuplicate(auditActor(user!), params.id, body.of, body.reason), 'Not a duplicate: the pair is no longer shown.'));

  // A deleted course back under its id, from its latest delete's audit entry (issue 32).
  app.post('/admin/courses/:id/restore', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: reasonBodySchema, response: { 200: envelope(courseSchema) } },
  }, async ({ params, body, user }) => ok(await catalogue.restore(params.id, body.reason, auditActor(user!)), 'Course restored'));

  app.post('/admin/courses/:id/merge', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: mergeCourseBodySchema, response: { 200: envelope(z.object({ course: courseSchema, counts: mergeCountsSchema })) } },
  }, async ({ params, body, user }) => ok(await catalogue.merge(params.id, body.into, auditActor(user!)), 'Courses merged'));

  app.post('/admin/courses/:id/gallery', {
    config: ADMIN,
    bodyLimit: GALLERY_MAX_BYTES + 64 * 1024,
    schema: { params: idParamsSchema, response: { 201: envelope(courseSchema) } },
  }, async (request, reply) => {
    if (!gallery) throw new HttpError(503, 'Image uploads are not available on this server.');
    if (gallery.busy) throw busy();
    const input = await readImageUpload(request, RULES);
    let course: Awaited<ReturnType<typeof gallery.add>>;
    try {
      course = await gallery.add(request.params.id, input, auditActor(request.user!), request.log);
    } catch (err) {
      if (err instanceof UnsupportedImageError) throw uploadError(RULES, 400, notAnImage('image'));
      if (err instanceof PictureTooLargeError) throw uploadError(RULES, 400, err.message);
      if (err instanceof DecodersBusyError) throw busy();
      throw err;
    }
    if (!course) throw notFound('Course');
    if (course === 'full') throw uploadError(RULES, 400, `A gallery holds at most ${GALLERY_MAX} images: remove one first.`);
    return reply.status(201).send(ok(course, 'Image added'));
  });
};
