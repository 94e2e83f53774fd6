// Lint with import boundaries: client code never imports src/server, the server never imports
// client code, and src/shared imports neither (nor Node or the DOM-only libraries).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const CLIENT_DIRS = ['./src/app', './src/features', './src/map', './src/components', './src/lib', './src/main.tsx'];
const zones = [
  ...CLIENT_DIRS.map((target) => ({ target, from: './src/server', message: 'Client code must not import server code; share through src/shared.' })),
  ...CLIENT_DIRS.map((from) => ({ target: './src/server', from, message: 'Server code must not import client code; share through src/shared.' })),
  ...[...CLIENT_DIRS, './src/server'].map((from) => ({ target: './src/shared', from, message: 'src/shared holds pure contracts and rules: it imports neither side.' })),
];

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
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
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
