/**
 * FileStorage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...; issue 25, item 7), so
 * every replica reads what any replica stored. Files are still served by the API at
 * /api/files/<key> (`routes/files`), read from the bucket: the bucket stays private and needs no
 * public URL or CORS, and the URLs the app hands out are the same as with the local folder.
 *
 * The AWS SDK's default integrity checksums (CRC32 on every request since 2025) are asked for only
 * when an operation requires them: several S3-compatible stores refuse or mishandle them.
 */
import type { Readable } from 'node:stream';
import path from 'node:path';
import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { CONTENT_TYPES, isValidKey, type FileStorage, type StoredFile } from './file-storage';
import { LOCAL_FILES_URL_PREFIX } from './local-file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Unset for AWS itself; a URL for other stores (http://minio:9000). */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
}

export interface S3FileStorage extends FileStorage {
  /** Fails with a clear message when the bucket cannot be reached (at start). */
  check(): Promise<void>;
  close(): void;
}

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

export function s3FileStorage(opts: S3StorageOptions): S3FileStorage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const checked = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return key;
  };

  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({
        Bucket, Key: checked(key), Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable',
      }));
    },

    async get(key): Promise<StoredFile | null> {
      if (!isValidKey(key)) return null;
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!got.Body) return null;
        return {
          stream: got.Body as Readable,
          size: got.ContentLength ?? 0,
          contentType: got.ContentType ?? CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async remove(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },

    url: (key) => `${LOCAL_FILES_URL_PREFIX}${key}`,

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const e = err as Error & { code?: string };
        const why = err instanceof S3ServiceException ? `${e.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})` : e.code ?? (e.message || e.name);
        throw new Error(`S3_BUCKET "${Bucket}" cannot be reached${opts.endpoint ? ` at ${opts.endpoint}` : ''}: ${why}. Create the bucket and check the S3_* settings.`);
      }
    },

    close: () => client.destroy(),
  };
}
