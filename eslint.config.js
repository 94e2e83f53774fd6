// Lint with import boundaries: client code never imports src/server, the server never imports
// client code, and src/shared imports neither (nor Node or the DOM-only libraries).
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which top-level folders of src/ may import which. Relative imports are resolved against the
// importing file, so `../lib/x` is judged by where it lands, not by how it is spelled.
// (eslint-plugin-import-x does this with a native resolver whose other-platform builds this
// registry lacks, which breaks `npm ci`; the rule is small enough to keep here.)
const CLIENT = ['app', 'features', 'map', 'components', 'lib', 'main.tsx'];
const FORBIDDEN = {
  server: { from: CLIENT, message: 'Server code must not import client code; share through src/shared.' },
  shared: { from: [...CLIENT, 'server'], message: 'src/shared holds pure contracts and rules: it imports neither side.' },
  ...Object.fromEntries(CLIENT.map((dir) => [dir, { from: ['server'], message: 'Client code must not import server code; share through src/shared.' }])),
};
const SRC = path.resolve('src');
const areaOf = (file) => {
  const rel = path.relative(SRC, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};

const boundaries = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = areaOf(context.filename);
        const rule = from && FORBIDDEN[from];
        if (!rule) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = areaOf(path.resolve(path.dirname(context.filename), source));
          if (target && target !== from && rule.from.includes(target)) context.report({ node: node.source, message: rule.message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'map-styles/generated/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/shared/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { tpl: boundaries },
    rules: { 'tpl/import-boundaries': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['node:*', 'react', 'react-dom', 'maplibre-gl', 'firebase', 'firebase/*', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
          message: 'src/shared holds pure contracts and rules: no Node, DOM or framework imports.',
        }],
      }],
    },
  },
);
