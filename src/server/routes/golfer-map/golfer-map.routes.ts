/**
 * `GET /api/user/map-courses`: the signed-in golfer's played and saved courses as map markers, for
 * the map's "played" and "on my lists" filters (those courses can be anywhere in the world, so the
 * viewport's markers cannot answer them).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMarkerSchema } from '../../../shared/contracts/bounded-courses.contract';
import type { GolferMapRepository } from '../../data/golfer-map.repository';
import { envelope, ok } from '../../lib/envelope';

export const golferMapRoutes: FastifyPluginAsyncZod<{ golferMap: GolferMapRepository }> = async (app, { golferMap }) => {
  app.get('/user/map-courses', {
    config: { auth: 'user' },
    schema: { response: { 200: envelope(z.array(courseMarkerSchema)) } },
  }, async ({ user }) => ok(await golferMap.markers(user!.id)));
};
