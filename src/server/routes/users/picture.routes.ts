/**
 * `POST /api/user/picture`: the signed-in user's profile picture, as multipart/form-data with one
 * image in the field `picture` (at most 5 MB). This file reads the upload; the service stores it
 * (a 256×256 WebP under a new key, the previous picture removed). Its own plugin, so only this
 * route parses multipart.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, PICTURE_FIELD, PICTURE_MAX_BYTES } from '../../../shared/contracts/users.contract';
import type { UsersRepository } from '../../data/users.repository';
import type { CurrentUserService } from '../../services/current-user';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { MULTIPART_ERRORS, UnsupportedImageError } from '../../storage/upload-support';
import { profilePictureService } from './profile-picture.service';

const MB = PICTURE_MAX_BYTES / (1024 * 1024);
const NOT_AN_IMAGE = 'The picture must be an image (JPEG, PNG, WebP, GIF or AVIF).';
const LIMITS = { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 };

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

  app.post('/user/picture', {
    config: { auth: 'user' },
    // Room for the file and the multipart framing around it.
    bodyLimit: PICTURE_MAX_BYTES + 64 * 1024,
    schema: { response: { 200: envelope(currentUserSchema) } },
  }, async (request) => {
    if (!pictures) throw new HttpError(503, 'Picture uploads are not available on this server.');
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
    let user: Awaited<ReturnType<typeof pictures.replace>>;
    try {
      user = await pictures.replace(request.user!.id, input, request.log);
    } catch (err) {
      if (err instanceof UnsupportedImageError) throw badRequest(NOT_AN_IMAGE);
      throw err;
    }
    if (!user) throw notFound('Golfer');
    return ok(await currentUser.view(user), 'Picture updated');
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
