/**
 * Wishlists and watchlists (spec sections 4 and 7). The spec's paths (`/wishlists`,
 * `/user/new-wishlist`, `/user/add-to-wishlist`, ...) and, for both kinds alike,
 * `GET /{kind}s/{id}` (one list with its courses), `POST /{kind}s/{id}` (rename) and
 * `DELETE /{kind}s/{id}`. Lists are private: another golfer's list answers 404 like a missing one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  newSavedListBodySchema, renameSavedListBodySchema, savedListDetailSchema,
  savedListSchema, watchlistCourseBodySchema, wishlistCourseBodySchema, type SavedListKind,
} from '../../../shared/contracts/saved-lists.contract';
import type { SavedListsRepository } from '../../data/saved-lists.repository';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { SavedListsService } from '../../services/saved-lists.service';

const USER = { auth: 'user' } as const;
const Title: Record<SavedListKind, string> = { wishlist: 'Wishlist', watchlist: 'Watchlist' };

export const savedListsRoutes: FastifyPluginAsyncZod<{ savedLists: SavedListsRepository; service: SavedListsService }> = async (app, { savedLists, service }) => {
  for (const kind of ['wishlist', 'watchlist'] as const) {
    const body = kind === 'wishlist' ? wishlistCourseBodySchema : watchlistCourseBodySchema;
    const listIdOf = (b: z.infer<typeof wishlistCourseBodySchema> | z.infer<typeof watchlistCourseBodySchema>) =>
      'wishlist' in b ? b.wishlist : b.watchlist;

    app.get(`/${kind}s`, {
      config: USER,
      schema: { response: { 200: envelope(z.array(savedListSchema)) } },
    }, async ({ user }) => ok(await savedLists.ofOwner(user!.id, kind)));

    app.get(`/${kind}s/:id`, {
      config: USER,
      schema: { params: idParamsSchema, response: { 200: envelope(savedListDetailSchema) } },
    }, async ({ user, params }) => {
      const list = await savedLists.detail(user!.id, kind, params.id);
      if (!list) throw notFound(Title[kind]);
      return ok(list);
    });

    app.post(`/user/new-${kind}`, {
      config: USER,
      schema: { body: newSavedListBodySchema, response: { 201: envelope(savedListSchema) } },
    }, async ({ user, body: b }, reply) =>
      reply.status(201).send(ok(await service.create(user!.id, kind, b.name, b.course), kind === 'watchlist' ? 'Added to watchlist' : 'Added to wishlist')));

    app.post(`/user/add-to-${kind}`, {
      config: USER,
      schema: { body, response: { 200: envelope(savedListSchema) } },
    }, async ({ user, body: b }) =>
      ok(await service.setCourse(user!.id, kind, listIdOf(b), b.course, true), `Added course to ${kind}`));

    app.post(`/user/remove-from-${kind}`, {
      config: USER,
      schema: { body, response: { 200: envelope(savedListSchema) } },
    }, async ({ user, body: b }) =>
      ok(await service.setCourse(user!.id, kind, listIdOf(b), b.course, false), `Removed course from ${kind}`));

    app.post(`/${kind}s/:id`, {
      config: USER,
      schema: { params: idParamsSchema, body: renameSavedListBodySchema, response: { 200: envelope(savedListSchema) } },
    }, async ({ user, params, body: b }) => {
      const list = await savedLists.rename(user!.id, kind, params.id, b.name);
      if (!list) throw notFound(Title[kind]);
      return ok(list, `${Title[kind]} renamed`);
    });

    app.delete(`/${kind}s/:id`, {
      config: USER,
      schema: { params: idParamsSchema, response: { 200: envelope(z.object({ _id: z.string() })) } },
    }, async ({ user, params }) => {
      if (!(await savedLists.remove(user!.id, kind, params.id))) throw notFound(Title[kind]);
      return ok({ _id: params.id }, `${Title[kind]} deleted`);
    });
  }
};
