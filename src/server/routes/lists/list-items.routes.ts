/**
 * A list's items (spec section 7, Lists): add, remove, move, swap, the owner's note, reactions,
 * and where a course stands in the signed-in golfer's lists. Indexes are 0-based ranks; writes
 * answer only the places that changed (`ItemPlaces`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  addItemBodySchema, courseStandingsSchema, itemNoteSchema, itemPlacesSchema, itemReactionSchema, itemReactionsSchema,
  listIdParamsSchema, listItemParamsSchema, moveItemBodySchema, noteBodySchema, reactionBodySchema, removedItemSchema,
  removeItemBodySchema, swapItemsBodySchema,
} from '../../../shared/contracts/list-items.contract';
import { courseIdParamsSchema } from '../../../shared/contracts/played.contract';
import type { ListReadsRepository } from '../../data/list-reads.repository';
import { envelope, ok } from '../../lib/envelope';
import type { ListItemsService } from '../../services/list-items.service';
import type { ListsService } from '../../services/lists.service';

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;

export interface ListItemsRoutesOptions {
  items: ListItemsService;
  lists: ListsService;
  reads: ListReadsRepository;
}

export const listItemsRoutes: FastifyPluginAsyncZod<ListItemsRoutesOptions> = async (app, { items, lists, reads }) => {
  app.post('/lists/:id/add-item', {
    config: USER,
    schema: { params: listIdParamsSchema, body: addItemBodySchema, response: { 201: envelope(itemPlacesSchema) } },
  }, async ({ params, user, body }, reply) =>
    reply.status(201).send(ok(await items.addItem(params.id, user!, body.listItem, body.atIndex), 'Added to the list.')));

  app.post('/lists/:id/remove-item', {
    config: USER,
    schema: { params: listIdParamsSchema, body: removeItemBodySchema, response: { 200: envelope(removedItemSchema) } },
  }, async ({ params, user, body }) => ok(await items.removeItem(params.id, user!, body.listItem), 'Removed from the list.'));

  app.post('/lists/:id/move-item', {
    config: USER,
    schema: { params: listIdParamsSchema, body: moveItemBodySchema, response: { 200: envelope(itemPlacesSchema) } },
  }, async ({ params, user, body }) => ok(await items.moveItem(params.id, user!, body.listItem, body.toIndex), 'Moved.'));

  app.post('/lists/:id/swap-items', {
    config: USER,
    schema: { params: listIdParamsSchema, body: swapItemsBodySchema, response: { 200: envelope(itemPlacesSchema) } },
  }, async ({ params, user, body }) => ok(await items.swapItems(
    params.id, user!, { id: body.listItemA, index: body.currentIndexA }, { id: body.listItemB, index: body.currentIndexB },
  ), 'Swapped.'));

  app.post('/lists/:id/items/:itemId/note', {
    config: USER,
    schema: { params: listItemParamsSchema, body: noteBodySchema, response: { 200: envelope(itemNoteSchema) } },
  }, async ({ params, user, body }) => ok(await items.setNote(params.id, user!, params.itemId, body.note), body.note ? 'Note saved.' : 'Note removed.'));

  app.post('/lists/:id/items/:itemId/reaction', {
    config: USER,
    schema: { params: listItemParamsSchema, body: reactionBodySchema, response: { 200: envelope(itemReactionSchema) } },
  }, async ({ params, user, body }) => ok(await items.react(params.id, user!, params.itemId, body.reaction), body.reaction ? 'Reaction saved.' : 'Reaction removed.'));

  app.get('/lists/list-items/:id/reactions', {
    config: PUBLIC,
    schema: { params: idParamsSchema, response: { 200: envelope(itemReactionsSchema) } },
  }, async ({ params, user }) => ok(await lists.reactionsOf(params.id, user?.id ?? null)));

  app.get('/user/ranked-courses/:courseId', {
    config: USER,
    schema: { params: courseIdParamsSchema, response: { 200: envelope(courseStandingsSchema) } },
  }, async ({ params, user }) => ok(await reads.standings(user!.id, params.courseId)));
};
