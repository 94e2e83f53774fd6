/**
 * One-click unsubscribe (RFC 8058; issue 35), without signing in: the token in the link is the key.
 * `POST /notifications/unsubscribe?token=` turns the token's kind of email off (what a mail client's
 * one-click sends, and what the page's button sends); `GET` of the same link only shows a page with
 * that button (link checkers and previews open links: a GET changes nothing). A token that is not
 * ours: 400 (the error envelope, as every error of the API).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeBodySchema, unsubscribeQuerySchema } from '../../../shared/contracts/notification-channels.contract';
import { NOTIFICATION_KIND_LABELS } from '../../../shared/domain/notifications/notification-kinds';
import { badRequest } from '../../lib/errors';
import type { UnsubscribeService } from '../../services/unsubscribe.service';
import type { UnsubscribeKind } from '../../mail/unsubscribe-token';

const PUBLIC = { auth: 'public' } as const;
const INVALID = 'This unsubscribe link is not valid. Change which emails you get in TPL\'s notification settings.';
const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · TPL</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>
${body}
</body></html>
`;

/** What the page calls the emails a token stops. */
const labelOf = (kind: UnsubscribeKind) => (kind === 'digest' ? 'The daily digest' : NOTIFICATION_KIND_LABELS[kind]);

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ unsubscribe: UnsubscribeService }> = async (app, { unsubscribe }) => {
  // Mail clients post `List-Unsubscribe=One-Click` form-encoded or as multipart; neither needs reading beyond that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  app.get('/notifications/unsubscribe', { config: PUBLIC, schema: { querystring: unsubscribeQuerySchema } }, async ({ query }, reply) => {
    const claim = await unsubscribe.read(query.token);
    if (!claim) throw badRequest(INVALID);
    const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(query.token)}`;
    return reply.headers(html).send(page('Stop these emails?', `<p>You will no longer get emails for “${escapeHtml(labelOf(claim.kind))}”. You will still see them in TPL.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font-size: 1rem; padding: .5rem 1rem">Unsubscribe</button></form>`));
  });

  app.post('/notifications/unsubscribe', {
    config: PUBLIC, schema: { querystring: unsubscribeQuerySchema, body: unsubscribeBodySchema },
  }, async ({ query }, reply) => {
    const claim = await unsubscribe.unsubscribe(query.token);
    if (!claim) throw badRequest(INVALID);
    return reply.headers(html).send(page('Unsubscribed', `<p>You will no longer get emails for “${escapeHtml(labelOf(claim.kind))}”. Turn them on again in TPL's notification settings.</p>`));
  });
};
