/**
 * A golfer's new profile picture: made a square WebP, stored under a new key, set on the user row
 * with that key, and the file the row's previous key named removed. Storage and database are not one transaction, so the order is
 * what keeps them apart only briefly: a file no row points to is removed at once, and a leftover
 * old file is only wasted space.
 */
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { PICTURE_SIZE } from '../../../shared/contracts/users.contract';
import type { UserRow } from '../../data/user-mapper';
import type { UsersRepository } from '../../data/users.repository';
import { newFileId, type FileStorage } from '../../storage/file-storage';
import { decodeGate, type DecodeGate } from '../../storage/decode-gate';
import { decodesAtOnce, DECODES_PER_SECOND, DECODES_WAITING } from '../../storage/upload-limits';
import { sharpPictureProcessor, type PictureProcessor } from '../../storage/upload-support';

export interface ProfilePictureServiceDeps {
  users: Pick<UsersRepository, 'setPhoto'>;
  storage: FileStorage;
  pictures?: PictureProcessor;
  /** How many decodes run at once and wait (storage/upload-limits.ts); one gate per app. */
  gate?: DecodeGate;
}

export function profilePictureService({
  users, storage, pictures = sharpPictureProcessor(), gate = decodeGate({ atOnce: decodesAtOnce(os.availableParallelism()), waiting: DECODES_WAITING, minSpacingMs: 1000 / DECODES_PER_SECOND }),
}: ProfilePictureServiceDeps) {
  return {
    /** Whether a picture would be refused now because every decoder is busy and the line is full. */
    get busy() {
      return gate.full;
    },

    /**
     * The user row with the new picture; null when there is no such user. Throws
     * UnsupportedImageError when `upload` is not an accepted image, PictureTooLargeError when it
     * has too many pixels, DecodersBusyError when it cannot be decoded now.
     */
    async replace(userId: string, upload: Buffer, log: FastifyBaseLogger): Promise<UserRow | null> {
      const webp = await gate.run(() => pictures.toSquareWebp(upload, PICTURE_SIZE));
      const key = `avatars/${userId}/${newFileId()}.webp`;
      await storage.put(key, webp, 'image/webp');
      let result: Awaited<ReturnType<UsersRepository['setPhoto']>>;
      try {
        result = await users.setPhoto(userId, { url: storage.url(key), key });
      } catch (err) {
        await storage.remove(key).catch(() => undefined);
        throw err;
      }
      if (!result) {
        await storage.remove(key);
        return null;
      }
      // Only the file the server recorded for this golfer: a URL on the row proves nothing (a
      // token could name anyone's file as its picture).
      const { previousKey } = result;
      if (previousKey && previousKey !== key) {
        // The new picture is saved either way; a file left behind is only wasted space.
        await storage.remove(previousKey).catch((err: unknown) => log.warn({ err, key: previousKey }, 'could not remove the old picture'));
      }
      return result.user;
    },
  };
}

export type ProfilePictureService = ReturnType<typeof profilePictureService>;
