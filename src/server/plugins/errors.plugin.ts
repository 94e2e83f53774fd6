/**
 * The one error handler: every failure leaves as the envelope with a meaningful status. Input
 * errors name the field in the message and list every field error in `data.errors`; real faults
 * are logged and answered with a generic message.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError, RequestPart } from '../../shared/contracts/errors.contract';
import { errorEnvelope, validationErrorEnvelope } from '../lib/envelope';
import { HttpError } from '../lib/errors';

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

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body = error.errors ? validationErrorEnvelope(error.message, error.errors) : errorEnvelope(error.message);
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
