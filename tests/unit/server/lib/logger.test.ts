/**
 * The server's log (lib/logger.ts, issue 32): `npm start`'s terminal gets one readable line per
 * warning or error and no line per request (the demo accounts it prints stay in view), unless
 * LOG_LEVEL asks for more; production and `npm run serve` keep JSON lines with every request.
 */
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../../src/server/env';
import { localLogSettings, serverLogger } from '../../../../src/server/lib/logger';

/** A Fastify app logging as `env` says into a buffer; 40 plain requests, one warning and one failure. */
async function logOf(env: Parameters<typeof serverLogger>[0]): Promise<string[]> {
  const out = new PassThrough();
  let text = '';
  out.on('data', (d: Buffer) => (text += d.toString()));
  const app = Fastify(serverLogger(env, out));
  app.get('/ok', async () => ({ ok: true }));
  app.get('/warn', async (request) => {
    request.log.warn({ courseId: 'c1' }, 'a course without a country');
    return { ok: true };
  });
  app.get('/fail', async () => {
    throw new Error('the database went away');
  });
  for (let i = 0; i < 40; i++) await app.inject('/ok');
  await app.inject('/warn');
  await app.inject('/fail');
  await app.close();
  return text.split('\n').filter(Boolean);
}

describe('the server log', () => {
  it('npm start: one readable line per warning or error, none per request', async () => {
    const env = readEnv({ ...localLogSettings({}), NODE_ENV: 'development' });
    expect({ format: env.LOG_FORMAT, level: env.LOG_LEVEL }).toEqual({ format: 'pretty', level: 'warn' });
    const lines = await logOf(env);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: a course without a country \{"courseId":"c1"\}$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] ERROR: the database went away \(GET \/fail → 500\)$/);
    expect(lines.some((l) => l.startsWith('{'))).toBe(false);
  });

  it('npm start with LOG_LEVEL=info logs requests, still readable', async () => {
    const lines = await logOf(readEnv({ ...localLogSettings({ LOG_LEVEL: 'info' }), NODE_ENV: 'development' }));
    expect(lines.filter((l) => l.includes('INFO: request completed'))).toHaveLength(42);
    expect(lines.some((l) => l.startsWith('{'))).toBe(false);
  });

  it('production and npm run serve: JSON lines, every request', async () => {
    const env = readEnv({ NODE_ENV: 'development' });
    expect(env.LOG_FORMAT).toBe('json');
    const lines = await logOf(env);
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; level: number });
    expect(entries.filter((e) => e.msg === 'request completed')).toHaveLength(42);
    expect(entries.filter((e) => e.level >= 40).map((e) => e.msg)).toEqual(['a course without a country', 'the database went away']);
  });
});
