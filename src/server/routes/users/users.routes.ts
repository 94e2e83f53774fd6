import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import { currentUserSchema, publicUserSchema, userSearchQuerySchema } from '../../../shared/contracts/users.contract';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { toCurrentUser, type UsersRepository } from './users.repository';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersRepository }> = async (app, { users }) => {
  // The current-user fetch (spec: "method and path not shown"): the auth hook has created the row.
  app.get('/user/me', {
    config: { auth: 'user' },
    schema: { response: { 200: envelope(currentUserSchema) } },
  }, async (request) => ok(toCurrentUser(request.user!)));

  app.get('/users/search', {
    config: { auth: 'public' },
    schema: { querystring: userSearchQuerySchema, response: { 200: envelope(z.array(publicUserSchema)) } },
  }, async ({ query }) => ok(await users.search(query.terms, query.limit)));

  app.get('/users/:id', {
    config: { auth: 'public' },
    schema: { params: idParamsSchema, response: { 200: envelope(publicUserSchema) } },
  }, async ({ params }) => {
    const user = await users.findPublic(params.id);
    if (!user) throw notFound('Golfer');
    return ok(user);
  });
};
