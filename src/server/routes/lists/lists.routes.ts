/**
 * Lists as wholes (spec section 7, Lists): create, read, save name / description / visibility,
 * delete, save someone else's list, a golfer's lists and stats, and the admins' views. Who may
 * see and change what is decided in `services/lists.service.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, noBodySchema } from '../../../shared/contracts/common.contract';
import {
  adminListsQuerySchema, createListBodySchema, deletedListSchema, listDetailSchema, listSavedStateSchema,
  listSummariesPageSchema, listSummariesSchema, ownedListSummariesPageSchema, updateListBodySchema, userListStatsQuerySchema, userListStatsSchema,
  userListsParamsSchema, userListsQuerySchema,
} from '../../../shared/contracts/lists.contract';
import type { ListKind } from '../../../shared/domain/enums';
import type { ListReadsRepository } from '../../data/list-reads.repository';
import type { ListsRepository } from '../../data/lists.repository';
import type { UsersRepository } from '../../data/users.repository';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { ListsService } from '../../services/lists.service';

export interface ListsRoutesOptions {
  service: ListsService;
  lists: ListsRepository;
  reads: ListReadsRepository;
  users: UsersRepository;
}

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;
const ADMIN = { auth: 'admin' } as const;

export const listsRoutes: FastifyPluginAsyncZod<ListsRoutesOptions> = async (app, { service, lists, reads, users }) => {
  app.post('/lists', {
    config: USER,
    schema: { body: createListBodySchema, response: { 201: envelope(listDetailSchema) } },
  }, async ({ user, body }, reply) => reply.status(201).send(ok(await service.create(user!, body), 'List created.')));

  app.get('/lists/:id', {
    config: PUBLIC,
    schema: { params: idParamsSchema, response: { 200: envelope(listDetailSchema) } },
  }, async ({ params, user }) => ok(await service.detail(params.id, user)));

  app.post('/lists/:id', {
    config: USER,
    schema: { params: idParamsSchema, body: updateListBodySchema, response: { 200: envelope(listDetailSchema) } },
  }, async ({ params, user, body }) => ok(await service.update(params.id, user!, body), 'List saved.'));

  app.delete('/lists/:id', {
    config: USER,
    schema: { params: idParamsSchema, response: { 200: envelope(deletedListSchema) } },
  }, async ({ params, user }) => {
    await service.remove(params.id, user!);
    return ok({ _id: params.id, deleted: true as const }, 'List deleted.');
  });

  app.post('/lists/:id/add', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(listSavedStateSchema) } },
  }, async ({ params, user }) => ok(await service.setSaved(params.id, user!, true), 'List saved to your lists.'));

  app.post('/lists/:id/remove', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(listSavedStateSchema) } },
  }, async ({ params, user }) => ok(await service.setSaved(params.id, user!, false), 'List removed from your saved lists.'));

  app.get('/lists/user/saved', {
    config: USER,
    schema: { querystring: userListsQuerySchema, response: { 200: envelope(ownedListSummariesPageSchema) } },
  }, async ({ user, query }) => ok(await lists.saved(user!.id, query.page, query.pageSize)));

  /** A golfer's lists must exist (and be theirs to see: no block between the two) to be listed; their private lists only for themselves. */
  async function ownerView(userId: string, viewerId: string | undefined): Promise<boolean> {
    if (!(await users.visibleTo(userId, viewerId))) throw notFound('Golfer');
    return viewerId === userId;
  }

  app.get('/lists/user/:userId', {
    config: PUBLIC,
    schema: { params: userListsParamsSchema, querystring: userListsQuerySchema, response: { 200: envelope(listSummariesPageSchema) } },
  }, async ({ params, query, user }) => {
    const own = await ownerView(params.userId, user?.id);
    return ok(await lists.ofOwner(params.userId, own, query.page, query.pageSize));
  });

  const ALL: [path: string, kind: ListKind][] = [['all', 'course'], ['all-holes', 'hole'], ['all-trips', 'trip']];
  for (const [path, kind] of ALL) {
    app.get(`/lists/user/:userId/${path}`, {
      config: PUBLIC,
      schema: { params: userListsParamsSchema, response: { 200: envelope(listSummariesSchema) } },
    }, async ({ params, user }) => ok(await lists.allOfKind(params.userId, kind, await ownerView(params.userId, user?.id))));
  }

  app.get('/lists/user/:userId/stats', {
    config: PUBLIC,
    schema: { params: userListsParamsSchema, querystring: userListStatsQuerySchema, response: { 200: envelope(userListStatsSchema) } },
  }, async ({ params, query, user }) => ok(await reads.stats(params.userId, await ownerView(params.userId, user?.id), query)));

  app.get('/lists/all', {
    config: ADMIN,
    schema: { querystring: adminListsQuerySchema, response: { 200: envelope(ownedListSummariesPageSchema) } },
  }, async ({ query }) => ok(await lists.everyList(query.page, query.pageSize)));

  app.get('/lists/admin/:id/all', {
    config: ADMIN,
    schema: { params: idParamsSchema, querystring: adminListsQuerySchema, response: { 200: envelope(ownedListSummariesPageSchema) } },
  }, async ({ params, query }) => {
    if (!(await users.exists(params.id))) throw notFound('Golfer');
    return ok(await lists.everyList(query.page, query.pageSize, params.id));
  });
};
