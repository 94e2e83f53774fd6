import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts', './src/server/db/community-schema.ts', './src/server/db/payments-schema.ts', './src/server/db/panel-schema.ts',
    './src/server/db/moderation-schema.ts', './src/server/db/import-schema.ts',
  ],
  out: './src/server/db/migrations',
});
