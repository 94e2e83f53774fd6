/** The file storage the server uses with this configuration: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
import path from 'node:path';
import type { Env } from '../env';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/** Opens it (checking the bucket is there); `close` lets go of its connections. */
export async function openConfiguredStorage(env: Env): Promise<{ storage: FileStorage; close(): void }> {
  if (!env.S3_BUCKET) return { storage: localFileStorage(path.join(env.dataDir, 'uploads')), close: () => {} };
  const storage = s3FileStorage({
    bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT, region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  await storage.check();
  return { storage, close: () => storage.close() };
}
