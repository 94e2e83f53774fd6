/**
 * The import graph of src, read from the files' import and export lines (relative specifiers
 * only; `import type` counts: a cycle of types is still two files that cannot be read apart), and
 * its cycles: strongly connected components of files, and of src/server's top-level folders.
 */
import fs from 'node:fs';
import path from 'node:path';

export type Graph = ReadonlyMap<string, ReadonlySet<string>>;

const SPECIFIERS = [
  /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"](\.[^'"]+)['"]/gm, // import x from './a'; export { y } from './b' (across lines)
  /^\s*import\s*['"](\.[^'"]+)['"]/gm, // import './side-effect'
  /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g, // import('./lazy')
];

/** The relative specifiers a source imports or re-exports. */
export function specifiersOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return SPECIFIERS.flatMap((re) => [...withoutComments.matchAll(re)].map((m) => m[1]!));
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Every .ts/.tsx file under `root` (paths relative to it, with /) -> the files of `root` it imports. */
export function importGraph(root: string): Graph {
  const files = sourceFiles(root).map((f) => path.relative(root, f).split(path.sep).join('/'));
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.js$/, '.ts')].find((c) => known.has(c));
  };
  return new Map(files.map((f) => {
    const targets = specifiersOf(fs.readFileSync(path.join(root, f), 'utf8')).map((s) => resolve(f, s)).filter((t): t is string => t !== undefined);
    return [f, new Set(targets)];
  }));
}

/** The graph's cycles: its strongly connected components of more than one node (Tarjan's), and nodes that import themselves. */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.has(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * The graph of the top-level folders under `prefix` (e.g. 'server/'): folder a -> folder b when a
 * file of a imports a file of b. Files directly in `prefix` (app.ts, index.ts) are no folder.
 */
export function folderGraph(graph: Graph, prefix: string): Graph {
  const folderOf = (f: string) => {
    if (!f.startsWith(prefix)) return null;
    const parts = f.slice(prefix.length).split('/');
    return parts.length > 1 ? parts[0]! : null;
  };
  const folders = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = folderOf(from);
    if (!a) continue;
    if (!folders.has(a)) folders.set(a, new Set());
    for (const to of targets) {
      const b = folderOf(to);
      if (b && b !== a) folders.get(a)!.add(b);
    }
  }
  return folders;
}

/** Which files make the edge folder a -> folder b (for a message that says where to look). */
export function edgeFiles(graph: Graph, prefix: string, a: string, b: string): string[] {
  return [...graph].flatMap(([from, targets]) => (from.startsWith(`${prefix}${a}/`)
    ? [...targets].filter((t) => t.startsWith(`${prefix}${b}/`)).map((t) => `${from} -> ${t}`)
    : []));
}
