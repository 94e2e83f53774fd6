/**
 * The one error handler: every failure leaves as the envelope with a meaningful status. Input
 * errors name the field; real faults are logged and answered with a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';

const CONTEXT_LABEL: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' };

function validationMessage(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const where = CONTEXT_LABEL[error.validationContext ?? ''] ?? 'input';
  const parts = error.validation.map((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (v.params as { keys?: string[] }).keys;
    if (v.keyword === 'unrecognized_keys' && keys?.length) {
      return `unknown ${where} field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
    }
    return field ? `${field}: ${v.message}` : v.message;
  });
  return `Invalid ${where}: ${parts.join('; ')}`;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ status: 'error', message: error.message, data: null });
    }
    if (error.validation) {
      return reply.status(400).send({ status: 'error', message: validationMessage(error), data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ status: 'error', message: error.message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: 'error', message: 'Something went wrong on our side. Please try again.', data: null });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ status: 'error', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, data: null }),
  );
});
