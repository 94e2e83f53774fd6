/**
 * `POST /api/user/picture`: the signed-in user's profile picture, as multipart/form-data with one
 * image in the field `picture` (at most 5 MB). It is stored as a 256×256 WebP under a new key; the
 * previous stored picture is removed. Its own plugin, so only this route parses multipart.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema, PICTURE_FIELD, PICTURE_MAX_BYTES, PICTURE_SIZE,
} from '../../../shared/contracts/users.contract';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { newFileId, type FileStorage } from '../../storage/file-storage';
import { MULTIPART_ERRORS, sharpPictureProcessor, UnsupportedImageError } from '../../storage/upload-support';
import { toCurrentUser } from '../../data/user-mapper';
import type { UsersRepository } from '../../data/users.repository';

const MB = PICTURE_MAX_BYTES / (1024 * 1024);
const NOT_AN_IMAGE = 'The picture must be an image (JPEG, PNG, WebP, GIF or AVIF).';
const LIMITS = { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 };
const pictures = sharpPictureProcessor();

export const pictureRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; storage?: FileStorage }> = async (app, { users, storage }) => {
  if (storage) {
    // Limits again per request below; these guard any other use of the parser in this scope.
    await app.register(multipart, { limits: LIMITS });
  } else {
    app.log.warn('picture uploads are off: no file storage configured');
    // Accept the body unread so the auth hook still answers 401 first, then say why.
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  }

  app.post('/user/picture', {
    config: { auth: 'user' },
    // Room for the file and the multipart framing around it.
    bodyLimit: PICTURE_MAX_BYTES + 64 * 1024,
    schema: { response: { 200: envelope(currentUserSchema) } },
  }, async (request) => {
    if (!storage) throw new HttpError(503, 'Picture uploads are not available on this server.');
    const user = request.user!;
    const part = await readPicturePart(request);
    let input: Buffer;
    try {
      input = await part.toBuffer();
    } catch (err) {
      throw mapMultipartError(err);
    }
    // toBuffer() checks the limit only when another chunk follows the one that tripped it, so a
    // file cut off at exactly the last chunk would come back silently truncated: check again.
    if (part.file.truncated) throw tooLarge();
    let webp: Buffer;
    try {
      webp = await pictures.toSquareWebp(input, PICTURE_SIZE);
    } catch (err) {
      if (err instanceof UnsupportedImageError) throw badRequest(NOT_AN_IMAGE);
      throw err;
    }

    const key = `avatars/${user.id}/${newFileId()}.webp`;
    await storage.put(key, webp, 'image/webp');
    let result: Awaited<ReturnType<UsersRepository['setPhoto']>>;
    try {
      result = await users.setPhoto(user.id, storage.url(key));
    } catch (err) {
      await storage.remove(key).catch(() => undefined);
      throw err;
    }
    if (!result) {
      await storage.remove(key);
      throw notFound('Golfer');
    }
    const previousKey = storage.keyOf(result.previous);
    if (previousKey && previousKey !== key) {
      // The new picture is saved either way; a file left behind is only wasted space.
      await storage.remove(previousKey).catch((err: unknown) => request.log.warn({ err, key: previousKey }, 'could not remove the old picture'));
    }
    return ok(toCurrentUser(result.user), 'Picture updated');
  });
};

async function readPicturePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest(`Send the picture as multipart/form-data in the field "${PICTURE_FIELD}".`);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: LIMITS, throwFileSizeLimit: true });
  } catch (err) {
    throw mapMultipartError(err);
  }
  if (!part) throw badRequest(`Attach the picture in the field "${PICTURE_FIELD}".`);
  if (part.fieldname !== PICTURE_FIELD || !part.mimetype.toLowerCase().startsWith('image/')) {
    part.file.resume(); // drain what is left of the upload
    throw badRequest(part.fieldname !== PICTURE_FIELD ? `Attach the picture in the field "${PICTURE_FIELD}".` : NOT_AN_IMAGE);
  }
  return part;
}

const tooLarge = () => new HttpError(413, `The picture must be at most ${MB} MB.`);

function mapMultipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === MULTIPART_ERRORS.tooLarge) return tooLarge();
  if (code && (MULTIPART_ERRORS.limits as readonly string[]).includes(code)) return badRequest(`Send one picture in the field "${PICTURE_FIELD}".`);
  // busboy's own complaints (a broken multipart body) are the caller's fault too.
  if (err instanceof Error && /multipart|boundary/i.test(err.message)) return badRequest('The upload is not a valid multipart/form-data body.');
  return err;
}
