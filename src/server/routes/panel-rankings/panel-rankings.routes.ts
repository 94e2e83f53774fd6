/**
 * The panel ranking (issue 24): public reads beside the crowd's (`/lists/panel`, the
 * disagreements, a course's panel scores), and a golfer's declared conflicts. What the panel is and
 * when it is computed: `services/panel-rankings.service.ts`; the method:
 * `shared/domain/panel-rankings.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import {
  conflictsBodySchema, courseIdParamsSchema, coursePanelScoresSchema, disagreementsQuerySchema, disagreementsSchema, myConflictSchema,
  panelRankingQuerySchema, panelRankingSchema,
} from '../../../shared/contracts/panel-rankings.contract';
import { envelope, ok } from '../../lib/envelope';
import type { PanelRankingsService } from '../../services/panel-rankings.service';

const PUBLIC = { auth: 'public' } as const;
const USER = { auth: 'user' } as const;

export const panelRankingsRoutes: FastifyPluginAsyncZod<{ panel: PanelRankingsService }> = async (app, { panel }) => {
  app.get('/lists/panel', {
    config: PUBLIC,
    schema: { querystring: panelRankingQuerySchema, response: { 200: envelope(panelRankingSchema) } },
  }, async ({ query }) => ok(await panel.ranking(query)));

  app.get('/lists/panel/disagreements', {
    config: PUBLIC,
    schema: { querystring: disagreementsQuerySchema, response: { 200: envelope(disagreementsSchema) } },
  }, async ({ query }) => ok(await panel.disagreements(query.type, query.limit)));

  app.get('/courses/:id/panel-scores', {
    config: PUBLIC,
    schema: { params: idParamsSchema, response: { 200: envelope(coursePanelScoresSchema) } },
  }, async ({ params }) => ok(await panel.ofCourse(params.id)));

  app.get('/panelist/conflicts', {
    config: USER,
    schema: { response: { 200: envelope(z.array(myConflictSchema)) } },
  }, async ({ user }) => ok(await panel.myConflicts(user!.id)));

  app.put('/panelist/conflicts/:courseId', {
    config: USER,
    schema: { params: courseIdParamsSchema, body: conflictsBodySchema, response: { 200: envelope(z.array(myConflictSchema)) } },
  }, async ({ user, params, body }) => ok(await panel.declareConflicts(user!.id, params.courseId, body.kinds), 'Conflicts saved.'));
};
