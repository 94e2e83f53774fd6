import { describe, expect, it } from 'vitest';
import { hasControlCharacters, idSchema, inputText, noBodySchema } from '../../../src/shared/contracts/common.contract';
import { fieldErrorsOf } from '../../../src/shared/contracts/errors.contract';

describe('inputText', () => {
  const name = inputText({ max: 10 });
  it.each([
    ['Pebble', 'Pebble'],
    ['  Pebble \n', 'Pebble'],
    ['Père', 'Père'],
  ])('accepts %j as %j', (input, out) => expect(name.parse(input)).toBe(out));

  it.each([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['a\u0000b', 'must not contain control characters'],
    ['a\nb', 'must not contain control characters'],
    ['a\u007fb', 'must not contain control characters'],
    ['a\u0085b', 'must not contain control characters'],
    ['x'.repeat(11), 'must be at most 10 characters'],
  ])('refuses %j: %s', (input, message) => {
    const r = name.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('allows empty when asked', () => expect(inputText({ max: 5, allowEmpty: true }).parse(' ')).toBe(''));
  it('knows control characters', () => {
    expect(hasControlCharacters('tab\there')).toBe(true);
    expect(hasControlCharacters('emoji ⛳ and accents é')).toBe(false);
  });
});

describe('idSchema', () => {
  it('lower-cases a UUID so one id has one spelling', () => {
    expect(idSchema.parse('A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D')).toBe('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
  });
  it.each(['not-a-uuid', '', 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c5d'])('refuses %j', (id) => expect(idSchema.safeParse(id).success).toBe(false));
});

describe('noBodySchema', () => {
  it.each([undefined, null, {}])('accepts %j', (body) => expect(noBodySchema.safeParse(body).success).toBe(true));
  it.each([{ a: 1 }, [], 'x'])('refuses %j', (body) => expect(noBodySchema.safeParse(body).success).toBe(false));
});

describe('fieldErrorsOf', () => {
  it('reads field errors from an error envelope\'s data and nothing else', () => {
    const errors = [{ in: 'body', path: 'displayName', message: 'must not be empty' }];
    expect(fieldErrorsOf({ errors })).toEqual(errors);
    expect(fieldErrorsOf(null)).toEqual([]);
    expect(fieldErrorsOf({ errors: 'nope' })).toEqual([]);
  });
});
