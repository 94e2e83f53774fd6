/**
 * URLs refused before routing, authentication or validation, in the envelope: over-long (414) and
 * with a query string that does not decode (400 naming the field, as a malformed path is refused by
 * `frameworkErrorHandler`). Requests Node's HTTP parser refuses never get this far: see
 * `clientErrorHandler`.
 */
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import { MALFORMED_ESCAPE, malformedQueryField, MAX_URL_LENGTH } from '../lib/url-rules';

export const URL_TOO_LONG = `The URL is too long: at most ${MAX_URL_LENGTH} characters.`;

export const urlChecksPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, URL_TOO_LONG);
    const field = malformedQueryField(request.url);
    if (field !== null) throw new HttpError(400, `Invalid query: ${field}: ${MALFORMED_ESCAPE}`, [{ in: 'query', path: field, message: MALFORMED_ESCAPE }]);
  });
});
