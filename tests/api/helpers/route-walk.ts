/**
 * Walks the app's own route table (`App.routes`, filled by Fastify's onRoute hook), so a route is
 * covered the day it is added. Builds URLs with chosen path parameters and junk inputs shaped by
 * each route's declared zod schemas.
 */
import type { z } from 'zod';
import type { RouteEntry } from '../../../src/server/app';

export const apiRoutes = (routes: readonly RouteEntry[]) => routes.filter((r) => r.url.startsWith('/api/'));

/**
 * A route that answers a stream kept open (server-sent events): signed in, `inject` would wait for
 * its end forever, so the walks send it only signed out; tests/api/notification-stream.test.ts
 * tests it signed in, over real HTTP.
 */
export const opensStream = (r: RouteEntry) => r.url === '/api/notifications/stream';

export const describeRoute = (r: RouteEntry) => `${r.method} ${r.url} (${r.auth})`;

/** The route's URL with every `:param` and `*` replaced by `value` (raw: it may carry %-escapes). */
export const urlWith = (r: RouteEntry, value: string) => r.url.replace(/:[A-Za-z_]\w*/g, value).replace(/\*$/, value);

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; schema?: z.ZodType };
const defOf = (schema: unknown): Def | null => (schema as { _zod?: { def: Def } })?._zod?.def ?? null;

/** The keys of an object schema, looking through optional/default/pipe wrappers. */
export function keysOf(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  const inner = def.innerType ?? def.in ?? def.schema;
  return inner ? keysOf(inner) : [];
}

/** A value shaped like `schema` with `leaf` in every string-like position (objects, arrays followed). */
export function shapedJunk(schema: unknown, leaf: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 6) return leaf;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, shapedJunk(v, leaf, depth + 1)]));
    case 'array':
      return [shapedJunk(def.element, leaf, depth + 1)];
    case 'number':
    case 'int':
      return 1e308;
    case 'boolean':
      return 'yes';
    default: {
      const inner = def.innerType ?? def.in ?? def.schema;
      return inner ? shapedJunk(inner, leaf, depth + 1) : leaf;
    }
  }
}

/** Whether a route's declared body is "none" (it takes no body, or an empty object). */
export function takesNoBody(r: RouteEntry): boolean {
  const body = r.schema?.body as z.ZodType | undefined;
  if (!body) return true;
  return body.safeParse(undefined).success && body.safeParse(null).success;
}
