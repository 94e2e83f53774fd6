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
  newWishlistBodySchema, renameWishlistBodySchema, wishlistDetailSchema,
  wishlistSchema, watchlistCourseBodySchema, wishlistCourseBodySchema, type WishlistKind,
} from '../../../shared/contracts/wishlists.contract';
import type { WishlistsRepository } from '../../data/wishlists.repository';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { WishlistsService } from '../../services/wishlists.service';

const USER = { auth: 'user' } as const;
const Title: Record<WishlistKind, string> = { wishlist: 'Wishlist', watchlist: 'Watchlist' };

export const wishlistsRoutes: FastifyPluginAsyncZod<{ wishlists: WishlistsRepository; service: WishlistsService }> = async (app, { wishlists, service }) => {
  for (const kind of ['wishlist', 'watchlist'] as const) {
    const body = kind === 'wishlist' ? wishlistCourseBodySchema : watchlistCourseBodySchema;
    const listIdOf = (b: z.infer<typeof wishlistCourseBodySchema> | z.infer<typeof watchlistCourseBodySchema>) =>
      'wishlist' in b ? b.wishlist : b.watchlist;

    app.get(`/${kind}s`, {
      config: USER,
      schema: { response: { 200: envelope(z.array(wishlistSchema)) } },
    }, async ({ user }) => ok(await wishlists.ofOwner(user!.id, kind)));

    app.get(`/${kind}s/:id`, {
      config: USER,
      schema: { params: idParamsSchema, response: { 200: envelope(wishlistDetailSchema) } },
    }, async ({ user, params }) => {
      const list = await wishlists.detail(user!.id, kind, params.id);
      if (!list) throw notFound(Title[kind]);
      return ok(list);
    });

    app.post(`/user/new-${kind}`, {
      config: USER,
      schema: { body: newWishlistBodySchema, response: { 201: envelope(wishlistSchema) } },
    }, async ({ user, body: b }, reply) =>
      reply.status(201).send(ok(await service.create(user!.id, kind, b.name, b.course), kind === 'watchlist' ? 'Added to watchlist' : 'Added to wishlist')));

    app.post(`/user/add-to-${kind}`, {
      config: USER,
      schema: { body, response: { 200: envelope(wishlistSchema) } },
    }, async ({ user, body: b }) =>
      ok(await service.setCourse(user!.id, kind, listIdOf(b), b.course, true), `Added course to ${kind}`));

    app.post(`/user/remove-from-${kind}`, {
      config: USER,
      schema: { body, response: { 200: envelope(wishlistSchema) } },
    }, async ({ user, body: b }) =>
      ok(await service.setCourse(user!.id, kind, listIdOf(b), b.course, false), `Removed course from ${kind}`));

    app.post(`/${kind}s/:id`, {
      config: USER,
      schema: { params: idParamsSchema, body: renameWishlistBodySchema, response: { 200: envelope(wishlistSchema) } },
    }, async ({ user, params, body: b }) => {
      const list = await wishlists.rename(user!.id, kind, params.id, b.name);
      if (!list) throw notFound(Title[kind]);
      return ok(list, `${Title[kind]} renamed`);
    });

    app.delete(`/${kind}s/:id`, {
      config: USER,
      schema: { params: idParamsSchema, response: { 200: envelope(z.object({ _id: z.string() })) } },
    }, async ({ user, params }) => {
      if (!(await wishlists.remove(user!.id, kind, params.id))) throw notFound(Title[kind]);
      return ok({ _id: params.id }, `${Title[kind]} deleted`);
    });
  }
};
