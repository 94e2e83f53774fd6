import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/contracts/health.contract';
import type { Database } from '../../db/client';
import type { Identity } from '../../identity/identity';
import { z } from 'zod';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import type { CourseCatalogue } from '../../services/course-catalogue';

export interface HealthOptions {
  database: Database;
  identity: Identity;
  catalogue: CourseCatalogue;
  version: string;
}

/** Readiness for load balancers and for `npm start`: 200 when every part answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, identity, catalogue, version }) => {
  app.get('/health', {
    config: { auth: 'public', rateLimit: false },
    schema: { response: { 200: envelope(healthSchema), 503: z.object({ status: z.literal('error'), message: z.string(), data: healthSchema }) } },
  }, async (_request, reply) => {
    const [dbOk, identityOk] = await Promise.all([
      database.db.execute(sql`select 1`).then(() => true, () => false),
      identity.ready(),
    ]);
    const data = {
      database: { ok: dbOk, driver: database.driver, courses: dbOk ? catalogue.size : null },
      identity: { ok: identityOk, mode: identity.mode },
      indexes: { ready: catalogue.ready, courses: catalogue.size },
      version,
    };
    const healthy = dbOk && identityOk && catalogue.ready;
    if (healthy) return reply.status(200).send(ok(data, 'Ready'));
    return reply.status(503).send(errorEnvelope('Not ready', data));
  });
};
