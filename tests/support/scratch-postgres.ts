/**
 * A new database on a PostgreSQL server, for one test file or one benchmark run: empty, or a copy
 * of `template` (CREATE DATABASE … TEMPLATE, a file copy: far cheaper than migrating again);
 * `drop()` removes it again (forcing off connections left open).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchPostgres {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

export async function createScratchPostgres(serverUrl: string, prefix: string, template?: string): Promise<ScratchPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
