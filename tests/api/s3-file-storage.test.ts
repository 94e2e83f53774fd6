/**
 * The S3 file storage (storage/s3-file-storage.ts) against an S3-protocol server the test starts:
 * what one storage object puts another reads (as two replicas would), missing keys, the start-up
 * check of the bucket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStorage, type S3FileStorage } from '../../src/server/storage/s3-file-storage';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';

let s3: S3TestServer;
let one: S3FileStorage;
let other: S3FileStorage;

const open = (bucket = s3.bucket) => s3FileStorage({
  bucket, endpoint: s3.endpoint, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true,
});

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  one = open();
  other = open();
});
afterAll(async () => {
  one?.close();
  other?.close();
  await s3?.close();
});

describe('S3 file storage', () => {
  it('stores through one client and serves through another, then removes', async () => {
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 5]);
    await one.put('avatars/u1/abc.webp', body, 'image/webp');
    const file = await other.get('avatars/u1/abc.webp');
    expect(file).toMatchObject({ size: body.length, contentType: 'image/webp' });
    expect(await bytesOf(file!.stream)).toEqual(body);
    expect(other.url('avatars/u1/abc.webp')).toBe('/api/files/avatars/u1/abc.webp');
    await other.remove('avatars/u1/abc.webp');
    expect(await one.get('avatars/u1/abc.webp')).toBeNull();
    // Removing what is not there is not an error.
    await expect(one.remove('avatars/u1/abc.webp')).resolves.toBeUndefined();
  });

  it('answers null for a missing or invalid key and refuses to store under an invalid one', async () => {
    expect(await one.get('avatars/nobody/none.webp')).toBeNull();
    expect(await one.get('../etc/passwd')).toBeNull();
    await expect(one.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/invalid storage key/);
  });

  it('checks at start that the bucket is there', async () => {
    await expect(one.check()).resolves.toBeUndefined();
    const missing = open('no-such-bucket');
    await expect(missing.check()).rejects.toThrow(/S3_BUCKET "no-such-bucket" cannot be reached/);
    missing.close();
  });
});
