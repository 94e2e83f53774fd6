/** Serves the built client and answers every non-API page route with index.html (client routing). */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const clientPlugin = fp<{ clientDir: string }>(async (app: FastifyInstance, { clientDir }) => {
  const root = path.resolve(clientDir);
  const indexHtml = path.join(root, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    app.log.warn({ root }, 'no built client found; run `npm run build` (API only)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; everything else is revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]!);
    if (urlPath.startsWith('/api/')) {
      return reply.status(404).send({ status: 'error', message: `No such endpoint: GET ${urlPath}`, data: null });
    }
    const file = path.join(root, path.normalize(urlPath));
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    if (path.extname(urlPath)) {
      return reply.status(404).send({ status: 'error', message: `No such file: ${urlPath}`, data: null });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
