/**
 * The two packages uploads need: @fastify/multipart (parses multipart/form-data) and sharp
 * (decodes, crops and re-encodes images). They are loaded when the routes register, so a server
 * without them still runs everything else and answers uploads with 503 (and says why in the log).
 * Only the few members used here are typed, so this compiles with or without them installed.
 */
import type { FastifyPluginCallback } from 'fastify';
import type { Readable } from 'node:stream';

/** What `request.file()` of @fastify/multipart returns. */
export interface MultipartFilePart {
  fieldname: string;
  filename: string;
  mimetype: string;
  /** busboy sets `truncated` once the file went past `limits.fileSize`. */
  file: Readable & { truncated?: boolean };
  toBuffer(): Promise<Buffer>;
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
}

/** The request decorations @fastify/multipart adds. */
export interface MultipartRequest {
  isMultipart(): boolean;
  file(options: { limits: MultipartLimits; throwFileSizeLimit: boolean }): Promise<MultipartFilePart | undefined>;
}

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

export interface UploadSupport {
  multipart: FastifyPluginCallback<{ limits?: Partial<MultipartLimits> }>;
  pictures: PictureProcessor;
}

// ---- sharp, as far as it is used ----

interface SharpPipeline {
  metadata(): Promise<{ format?: string; width?: number; height?: number }>;
  rotate(): SharpPipeline;
  resize(width: number, height: number, options: { fit: 'cover'; position: 'centre' }): SharpPipeline;
  webp(options: { quality: number }): SharpPipeline;
  toBuffer(): Promise<Buffer>;
}
type Sharp = (input: Buffer, options: { limitInputPixels: number; failOn: 'error' }) => SharpPipeline;

/** Formats accepted as input (SVG is refused: it is a document, not a picture). */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decoding bombs stop here: a 5 MB file may claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export function sharpPictureProcessor(sharp: Sharp): PictureProcessor {
  const open = (input: Buffer) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  return {
    async toSquareWebp(input, size) {
      let format: string | undefined;
      try {
        format = (await open(input).metadata()).format;
      } catch {
        throw new UnsupportedImageError();
      }
      if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) throw new UnsupportedImageError(`unsupported format ${format ?? 'unknown'}`);
      try {
        // rotate() with no angle applies the EXIF orientation; output carries no metadata (no GPS).
        return await open(input).rotate().resize(size, size, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
      } catch (err) {
        throw new UnsupportedImageError((err as Error).message);
      }
    },
  };
}

// ---- loading ----

/** The packages uploads need (see README: Picture uploads). */
export const UPLOAD_PACKAGES = { multipart: '@fastify/multipart', sharp: 'sharp' } as const;

async function importOptional(name: string): Promise<{ default?: unknown } | Error> {
  try {
    // A computed specifier: the type checker and bundler leave it alone; Node resolves it at run time.
    return (await import(/* @vite-ignore */ name)) as { default?: unknown };
  } catch (err) {
    return err as Error;
  }
}

export type UploadSupportResult = { ok: true; support: UploadSupport } | { ok: false; reason: string };

let cached: Promise<UploadSupportResult> | undefined;

/** Loads both packages once per process. */
export function loadUploadSupport(): Promise<UploadSupportResult> {
  cached ??= (async () => {
    const [multipart, sharp] = await Promise.all([importOptional(UPLOAD_PACKAGES.multipart), importOptional(UPLOAD_PACKAGES.sharp)]);
    const problems = [
      multipart instanceof Error ? `${UPLOAD_PACKAGES.multipart}: ${multipart.message}` : null,
      sharp instanceof Error ? `${UPLOAD_PACKAGES.sharp}: ${sharp.message}` : null,
    ].filter((p): p is string => p !== null);
    if (multipart instanceof Error || sharp instanceof Error) return { ok: false, reason: problems.join('; ') };
    const plugin = multipart.default;
    const sharpFn = sharp.default;
    if (typeof plugin !== 'function' || typeof sharpFn !== 'function') return { ok: false, reason: 'unexpected module shape' };
    return {
      ok: true,
      support: {
        multipart: plugin as UploadSupport['multipart'],
        pictures: sharpPictureProcessor(sharpFn as Sharp),
      },
    };
  })();
  return cached;
}
