/** Users and profiles (spec section 7, Users): the current user, profiles, golfers, edit profile, picture. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  adminUserFlagsBodySchema, adminUserSchema, currentUserSchema, pageQuerySchema, publicUserSchema, publicUsersPageSchema,
  updateProfileSchema, userProfileSchema, userSearchQuerySchema,
} from '../../../shared/contracts/users.contract';
import { playedCoursesPageSchema } from '../../../shared/contracts/played.contract';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { pictureRoutes } from './picture.routes';
import type { PlayedRepository } from '../../data/played.repository';
import type { UsersRepository } from '../../data/users.repository';
import type { AdminUsersService } from '../../services/admin-users.service';
import type { CurrentUserService } from '../../services/current-user';

export interface UsersRoutesOptions {
  users: UsersRepository;
  played: PlayedRepository;
  currentUser: CurrentUserService;
  adminUsers: AdminUsersService;
  /** Where pictures go; without it picture uploads answer 503. */
  storage?: FileStorage;
}

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;
const ADMIN = { auth: 'admin' } as const;

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { users, played, currentUser, adminUsers, storage }) => {
  // The current-user fetch (spec: "method and path not shown"): the auth hook has created the row.
  app.get('/user/me', {
    config: USER,
    schema: { response: { 200: envelope(currentUserSchema) } },
  }, async (request) => ok(await currentUser.view(request.user!)));

  // Edit profile: always the signed-in user's own; there is no id to aim at anyone else.
  app.put('/user/profile', {
    config: USER,
    schema: { body: updateProfileSchema, response: { 200: envelope(currentUserSchema) } },
  }, async ({ user, body }) => {
    const updated = await users.updateProfile(user!.id, body);
    if (!updated) throw notFound('Golfer');
    return ok(await currentUser.view(updated), 'Profile updated');
  });

  await app.register(pictureRoutes, { users, currentUser, storage });

  app.get('/users', {
    config: PUBLIC,
    schema: { querystring: pageQuerySchema, response: { 200: envelope(publicUsersPageSchema) } },
  }, async ({ query }) => ok(await users.list(query.page, query.pageSize)));

  app.get('/users/search', {
    config: PUBLIC,
    schema: { querystring: userSearchQuerySchema, response: { 200: envelope(z.array(publicUserSchema)) } },
  }, async ({ query, user }) => ok(await users.search(query.terms, query.limit, user?.id ?? null)));

  app.get('/users/admin/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, response: { 200: envelope(adminUserSchema) } },
  }, async ({ params }) => {
    const user = await users.adminView(params.id);
    if (!user) throw notFound('Golfer');
    return ok(user);
  });

  app.post('/users/admin/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: adminUserFlagsBodySchema, response: { 200: envelope(adminUserSchema) } },
  }, async ({ user, params, body }) => ok(await adminUsers.setFlags(user!, params.id, body), 'Golfer saved.'));

  app.get('/users/:id', {
    config: PUBLIC,
    schema: { params: idParamsSchema, response: { 200: envelope(userProfileSchema) } },
  }, async ({ params, user: viewer }) => {
    const profile = await users.profile(params.id, viewer?.id ?? null);
    if (!profile) throw notFound('Golfer');
    return ok(profile);
  });

  app.get('/users/:id/played', {
    config: PUBLIC,
    schema: { params: idParamsSchema, querystring: pageQuerySchema, response: { 200: envelope(playedCoursesPageSchema) } },
  }, async ({ params, query, user }) => {
    if (!(await users.visibleTo(params.id, user?.id))) throw notFound('Golfer');
    return ok(await played.page(params.id, query.page, query.pageSize));
  });
};
