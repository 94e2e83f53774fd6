/**
 * JSON bodies, with one difference from Fastify's own parser: an empty body is no body. Clients
 * and proxies send `Content-Type: application/json` with nothing after it on POSTs that carry no
 * body (`/users/{id}/follow`, `/lists/{id}/add`, `/payments/pro`); Fastify's parser refuses that
 * with a 400. Everything else (prototype-poisoning protection, syntax errors) is Fastify's.
 */
import type { FastifyInstance } from 'fastify';

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

export function emptyBodyTolerantJsonParser(app: FastifyInstance): JsonParser {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body, done);
  };
}
