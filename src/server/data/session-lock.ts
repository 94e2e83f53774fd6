/**
 * A PostgreSQL session advisory lock held on a connection of its own while a task runs: released
 * when the task ends, or by the server the moment the connection drops (a crashed process never
 * leaves one behind). Keys are two: `hashtext('tpl-jobs')` and `hashtext(name)`, a key space apart
 * from the one-key transaction locks the repositories take. Used for start-up steps every replica
 * takes in turn (migrations, the seed) and for background jobs (`data/job-lock.ts`).
 */
import pg from 'pg';

const NAMESPACE = 'tpl-jobs';

/** Runs `task` holding the lock `name`, waiting for it when `wait`; null when not waiting and another session holds it. */
export async function withSessionLock<T>(url: string, name: string, wait: boolean, task: () => Promise<T>): Promise<{ value: T } | null> {
  const client = new pg.Client({ connectionString: url, application_name: 'tpl-session-lock' });
  // A connection lost while the task runs: the task finishes; the error must not crash the process.
  client.on('error', () => {});
  await client.connect();
  const key = [NAMESPACE, name];
  try {
    if (wait) await client.query('select pg_advisory_lock(hashtext($1), hashtext($2))', key);
    else {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1), hashtext($2)) as locked', key);
      if (!rows[0]?.locked) return null;
    }
    try {
      return { value: await task() };
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1), hashtext($2))', key).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
