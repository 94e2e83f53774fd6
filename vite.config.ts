import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { mapStylesPlugin } from './map-styles/vite-plugin.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), mapStylesPlugin()],
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One migrated database per run, copied per file (tests/support/migrated-templates.ts).
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // One embedded database per file; PGlite is single-threaded, so keep files apart.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Several replicas on one PostgreSQL and one Redis (tests/run-all.ts runs them when both answer).
          name: 'multi',
          include: ['tests/multi/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
