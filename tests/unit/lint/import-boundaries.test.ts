import fs from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'tpl/import-boundaries').map((m) => m.message);
};

describe('import boundaries (npm run lint)', () => {
  it.each([
    ['src/lib/x.ts', "import { HttpError } from '../server/lib/errors';\nexport const x = HttpError;\n", /Client code must not import server code/],
    ['src/features/courses/api/x.ts', "export { ok } from '../../../server/lib/envelope';\n", /Client code must not import server code/],
    ['src/server/lib/x.ts', "import { api } from '../../lib/api-client';\nexport const x = api;\n", /Server code must not import client code/],
    ['src/shared/domain/x.ts', "import { ok } from '../../server/lib/envelope';\nexport const x = ok;\n", /imports neither side/],
    ['src/shared/domain/y.ts', "import { api } from '../../lib/api-client';\nexport const y = api;\n", /imports neither side/],
    // The map and lib sit under the features and the app.
    ['src/map/x.ts', "import { getCourse } from '../features/courses/api/get-course';\nexport const x = getCourse;\n", /must not import src\/features or src\/app/],
    ['src/map/layers/x.ts', "export * from '../../app/router';\n", /must not import src\/features or src\/app/],
    ['src/lib/x.ts', "export const x = () => import('../features/courses/lib/course-text');\n", /must not import src\/features or src\/app/],
    // On the server only modules/ import routes/ and only app.ts imports modules/; the data layer imports neither routes, services, the importer nor modules.
    ['src/server/app.ts', "import { coursesRoutes } from './routes/courses/courses.routes';\nexport const x = coursesRoutes;\n", /Only src\/server\/modules\/ import src\/server\/routes\//],
    ['src/server/services/x.ts', "import { coursesModule } from '../modules/courses.module';\nexport const x = coursesModule;\n", /Only src\/server\/app.ts imports src\/server\/modules\//],
    ['src/server/routes/courses/x.ts', "import type { ModuleContext } from '../../modules/module-context';\nexport type X = ModuleContext;\n", /Only src\/server\/app.ts imports src\/server\/modules\//],
    ['src/server/index.ts', "import { playedModule } from './modules/played.module';\nexport const x = playedModule;\n", /Only src\/server\/app.ts imports src\/server\/modules\//],
    ['src/server/data/x.ts', "import type { BatchPlan } from '../import/write/plan-batch';\nexport type X = BatchPlan;\n", /data layer must not import routes, services, the importer/],
    ['src/server/data/x.ts', "import { runImport } from '../import/run-import';\nexport const x = runImport;\n", /data layer must not import routes, services, the importer/],
    ['src/server/data/x.ts', "import type { AppDeps } from '../modules/app-deps';\nexport type X = AppDeps;\n", /data layer must not import/],
    // The importer sits beside the services (they use it); its read/ and rules/ stay pure.
    ['src/server/import/x.ts', "import type { CourseChangeAnnouncer } from '../services/course-changes';\nexport type X = CourseChangeAnnouncer;\n", /The importer \(src\/server\/import\) sits beside the services/],
    ['src/server/import/write/x.ts', "import { CourseCatalogue } from '../../services/course-catalogue';\nexport const x = CourseCatalogue;\n", /The importer \(src\/server\/import\) sits beside the services/],
    ['src/server/import/read/x.ts', "import { courseImportRepository } from '../../data/course-import.repository';\nexport const x = courseImportRepository;\n", /read\/ and rules\/ are pure/],
    ['src/server/import/rules/x.ts', "import { courses } from '../../db/schema';\nexport const x = courses;\n", /read\/ and rules\/ are pure/],
    ['src/server/import/rules/x.ts', "import { planBatch } from '../write/plan-batch';\nexport const x = planBatch;\n", /read\/ and rules\/ are pure/],
    ['src/server/import/read/x.ts', "export { runImport } from '../run-import';\n", /read\/ and rules\/ are pure/],
    // payments/ and indexes/ sit under the services.
    ['src/server/payments/x.ts', "import { paymentsService } from '../services/payments.service';\nexport const x = paymentsService;\n", /src\/server\/payments \(the providers\) and src\/server\/indexes .* sit under the services/],
    ['src/server/indexes/x.ts', "import { CourseCatalogue } from '../services/course-catalogue';\nexport const x = CourseCatalogue;\n", /sit under the services/],
    ['src/server/plugins/x.ts', "import type { UsersRoutesOptions } from '../routes/users/users.routes';\nexport type X = UsersRoutesOptions;\n", /Only src\/server\/modules\/ import src\/server\/routes\//],
    ['src/server/cli/x.ts', "import { coursesRoutes } from '../routes/courses/courses.routes';\nexport const x = coursesRoutes;\n", /Only src\/server\/modules\/ import src\/server\/routes\//],
    ['src/server/indexes/x.ts', "export { usersRoutes } from '../routes/users/users.routes';\n", /Only src\/server\/modules\/ import src\/server\/routes\//],
    ['src/server/services/x.ts', "import { coursesRoutes } from '../routes/courses/courses.routes';\nexport const x = coursesRoutes;\n", /Only src\/server\/modules\/ import src\/server\/routes\//],
    ['src/server/data/x.ts', "import { CourseCatalogue } from '../services/course-catalogue';\nexport const x = CourseCatalogue;\n", /data layer must not import routes, services/],
    ['src/server/data/x.ts', "import { pictures } from '../routes/users/picture.service';\nexport const x = pictures;\n", /data layer must not import routes, services/],
    ['src/server/data/x.ts', "import type { CoursesRoutesOptions } from '../routes/courses/courses.routes';\nexport type X = CoursesRoutesOptions;\n", /data layer must not import routes, services/],
    // Only routes and plugins throw HTTP errors: services (wherever they sit), the data layer and the rest refuse with a Refusal.
    ['src/server/services/x.service.ts', "import { HttpError } from '../lib/errors';\nexport const x = HttpError;\n", /Only routes and plugins throw HTTP errors.*ensure\(r\) or refuse\(r\)/],
    ['src/server/services/x.ts', "import { notFound, conflict } from '../lib/errors';\nexport const x = [notFound, conflict];\n", /Only routes and plugins throw HTTP errors/],
    ['src/server/routes/users/x.service.ts', "import { badRequest } from '../../lib/errors';\nexport const x = badRequest;\n", /Only routes and plugins throw HTTP errors/],
    ['src/server/modules/lists/lists.service.ts', "import { fieldError } from '../../lib/errors';\nexport const x = fieldError;\n", /Only routes and plugins throw HTTP errors/],
    ['src/server/data/x.repository.ts', "import { ensure } from '../lib/errors';\nexport const x = ensure;\n", /Only routes and plugins throw HTTP errors/],
    ['src/server/trips/x.ts', "export { HttpError } from '../lib/errors';\n", /Only routes and plugins throw HTTP errors/],
    ['src/server/payments/x.ts', "export const x = () => import('../lib/errors');\n", /Only routes and plugins throw HTTP errors/],
    // components/ui is generic UI under the map, the features and the app; lib sits under the map.
    ['src/components/ui/x.tsx', "import { useMapCover } from '../../map/overlay-covers';\nexport const x = useMapCover;\n", /src\/components\/ui holds generic UI .* must not import src\/map/],
    ['src/components/ui/x.tsx', "import { useAuthDialog } from '../../features/auth/components/auth-dialog-provider';\nexport const x = useAuthDialog;\n", /src\/components\/ui holds generic UI/],
    ['src/components/ui/x.tsx', "export const x = () => import('../../app/router');\n", /src\/components\/ui holds generic UI/],
    ['src/lib/x.ts', "import type { Insets } from '../map/camera-padding';\nexport type X = Insets;\n", /src\/lib sits under src\/map/],
    ['src/lib/x.ts', "import { useConfirm } from '../components/ui/confirm-dialog';\nexport const x = useConfirm;\n", /src\/lib sits under src\/components\/ui/],
    // Features import only the features in their row of FEATURE_IMPORTS: the cycles that were.
    ['src/features/played/components/x.tsx', "import { RankingProvider } from '../../ranking/components/ranking-provider';\nexport const x = RankingProvider;\n", /src\/features\/played must not import src\/features\/ranking: .* it imports lists, trips, users, wishlists\./],
    ['src/features/courses/components/x.tsx', "import { RankDialog } from '../../ranking/components/rank-dialog';\nexport const x = RankDialog;\n", /src\/features\/courses must not import src\/features\/ranking/],
    ['src/features/played/api/x.ts', "export { useCourse } from '../../courses/api/get-course';\n", /src\/features\/played must not import src\/features\/courses/],
    ['src/features/wishlists/components/x.tsx', "import { CourseActionIcons } from '../../played/components/course-actions';\nexport const x = CourseActionIcons;\n", /src\/features\/wishlists must not import src\/features\/played: .* it imports no other feature\./],
    ['src/features/users/components/x.tsx', "import { usePlayedDateDialog } from '../../played/components/played-date-dialog-context';\nexport const x = usePlayedDateDialog;\n", /src\/features\/users must not import src\/features\/played: .* it imports no other feature\./],
    ['src/features/lists/components/x.tsx', "export const x = () => import('../../courses/components/course-card');\n", /src\/features\/lists must not import src\/features\/courses/],
    ['src/features/trips/components/x.tsx', "export * from '../../played/components/course-actions';\n", /src\/features\/trips must not import src\/features\/played/],
    ['src/server/data/x.ts', "import type { Db } from '../db/client';\nexport type X = Db;\n", /The data layer must not import src\/server\/db\//],
    ['src/features/not-declared/x.ts', "import { useList } from '../lists/api/get-list';\nexport const x = useList;\n", /src\/features\/not-declared has no row in FEATURE_IMPORTS/],
  ])('%s: forbidden import is reported', async (file, code, message) => {
    expect(await lint(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['src/server/lib/x.ts', "import { idSchema } from '../../shared/contracts/common.contract';\nexport const x = idSchema;\n"],
    ['src/features/courses/api/x.ts', "import { api } from '../../../lib/api-client';\nexport const x = api;\n"],
    ['src/server/routes/x.ts', "import { HttpError } from '../lib/errors';\nexport const x = HttpError;\n"],
    ['src/server/plugins/x.plugin.ts', "import { HttpError, refusedError } from '../lib/errors';\nexport const x = [HttpError, refusedError];\n"],
    ['src/server/lib/read-x-upload.ts', "import { HttpError } from './errors';\nexport const x = HttpError;\n"],
    ['src/server/modules/users/users.routes.ts', "import { notFound } from '../../lib/errors';\nexport const x = notFound;\n"],
    ['src/server/services/x.service.ts', "import { ensure, refuse } from '../lib/refused';\nimport { refusal } from '../../shared/domain/refusal';\nexport const x = [ensure, refuse, refusal];\n"],
    ['src/server/data/x.repository.ts', "import { ensure } from '../lib/refused';\nexport const x = ensure;\n"],
    ['src/server/services/x.ts', "import { errorsTable } from '../lib/errors-table';\nexport const x = errorsTable;\n"],
    ['src/map/x.ts', "import { api } from '../lib/api-client';\nexport const x = api;\n"],
    ['src/features/courses/x.ts', "import { openCourseCard } from '../../map/course-clicks';\nexport const x = openCourseCard;\n"],
    ['src/server/modules/x.module.ts', "import { coursesRoutes } from '../routes/courses/courses.routes';\nimport { coursesRepository } from '../data/courses.repository';\nimport { CourseCatalogue } from '../services/course-catalogue';\nimport type { ModuleContext } from './module-context';\nexport const x = [coursesRoutes, coursesRepository, CourseCatalogue];\nexport type X = ModuleContext;\n"],
    ['src/server/app.ts', "import { coursesModule } from './modules/courses.module';\nimport { authPlugin } from './plugins/auth.plugin';\nexport const x = [coursesModule, authPlugin];\n"],
    ['src/server/data/x.ts', "import type { BatchPlan } from './course-import-rows';\nexport type X = BatchPlan;\n"],
    ['src/server/import/run-import.ts', "import { courseImportRepository } from '../data/course-import.repository';\nexport const x = courseImportRepository;\n"],
    ['src/server/import/rules/x.ts', "import type { ImportedCourse } from '../import-record';\nimport { normalize } from '../../search/normalize';\nexport type X = ImportedCourse;\nexport const x = normalize;\n"],
    ['src/server/services/x.service.ts', "import type { ImportRunOptions } from '../import/import-record';\nimport { localProvider } from '../payments/local-provider';\nexport type X = ImportRunOptions;\nexport const x = localProvider;\n"],
    ['src/server/payments/x.ts', "import { localPaymentsRepository } from '../data/local-payments.repository';\nexport const x = localPaymentsRepository;\n"],
    ['src/server/routes/courses/x.ts', "import type { CourseCatalogue } from '../../services/course-catalogue';\nimport { toCourse } from '../../data/course-mapper';\nexport type X = CourseCatalogue;\nexport const x = toCourse;\n"],
    ['src/server/routes/users/users.routes.ts', "import { pictureRoutes } from './picture.routes';\nexport const x = pictureRoutes;\n"],
    ['src/server/services/x.ts', "import { coursesRepository } from '../data/courses.repository';\nexport const x = coursesRepository;\n"],
    ['src/server/plugins/x.ts', "import type { UsersRepository } from '../data/users.repository';\nexport type X = UsersRepository;\n"],
    ['src/server/data/x.ts', "import { pagedQuery } from './sql';\nimport { courses } from './schema';\nexport const x = [pagedQuery, courses];\n"],
    ['src/server/db/x.ts', "import * as schema from '../data/schema';\nimport type { Db } from '../data/database';\nexport type X = Db;\nexport const x = schema;\n"],
    ['src/components/ui/x.tsx', "import { useMapCover } from '../../lib/overlay-covers';\nexport const x = useMapCover;\n"],
    ['src/map/x.ts', "import { mapCovers } from '../lib/overlay-covers';\nexport const x = mapCovers;\n"],
    ['src/features/ranking/components/x.tsx', "import { refreshPlayed } from '../../played/api/played-keys';\nimport { useCourse } from '../../courses/api/get-course';\nexport const x = [refreshPlayed, useCourse];\n"],
    ['src/features/courses/components/x.tsx', "import { CourseActionIcons } from '../../played/components/course-actions';\nexport const x = CourseActionIcons;\n"],
    ['src/features/played/components/x.tsx', "import { WishlistButton } from '../../wishlists/components/wishlist-button';\nimport { AddToTripButton } from '../../trips/components/add-to-trip-button';\nexport const x = () => import('../../lists/api/get-list-reads');\nexport const y = [AddToTripButton, WishlistButton];\n"],
    ['src/features/users/components/x.tsx', "import { useUser } from '../api/get-user';\nimport { useAuth } from '../../../lib/auth-provider';\nexport const x = [useUser, useAuth];\n"],
    ['src/app/routes/x.tsx', "import { RankingProvider } from '../../features/ranking/components/ranking-provider';\nimport { AuthDialogProvider } from '../../features/auth/components/auth-dialog-provider';\nexport const x = [RankingProvider, AuthDialogProvider];\n"],
  ])('%s: allowed import passes', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});

describe('the table of feature imports (FEATURE_IMPORTS in eslint.config.js)', () => {
  interface Config {
    FEATURE_IMPORTS: Record<string, string[]>;
    featureOrderProblem(table: Record<string, string[]>): string | null;
  }
  // Imported by URL: eslint.config.js is plain JavaScript without type declarations.
  const config = () => import(/* @vite-ignore */ new URL('../../../eslint.config.js', import.meta.url).href) as Promise<Config>;

  it('has one row per folder of src/features', async () => {
    const { FEATURE_IMPORTS } = await config();
    const folders = fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(Object.keys(FEATURE_IMPORTS).sort()).toEqual(folders.sort());
  });

  it('runs one way, top to bottom', async () => {
    const { FEATURE_IMPORTS, featureOrderProblem } = await config();
    expect(featureOrderProblem(FEATURE_IMPORTS)).toBeNull();
  });

  it.each([
    [{ courses: ['ranking'], ranking: ['courses'] }, 'ranking lists courses, whose row is not below it'],
    [{ played: ['played'] }, 'played lists played, whose row is not below it'],
    [{ played: ['ranking'], users: [] }, 'played lists ranking, which has no row'],
  ])('refuses a table that is not: %j', async (table, problem) => {
    const { featureOrderProblem } = await config();
    expect(featureOrderProblem(table)).toBe(problem);
  });
});
