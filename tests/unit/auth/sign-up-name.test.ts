import { describe, expect, it } from 'vitest';
import { checkSignUpName, newAccountProfile } from '../../../src/features/auth/lib/sign-up-name';
import { updateProfileSchema } from '../../../src/shared/contracts/users.contract';

describe('checkSignUpName (the shared display-name rule)', () => {
  it('takes 1..40 characters after trimming, trimmed', () => {
    expect(checkSignUpName('  Gina Green ')).toEqual({ name: 'Gina Green', problem: null });
    expect(checkSignUpName('G')).toEqual({ name: 'G', problem: null });
    expect(checkSignUpName(`  ${'x'.repeat(40)}  `)).toEqual({ name: 'x'.repeat(40), problem: null });
  });

  it.each([
    ['', 'Must not be empty.'],
    ['   ', 'Must not be empty.'],
    ['x'.repeat(41), 'Must be at most 40 characters.'],
    ['Gina\tGreen', 'Must not contain control characters.'],
    ['Gina\u0000', 'Must not contain control characters.'],
  ])('refuses %j: %s', (input, problem) => {
    expect(checkSignUpName(input)).toEqual({ name: null, problem });
  });
});

describe('newAccountProfile', () => {
  it("is a valid profile PUT with a new account's defaults", () => {
    const body = newAccountProfile('Gina Green');
    expect(body).toEqual({ displayName: 'Gina Green', fullName: null, preferences: { difficulty: 'none', architecture: 'none' } });
    expect(updateProfileSchema.parse(body)).toEqual(body);
  });
});
