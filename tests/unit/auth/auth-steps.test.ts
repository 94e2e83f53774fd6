import { describe, expect, it } from 'vitest';
import {
  authStep, EMAIL_TAKEN_INFO, INITIAL_AUTH_STATE, RESET_SENT_INFO, type AuthEvent, type AuthState, type AuthStep,
} from '../../../src/features/auth/lib/auth-steps';

const at = (step: AuthStep, more: Partial<AuthState> = {}): AuthState => ({ ...INITIAL_AUTH_STATE, email: 'gina@example.com', step, ...more });

describe('authStep: the sign-in dialog\'s moves', () => {
  it('starts waiting for an email, with nothing said and nothing under way', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ step: 'waiting', email: '', name: '', password: '', nameError: null, pending: null, error: null, info: null });
  });

  it.each<[string, AuthState, AuthEvent, Partial<AuthState>]>([
    ['an email with sign-in methods goes to login', at('waiting', { password: 'x' }), { type: 'emailLookedUp', hasAccount: true }, { step: 'login', password: '' }],
    ['an email without goes to signup', at('waiting'), { type: 'emailLookedUp', hasAccount: false }, { step: 'signup', password: '' }],
    ['Go Back from login returns to waiting and forgets the password and what was said',
      at('login', { password: 'pw', error: 'e', info: 'i' }), { type: 'wentBack' }, { step: 'waiting', password: '', error: null, info: null }],
    ['Go Back from signup also clears the name\'s error, keeping the name',
      at('signup', { name: 'Gina', nameError: 'bad', password: 'pw' }), { type: 'wentBack' }, { step: 'waiting', name: 'Gina', nameError: null, password: '' }],
    ['a sign-up whose email has an account after all moves on to login, saying so',
      at('signup', { password: 'pw', pending: 'password' }), { type: 'emailTaken' }, { step: 'login', password: '', info: EMAIL_TAKEN_INFO, pending: 'password' }],
    ['a created account forgets the password', at('signup', { password: 'pw' }), { type: 'accountCreated' }, { password: '' }],
    ['a refused name is said under its field', at('signup', { name: 'x' }), { type: 'nameRefused', problem: 'Must not be empty.' }, { nameError: 'Must not be empty.' }],
    ['a name not saved goes to the name step with the error, the name kept',
      at('signup', { name: 'Gina' }), { type: 'nameNotSaved', error: 'not saved', nameError: 'Taken.' }, { step: 'name', name: 'Gina', error: 'not saved', nameError: 'Taken.' }],
    ['a name not saved for another reason leaves the name\'s own error as it was',
      at('name', { nameError: 'Taken.' }), { type: 'nameNotSaved', error: 'offline' }, { step: 'name', error: 'offline', nameError: 'Taken.' }],
    ['the reset email sent is said', at('login'), { type: 'resetSent' }, { info: RESET_SENT_INFO }],
  ])('%s', (_, state, event, change) => {
    expect(authStep(state, event)).toEqual({ ...state, ...change });
  });

  it.each<[AuthStep, AuthEvent]>([
    ['waiting', { type: 'wentBack' }],
    ['waiting', { type: 'resetSent' }],
    ['waiting', { type: 'nameNotSaved', error: 'e' }],
    ['login', { type: 'emailLookedUp', hasAccount: false }],
    ['login', { type: 'emailTaken' }],
    ['login', { type: 'nameNotSaved', error: 'e' }],
    ['signup', { type: 'resetSent' }],
    ['signup', { type: 'emailLookedUp', hasAccount: true }],
    ['name', { type: 'wentBack' }],
    ['name', { type: 'emailTaken' }],
    ['name', { type: 'resetSent' }],
  ])('%s does not take %o', (step, event) => {
    const state = at(step, { password: 'pw', error: 'e', info: 'i' });
    expect(authStep(state, event)).toBe(state);
  });

  it.each<AuthStep>(['waiting', 'login', 'signup', 'name'])('any step (%s) runs one action at a time: start clears what was said, a failure says it, the end frees the buttons', (step) => {
    const started = authStep(at(step, { error: 'old', info: 'old' }), { type: 'started', action: 'google' });
    expect(started).toEqual(at(step, { pending: 'google' }));
    const failed = authStep(started, { type: 'failed', message: 'Google could not be reached.' });
    expect(failed).toEqual(at(step, { pending: 'google', error: 'Google could not be reached.' }));
    expect(authStep(failed, { type: 'settled' })).toEqual(at(step, { error: 'Google could not be reached.' }));
  });

  it('editing the name clears its error; editing the email or password leaves it', () => {
    const refused = at('signup', { name: 'x'.repeat(41), nameError: 'Must be at most 40 characters.' });
    expect(authStep(refused, { type: 'edited', field: 'name', value: 'Gina' })).toEqual({ ...refused, name: 'Gina', nameError: null });
    expect(authStep(refused, { type: 'edited', field: 'password', value: 'pw' })).toEqual({ ...refused, password: 'pw' });
    expect(authStep(at('waiting'), { type: 'edited', field: 'email', value: 'lou@example.com' })).toEqual(at('waiting', { email: 'lou@example.com' }));
  });
});
