/**
 * Security headers (helmet's, one set for the app's pages and files, a short one for API answers)
 * and per-client rate limits: counted in Redis when the app is given a
 * connection (several replicas share one count per client, for the global limit and for every
 * route's own `config.rateLimit`, which use the same store), in this process otherwise.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/** What helmet is told: a CSP for the built client, and what Google sign-in's popups need. */
export function helmetOptions(opts: Pick<SecurityOptions, 'connectSrc' | 'frameSrc'>): HelmetOptions {
  return {
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
  };
}

/**
 * The headers helmet's middleware sets for these options, recorded once: they depend on nothing
 * in the request (no nonces), and @fastify/helmet built helmet's middleware, parsing the CSP,
 * anew for every request (a seventh of the server's time under the load bench).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * What API answers (JSON and files, not pages) carry, as OWASP's REST Security Cheat Sheet lists:
 * a CSP that allows nothing and no framing, nosniff, HSTS, DENY framing, same-origin resources and
 * no referrer. The page's policy (a kilobyte of headers on every answer) says nothing to fetch().
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  const page = securityHeaders(helmetOptions(opts));
  const api = securityHeaders(API_HELMET_OPTIONS);
  // Chosen when the answer is sent: an API path's HTML page (the local checkout and portal) is a page.
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    void reply.headers(request.url.startsWith('/api/') && !html ? api : page);
    return payload;
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
