/**
 * Played courses (spec sections 4 "Played toggle" and 7): the golfer's played log, add, remove,
 * the date played, and many at once. Every route acts as the signed-in golfer; the rules are in
 * `services/played.service.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPlayedBodySchema, courseIdParamsSchema, playedBatchBodySchema, playedBatchResultSchema,
  playedCoursesPageSchema, playedEntrySchema, playedPageQuerySchema, removedPlayedSchema, removePlayedBodySchema,
  setPlayedDateBodySchema,
} from '../../../shared/contracts/played.contract';
import type { PlayedRepository } from '../../data/played.repository';
import { envelope, ok } from '../../lib/envelope';
import type { PlayedService } from '../../services/played.service';

const USER = { auth: 'user' } as const;

export interface PlayedRoutesOptions {
  service: PlayedService;
  played: PlayedRepository;
}

export const playedRoutes: FastifyPluginAsyncZod<PlayedRoutesOptions> = async (app, { service, played }) => {
  app.get('/lists/preset/courses-played', {
    config: USER,
    schema: { querystring: playedPageQuerySchema, response: { 200: envelope(playedCoursesPageSchema) } },
  }, async ({ user, query }) => ok(await played.page(user!.id, query.page, query.pageSize)));

  app.get('/user/courses-played', {
    config: USER,
    schema: { response: { 200: envelope(z.array(playedEntrySchema)) } },
  }, async ({ user }) => ok(await played.entries(user!.id)));

  app.post('/lists/preset/courses-played/add', {
    config: USER,
    schema: { body: addPlayedBodySchema, response: { 201: envelope(playedEntrySchema) } },
  }, async ({ user, body }, reply) => reply.status(201).send(ok(await service.add(user!.id, body.courseId, body.dateAdded), 'Added to played courses.')));

  app.post('/lists/preset/courses-played/remove', {
    config: USER,
    schema: { body: removePlayedBodySchema, response: { 200: envelope(removedPlayedSchema) } },
  }, async ({ user, body }) => {
    const removed = await service.remove(user!.id, body.courseId);
    return ok({ courseId: body.courseId, removed }, removed ? 'Removed from played courses.' : 'Course was not in played courses.');
  });

  app.put('/user/courses-played/:courseId', {
    config: USER,
    schema: { params: courseIdParamsSchema, body: setPlayedDateBodySchema, response: { 200: envelope(playedEntrySchema) } },
  }, async ({ user, params, body }) => ok(await service.setDate(user!.id, params.courseId, body.dateAdded), body.dateAdded ? 'Date played saved.' : 'Date played removed.'));

  app.post('/user/courses-played/batch', {
    config: USER,
    schema: { body: playedBatchBodySchema, response: { 200: envelope(playedBatchResultSchema) } },
  }, async ({ user, body }) => {
    const result = await service.batch(user!.id, body.add.map((a) => ({ courseId: a.courseId, when: a.dateAdded })), body.remove);
    const parts = [
      result.added.length ? `${result.added.length} added to played courses` : '',
      result.removed.length ? `${result.removed.length} removed` : '',
    ].filter(Boolean);
    return ok(result, parts.length ? `${parts.join(', ')}.` : 'Nothing changed.');
  });
};
