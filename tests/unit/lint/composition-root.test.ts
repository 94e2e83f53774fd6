/**
 * The composition root stays a list (issue 33): app.ts imports at most 40 modules, plugins and
 * types (it was 97 before the modules), and every module under src/server/modules says in its top
 * comment what it needs and what it exports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(__dirname, '../../../src/server');
const importsOf = (source: string) => source.match(/^import\s/gm)?.length ?? 0;

describe('the composition root (src/server/app.ts and src/server/modules)', () => {
  it('app.ts has at most 40 imports', () => {
    expect(importsOf(fs.readFileSync(path.join(SERVER, 'app.ts'), 'utf8'))).toBeLessThanOrEqual(40);
  });

  it('counts imports as written, one statement over several lines once', () => {
    expect(importsOf("import a from './a';\nimport {\n  b,\n} from './b';\nexport type { C } from './c';\nconst x = import('./d');\n")).toBe(2);
  });

  it('every module file says what it needs and exports', () => {
    const modules = fs.readdirSync(path.join(SERVER, 'modules')).filter((f) => f.endsWith('.module.ts'));
    expect(modules.length).toBeGreaterThanOrEqual(15);
    const undocumented = modules.filter((f) => {
      const head = /^\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(path.join(SERVER, 'modules', f), 'utf8'))?.[1] ?? '';
      return !/Needs:/.test(head) || !/Exports:/.test(head);
    });
    expect(undocumented).toEqual([]);
  });
});
