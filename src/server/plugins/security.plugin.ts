/**
 * Security headers (helmet) and per-client rate limits: counted in Redis when the app is given a
 * connection (several replicas share one count per client, for the global limit and for every
 * route's own `config.rateLimit`, which use the same store), in this process otherwise.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';

export interface SecurityOptions {
  rateLimitMax: number;
  /** Shared counts (REDIS_URL): keys under `redisPrefix` + `rate-limit:`. */
  redis?: Redis;
  redisPrefix?: string;
  /** Extra origins the browser may call (the Auth emulator locally, a hosted map style). */
  connectSrc: string[];
  /**
   * Extra origins the page may frame. Firebase's popup sign-in embeds a hidden helper iframe from
   * the auth domain (`https://*.firebaseapp.com`, below) or, locally, from the Auth emulator
   * (`http://127.0.0.1:9099/emulator/auth/iframe`); without it 'Sign in with Google' cannot finish.
   */
  frameSrc: string[];
}

/** The built client's static files: hashed assets and the offline basemap. */
export function isStaticFile(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/map-styles/');
}

export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com', 'https://accounts.google.com', 'https://www.gstatic.com'],
        // Chakra UI (Emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // MapLibre runs its worker from a blob in some builds.
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https:', ...opts.connectSrc],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://accounts.google.com', 'https://*.firebaseapp.com', ...opts.frameSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google sign-in popups talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, {
    max: opts.rateLimitMax,
    timeWindow: '1 minute',
    ...(opts.redis
      ? {
          redis: opts.redis,
          nameSpace: `${opts.redisPrefix ?? ''}rate-limit:`,
          // Redis gone while running: requests go through uncounted rather than failing (lib/redis-client.ts).
          skipOnError: true,
        }
      : {}),
    // Static files are not limited: panning the map reads many basemap tiles (range requests on
    // /map-styles/), and a production deployment serves these from a CDN anyway.
    allowList: (request) => isStaticFile(request.url),
    // @fastify/rate-limit throws what this returns; statusCode makes the error handler answer 429.
    errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`),
  });
});
