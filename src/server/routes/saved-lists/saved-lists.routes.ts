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
  newSavedListBodySchema, renameSavedListBodySchema, SAVED_LIST_COURSES_MAX, SAVED_LISTS_MAX, savedListDetailSchema,
  savedListSchema, watchlistCourseBodySchema, wishlistCourseBodySchema, type SavedListKind,
} from '../../../shared/contracts/saved-lists.contract';
import type { SavedListsRepository, SavedListWrite } from '../../data/saved-lists.repository';
import { envelope, ok } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';

const USER = { auth: 'user' } as const;
const Title: Record<SavedListKind, string> = { wishlist: 'Wishlist', watchlist: 'Watchlist' };

/** The list a write produced, or the error it ran into. */
function written(kind: SavedListKind, result: SavedListWrite) {
  switch (result.status) {
    case 'ok': return result.list;
    case 'no-list': throw notFound(Title[kind]);
    case 'no-course': throw notFound('Course');
    case 'full': throw conflict(`A ${kind} holds at most ${SAVED_LIST_COURSES_MAX} courses.`);
  }
}

export const savedListsRoutes: FastifyPluginAsyncZod<{ savedLists: SavedListsRepository }> = async (app, { savedLists }) => {
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
    }, async ({ user, body: b }, reply) => {
      const result = await savedLists.create(user!.id, kind, b.name, b.course, SAVED_LISTS_MAX);
      if (result.status === 'full') throw conflict(`You can keep at most ${SAVED_LISTS_MAX} ${kind}s.`);
      const list = written(kind, result);
      return reply.status(201).send(ok(list, kind === 'watchlist' ? 'Added to watchlist' : 'Added to wishlist'));
    });

    app.post(`/user/add-to-${kind}`, {
      config: USER,
      schema: { body, response: { 200: envelope(savedListSchema) } },
    }, async ({ user, body: b }) =>
      ok(written(kind, await savedLists.setCourse(user!.id, kind, listIdOf(b), b.course, true, SAVED_LIST_COURSES_MAX)), `Added course to ${kind}`));

    app.post(`/user/remove-from-${kind}`, {
      config: USER,
      schema: { body, response: { 200: envelope(savedListSchema) } },
    }, async ({ user, body: b }) =>
      ok(written(kind, await savedLists.setCourse(user!.id, kind, listIdOf(b), b.course, false, SAVED_LIST_COURSES_MAX)), `Removed course from ${kind}`));

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
