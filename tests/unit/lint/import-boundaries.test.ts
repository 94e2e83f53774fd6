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
    // On the server only app.ts imports routes/; the data layer imports neither routes nor services.
    ['src/server/plugins/x.ts', "import type { UsersRoutesOptions } from '../routes/users/users.routes';\nexport type X = UsersRoutesOptions;\n", /Only src\/server\/app.ts imports src\/server\/routes/],
    ['src/server/cli/x.ts', "import { coursesRoutes } from '../routes/courses/courses.routes';\nexport const x = coursesRoutes;\n", /Only src\/server\/app.ts imports src\/server\/routes/],
    ['src/server/indexes/x.ts', "export { usersRoutes } from '../routes/users/users.routes';\n", /Only src\/server\/app.ts imports src\/server\/routes/],
    ['src/server/services/x.ts', "import { coursesRoutes } from '../routes/courses/courses.routes';\nexport const x = coursesRoutes;\n", /Only src\/server\/app.ts imports src\/server\/routes/],
    ['src/server/data/x.ts', "import { CourseCatalogue } from '../services/course-catalogue';\nexport const x = CourseCatalogue;\n", /data layer must not import routes or services/],
    ['src/server/data/x.ts', "import { pictures } from '../routes/users/picture.service';\nexport const x = pictures;\n", /data layer must not import routes or services/],
    ['src/server/data/x.ts', "import type { CoursesRoutesOptions } from '../routes/courses/courses.routes';\nexport type X = CoursesRoutesOptions;\n", /data layer must not import routes or services/],
  ])('%s: forbidden import is reported', async (file, code, message) => {
    expect(await lint(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['src/server/lib/x.ts', "import { idSchema } from '../../shared/contracts/common.contract';\nexport const x = idSchema;\n"],
    ['src/features/courses/api/x.ts', "import { api } from '../../../lib/api-client';\nexport const x = api;\n"],
    ['src/server/routes/x.ts', "import { HttpError } from '../lib/errors';\nexport const x = HttpError;\n"],
    ['src/map/x.ts', "import { api } from '../lib/api-client';\nexport const x = api;\n"],
    ['src/features/courses/x.ts', "import { openCourseCard } from '../../map/course-clicks';\nexport const x = openCourseCard;\n"],
    ['src/server/app.ts', "import { coursesRoutes } from './routes/courses/courses.routes';\nexport const x = coursesRoutes;\n"],
    ['src/server/routes/courses/x.ts', "import type { CourseCatalogue } from '../../services/course-catalogue';\nimport { toCourse } from '../../data/course-mapper';\nexport type X = CourseCatalogue;\nexport const x = toCourse;\n"],
    ['src/server/routes/users/users.routes.ts', "import { pictureRoutes } from './picture.routes';\nexport const x = pictureRoutes;\n"],
    ['src/server/services/x.ts', "import { coursesRepository } from '../data/courses.repository';\nexport const x = coursesRepository;\n"],
    ['src/server/plugins/x.ts', "import type { UsersRepository } from '../data/users.repository';\nexport type X = UsersRepository;\n"],
    ['src/server/data/x.ts', "import { pagedQuery } from './sql';\nimport { courses } from '../db/schema';\nexport const x = [pagedQuery, courses];\n"],
  ])('%s: allowed import passes', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
