/**
 * `POST /api/user/picture`: the signed-in user's profile picture, as multipart/form-data with one
 * image in the field `picture` (at most 5 MB, 24 megapixels). This file reads the upload; the
 * service decodes and stores it (a 256×256 WebP under a new key, the previous picture removed).
 * Its own plugin, so only this route parses multipart. Limits: storage/upload-limits.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, PICTURE_FIELD, PICTURE_MAX_BYTES } from '../../../shared/contracts/users.contract';
import type { UsersRepository } from '../../data/users.repository';
import type { CurrentUserService } from '../../services/current-user';
import { envelope, ok } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/errors';
import { DecodersBusyError } from '../../storage/decode-gate';
import type { FileStorage } from '../../storage/file-storage';
import { DECODERS_BUSY_RETRY_AFTER_S, UPLOADS_PER_GOLFER } from '../../storage/upload-limits';
import { MULTIPART_ERRORS, PictureTooLargeError, UnsupportedImageError } from '../../storage/upload-support';
import { profilePictureService } from './profile-picture.service';

const MB = PICTURE_MAX_BYTES / (1024 * 1024);
const NOT_AN_IMAGE = 'The picture must be an image (JPEG, PNG, WebP, GIF or AVIF).';
const LIMITS = { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 };

/** A refused picture: the message, and `data.errors` naming the field. */
const pictureError = (status: 400 | 413, message: string) => new HttpError(status, message, [{ in: 'body', path: PICTURE_FIELD, message }]);
const tooLarge = () => pictureError(413, `The picture must be at most ${MB} MB.`);
const oneFile = () => pictureError(400, `Send one picture in the field "${PICTURE_FIELD}".`);
const attach = () => pictureError(400, `Attach the picture in the field "${PICTURE_FIELD}".`);
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
    const input = await readPicture(request);
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

/**
 * The one picture of the upload, read to the end of the body before anything is decoded or
 * stored: a second file, a broken or cut-off body is refused with nothing written.
 */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw pictureError(400, `Send the picture as multipart/form-data in the field "${PICTURE_FIELD}".`);
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') continue;
      if (picture !== null || part.fieldname !== PICTURE_FIELD || !part.mimetype.toLowerCase().startsWith('image/')) {
        part.file.resume(); // drain what is left of this file
        throw picture !== null ? oneFile() : part.fieldname !== PICTURE_FIELD ? attach() : pictureError(400, NOT_AN_IMAGE);
      }
      picture = await part.toBuffer();
      // toBuffer() checks the limit only when another chunk follows the one that tripped it, so a
      // file cut off at exactly the last chunk would come back silently truncated: check again.
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    throw multipartError(err);
  }
  if (!picture) throw attach();
  return picture;
}

function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === MULTIPART_ERRORS.tooLarge) return tooLarge();
  if (code && (MULTIPART_ERRORS.limits as readonly string[]).includes(code)) return oneFile();
  // Anything else while reading the body into memory is the body's fault: cut off before its
  // closing boundary, malformed framing, a client that went away.
  return pictureError(400, 'The upload is not a valid multipart/form-data body.');
}
