/**
 * `npm run admin:grant -- someone@example.com [--revoke]`: makes a signed-up user an admin, or
 * takes it away. The user must have signed in once (the row is created on first sight);
 * for people who have not, use ADMIN_EMAILS. `--revoke` takes away this grant only: an address in
 * ADMIN_EMAILS stays admin while it is listed and verified.
 */
import { readEnv } from '../env';
import { usersRepository } from '../data/users.repository';
import { openCommandDatabase } from './open-command-database';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((a) => !a.startsWith('--'));
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('usage: npm run admin:grant -- <email> [--revoke]');
  process.exit(2);
}
const database = await openCommandDatabase(readEnv(), 'admin:grant');
await database.migrate();
const changed = await usersRepository(database.db).setAdminByEmail(email, !revoke);
await database.close();
if (changed === 0) {
  console.error(`No user with email ${email}. They must sign in once first, or add them to ADMIN_EMAILS.`);
  process.exit(1);
}
console.log(`${email} is ${revoke ? 'no longer an admin' : 'now an admin'}.`);
