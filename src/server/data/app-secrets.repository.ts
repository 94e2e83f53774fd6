/**
 * Secrets a deployment makes once and every replica shares (issue 35: the unsubscribe links' key,
 * the VAPID key pair), kept in `app_meta` under `secret:<name>`: the first replica to need one
 * writes it (`ON CONFLICT DO NOTHING`) and every replica reads what was written first.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appMeta } from './schema';

export function appSecretsRepository(db: Db) {
  return {
    /** The secret `name`, made by `make` the first time it is asked for anywhere. */
    async getOrCreate(name: string, make: () => string): Promise<string> {
      const key = `secret:${name}`;
      await db.insert(appMeta).values({ key, value: make() }).onConflictDoNothing({ target: appMeta.key });
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
      return row!.value;
    },
  };
}

export type AppSecretsRepository = ReturnType<typeof appSecretsRepository>;
