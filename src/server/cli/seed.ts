/** `npm run db:seed`: migrates, then puts the seed courses in once (a second run changes nothing). */
import { seedIfNeeded } from '../db/seed/seed';
import { readEnv } from '../env';
import { openCommandDatabase } from './open-command-database';

const database = await openCommandDatabase(readEnv(), 'db:seed');
await database.migrate();
const result = await seedIfNeeded(database.db);
await database.close();
console.log(result.seeded ? `Seeded ${result.courses} courses.` : 'Already seeded; nothing changed.');
