import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestPart } from '../../../../src/shared/contracts/field-errors';
import { refusal, type Refusal, type RefusalReason } from '../../../../src/shared/domain/refusal';
import { HttpError, refusedError } from '../../../../src/server/lib/errors';
import { ensure, refuse, Refused } from '../../../../src/server/lib/refused';
import { errorsPlugin } from '../../../../src/server/plugins/errors.plugin';

describe('refusedError: the one mapping of a refusal to HTTP', () => {
  it.each([
    ['not-found', 404],
    ['forbidden', 403],
    ['invalid', 400],
    ['conflict', 409],
    ['stale', 409],
    ['over-limit', 403],
  ] as [RefusalReason, number][])('%s → %i', (reason, status) => {
    const error = refusedError(refusal(reason, 'No.'));
    expect(error).toBeInstanceOf(HttpError);
    expect([error.statusCode, error.message, error.errors, error.data]).toEqual([status, 'No.', undefined, undefined]);
  });

  it.each([
    ['a body field', refusal('invalid', 'is outside the trip', 'listItem.day'), undefined, 'body'],
    ['a path parameter', refusal('not-found', 'no such golfer', 'id'), 'path', 'path'],
    ['a query field', refusal('invalid', 'is not a year', 'year'), 'query', 'query'],
  ] as [string, Refusal, RequestPart | undefined, RequestPart][])('names %s in the message and data.errors', (_what, r, where, part) => {
    const error = refusedError(r, where);
    expect(error.message).toBe(`${r.path}: ${r.message}`);
    expect(error.errors).toEqual([{ in: part, path: r.path, message: r.message }]);
  });

  it('answers a stale refusal\'s record as data.current, the message unprefixed', () => {
    const error = refusedError({ ...refusal('stale', 'someone saved this course meanwhile', 'revision'), current: { id: 'c1' } });
    expect([error.statusCode, error.message, error.errors, error.data]).toEqual([409, 'someone saved this course meanwhile', undefined, { current: { id: 'c1' } }]);
  });
});

describe('Refused: how a service refuses', () => {
  it('carries the refusal and where its field is, and nothing of HTTP', () => {
    const r = refusal('not-found', 'no such list', 'id');
    const thrown = refuse(r, 'path');
    expect(thrown).toBeInstanceOf(Refused);
    expect(thrown).not.toBeInstanceOf(HttpError);
    expect([thrown.refusal, thrown.where, thrown.message]).toEqual([r, 'path', 'no such list']);
    expect(refuse(r).where).toBe('body');
  });

  it('ensure throws a refusal and lets null through', () => {
    expect(() => ensure(null)).not.toThrow();
    expect(() => ensure(refusal('conflict', 'already there'))).toThrow(Refused);
  });
});

describe('the errors plugin answers a thrown refusal through the one mapping', () => {
  const app = Fastify();
  const routes: Record<string, () => never> = {
    plain: () => {
      ensure(refusal('conflict', 'You have already been referred.'));
      throw new Error('ensure let a refusal through');
    },
    field: () => { throw refuse(refusal('invalid', 'is your own trip: delete it instead of leaving it', 'id')); },
    path: () => { throw refuse(refusal('not-found', 'no such course', 'courseId'), 'path'); },
    stale: () => { throw refuse({ ...refusal('stale', 'the course changed'), current: null }); },
  };
  beforeAll(async () => {
    await app.register(errorsPlugin);
    for (const [name, handler] of Object.entries(routes)) app.get(`/${name}`, async () => handler());
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['plain', 409, { status: 'error', message: 'You have already been referred.', data: null }],
    ['field', 400, { status: 'error', message: 'id: is your own trip: delete it instead of leaving it', data: { errors: [{ in: 'body', path: 'id', message: 'is your own trip: delete it instead of leaving it' }] } }],
    ['path', 404, { status: 'error', message: 'courseId: no such course', data: { errors: [{ in: 'path', path: 'courseId', message: 'no such course' }] } }],
    ['stale', 409, { status: 'error', message: 'the course changed', data: { current: null } }],
  ])('%s → %i', async (name, status, body) => {
    const res = await app.inject(`/${name}`);
    expect([res.statusCode, res.json()]).toEqual([status, body]);
  });
});
