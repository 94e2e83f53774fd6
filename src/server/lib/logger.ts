/**
 * The server's log (pino, through Fastify). Production and `npm run serve` write JSON lines, one
 * per request and per event, for a log collector. `npm start` (a person at a terminal; start.ts
 * sets LOG_FORMAT=pretty and, unless told otherwise, LOG_LEVEL=warn) writes one readable line per
 * warning or error (pino-pretty) and no request lines unless LOG_LEVEL asks for them (info or
 * below), so the URL and the demo accounts it prints stay in view.
 */
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import type { Env } from '../env';

type LogSettings = Pick<Env, 'LOG_LEVEL'> & { LOG_FORMAT?: Env['LOG_FORMAT'] };

/** `npm start`'s log settings: readable lines, warnings and errors only, unless the environment says otherwise. */
export const localLogSettings = (processEnv: NodeJS.ProcessEnv): { LOG_FORMAT: string; LOG_LEVEL: string } =>
  ({ LOG_FORMAT: processEnv.LOG_FORMAT || 'pretty', LOG_LEVEL: processEnv.LOG_LEVEL || 'warn' });

type Entry = Record<string, unknown> & {
  msg?: string;
  err?: { message?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/** An entry as one line: the message, the error's message, and the request it was about. */
function oneLine(entry: Entry, messageKey: string): string {
  const parts = [String(entry[messageKey] ?? '')];
  if (entry.err?.message && entry.err.message !== entry[messageKey]) parts.push(`: ${entry.err.message}`);
  if (entry.req?.method) parts.push(` (${entry.req.method} ${entry.req.url ?? ''}${entry.res?.statusCode ? ` → ${entry.res.statusCode}` : ''})`);
  else if (entry.res?.statusCode) parts.push(` (→ ${entry.res.statusCode}${entry.responseTime === undefined ? '' : `, ${Math.round(entry.responseTime)} ms`})`);
  return parts.join('');
}

/** Fastify's logger options for these settings; `destination` is stdout unless given (tests). */
export function serverLogger(env: LogSettings, destination?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'loggerInstance' | 'disableRequestLogging'> {
  if (env.LOG_LEVEL === 'silent') return { logger: false };
  const options = { level: env.LOG_LEVEL, redact: ['req.headers.authorization'] };
  if (env.LOG_FORMAT !== 'pretty') return destination ? { loggerInstance: pino(options, destination) } : { logger: options };
  const pretty = pinoPretty({
    destination: destination ?? 1, sync: true, colorize: !destination && process.stdout.isTTY === true,
    singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,req,res,err,responseTime',
    messageFormat: oneLine,
  });
  return { loggerInstance: pino(options, pretty) };
}
