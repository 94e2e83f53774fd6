/**
 * What the multi-process tests need (tests/run-all.ts sets it): a PostgreSQL server to make
 * scratch databases on and a Redis. Missing, a test fails saying so: these tests never skip.
 */
export function multiEnv(): { postgres: string; redis: string } {
  const postgres = process.env.TEST_DATABASE_URL;
  const redis = process.env.REDIS_URL;
  if (!postgres || !redis) {
    throw new Error('the multi-process tests need TEST_DATABASE_URL (a PostgreSQL server) and REDIS_URL: run them through `npm test` or set both');
  }
  return { postgres, redis };
}
