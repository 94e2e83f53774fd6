/**
 * The JavaScript that runs before the map's first draw is everything src/main.tsx imports
 * statically (the shell comes in through a dynamic import). This walks that graph and checks that
 * none of the heavy second-stage packages got into it: one stray import of the design system, the
 * router or Firebase would add 50-150 kB gzip before the map draws (`npm run bench:web` measures),
 * and zod (the contracts' schemas) 25 kB.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve('src');
const SECOND_STAGE = [/^@chakra-ui\//, /^@emotion\//, /^@ark-ui\//, /^@zag-js\//, /^react-router/, /^firebase/, /^next-themes$/, /^lucide-react$/, /^zod(\/|$)/];

/** Static, value-level imports and re-exports of one file (type-only ones are erased by the build). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly = clause?.isTypeOnly
        || (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function firstStage(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved && /\.tsx?$/.test(resolved)) queue.push(resolved);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files, packages };
}

describe('the first stage (before the map draws)', () => {
  const { files, packages } = firstStage(path.join(SRC, 'main.tsx'));

  it('holds the map and what it needs', () => {
    expect([...packages]).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'react-map-gl/maplibre', 'maplibre-gl', '@tanstack/react-query']));
    expect(files).toContain(path.join(SRC, 'map/map-view.tsx'));
  });

  it('pulls in none of the second stage: design system, router, Firebase, zod', () => {
    const offenders = [...packages].filter((p) => SECOND_STAGE.some((re) => re.test(p)));
    expect(offenders).toEqual([]);
  });

  it('reaches the shell only through a dynamic import', () => {
    expect(files).not.toContain(path.join(SRC, 'app/app.tsx'));
    expect(files).not.toContain(path.join(SRC, 'app/shell/app-shell.tsx'));
  });
});

describe('field errors in the first stage', () => {
  it('are read by the zod-free field-errors.ts, not by the zod contract', () => {
    const { files } = firstStage(path.join(SRC, 'main.tsx'));
    expect(files).toContain(path.join(SRC, 'shared/contracts/field-errors.ts'));
    expect(files).not.toContain(path.join(SRC, 'shared/contracts/errors.contract.ts'));
  });
});
