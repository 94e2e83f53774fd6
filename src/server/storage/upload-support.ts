/**
 * What picture uploads need besides the route: the multipart limits and error codes of
 * @fastify/multipart, and sharp turning any accepted image into a small square WebP.
 */
import sharp, { type Sharp } from 'sharp';
import { isPictureTooLarge, PICTURE_MAX_PIXELS, PICTURE_TOO_LARGE } from './upload-limits';

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

/** The image is readable but larger than a profile picture may be; `message` says so to the golfer. */
export class PictureTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureTooLargeError';
  }
}

export interface PictureProcessor {
  /** A `size`×`size` WebP of the image, cropped to the centre, EXIF orientation applied, metadata dropped. */
  toSquareWebp(input: Buffer, size: number): Promise<Buffer>;
  /** A WebP of the whole image fitted inside `width`×`height` (never enlarged); orientation and metadata as above (course galleries). */
  toFittedWebp(input: Buffer, width: number, height: number): Promise<Buffer>;
}

/** Formats accepted as input (SVG is refused: it is a document, not a picture). */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

// One libvips thread per decode (the decode gate decides how many run at once), and no cache of
// decoded images: each upload is decoded once.
sharp.concurrency(1);
sharp.cache(false);

/** libvips' refusal of an image over `limitInputPixels` ("Input image exceeds pixel limit"). */
const PIXEL_LIMIT = /pixel limit/i;

/** Pictures through sharp (tests pass a stand-in for it). */
export function sharpPictureProcessor(open: typeof sharp = sharp): PictureProcessor {
  // libvips refuses more pixels than this too, should a header lie to the size check below.
  const decode = (input: Buffer) => open(input, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' });
  /** The header checked (format, pixels) before any pixel is decoded, then `resize` applied and encoded. */
  async function convert(input: Buffer, resize: (img: Sharp) => Sharp): Promise<Buffer> {
    let meta: { format?: string; width?: number; height?: number; pageHeight?: number };
    try {
      // Reads the header only: a decoding bomb is refused below, before any pixel is decoded.
      meta = await decode(input).metadata();
    } catch (err) {
      if (PIXEL_LIMIT.test((err as Error).message)) throw new PictureTooLargeError(PICTURE_TOO_LARGE);
      throw new UnsupportedImageError();
    }
    const { format, width = 0, height = 0, pageHeight } = meta;
    if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) throw new UnsupportedImageError(`unsupported format ${format ?? 'unknown'}`);
    // An animation is decoded one frame only: its frames' size is what counts.
    if (isPictureTooLarge(width, pageHeight ?? height)) throw new PictureTooLargeError(PICTURE_TOO_LARGE);
    try {
      // rotate() with no angle applies the EXIF orientation; output carries no metadata (no GPS).
      return await resize(decode(input).rotate()).webp({ quality: 82 }).toBuffer();
    } catch (err) {
      if (PIXEL_LIMIT.test((err as Error).message)) throw new PictureTooLargeError(PICTURE_TOO_LARGE);
      throw new UnsupportedImageError((err as Error).message);
    }
  }
  return {
    toSquareWebp: (input, size) => convert(input, (img) => img.resize(size, size, { fit: 'cover', position: 'centre' })),
    toFittedWebp: (input, width, height) => convert(input, (img) => img.resize(width, height, { fit: 'inside', withoutEnlargement: true })),
  };
}
