/**
 * An admin's gallery upload (issue 24): the image made a WebP that fits 1600×1200 (never
 * enlarged), stored under a new key `courses/<course>/<id>.webp`, and its URL appended to the
 * course's gallery (the catalogue audits it). A stored file no course points to is removed at once.
 */
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { GALLERY_IMAGE_BOX } from '../../../shared/contracts/admin-courses.contract';
import type { Course } from '../../../shared/contracts/courses.contract';
import { GALLERY_MAX } from '../../../shared/domain/courses/course-merge';
import type { AuditActor } from '../../data/courses.repository';
import type { CourseCatalogue } from '../../services/course-catalogue';
import { decodeGate } from '../../storage/decode-gate';
import { newFileId, type FileStorage } from '../../storage/file-storage';
import { decodesAtOnce, DECODES_PER_SECOND, DECODES_WAITING } from '../../storage/upload-limits';
import { sharpPictureProcessor } from '../../storage/upload-support';

export function courseGalleryService({ catalogue, storage, pictures = sharpPictureProcessor() }: { catalogue: CourseCatalogue; storage: FileStorage; pictures?: ReturnType<typeof sharpPictureProcessor> }) {
  const gate = decodeGate({ atOnce: decodesAtOnce(os.availableParallelism()), waiting: DECODES_WAITING, minSpacingMs: 1000 / DECODES_PER_SECOND });
  return {
    get busy() {
      return gate.full;
    },

    /**
     * The course with the image added; null when there is no such course, 'full' when its gallery
     * holds 20 already. Throws UnsupportedImageError, PictureTooLargeError or DecodersBusyError
     * like profile pictures.
     */
    async add(courseId: string, upload: Buffer, actor: AuditActor, log: FastifyBaseLogger): Promise<Course | null | 'full'> {
      const webp = await gate.run(() => pictures.toFittedWebp(upload, GALLERY_IMAGE_BOX.width, GALLERY_IMAGE_BOX.height));
      const key = `courses/${courseId}/${newFileId()}.webp`;
      await storage.put(key, webp, 'image/webp');
      const drop = () => storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove an unused gallery image'));
      try {
        const course = await catalogue.appendGallery(courseId, storage.url(key), GALLERY_MAX, actor);
        if (!course || course === 'full') await drop();
        return course;
      } catch (err) {
        await drop();
        throw err;
      }
    },
  };
}
