/**
 * Safety (issue 35): blocks and reports. Builds the blocks and reports repositories and services
 * (and a list-moderation service for acting on reports); registers /users/{id}/block,
 * /user/blocks, /reports and /admin/reports. Needs: the database, the events, the users
 * repository and the admin-users service. Exports: nothing (the other areas build the blocks
 * repository, which keeps no state, where they read blocks).
 */
import { blocksRepository } from '../data/blocks.repository';
import { listModerationRepository } from '../data/list-moderation.repository';
import { reportsRepository } from '../data/reports.repository';
import type { UsersRepository } from '../data/users.repository';
import { safetyRoutes } from '../routes/safety/safety.routes';
import type { AdminUsersService } from '../services/admin-users.service';
import { blocksService } from '../services/blocks.service';
import { listModerationService } from '../services/list-moderation.service';
import { reportsService } from '../services/reports.service';
import type { ModuleContext } from './module-context';

export interface SafetyModuleNeeds {
  users: UsersRepository;
  adminUsers: AdminUsersService;
}

export function safetyModule({ database, events, routes }: ModuleContext, { users, adminUsers }: SafetyModuleNeeds): void {
  const blocksRepo = blocksRepository(database.db);
  const reportsRepo = reportsRepository(database.db);
  const blocks = blocksService({ blocks: blocksRepo, users, events });
  const moderation = listModerationService({ repo: listModerationRepository(database.db), events });
  const reports = reportsService({ repo: reportsRepo, moderation, adminUsers, events });
  routes(async (api) => {
    await api.register(safetyRoutes, { blocks, blocksRepo, reports, reportsRepo });
  });
}
