/**
 * `GET /api/files/{key}`: files kept by the local storage (profile pictures). Keys are new for
 * every upload, so a file never changes and may be cached for good.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { isValidKey, type FileStorage } from '../../storage/file-storage';

export const filesRoutes: FastifyPluginAsyncZod<{ storage?: FileStorage }> = async (app, { storage }) => {
  app.get('/files/*', {
    config: { auth: 'public' },
    schema: { params: z.strictObject({ '*': z.string().max(600) }) },
  }, async ({ params }, reply) => {
    const key = params['*'];
    const file = storage && isValidKey(key) ? await storage.get(key) : null;
    if (!file) throw notFound('File');
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
};
