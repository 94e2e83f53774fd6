import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, publicUserSchema, userSearchQuerySchema } from '../../../shared/contracts/users.contract';
import { envelope, ok } from '../../lib/envelope';
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
};
