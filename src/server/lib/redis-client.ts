/**
 * The Redis connection the replicas share rate limits through (REDIS_URL; issue 25, item 7).
 *
 * At start a Redis that does not answer stops the server with a clear message: REDIS_URL says
 * limits are meant to be shared, and a replica quietly counting on its own would let N times the
 * limit through. Once running, a Redis that goes away must not take the API with it: commands fail
 * at once instead of queueing (`enableOfflineQueue: false`), the rate limiter lets requests through
 * while it cannot count (`skipOnError`, plugins/security.plugin.ts), ioredis reconnects in the
 * background, and the outage is logged once per minute at most.
 */
import { Redis } from 'ioredis';

export interface RedisOptions {
  url: string;
  /** How long the first connection may take before the start fails. */
  connectTimeoutMs?: number;
  log: { warn(obj: unknown, msg: string): void };
}

export async function connectRedis({ url, connectTimeoutMs = 5000, log }: RedisOptions): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: connectTimeoutMs,
    // Reconnect every 0.1 s up to 2 s apart, for ever.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  let started = false;
  let lastError: Error | null = null;
  let lastWarned = 0;
  redis.on('error', (err: Error) => {
    lastError = err;
    if (!started || Date.now() - lastWarned < 60_000) return;
    lastWarned = Date.now();
    log.warn({ err }, 'Redis is not answering: rate limits are not counted until it is back');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    const why = (lastError ?? (err as Error)).message;
    throw new Error(`REDIS_URL is set but Redis at ${new URL(url).host} did not answer (${why}). Start Redis, or unset REDIS_URL to count rate limits per process.`);
  }
  started = true;
  return redis;
}
