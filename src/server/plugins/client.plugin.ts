/** Serves the built client and answers every non-API page route with index.html (client routing). */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelope } from '../lib/envelope';

export interface ClientOptions {
  clientDir: string;
  /** Hosted map styles (MAP_STYLE_URL, MAP_STYLE_URL_DARK), handed to the page in meta tags. */
  mapStyles?: { light?: string; dark?: string };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the map style settings the client reads at start (src/map/map-style-url.ts). */
export function withMapStyles(html: string, styles: ClientOptions['mapStyles'] = {}): string {
  const tags = Object.entries({ 'tpl-map-style': styles.light, 'tpl-map-style-dark': styles.dark })
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([name, url]) => `<meta name="${name}" content="${escapeAttribute(url)}">`)
    .join('');
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}

export const clientPlugin = fp<ClientOptions>(async (app: FastifyInstance, { clientDir, mapStyles }) => {
  const root = path.resolve(clientDir);
  const indexHtml = path.join(root, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    app.log.warn({ root }, 'no built client found; run `npm run build` (API only)');
    return;
  }
  const page = withMapStyles(fs.readFileSync(indexHtml, 'utf8'), mapStyles);
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
    return reply.type('text/html; charset=utf-8').send(page);
  });
});
