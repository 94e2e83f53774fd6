/**
 * The one error handler: every failure leaves as the envelope with a meaningful status. A service's
 * `Refused` is answered through the one refusal mapping (`refusedError`); input errors name the
 * field in the message and list every field error in `data.errors`; real faults are logged and
 * answered with a generic message.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError, RequestPart } from '../../shared/contracts/errors.contract';
import { errorEnvelope, validationErrorEnvelope } from '../lib/envelope';
import { HttpError, refusedError } from '../lib/errors';
import { Refused } from '../lib/refused';
import { urlOverflowed } from '../lib/url-rules';
import { URL_TOO_LONG } from './url-checks.plugin';

const UNKNOWN_FIELD = 'is not a known field';
const PART: Record<string, RequestPart> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' };

/** Each zod issue as a field error; an unknown-keys issue becomes one error per unknown field. */
function fieldErrors(error: FastifyError): FieldError[] {
  const part = PART[error.validationContext ?? ''] ?? 'body';
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ in: part, path: '', message: error.message }];
  return error.validation.flatMap((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (v.params as { keys?: string[] }).keys;
    if (v.keyword === 'unrecognized_keys' && keys?.length) {
      return keys.map((key) => ({ in: part, path: path ? `${path}.${key}` : key, message: UNKNOWN_FIELD }));
    }
    return [{ in: part, path, message: v.message ?? 'is invalid' }];
  });
}

function validationMessage(part: RequestPart, errors: FieldError[]): string {
  const unknown = errors.filter((e) => e.message === UNKNOWN_FIELD).map((e) => e.path);
  const parts = errors.filter((e) => e.message !== UNKNOWN_FIELD).map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
  if (unknown.length) parts.push(`unknown ${part} field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return `Invalid ${part}: ${parts.join('; ')}`;
}

/** Requests Fastify refuses before routing (a malformed or over-long URL) still get the envelope. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The URL is malformed (bad percent-encoding).';
  void reply.status(error.statusCode ?? 400).send(errorEnvelope(message));
}

const CLIENT_ERRORS: Record<string, readonly [status: 400 | 408 | 414 | 431, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  urlTooLong: [414, URL_TOO_LONG],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  other: [400, 'The request is not valid HTTP.'],
};
const answered = new WeakSet<Socket>();

/**
 * Requests Node's HTTP parser refuses (headers over its 16 KiB, which counts the URL; not HTTP at
 * all; too slow to arrive) never reach Fastify: they are answered here, in the envelope, and the
 * connection is closed. What the client is still sending is read and dropped first, since closing
 * on unread data resets the connection and the client would never see the answer.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const kind = error.code === 'HPE_HEADER_OVERFLOW' && urlOverflowed((error as { rawPacket?: unknown }).rawPacket as Buffer | undefined) ? 'urlTooLong' : error.code ?? '';
  const [status, message] = CLIENT_ERRORS[kind] ?? CLIENT_ERRORS.other!;
  const body = JSON.stringify(errorEnvelope(message));
  if (socket.writable) {
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.resume();
  setTimeout(() => socket.destroy(), 5000).unref();
}

/** Bodies up to this size are read to the end when refused, keeping the connection. */
const READ_REFUSED_BODY_UP_TO = 64 * 1024;

/**
 * A request refused before its large body was read (a 5 MB picture over the upload limit) closes
 * its connection: Node would otherwise read and drop the rest to keep the connection alive, and a
 * client sending pictures in a loop would make the server read them all.
 */
function closeIfLargeBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  const length = Number(request.headers['content-length']);
  const large = Number.isFinite(length) ? length > READ_REFUSED_BODY_UP_TO : request.headers['transfer-encoding'] !== undefined;
  if (large) void reply.header('connection', 'close');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    closeIfLargeBodyUnread(request, reply);
    // A service's refusal becomes HTTP here, and only here: through the one mapping.
    const error = thrown instanceof Refused ? refusedError(thrown.refusal, thrown.where) : thrown;
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
      const body = error.errors ? validationErrorEnvelope(error.message, error.errors) : errorEnvelope(error.message, error.data ?? null);
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const errors = fieldErrors(error);
      return reply.status(400).send(validationErrorEnvelope(validationMessage(errors[0]?.in ?? 'body', errors), errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorEnvelope(error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorEnvelope('Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorEnvelope(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`)),
  );
});
