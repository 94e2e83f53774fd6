/**
 * The admin console's golfers and audit log (issue 24): search, the account actions (each with a
 * reason, recorded in the audit log in the same transaction) and the log itself, read-only.
 * A golfer's full record is `GET /api/users/admin/{id}` (users.routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUsersPageSchema, adminUsersQuerySchema, grantProBodySchema, reasonBodySchema,
} from '../../../shared/contracts/admin.contract';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import { adminUserSchema } from '../../../shared/contracts/users.contract';
import type { AdminUserAction } from '../../../shared/domain/admin-rules';
import { envelope, ok } from '../../lib/envelope';
import type { AdminUsersRepository } from '../../data/admin-users.repository';
import type { AuditLogRepository } from '../../data/audit-log.repository';
import type { AdminUsersService } from '../../services/admin-users.service';
import { adminAuditRoutes } from './admin-audit.routes';

const ADMIN = { auth: 'admin' } as const;

const DONE: Record<Exclude<AdminUserAction, 'grant-pro'>, string> = {
  'revoke-pro': 'Pro grant revoked.', 'grant-admin': 'Admin granted.', 'revoke-admin': 'Admin revoked.',
  disable: 'Account disabled.', enable: 'Account enabled.',
};

export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminUsersService; users: AdminUsersRepository; audit: AuditLogRepository }> = async (app, { service, users, audit }) => {
  app.get('/admin/users', {
    config: ADMIN,
    schema: { querystring: adminUsersQuerySchema, response: { 200: envelope(adminUsersPageSchema) } },
  }, async ({ query }) => ok(await users.search(query.terms?.toLowerCase(), query.page, query.pageSize)));

  app.post('/admin/users/:id/grant-pro', {
    config: ADMIN,
    schema: { params: idParamsSchema, body: grantProBodySchema, response: { 200: envelope(adminUserSchema) } },
  }, async ({ user, params, body }) => ok(await service.act(user!, params.id, 'grant-pro', body.reason, body.until ? new Date(body.until) : null), 'Pro granted.'));

  for (const action of Object.keys(DONE) as (keyof typeof DONE)[]) {
    app.post(`/admin/users/:id/${action}`, {
      config: ADMIN,
      schema: { params: idParamsSchema, body: reasonBodySchema, response: { 200: envelope(adminUserSchema) } },
    }, async ({ user, params, body }) => ok(await service.act(user!, params.id, action, body.reason), DONE[action]));
  }

  // The audit log's reads, its CSV and its filters (issue 32).
  await app.register(adminAuditRoutes, { audit });
};
