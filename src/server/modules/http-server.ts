/**
 * The Fastify instance every module registers on: logger, body limit, URL and parser refusals
 * answered as the envelope, zod schemas, an empty-bodied JSON request tolerated, and the route
 * table (`App.routes`) filled as routes are registered. Refuses a production app without
 * PUBLIC_URL. Needs: the app's deps. Exports: the app and its route table.
 */
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PUBLIC_URL_REQUIRED } from '../env';
import { emptyBodyTolerantJsonParser } from '../lib/json-body-parser';
import { serverLogger } from '../lib/logger';
import type { AuthLevel } from '../plugins/auth.plugin';
import { clientErrorHandler, frameworkErrorHandler } from '../plugins/errors.plugin';
import type { AppDeps } from './app-deps';

/** One row of the route table: what a route declares, for tests that walk every route. */
export interface RouteEntry {
  method: string;
  url: string;
  auth: AuthLevel;
  schema: FastifySchema | undefined;
}

export function httpServer({ env, logger }: Pick<AppDeps, 'env' | 'logger'>): { app: FastifyInstance; routes: readonly RouteEntry[] } {
  // readEnv refuses this too; an app built another way must not fall back to the request's host either.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) throw new Error(`PUBLIC_URL ${PUBLIC_URL_REQUIRED}`);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : serverLogger(env)),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Ids never need long path parameters.
    routerOptions: { maxParamLength: 200 },
    // A malformed or over-long URL is refused before routing; it still answers the envelope.
    frameworkErrors: frameworkErrorHandler,
    // So is what Node's HTTP parser refuses (oversized headers, not HTTP).
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, emptyBodyTolerantJsonParser(app));

  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: r.url, auth: r.config?.auth ?? 'user', schema: r.schema });
    }
  });
  return { app, routes };
}
