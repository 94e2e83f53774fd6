/**
 * The admin console's course imports: each run reads, plans and writes in this process
 * (src/server/import), each batch reloads this catalogue and is announced to the others. At start
 * it recovers runs a dead process left 'running' (on PGlite all of them: no other process holds the
 * folder; on PostgreSQL lapsed leases, watched). Registers the admin's /admin/imports.
 * Needs: the database, the logger, the env's lease, the catalogue. Exports: the imports service
 * (App.imports).
 */
import { courseImportsRepository } from '../data/course-imports.repository';
import { runImport } from '../import/run-import';
import { adminImportsRoutes } from '../routes/admin/admin-imports.routes';
import type { CourseCatalogue } from '../services/course-catalogue';
import { courseImportsService } from '../services/course-imports.service';
import type { ModuleContext } from './module-context';

export async function importModule({ database, env, log, routes }: ModuleContext, { catalogue }: { catalogue: CourseCatalogue }) {
  const imports = courseImportsService({
    repo: courseImportsRepository(database.db), run: (options) => runImport({ database, announcer: { announce: (c) => catalogue.written(c) } }, options),
    resync: () => catalogue.resync(), announcer: catalogue, log, leaseMs: env.IMPORT_LEASE_MS,
  });
  await imports.recover({ everyRunning: database.driver === 'pglite', watch: database.driver === 'postgres' });
  routes((api) => api.register(adminImportsRoutes, { imports }));
  return { imports };
}
