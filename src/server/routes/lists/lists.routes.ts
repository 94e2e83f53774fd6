/**
 * Lists (spec section 7, Lists). A golfer's public lists are public like their profile; private
 * lists are seen by their owner only (admins read them through the admin endpoints, not here).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSummariesPageSchema, userListsParamsSchema, userListsQuerySchema } from '../../../shared/contracts/lists.contract';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { UsersRepository } from '../../data/users.repository';
import type { ListsRepository } from '../../data/lists.repository';

export interface ListsRoutesOptions {
  lists: ListsRepository;
  users: UsersRepository;
}

const PUBLIC = { auth: 'public' } as const;

export const listsRoutes: FastifyPluginAsyncZod<ListsRoutesOptions> = async (app, { lists, users }) => {
  app.get('/lists/user/:userId', {
    config: PUBLIC,
    schema: { params: userListsParamsSchema, querystring: userListsQuerySchema, response: { 200: envelope(listSummariesPageSchema) } },
  }, async ({ params, query, user: viewer }) => {
    if (!(await users.exists(params.userId))) throw notFound('Golfer');
    const own = viewer?.id === params.userId;
    return ok(await lists.ofOwner(params.userId, own, query.page, query.pageSize));
  });
};
