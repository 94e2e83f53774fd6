/**
 * Settings the email and push channels share (issue 35): the origin of links in emails, and
 * secrets taken from the environment or made once and kept in the database for every replica.
 */
import { randomBytes } from 'node:crypto';
import type { AppSecretsRepository } from '../data/app-secrets.repository';

/** PUBLIC_URL without a trailing slash; unset (development, tests): http://127.0.0.1:PORT. */
export const publicUrlOf = (env: { PUBLIC_URL?: string; PORT?: number }) =>
  (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`).replace(/\/+$/, '');

export const newSecret = () => randomBytes(32).toString('base64url');

/** The configured value, else the one kept in app_meta under `name` (made on first use); read once per process. */
export function sharedSecret(configured: string | undefined, secrets: AppSecretsRepository, name: string, make: () => string): () => Promise<string> {
  let value: Promise<string> | null = configured ? Promise.resolve(configured) : null;
  return () => {
    value ??= secrets.getOrCreate(name, make).catch((err: unknown) => {
      value = null;
      throw err;
    });
    return value;
  };
}
