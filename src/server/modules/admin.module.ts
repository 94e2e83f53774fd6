/**
 * The admin console's other parts: courses (writes, merges, pictures), golfers' accounts and the
 * audit log, list moderation. (Imports are import.module.ts's.) Builds: the audit-log and
 * list-moderation repositories, the moderation service; registers /admin/courses, /admin/users,
 * /admin/audit and the list moderation. Needs: the database, the events, the storage, the
 * catalogue and merges, the admin-users service and repository, the lists service. Exports: nothing.
 */
import type { AdminUsersRepository } from '../data/admin-users.repository';
import { auditLogRepository } from '../data/audit-log.repository';
import type { CourseMergeRepository } from '../data/course-merge.repository';
import { listModerationRepository } from '../data/list-moderation.repository';
import { adminCoursesRoutes } from '../routes/admin/admin-courses.routes';
import { adminRoutes } from '../routes/admin/admin.routes';
import { listModerationRoutes } from '../routes/admin/list-moderation.routes';
import type { AdminUsersService } from '../services/admin-users.service';
import type { CourseCatalogue } from '../services/course-catalogue';
import { listModerationService } from '../services/list-moderation.service';
import type { ListsService } from '../services/lists.service';
import type { ModuleContext } from './module-context';

export interface AdminModuleNeeds {
  catalogue: CourseCatalogue;
  merges: CourseMergeRepository;
  adminUsers: AdminUsersService;
  adminUsersRepo: AdminUsersRepository;
  lists: ListsService;
}

export function adminModule({ database, events, storage, routes }: ModuleContext, { catalogue, merges, adminUsers, adminUsersRepo, lists }: AdminModuleNeeds): void {
  routes(async (api) => {
    await api.register(adminCoursesRoutes, { catalogue, merges, storage });
    await api.register(adminRoutes, { service: adminUsers, users: adminUsersRepo, audit: auditLogRepository(database.db) });
    await api.register(listModerationRoutes, { moderation: listModerationService({ repo: listModerationRepository(database.db), events }), lists });
  });
}
