/**
 * The 'Log in or sign up' dialog as a pure step machine (spec sections 2 and 4): `authStep(state,
 * event)` is its whole state change, so every step and move is a table test
 * (tests/unit/auth/auth-steps.test.ts). The dialog (components/auth-dialog.tsx) talks to the
 * identity service and the profile API and tells the machine what happened.
 *
 * waiting -> login when the email already has sign-in methods, else -> signup; Go Back returns to
 * waiting. A sign-up whose email turns out to have an account moves on to login itself. 'name':
 * the account exists but its name could not be saved yet. Only one action runs at a time
 * (`pending`); starting one clears the last error and notice.
 */
export type AuthStep = 'waiting' | 'login' | 'signup' | 'name';
/** What the golfer started: each shows its own spinner, every other action waits. */
export type AuthAction = 'continue' | 'password' | 'reset' | 'google' | 'name';

export interface AuthState {
  step: AuthStep;
  email: string;
  name: string;
  password: string;
  /** The problem with the name, said under its field. */
  nameError: string | null;
  pending: AuthAction | null;
  /** Said in the dialog: an identity-service error in words, or the name not saved. */
  error: string | null;
  /** A notice: the reset email sent, the email already having an account. */
  info: string | null;
}

export type AuthEvent =
  | { type: 'edited'; field: 'email' | 'name' | 'password'; value: string }
  | { type: 'started'; action: AuthAction }
  | { type: 'failed'; message: string }
  | { type: 'settled' }
  | { type: 'emailLookedUp'; hasAccount: boolean }
  | { type: 'emailTaken' }
  | { type: 'accountCreated' }
  | { type: 'nameRefused'; problem: string }
  /** `nameError` undefined: the name's own error stays as it was (the failure was not about the name). */
  | { type: 'nameNotSaved'; error: string; nameError?: string | null }
  | { type: 'resetSent' }
  | { type: 'wentBack' };

export const AUTH_TITLE = 'Log in or sign up';

/** The line under the title: what the step wants. */
export const AUTH_STEP_DESCRIPTIONS: Record<AuthStep, string> = {
  waiting: 'Enter your email to sign in or create your account.',
  login: 'Welcome back. Enter your password to sign in.',
  signup: 'New here? Choose your name and a password to create your account.',
  name: 'Your account is ready. Save your name again, or skip and set it later in Edit profile.',
};

export const EMAIL_TAKEN_INFO = 'This email already has an account. Enter its password to sign in.';
export const RESET_SENT_INFO = 'Password reset email sent.';
export const NAME_NOT_SAVED = 'Your account was created, but your name was not saved.';

export const INITIAL_AUTH_STATE: AuthState = {
  step: 'waiting', email: '', name: '', password: '', nameError: null, pending: null, error: null, info: null,
};

/** The moves each step takes; any step takes edits and an action's start, failure and end. */
const STEP_EVENTS: Record<AuthStep, readonly AuthEvent['type'][]> = {
  waiting: ['emailLookedUp'],
  login: ['resetSent', 'wentBack'],
  signup: ['emailTaken', 'accountCreated', 'nameRefused', 'nameNotSaved', 'wentBack'],
  name: ['nameRefused', 'nameNotSaved'],
};
const ANY_STEP: readonly AuthEvent['type'][] = ['edited', 'started', 'failed', 'settled'];

/** The state after `event`; an event the step does not take leaves the state as it is. */
export function authStep(state: AuthState, event: AuthEvent): AuthState {
  if (!ANY_STEP.includes(event.type) && !STEP_EVENTS[state.step].includes(event.type)) return state;
  switch (event.type) {
    case 'edited':
      return event.field === 'name'
        ? { ...state, name: event.value, nameError: null }
        : { ...state, [event.field]: event.value };
    case 'started':
      return { ...state, pending: event.action, error: null, info: null };
    case 'failed':
      return { ...state, error: event.message };
    case 'settled':
      return { ...state, pending: null };
    case 'emailLookedUp':
      return { ...state, step: event.hasAccount ? 'login' : 'signup', password: '' };
    case 'emailTaken':
      return { ...state, step: 'login', password: '', info: EMAIL_TAKEN_INFO };
    case 'accountCreated':
      return { ...state, password: '' };
    case 'nameRefused':
      return { ...state, nameError: event.problem };
    case 'nameNotSaved':
      return { ...state, step: 'name', error: event.error, nameError: event.nameError === undefined ? state.nameError : event.nameError };
    case 'resetSent':
      return { ...state, info: RESET_SENT_INFO };
    case 'wentBack':
      return { ...state, step: 'waiting', password: '', nameError: null, error: null, info: null };
  }
}
