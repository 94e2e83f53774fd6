/**
 * Played courses (spec sections 4 "Played toggle" and 7). The played toggle calls add or remove
 * according to what the golfer sees, never a blind "toggle": a double click or a retried request
 * cannot flip the state back. Add answers 409 'Course already added to played courses.' when it
 * is already there; remove is idempotent. Every route acts as the signed-in golfer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPlayedBodySchema, ALREADY_PLAYED_MESSAGE, courseIdParamsSchema, playedBatchBodySchema, playedBatchResultSchema,
  playedCoursesPageSchema, playedEntrySchema, playedPageQuerySchema, removedPlayedSchema, removePlayedBodySchema,
  setPlayedDateBodySchema,
} from '../../../shared/contracts/played.contract';
import type { PlayedRepository } from '../../data/played.repository';
import { envelope, ok } from '../../lib/envelope';
import { conflict, HttpError, notFound } from '../../lib/errors';

const USER = { auth: 'user' } as const;
const courseNotFound = () => notFound('Course');

export interface PlayedRoutesOptions {
  played: PlayedRepository;
  /** Unmarking a course played takes it out of My Lie, which changes the community My Lie. */
  changes?: { typeChanged(kind: 'course', type: 'mylie'): void };
}

export const playedRoutes: FastifyPluginAsyncZod<PlayedRoutesOptions> = async (app, { played, changes }) => {
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
  }, async ({ user, body }, reply) => {
    const result = await played.add(user!.id, body.courseId, body.dateAdded);
    if (result.status === 'no-course') throw courseNotFound();
    if (result.status === 'already-played') throw conflict(ALREADY_PLAYED_MESSAGE);
    return reply.status(201).send(ok(result.entry, 'Added to played courses.'));
  });

  app.post('/lists/preset/courses-played/remove', {
    config: USER,
    schema: { body: removePlayedBodySchema, response: { 200: envelope(removedPlayedSchema) } },
  }, async ({ user, body }) => {
    const removed = await played.remove(user!.id, body.courseId);
    if (removed) changes?.typeChanged('course', 'mylie');
    if (!removed && !(await played.courseExists(body.courseId))) throw courseNotFound();
    return ok({ courseId: body.courseId, removed }, removed ? 'Removed from played courses.' : 'Course was not in played courses.');
  });

  app.put('/user/courses-played/:courseId', {
    config: USER,
    schema: { params: courseIdParamsSchema, body: setPlayedDateBodySchema, response: { 200: envelope(playedEntrySchema) } },
  }, async ({ user, params, body }) => {
    const entry = await played.setDate(user!.id, params.courseId, body.dateAdded);
    if (entry) return ok(entry, 'Date played saved.');
    if (!(await played.courseExists(params.courseId))) throw courseNotFound();
    throw notFound('Played course');
  });

  app.post('/user/courses-played/batch', {
    config: USER,
    schema: { body: playedBatchBodySchema, response: { 200: envelope(playedBatchResultSchema) } },
  }, async ({ user, body }) => {
    const result = await played.batch(
      user!.id,
      body.add.map((a) => ({ courseId: a.courseId, when: a.dateAdded })),
      body.remove,
    );
    if ('unknown' in result) {
      const n = result.unknown.length;
      throw new HttpError(404, `${n === 1 ? 'Course' : `${n} courses`} not found: ${result.unknown.slice(0, 5).join(', ')}${n > 5 ? ', …' : ''}. Nothing was saved.`);
    }
    if (result.removed.length) changes?.typeChanged('course', 'mylie');
    const parts = [
      result.added.length ? `${result.added.length} added to played courses` : '',
      result.removed.length ? `${result.removed.length} removed` : '',
    ].filter(Boolean);
    return ok(result, parts.length ? `${parts.join(', ')}.` : 'Nothing changed.');
  });
};
