/**
 * What picture uploads need besides the route: the multipart limits and error codes of
 * @fastify/multipart, and sharp turning any accepted image into a small square WebP.
 */
import sharp from 'sharp';

/** Error codes of @fastify/multipart (and busboy) that are the caller's fault. */
export const MULTIPART_ERRORS = {
  tooLarge: 'FST_REQ_FILE_TOO_LARGE',
  limits: ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'],
} as const;

/** The input could not be decoded as one of the accepted image formats. */
export class UnsupportedImageError extends Error {
  constructor(message = 'not a supported image') {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}

export interface PictureProcessor {
  /** A `size`×`size` WebP of the image, cropped to the centre, EXIF orientation applied, metadata dropped. */
  toSquareWebp(input: Buffer, size: number): Promise<Buffer>;
}

/** Formats accepted as input (SVG is refused: it is a document, not a picture). */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decoding bombs stop here: a 5 MB file may claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Pictures through sharp (tests pass a stand-in for it). */
export function sharpPictureProcessor(open: typeof sharp = sharp): PictureProcessor {
  const decode = (input: Buffer) => open(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  return {
    async toSquareWebp(input, size) {
      let format: string | undefined;
      try {
        format = (await decode(input).metadata()).format;
      } catch {
        throw new UnsupportedImageError();
      }
      if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) throw new UnsupportedImageError(`unsupported format ${format ?? 'unknown'}`);
      try {
        // rotate() with no angle applies the EXIF orientation; output carries no metadata (no GPS).
        return await decode(input).rotate().resize(size, size, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
      } catch (err) {
        throw new UnsupportedImageError((err as Error).message);
      }
    },
  };
}
