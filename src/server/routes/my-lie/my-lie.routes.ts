/**
 * A golfer's Golf DNA, list completion and year in review. Public like the profile: the golfer
 * sees their private My Lie counted, anyone else only public lists. The work is in
 * `services/my-lie.service.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completionSchema, golfDnaSchema, userIdParamsSchema, yearInReviewQuerySchema, yearInReviewSchema,
} from '../../../shared/contracts/my-lie.contract';
import type { UsersRepository } from '../../data/users.repository';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import type { myLieService } from '../../services/my-lie.service';

export interface MyLieRoutesOptions {
  service: ReturnType<typeof myLieService>;
  users: UsersRepository;
}

const PUBLIC = { auth: 'public' } as const;

export const myLieRoutes: FastifyPluginAsyncZod<MyLieRoutesOptions> = async (app, { service, users }) => {
  /** 404 for an unknown golfer; true when the viewer is the golfer. */
  async function ownerView(userId: string, viewerId: string | undefined): Promise<boolean> {
    // A golfer and one they blocked (or who blocked them) do not see each other's My Lie reads (issue 35).
    if (!(await users.visibleTo(userId, viewerId))) throw notFound('Golfer');
    return viewerId === userId;
  }

  app.get('/users/:id/golf-dna', {
    config: PUBLIC,
    schema: { params: userIdParamsSchema, response: { 200: envelope(golfDnaSchema) } },
  }, async ({ params, user }) => ok(await service.dna(params.id, await ownerView(params.id, user?.id))));

  app.get('/users/:id/completion', {
    config: PUBLIC,
    schema: { params: userIdParamsSchema, response: { 200: envelope(completionSchema) } },
  }, async ({ params, user }) => {
    await ownerView(params.id, user?.id);
    return ok(await service.completion(params.id));
  });

  app.get('/users/:id/year-in-review', {
    config: PUBLIC,
    schema: { params: userIdParamsSchema, querystring: yearInReviewQuerySchema, response: { 200: envelope(yearInReviewSchema) } },
  }, async ({ params, query, user }) => ok(await service.yearInReview(params.id, await ownerView(params.id, user?.id), query.year)));
};
