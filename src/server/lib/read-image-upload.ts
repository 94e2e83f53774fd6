/**
 * One image from a multipart/form-data body (profile pictures, course galleries), read to the end
 * of the body before anything is decoded or stored: a second file, a file in another field, a
 * file that is not an image, one over the size limit, a broken or cut-off body are refused naming
 * the field, with nothing written.
 */
import type { FastifyRequest } from 'fastify';
import { MULTIPART_ERRORS } from '../storage/upload-support';
import { HttpError } from './errors';

export interface ImageUploadRules {
  /** The multipart field that carries the image. */
  field: string;
  maxBytes: number;
  /** What the golfer calls it: "picture", "image". */
  noun: string;
}

/** The multipart limits of one image and a few fields. */
export const uploadLimits = (rules: ImageUploadRules) => ({ fileSize: rules.maxBytes, files: 1, fields: 5, parts: 6 });

export const notAnImage = (noun: string) => `The ${noun} must be an image (JPEG, PNG, WebP, GIF or AVIF).`;

/** A refused upload: the message, and `data.errors` naming the field. */
export const uploadError = (rules: ImageUploadRules, status: 400 | 413, message: string) =>
  new HttpError(status, message, [{ in: 'body', path: rules.field, message }]);

export async function readImageUpload(request: FastifyRequest, rules: ImageUploadRules): Promise<Buffer> {
  const { field, noun } = rules;
  const refuse = (status: 400 | 413, message: string) => uploadError(rules, status, message);
  const tooLarge = () => refuse(413, `The ${noun} must be at most ${rules.maxBytes / (1024 * 1024)} MB.`);
  const oneFile = () => refuse(400, `Send one ${noun} in the field "${field}".`);
  const attach = () => refuse(400, `Attach the ${noun} in the field "${field}".`);
  if (!request.isMultipart()) throw refuse(400, `Send the ${noun} as multipart/form-data in the field "${field}".`);
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: uploadLimits(rules) })) {
      if (part.type === 'field') continue;
      if (image !== null || part.fieldname !== field || !part.mimetype.toLowerCase().startsWith('image/')) {
        part.file.resume(); // drain what is left of this file
        throw image !== null ? oneFile() : part.fieldname !== field ? attach() : refuse(400, notAnImage(noun));
      }
      image = await part.toBuffer();
      // toBuffer() checks the limit only when another chunk follows the one that tripped it, so a
      // file cut off at exactly the last chunk would come back silently truncated: check again.
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === MULTIPART_ERRORS.tooLarge) throw tooLarge();
    if (code && (MULTIPART_ERRORS.limits as readonly string[]).includes(code)) throw oneFile();
    // Anything else while reading the body into memory is the body's fault: cut off before its
    // closing boundary, malformed framing, a client that went away.
    throw refuse(400, 'The upload is not a valid multipart/form-data body.');
  }
  if (!image) throw attach();
  return image;
}
