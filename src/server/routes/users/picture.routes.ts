/**
 * `POST /api/user/picture`: the signed-in user's profile picture, as multipart/form-data with one
 * image in the field `picture` (at most 5 MB, 24 megapixels). This file reads the upload; the
 * service decodes and stores it (a 256×256 WebP under a new key, the previous picture removed).
 * Its own plugin, so only this route parses multipart. Limits: storage/upload-limits.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, PICTURE_FIELD, PICTURE_MAX_BYTES } from '../../../shared/contracts/users.contract';
import type { UsersRepository } from '../../data/users.repository';
import type { CurrentUserService } from '../../services/current-user';
import { envelope, ok } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/errors';
import { DecodersBusyError } from '../../storage/decode-gate';
import type { FileStorage } from '../../storage/file-storage';
import { DECODERS_BUSY_RETRY_AFTER_S, UPLOADS_PER_GOLFER } from '../../storage/upload-limits';
import { PictureTooLargeError, UnsupportedImageError } from '../../storage/upload-support';
import { notAnImage, readImageUpload, uploadError, uploadLimits } from '../../lib/read-image-upload';
import { profilePictureService } from './profile-picture.service';

const RULES = { field: PICTURE_FIELD, maxBytes: PICTURE_MAX_BYTES, noun: 'picture' };
const LIMITS = uploadLimits(RULES);
const NOT_AN_IMAGE = notAnImage('picture');
const pictureError = (status: 400 | 413, message: string) => uploadError(RULES, status, message);
const busy = () => new HttpError(503, 'Too many pictures are being processed right now. Try again in a few seconds.', undefined, DECODERS_BUSY_RETRY_AFTER_S);

export const pictureRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; currentUser: CurrentUserService; storage?: FileStorage }> = async (
  app,
  { users, currentUser, storage },
) => {
  const pictures = storage ? profilePictureService({ users, storage }) : null;
  if (storage) {
    // Limits again per request below; these guard any other use of the parser in this scope.
    await app.register(multipart, { limits: LIMITS });
  } else {
    app.log.warn('picture uploads are off: no file storage configured');
    // Accept the body unread so the auth hook still answers 401 first, then say why.
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  }
  // Per golfer, on top of the per-client limit every route has; counted before the body is read.
  const uploadsOfGolfer = app.createRateLimit({
    max: UPLOADS_PER_GOLFER.max,
    timeWindow: UPLOADS_PER_GOLFER.windowMs,
    keyGenerator: (request) => `picture:${request.user?.id ?? request.ip}`,
  });

  app.post('/user/picture', {
    config: { auth: 'user' },
    // Room for the file and the multipart framing around it.
    bodyLimit: PICTURE_MAX_BYTES + 64 * 1024,
    schema: { response: { 200: envelope(currentUserSchema) } },
    preHandler: async (request) => {
      const limit = await uploadsOfGolfer(request);
      if (!limit.isAllowed && limit.isExceeded) {
        const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
        throw new HttpError(429, `Too many picture uploads. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, limit.ttlInSeconds);
      }
    },
  }, async (request) => {
    if (!pictures) throw new HttpError(503, 'Picture uploads are not available on this server.');
    // Every decoder busy and the line full: say so before reading 5 MB that would be refused anyway.
    if (pictures.busy) throw busy();
    const input = await readImageUpload(request, RULES);
    let user: Awaited<ReturnType<typeof pictures.replace>>;
    try {
      user = await pictures.replace(request.user!.id, input, request.log);
    } catch (err) {
      if (err instanceof UnsupportedImageError) throw pictureError(400, NOT_AN_IMAGE);
      if (err instanceof PictureTooLargeError) throw pictureError(400, err.message);
      if (err instanceof DecodersBusyError) throw busy();
      throw err;
    }
    if (!user) throw notFound('Golfer');
    return ok(await currentUser.view(user), 'Picture updated');
  });
};
