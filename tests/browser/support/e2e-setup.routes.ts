/**
 * Setup routes that only the browser tests' server has (serve-e2e.ts passes them to startServer):
 * ranked lists have no write API yet (they arrive with their own issue), so tests put them in the
 * database here. Played courses go through the real API. Never registered by the app itself.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../src/server/db/client';
import { listItems, lists } from '../../../src/server/db/schema';
import { LIST_KINDS, LIST_TYPES } from '../../../src/shared/domain/enums';

export const E2E_SETUP_PATH = '/e2e-setup';

const listBody = z.strictObject({
  userId: z.uuid(),
  name: z.string().min(1),
  kind: z.enum(LIST_KINDS),
  type: z.enum(LIST_TYPES),
  isPublic: z.boolean(),
  courseIds: z.array(z.uuid()),
});

export async function e2eSetupRoutes(app: FastifyInstance, { db }: Database): Promise<void> {
  app.post(`${E2E_SETUP_PATH}/lists`, { config: { auth: 'public' } }, async (request) => {
    const { userId, courseIds, ...list } = listBody.parse(request.body);
    const [row] = await db.insert(lists).values({ ownerId: userId, ...list }).returning({ id: lists.id });
    if (courseIds.length) {
      await db.insert(listItems).values(courseIds.map((courseId, i) => ({ listId: row!.id, courseId, rankKey: `a${i}` })));
    }
    return { status: 'success', message: 'OK', data: { _id: row!.id } };
  });
}
