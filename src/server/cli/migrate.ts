/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { readEnv } from '../env';
import { openConfiguredDatabase } from '../db/open-configured-database';

const database = await openConfiguredDatabase(readEnv());
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.driver}).`);
