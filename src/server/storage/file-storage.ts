/**
 * Where uploaded files (profile pictures, later course galleries) live. Locally a folder under
 * DATA_DIR served by the API at /api/files/...; in production an S3-compatible or Cloud Storage
 * bucket implements the same interface. Keys are relative paths such as `avatars/<user>/<id>.webp`.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  /** Stores the bytes under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The URL clients use to fetch the file. */
  url(key: string): string;
}

/** Path segments of letters, digits, `_`, `-` and dots (never `.` or `..` alone). */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((s) => s === '.' || s === '..');
}

/** A fresh, unguessable file name: stored files are immutable, so a new upload gets a new key. */
export const newFileId = () => randomBytes(12).toString('base64url');

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};
