/**
 * Sending a kept public answer (lib/answer-cache.ts): its bytes as they are (validated and
 * serialized by the route's response schema once, when produced, not per request), its `ETag`,
 * `Cache-Control: no-cache` (a browser keeps it and asks again with `If-None-Match`), and 304
 * with no body when the client's copy is current.
 *
 * A URL answered so before is answered again from the route's `preValidation` hook
 * (`answerKnownUrl`), before its query is validated: the answer was made from exactly that URL.
 * Not `onRequest`: the rate limit adds its own hook there after the route's, and must run first.
 * Under the load bench, validating the query took about a seventh of the server's time.
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

/** Request URLs (path and query, as sent) answered from kept answers, with what finds their answers again; the least recently seen go first. */
export class AnsweredUrls<V = string> {
  private readonly seen = new Map<string, V>();

  constructor(private readonly max = 10_000) {}

  get(url: string): V | undefined {
    const value = this.seen.get(url);
    if (value !== undefined) {
      this.seen.delete(url);
      this.seen.set(url, value);
    }
    return value;
  }

  set(url: string, value: V): void {
    this.seen.delete(url);
    this.seen.set(url, value);
    if (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value!);
  }
}

/** The success envelope of `read()`, kept by `keep` under `key`, sent as above; then `learn` hears the request's URL and the key. */
export async function cachedReply(
  request: FastifyRequest, reply: FastifyReply, keep: KeepAnswer, key: string, read: () => Promise<unknown>,
  learn?: (url: string, key: string) => void,
): Promise<FastifyReply> {
  const answer = await keep(key, async () => reply.serialize(ok(await read())) as string);
  learn?.(request.url, key);
  return sendAnswer(request, reply, answer);
}

/**
 * A route's `preValidation` hook (after the rate limit and the other `onRequest` hooks): a URL
 * answered before, whose answer `peek` still finds kept at the current revision, is sent now.
 */
export const answerKnownUrl = <V>(urls: AnsweredUrls<V>, peek: (seen: V) => Answer | undefined | Promise<Answer | undefined>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const seen = urls.get(request.url);
    const answer = seen === undefined ? undefined : await peek(seen);
    if (answer) return sendAnswer(request, reply, answer);
  };
