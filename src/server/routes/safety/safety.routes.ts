/**
 * Safety (issue 35): `POST`/`DELETE /users/{id}/block`, `GET /user/blocks`, `POST /reports`
 * (rate limited besides the open-reports limit); the admins' `GET /admin/reports`,
 * `POST /admin/reports/{id}/dismiss` and `/act`. Rules in the blocks and reports services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, noBodySchema } from '../../../shared/contracts/common.contract';
import {
  actOnReportBodySchema, adminReportsPageSchema, adminReportsQuerySchema, blockStateSchema, dismissReportBodySchema,
  handledReportSchema, reportBodySchema, reportCreatedSchema,
} from '../../../shared/contracts/safety.contract';
import { pageQuerySchema, publicUsersPageSchema } from '../../../shared/contracts/users.contract';
import type { BlocksRepository } from '../../data/blocks.repository';
import type { ReportsRepository } from '../../data/reports.repository';
import { envelope, ok } from '../../lib/envelope';
import type { BlocksService } from '../../services/blocks.service';
import type { ReportsService } from '../../services/reports.service';

export interface SafetyRoutesOptions {
  blocks: BlocksService;
  blocksRepo: BlocksRepository;
  reports: ReportsService;
  reportsRepo: ReportsRepository;
}

const USER = { auth: 'user' } as const;
const ADMIN = { auth: 'admin' } as const;
/**
 * Reports a golfer may send in a minute, refused or not (the open-reports limit bounds them over
 * time). Counted per golfer after sign-in and validation (preHandler), on top of the per-client limit.
 */
export const REPORTS_PER_MINUTE = 20;
const reportsLimit = {
  max: REPORTS_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler' as const,
  keyGenerator: (request: { user?: { id: string } | null; ip: string }) => `report:${request.user?.id ?? request.ip}`,
};

export const safetyRoutes: FastifyPluginAsyncZod<SafetyRoutesOptions> = async (app, { blocks, blocksRepo, reports, reportsRepo }) => {
  app.post('/users/:id/block', {
    config: USER,
    schema: { params: idParamsSchema, body: noBodySchema, response: { 200: envelope(blockStateSchema) } },
  }, async ({ params, user }) => ok(await blocks.block(user!.id, params.id), 'Blocked'));

  app.delete('/users/:id/block', {
    config: USER,
    schema: { params: idParamsSchema, response: { 200: envelope(blockStateSchema) } },
  }, async ({ params, user }) => ok(await blocks.unblock(user!.id, params.id), 'Unblocked'));

  app.get('/user/blocks', {
    config: USER,
    schema: { querystring: pageQuerySchema, response: { 200: envelope(publicUsersPageSchema) } },
  }, async ({ query, user }) => ok(await blocksRepo.blocked(user!.id, query.page, query.pageSize)));

  app.post('/reports', {
    config: { ...USER, rateLimit: reportsLimit },
    schema: { body: reportBodySchema, response: { 201: envelope(reportCreatedSchema) } },
  }, async ({ body, user }, reply) => reply.status(201).send(ok(await reports.report(user!.id, body), 'Thank you: an admin will look at your report.')));

  app.get('/admin/reports', {
    config: ADMIN,
    schema: { querystring: adminReportsQuerySchema, response: { 200: envelope(adminReportsPageSchema) } },
  }, async ({ query }) => ok(await reportsRepo.page(query.status, query.page, query.pageSize)));

  app.post('/admin/reports/:id/dismiss', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: dismissReportBodySchema, response: { 200: envelope(handledReportSchema) } },
  }, async ({ params, body, user }) => ok(await reports.dismiss(user!, params.id, body?.reason ?? null), 'Report dismissed.'));

  app.post('/admin/reports/:id/act', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: actOnReportBodySchema, response: { 200: envelope(handledReportSchema) } },
  }, async ({ params, body, user }) => ok(await reports.act(user!, params.id, body.action, body.reason), 'Report handled.'));
};
