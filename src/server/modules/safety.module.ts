/**
 * Safety (issue 35): blocks and reports. Builds the blocks and reports repositories and services
 * (acting on a report carries out the list moderation or the disabling in the report's own
 * transaction); registers /users/{id}/block, /user/blocks, /reports and /admin/reports.
 * Needs: the database, the events, the environment (ADMIN_EMAILS) and the users repository.
 * Exports: nothing (the other areas build the blocks repository, which keeps no state, where
 * they read blocks).
 */
import { blocksRepository } from '../data/blocks.repository';
import { reportsRepository } from '../data/reports.repository';
import type { UsersRepository } from '../data/users.repository';
import { safetyRoutes } from '../routes/safety/safety.routes';
import { blocksService } from '../services/blocks.service';
import { reportsService } from '../services/reports.service';
import type { ModuleContext } from './module-context';

export interface SafetyModuleNeeds {
  users: UsersRepository;
}

export function safetyModule({ database, events, env, routes }: ModuleContext, { users }: SafetyModuleNeeds): void {
  const blocksRepo = blocksRepository(database.db);
  const reportsRepo = reportsRepository(database.db);
  const blocks = blocksService({ blocks: blocksRepo, users, events });
  const reports = reportsService({ repo: reportsRepo, events, adminEmails: env.adminEmails });
  routes(async (api) => {
    await api.register(safetyRoutes, { blocks, blocksRepo, reports, reportsRepo });
  });
}
