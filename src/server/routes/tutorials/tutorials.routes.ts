/**
 * The tutorials the signed-in golfer has finished (spec section 2: 'me' and 'explore'). Every
 * route acts as the signed-in golfer; none names a golfer, so each sees and changes only their own.
 * PUT and DELETE are idempotent and answer the whole list, as GET does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBodySchema } from '../../../shared/contracts/common.contract';
import { tutorialParamsSchema, tutorialsSchema } from '../../../shared/contracts/tutorials.contract';
import type { TutorialsRepository } from '../../data/tutorials.repository';
import { envelope, ok } from '../../lib/envelope';

const USER = { auth: 'user' } as const;
const response = { 200: envelope(tutorialsSchema) };

export const tutorialsRoutes: FastifyPluginAsyncZod<{ tutorials: TutorialsRepository }> = async (app, { tutorials }) => {
  app.get('/user/tutorials', {
    config: USER,
    schema: { response },
  }, async ({ user }) => ok({ tutorials: await tutorials.done(user!.id) }));

  app.put('/user/tutorials/:name', {
    config: USER,
    schema: { params: tutorialParamsSchema, body: noBodySchema, response },
  }, async ({ user, params }) => {
    const written = await tutorials.markDone(user!.id, params.name);
    return ok({ tutorials: await tutorials.done(user!.id) }, written ? 'Tutorial done' : 'Tutorial already done');
  });

  app.delete('/user/tutorials/:name', {
    config: USER,
    schema: { params: tutorialParamsSchema, response },
  }, async ({ user, params }) => {
    const removed = await tutorials.reset(user!.id, params.name);
    return ok({ tutorials: await tutorials.done(user!.id) }, removed ? 'Tutorial will show again' : 'Tutorial not done');
  });
};
