/**
 * Lists moderation in the admin console (issue 24): read any list as an admin, hide or unhide a
 * list or an item's note with a reason (each audited in the same transaction). The lists
 * themselves are listed by `GET /api/lists/all` and `GET /api/lists/admin/{id}/all` (lists.routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reasonBodySchema } from '../../../shared/contracts/admin.contract';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import { listDetailSchema } from '../../../shared/contracts/lists.contract';
import {
  itemIdParamsSchema, listModerationResultSchema, noteModerationResultSchema,
} from '../../../shared/contracts/moderation.contract';
import { MODERATION_ACTIONS } from '../../../shared/domain/moderation/list-moderation-rules';
import { envelope, ok } from '../../lib/envelope';
import type { ListModerationService } from '../../services/list-moderation.service';
import type { ListsService } from '../../services/lists.service';

const ADMIN = { auth: 'admin' } as const;
const LIST_DONE = { hide: 'List hidden.', unhide: 'List shown again.' } as const;
const NOTE_DONE = { hide: 'Note hidden.', unhide: 'Note shown again.' } as const;

export const listModerationRoutes: FastifyPluginAsyncZod<{ moderation: ListModerationService; lists: ListsService }> = async (app, { moderation, lists }) => {
  app.get('/admin/lists/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, response: { 200: envelope(listDetailSchema) } },
  }, async ({ user, params }) => ok(await lists.adminDetail(params.id, user!)));

  for (const action of MODERATION_ACTIONS) {
    app.post(`/admin/lists/:id/${action}`, {
      config: ADMIN,
      schema: { params: idParamsSchema, body: reasonBodySchema, response: { 200: envelope(listModerationResultSchema) } },
    }, async ({ user, params, body }) => ok(await moderation.list(user!, params.id, action, body.reason), LIST_DONE[action]));

    app.post(`/admin/list-items/:itemId/${action}-note`, {
      config: ADMIN,
      schema: { params: itemIdParamsSchema, body: reasonBodySchema, response: { 200: envelope(noteModerationResultSchema) } },
    }, async ({ user, params, body }) => ok(await moderation.note(user!, params.itemId, action, body.reason), NOTE_DONE[action]));
  }
};
