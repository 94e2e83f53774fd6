/**
 * Health: registers /health (the database, the identity provider, the catalogue's state, the
 * version). Needs: the database, the identity, the catalogue, the version. Exports: nothing.
 */
import type { Identity } from '../identity/identity';
import { healthRoutes } from '../routes/health/health.routes';
import type { CourseCatalogue } from '../services/course-catalogue';
import type { ModuleContext } from './module-context';

export function healthModule({ database, routes }: ModuleContext, { identity, catalogue, version }: { identity: Identity; catalogue: CourseCatalogue; version: string }): void {
  routes((api) => api.register(healthRoutes, { database, identity, catalogue, version }));
}
