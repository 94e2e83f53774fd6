import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api-client';
import { apiFormErrors, sentence, zodFieldErrors } from '../../../src/lib/field-errors';
import type { FieldError } from '../../../src/shared/contracts/errors.contract';
import { updateProfileSchema } from '../../../src/shared/contracts/users.contract';

const FIELDS = ['displayName', 'fullName', 'preferences.difficulty', 'preferences.architecture'];

/** A 400 as the API answers input validation: the message names every error, `data.errors` lists them. */
const invalid = (errors: FieldError[]) =>
  new ApiError(`Invalid body: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, 400, { errors });

// Stage two (app.tsx) installs the contract's reader; these tests stand for it.

describe('apiFormErrors', () => {
  it('puts each body field error under its field, as a sentence', () => {
    const error = invalid([
      { in: 'body', path: 'displayName', message: 'must not be empty' },
      { in: 'body', path: 'preferences.difficulty', message: 'must be one of none, easy, average, hard' },
    ]);
    expect(apiFormErrors(error, FIELDS)).toEqual({
      fields: { displayName: 'Must not be empty.', 'preferences.difficulty': 'Must be one of none, easy, average, hard.' },
      form: null,
    });
  });

  it('reads the list in data, not the message', () => {
    const error = new ApiError('Invalid body: fullName: something else entirely', 400, {
      errors: [{ in: 'body', path: 'displayName', message: 'must be at most 40 characters' }],
    });
    expect(apiFormErrors(error, FIELDS)).toEqual({ fields: { displayName: 'Must be at most 40 characters.' }, form: null });
  });

  it('keeps the first error of a field', () => {
    const error = invalid([
      { in: 'body', path: 'displayName', message: 'must not be empty' },
      { in: 'body', path: 'displayName', message: 'must not contain control characters' },
    ]);
    expect(apiFormErrors(error, FIELDS).fields).toEqual({ displayName: 'Must not be empty.' });
  });

  it('gives errors of no field of the form to the form as a whole', () => {
    const error = invalid([
      { in: 'body', path: 'email', message: 'unknown field' },
      { in: 'body', path: 'fullName', message: 'must be at most 80 characters' },
      { in: 'body', path: '', message: 'must be an object' },
    ]);
    expect(apiFormErrors(error, FIELDS)).toEqual({
      fields: { fullName: 'Must be at most 80 characters.' },
      form: 'Invalid body: email: unknown field; must be an object',
    });
  });

  it('puts only body errors under fields: a query or path error of the same name goes to the form', () => {
    const error = new ApiError('Invalid query: displayName: not allowed here', 400, {
      errors: [
        { in: 'query', path: 'displayName', message: 'not allowed here' },
        { in: 'path', path: 'id', message: 'must be a UUID' },
      ],
    });
    expect(apiFormErrors(error, FIELDS)).toEqual({
      fields: {},
      form: 'Invalid query: displayName: not allowed here. Invalid path: id: must be a UUID',
    });
  });

  it('shows a 400 without data.errors at form level, in its own words', () => {
    const message = 'Invalid body: displayName: must not be empty';
    expect(apiFormErrors(new ApiError(message, 400), FIELDS)).toEqual({ fields: {}, form: message });
    expect(apiFormErrors(new ApiError(message, 400, null), FIELDS)).toEqual({ fields: {}, form: message });
    expect(apiFormErrors(new ApiError(message, 400, { errors: [] }), FIELDS)).toEqual({ fields: {}, form: message });
    // A data.errors that is not the contract's list counts as none.
    expect(apiFormErrors(new ApiError(message, 400, { errors: [{ path: 'displayName' }] }), FIELDS)).toEqual({ fields: {}, form: message });
  });

  it('leaves any other failure whole', () => {
    const session = 'Your session is not valid. Please sign in again.';
    expect(apiFormErrors(new ApiError(session, 401), FIELDS)).toEqual({ fields: {}, form: session });
    expect(apiFormErrors(new ApiError('Cannot reach TPL. Check your connection and try again.', 0), FIELDS).form)
      .toBe('Cannot reach TPL. Check your connection and try again.');
    expect(apiFormErrors(new Error('boom'), FIELDS)).toEqual({ fields: {}, form: 'boom' });
    expect(apiFormErrors('not an error', FIELDS)).toEqual({ fields: {}, form: 'Something went wrong. Please try again.' });
  });
});

describe('zodFieldErrors with the shared edit-profile schema', () => {
  it('names each invalid field once, as a sentence', () => {
    const result = updateProfileSchema.safeParse({
      displayName: '   ',
      fullName: 'x'.repeat(81),
      preferences: { difficulty: 'brutal', architecture: 'modern' },
    });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({
      displayName: 'Must not be empty.',
      fullName: 'Must be at most 80 characters.',
      'preferences.difficulty': 'Must be one of none, easy, average, hard.',
    });
  });

  it('finds nothing wrong with a valid profile', () => {
    expect(updateProfileSchema.safeParse({ displayName: 'Tiger', fullName: null, preferences: { difficulty: 'none', architecture: 'none' } }).success).toBe(true);
  });
});

describe('sentence', () => {
  it.each([
    ['must not be empty', 'Must not be empty.'],
    ['Already a sentence.', 'Already a sentence.'],
    ['why?', 'Why?'],
  ])('%s -> %s', (input, output) => {
    expect(sentence(input)).toBe(output);
  });
});
