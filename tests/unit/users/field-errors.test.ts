import { describe, expect, it } from 'vitest';
import { apiFieldErrors, sentence, zodFieldErrors } from '../../../src/features/users/lib/field-errors';
import { updateProfileSchema } from '../../../src/shared/contracts/users.contract';

const FIELDS = ['displayName', 'fullName', 'preferences.difficulty', 'preferences.architecture'];

describe('apiFieldErrors', () => {
  it("splits the server's body validation message into its fields", () => {
    const message = 'Invalid body: displayName: must not be empty; preferences.difficulty: must be one of none, easy, average, hard';
    expect(apiFieldErrors(message, FIELDS)).toEqual({
      fields: { displayName: 'Must not be empty.', 'preferences.difficulty': 'Must be one of none, easy, average, hard.' },
      rest: null,
    });
  });

  it('keeps parts that name no known field for the whole form', () => {
    expect(apiFieldErrors('Invalid body: unknown body field: email; fullName: must be at most 80 characters', FIELDS)).toEqual({
      fields: { fullName: 'Must be at most 80 characters.' },
      rest: 'Invalid input: unknown body field: email',
    });
  });

  it('leaves any other message whole', () => {
    expect(apiFieldErrors('Your session is not valid. Please sign in again.', FIELDS)).toEqual({
      fields: {},
      rest: 'Your session is not valid. Please sign in again.',
    });
    expect(apiFieldErrors('Invalid query: pageSize: must be at most 100', FIELDS).fields).toEqual({});
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
