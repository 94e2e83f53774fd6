/**
 * Golfers' suggested corrections to a course (issue 24, item 5): a golfer sends one from the
 * course card and reads theirs; admins read the queue and decide. See `services/corrections.service.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  correctionSchema, correctionsQuerySchema, correctionsSchema, createCorrectionBodySchema, decideCorrectionBodySchema,
} from '../../../shared/contracts/corrections.contract';
import { envelope, ok } from '../../lib/envelope';
import type { CorrectionsService } from '../../services/corrections.service';

/** Suggestions a minute from one address: enough for a golfer fixing several courses, not for a script. */
const SUBMITS_PER_MINUTE = 30;

export const correctionsRoutes: FastifyPluginAsyncZod<{ service: CorrectionsService }> = async (app, { service }) => {
  app.post('/courses/:id/corrections', {
    config: { auth: 'user', rateLimit: { max: SUBMITS_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { params: idParamsSchema, body: createCorrectionBodySchema, response: { 201: envelope(correctionSchema) } },
  }, async ({ user, params, body }, reply) => reply.status(201).send(ok(await service.submit(user!, params.id, body), 'Thanks: an admin will look at your suggestion.')));

  app.get('/corrections/mine', {
    config: { auth: 'user' },
    schema: { response: { 200: envelope(correctionsSchema) } },
  }, async ({ user }) => ok(await service.mine(user!)));

  app.get('/admin/corrections', {
    config: { auth: 'admin' },
    schema: { querystring: correctionsQuerySchema, response: { 200: envelope(correctionsSchema) } },
  }, async ({ query }) => ok(await service.byStatus(query.status)));

  app.post('/admin/corrections/:id', {
    config: { auth: 'admin' },
    schema: { params: idParamsSchema, body: decideCorrectionBodySchema, response: { 200: envelope(correctionSchema) } },
  }, async ({ user, params, body }) => ok(await service.decide(user!, params.id, body), body.status === 'Accepted' ? 'Suggestion accepted: the course is updated.' : 'Suggestion rejected.'));
};
