import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache, keptAt } from '../../../../src/server/lib/answer-cache';
import { AnsweredUrls, answerKnownUrl, cachedReply } from '../../../../src/server/lib/cached-reply';

/** A route as the course routes build it, with a query validator that counts its calls. */
const cache = new AnswerCache();
let revision = 1;
let validated = 0;
let produced = 0;
const urls = new AnsweredUrls();
const app = Fastify();
const kept = keptAt(cache, () => String(revision));
app.get('/things', {
  preValidation: answerKnownUrl(urls, (key) => kept.peek(key)),
  schema: { querystring: { type: 'object' } },
  validatorCompiler: () => (query: unknown) => {
    validated++;
    return { value: query };
  },
}, async (request, reply) => {
  const q = (request.query as { n?: string }).n ?? '0';
  return cachedReply(request, reply, kept.keep, `things|${Number(q)}`, async () => {
    produced++;
    return { n: Number(q), revision };
  }, (url, key) => urls.set(url, key));
});
beforeAll(() => app.ready());
afterAll(() => app.close());

const get = async (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('answers known by their URL', () => {
  it('answers a URL seen before without validating it again, with the same bytes and tag', async () => {
    const first = await get('/things?n=1');
    expect(first.json()).toMatchObject({ status: 'success', data: { n: 1, revision: 1 } });
    expect([validated, produced]).toEqual([1, 1]);
    const again = await get('/things?n=1');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect([validated, produced]).toEqual([1, 1]);
    expect((await get('/things?n=1', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    expect(validated).toBe(1);
  });

  it('validates another spelling of the same query, and shares the kept answer', async () => {
    const other = await get('/things?n=01');
    expect(other.json().data).toEqual({ n: 1, revision: 1 });
    expect([validated, produced]).toEqual([2, 1]);
  });

  it('goes the whole way again once the revision moved, and learns the new answer', async () => {
    revision = 2;
    expect((await get('/things?n=1')).json().data).toEqual({ n: 1, revision: 2 });
    expect([validated, produced]).toEqual([3, 2]);
    await get('/things?n=1');
    expect([validated, produced]).toEqual([3, 2]);
  });
});

describe('AnsweredUrls', () => {
  it('forgets the least recently seen URL past its size', () => {
    const few = new AnsweredUrls(2);
    few.set('/a', 'A');
    few.set('/b', 'B');
    expect(few.get('/a')).toBe('A');
    few.set('/c', 'C');
    expect([few.get('/a'), few.get('/b'), few.get('/c')]).toEqual(['A', undefined, 'C']);
  });
});
