/**
 * Panelists (issue 24; spec section 7: `GET`, `POST`, `DELETE /panelist`, `GET /panelists`,
 * `POST /panelist-onboarding`) and the admin's queue and decisions. Rules in
 * `services/panelists.service.ts` and `shared/domain/panelist-rules.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBodySchema } from '../../../shared/contracts/common.contract';
import {
  panelistDecisionBodySchema, panelistMessageBodySchema, panelistQueueQuerySchema, panelistQueueSchema, panelistRequestSchema,
  panelistsSchema, userIdParamsSchema,
} from '../../../shared/contracts/panelists.contract';
import { envelope, ok } from '../../lib/envelope';
import type { PanelistsRepository } from '../../data/panelists.repository';
import type { PanelistsService } from '../../services/panelists.service';

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;
const ADMIN = { auth: 'admin' } as const;

export const panelistsRoutes: FastifyPluginAsyncZod<{ panelists: PanelistsService; repo: PanelistsRepository }> = async (app, { panelists, repo }) => {
  // Signed out, the spec's own message.
  app.post('/panelist-onboarding', {
    config: { ...USER, signInMessage: 'No user logged in.' },
    schema: { body: panelistMessageBodySchema, response: { 200: envelope(panelistRequestSchema) } },
  }, async ({ user, body }) => ok(await panelists.submit(user!.id, body.message), 'Request sent.'));

  app.get('/panelist', {
    config: USER,
    schema: { response: { 200: envelope(panelistRequestSchema) } },
  }, async ({ user }) => ok(await panelists.mine(user!.id)));

  app.post('/panelist', {
    config: USER,
    schema: { body: panelistMessageBodySchema, response: { 200: envelope(panelistRequestSchema) } },
  }, async ({ user, body }) => ok(await panelists.submit(user!.id, body.message), 'Request saved.'));

  app.delete('/panelist', {
    config: USER,
    schema: { body: noBodySchema, response: { 200: envelope(panelistRequestSchema) } },
  }, async ({ user }) => ok(await panelists.withdraw(user!.id), 'Request withdrawn.'));

  app.get('/panelists', {
    config: PUBLIC,
    schema: { response: { 200: envelope(panelistsSchema) } },
  }, async () => ok(await repo.roster()));

  app.get('/admin/panelist-requests', {
    config: ADMIN,
    schema: { querystring: panelistQueueQuerySchema, response: { 200: envelope(panelistQueueSchema) } },
  }, async ({ query }) => ok(await repo.queue(query)));

  app.post('/admin/panelist-requests/:userId', {
    config: ADMIN,
    schema: { params: userIdParamsSchema, body: panelistDecisionBodySchema, response: { 200: envelope(panelistRequestSchema) } },
  }, async ({ user, params, body }) => ok(await panelists.decide(user!, params.userId, body), `Request ${body.status.toLowerCase()}.`));
};
