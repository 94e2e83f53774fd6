/**
 * No import cycles (issue 33): no two files of src import each other (directly or round a longer
 * loop), and no top-level folder of src/server imports a folder that imports it back. A cycle
 * found names its files; a folder cycle names the imports that make each of its edges. The fix is
 * to move what both need down (a type to data/ or src/shared, an interface to its own file).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, edgeFiles, folderGraph, importGraph, specifiersOf } from './import-graph';

const SRC = path.resolve(__dirname, '../../../src');

describe('import cycles in src', () => {
  const graph = importGraph(SRC);

  it('reads the graph (app.ts imports its modules; a module imports its routes)', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('server/app.ts')).toContain('server/modules/courses.module.ts');
    expect(graph.get('server/modules/courses.module.ts')).toContain('server/routes/courses/courses.routes.ts');
  });

  it('no two files import each other, directly or round a loop', () => {
    expect(cycles(graph).map((c) => c.join(' <-> '))).toEqual([]);
  });

  it('no folder of src/server imports a folder that imports it back', () => {
    const folders = folderGraph(graph, 'server/');
    expect(folders.get('data')).toBeDefined();
    const found = cycles(folders).map((loop) => loop.map((a) => {
      const targets = [...folders.get(a)!].filter((b) => loop.includes(b));
      return `${a} -> ${targets.join(', ')} (${targets.flatMap((b) => edgeFiles(graph, 'server/', a, b).slice(0, 3)).join('; ')})`;
    }).join(' | '));
    expect(found).toEqual([]);
  });
});

describe('the cycle finder can fail', () => {
  it('finds a two-file cycle, a three-file loop and a self-import, and nothing in a tree', () => {
    const g = new Map([
      ['a.ts', new Set(['b.ts'])], ['b.ts', new Set(['a.ts', 'c.ts'])],
      ['c.ts', new Set(['d.ts'])], ['d.ts', new Set(['e.ts'])], ['e.ts', new Set(['c.ts'])],
      ['f.ts', new Set(['f.ts'])], ['g.ts', new Set(['a.ts', 'c.ts'])],
    ]);
    expect(cycles(g)).toEqual(expect.arrayContaining([['a.ts', 'b.ts'], ['c.ts', 'd.ts', 'e.ts'], ['f.ts']]));
    expect(cycles(g)).toHaveLength(3);
    expect(cycles(new Map([['x.ts', new Set(['y.ts'])], ['y.ts', new Set<string>()]]))).toEqual([]);
  });

  it('finds folders that import each other through different files', () => {
    const g = new Map([
      ['server/data/a.ts', new Set(['server/import/b.ts'])],
      ['server/import/c.ts', new Set(['server/data/d.ts'])],
      ['server/data/d.ts', new Set<string>()], ['server/import/b.ts', new Set<string>()],
      ['server/app.ts', new Set(['server/data/a.ts'])],
    ]);
    expect(cycles(folderGraph(g, 'server/'))).toEqual([['data', 'import']]);
    expect(edgeFiles(g, 'server/', 'data', 'import')).toEqual(['server/data/a.ts -> server/import/b.ts']);
  });

  it('reads every kind of relative import, type-only and multi-line included, and no comment', () => {
    const source = [
      "import type { A } from './a';",
      "import {\n  B,\n  C,\n} from '../b';",
      "export * from './c';",
      "export { D } from './d';",
      "import './e';",
      "const f = () => import('./f');",
      "import fs from 'node:fs';",
      "// import { G } from './g';",
      "/* import { H } from './h'; */",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '../b', './c', './d', './e', './f']);
  });
});
