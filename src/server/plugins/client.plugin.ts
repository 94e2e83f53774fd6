/** Serves the built client and answers every non-API page route with index.html (client routing). */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/envelope';

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
    // The router has decoded the path (and refused malformed percent-encoding with a 400).
    const urlPath = `/${(request.params as { '*': string })['*']}`;
    if (urlPath.startsWith('/api/')) {
      return reply.status(404).send(errorEnvelope(`No such endpoint: GET ${urlPath}`));
    }
    const file = path.join(root, path.normalize(urlPath));
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    if (path.extname(urlPath)) {
      return reply.status(404).send(errorEnvelope(`No such file: ${urlPath}`));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
