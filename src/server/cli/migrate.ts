/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { readEnv } from '../env';
import { openCommandDatabase } from './open-command-database';

const database = await openCommandDatabase(readEnv(), 'db:migrate');
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.driver}).`);
