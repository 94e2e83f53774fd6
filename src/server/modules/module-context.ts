/**
 * What every module is given: the root app (its logger and hooks), the database, the environment's
 * slice, the storage, the event bus (domain-events: writes tell the feed and the rankings what
 * happened, once committed), the job lock (background recomputes run once across replicas), and
 * `routes`, where a module adds the registration of its routes. app.ts registers them under /api,
 * after the auth plugin, in the order the modules added them (the modules are built before the
 * shared plugins, as the services always were, so start-up and shutdown keep their order).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { jobLock, type JobLock } from '../data/job-lock';
import type { Database } from '../db/client';
import { domainEvents, type DomainEvents } from '../services/domain-events';
import type { FileStorage } from '../storage/file-storage';
import type { AppDeps } from './app-deps';

/** Registers some routes on the /api scope (`api.register(someRoutes, options)`). */
export type RouteRegistration = (api: FastifyInstance) => PromiseLike<unknown>;

export interface ModuleContext {
  app: FastifyInstance;
  log: FastifyBaseLogger;
  database: Database;
  env: AppDeps['env'];
  storage?: FileStorage;
  events: DomainEvents;
  jobs: JobLock;
  /** Adds routes to the /api scope. */
  routes(register: RouteRegistration): void;
}

export function moduleContext(app: FastifyInstance, { env, database, storage }: Pick<AppDeps, 'env' | 'database' | 'storage'>) {
  const registrations: RouteRegistration[] = [];
  const ctx: ModuleContext = {
    app, log: app.log, database, env, storage,
    events: domainEvents(app.log),
    jobs: jobLock(database),
    routes: (register) => { registrations.push(register); },
  };
  /** Registers every module's routes on the /api scope, in the order they were added. */
  const registerRoutes = async (api: FastifyInstance) => {
    for (const register of registrations) await register(api);
  };
  return { ctx, registerRoutes };
}
