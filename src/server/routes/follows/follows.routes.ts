/**
 * The follow graph (spec section 7, Users). Follow and unfollow always act as the signed-in user
 * on a target; the lists are public, like the profile that links to them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import { followStateSchema, noBodySchema, pageQuerySchema, publicUsersPageSchema } from '../../../shared/contracts/users.contract';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import type { UsersRepository } from '../../data/users.repository';
import type { FollowsRepository } from '../../data/follows.repository';
import type { FollowsService } from '../../services/follows.service';

export interface FollowsRoutesOptions {
  follows: FollowsRepository;
  /** Follow and unfollow (the write and its event). */
  service: FollowsService;
  users: UsersRepository;
}

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;
const pageResponse = { 200: envelope(publicUsersPageSchema) };

export const followsRoutes: FastifyPluginAsyncZod<FollowsRoutesOptions> = async (app, { follows, service, users }) => {
  const requireUser = async (id: string) => {
    if (!(await users.exists(id))) throw notFound('Golfer');
  };

  app.post('/users/:id/follow', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(followStateSchema) } },
  }, async ({ params, user }) => {
    if (params.id === user!.id) throw badRequest('You cannot follow yourself.');
    await requireUser(params.id);
    const created = await service.follow(user!.id, params.id);
    const followers = await follows.followerCount(params.id);
    return ok({ userId: params.id, isFollowing: true, followers }, created ? 'Following' : 'Already following');
  });

  app.post('/users/:id/unfollow', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(followStateSchema) } },
  }, async ({ params, user }) => {
    if (params.id === user!.id) throw badRequest('You cannot unfollow yourself.');
    await requireUser(params.id);
    const removed = await service.unfollow(user!.id, params.id);
    const followers = await follows.followerCount(params.id);
    return ok({ userId: params.id, isFollowing: false, followers }, removed ? 'Unfollowed' : 'Not following');
  });

  app.get('/user/followers', {
    config: USER,
    schema: { querystring: pageQuerySchema, response: pageResponse },
  }, async ({ query, user }) => ok(await follows.followers(user!.id, query.page, query.pageSize)));

  app.get('/user/following', {
    config: USER,
    schema: { querystring: pageQuerySchema, response: pageResponse },
  }, async ({ query, user }) => ok(await follows.following(user!.id, query.page, query.pageSize)));

  app.get('/user/:id/followers', {
    config: PUBLIC,
    schema: { params: idParamsSchema, querystring: pageQuerySchema, response: pageResponse },
  }, async ({ params, query }) => {
    await requireUser(params.id);
    return ok(await follows.followers(params.id, query.page, query.pageSize));
  });

  app.get('/user/:id/following', {
    config: PUBLIC,
    schema: { params: idParamsSchema, querystring: pageQuerySchema, response: pageResponse },
  }, async ({ params, query }) => {
    await requireUser(params.id);
    return ok(await follows.following(params.id, query.page, query.pageSize));
  });
};
