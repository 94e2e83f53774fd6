/**
 * Sending a kept public answer (lib/answer-cache.ts): its bytes as they are (validated and
 * serialized by the route's response schema once, when produced, not per request), its `ETag`,
 * `Cache-Control: no-cache` (a browser keeps it and asks again with `If-None-Match`), and 304
 * with no body when the client's copy is current.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, KeepAnswer } from './answer-cache';
import { ok } from './envelope';

const JSON_TYPE = 'application/json; charset=utf-8';

/** True when `If-None-Match` names the answer's tag (a list, weak tags and `*` as RFC 9110 says). */
export function clientHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  void reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (clientHas(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(answer.body);
}

/** The success envelope of `read()`, kept by `keep` under `key`, sent as above. */
export async function cachedReply(request: FastifyRequest, reply: FastifyReply, keep: KeepAnswer, key: string, read: () => Promise<unknown>): Promise<FastifyReply> {
  const answer = await keep(key, async () => reply.serialize(ok(await read())) as string);
  return sendAnswer(request, reply, answer);
}
