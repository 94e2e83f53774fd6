import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per area beside the repositories that use it (src/server/data/schema.ts gathers them).
  schema: './src/server/data/*.schema.ts',
  out: './src/server/db/migrations',
});
