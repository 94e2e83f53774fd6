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
  ])('%s: forbidden import is reported', async (file, code, message) => {
    expect(await lint(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['src/server/lib/x.ts', "import { idSchema } from '../../shared/contracts/common.contract';\nexport const x = idSchema;\n"],
    ['src/features/courses/api/x.ts', "import { api } from '../../../lib/api-client';\nexport const x = api;\n"],
    ['src/server/routes/x.ts', "import { HttpError } from '../lib/errors';\nexport const x = HttpError;\n"],
  ])('%s: allowed import passes', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
