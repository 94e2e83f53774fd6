/**
 * 'Log in or sign up' (spec sections 2 and 4). The steps and their moves are the pure machine in
 * `lib/auth-steps.ts`; each step is a component of its own (`steps/`) inside the shared form dialog;
 * this file talks to the identity service and the profile API and tells the machine what happened.
 * Errors from the identity service are shown in the dialog in plain words; a cancelled Google popup
 * is only logged.
 *
 * Sign up also asks for the name other golfers see (the server's default name reveals nothing, so
 * it is not the email's local part). Once the account exists the name is saved through the profile
 * API and on the Firebase account; the dialog holds itself open until then. If that fails, the
 * account still exists: the 'name' step shows the error, keeps the name to try again, and says it
 * can be set later in Edit profile (src/features/README.md, "Decisions on screens").
 *
 * The title stays 'Log in or sign up' on every step (it is the dialog's accessible name); a line
 * under it says what the step wants. Only the action under way shows a spinner; every other
 * action waits for it.
 */
import { Alert, Stack } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { useReducer, useRef, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { apiFormErrors } from '../../../lib/field-errors';
import { getFirebaseAuth } from '../../../lib/firebase';
import { useUpdateProfile } from '../../users/api/update-profile';
import { authErrorMessage, SILENT_AUTH_ERRORS } from '../lib/auth-error-message';
import { AUTH_STEP_DESCRIPTIONS, AUTH_TITLE, authStep, INITIAL_AUTH_STATE, NAME_NOT_SAVED, type AuthAction } from '../lib/auth-steps';
import { checkSignUpName, newAccountProfile } from '../lib/sign-up-name';
import { EmailStep } from './steps/email-step';
import { LoginStep } from './steps/login-step';
import { NameStep } from './steps/name-step';
import { SignupStep } from './steps/signup-step';

/** Firebase error code of a failed call, or ''. */
const codeOf = (e: unknown) => (e as { code?: string } | null)?.code ?? '';

export function AuthDialog({ required, onClose, holdOpen }: {
  required: boolean;
  onClose: () => void;
  /** Keeps the dialog open when a user signs in (on), until it closes itself or lets go (off). */
  holdOpen: (on: boolean) => void;
}) {
  const [state, dispatch] = useReducer(authStep, INITIAL_AUTH_STATE);
  const { step, email, name, password, nameError, pending, error, info } = state;
  /** The account a sign-up created, while its name is still to be saved. */
  const account = useRef<User | null>(null);
  const saveProfile = useUpdateProfile();

  const run = async (action: AuthAction, work: () => Promise<void>) => {
    dispatch({ type: 'started', action });
    try {
      await work();
    } catch (e) {
      const code = codeOf(e);
      if (SILENT_AUTH_ERRORS.has(code)) console.info('Google sign-in cancelled', code);
      else dispatch({ type: 'failed', message: authErrorMessage(e, action === 'google' ? 'google' : 'email') });
    } finally {
      dispatch({ type: 'settled' });
    }
  };

  const onContinue = (e: FormEvent) => {
    e.preventDefault();
    void run('continue', async () => {
      const [auth, { fetchSignInMethodsForEmail }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      const methods = await fetchSignInMethodsForEmail(auth, email.trim());
      dispatch({ type: 'emailLookedUp', hasAccount: methods.length > 0 });
    });
  };

  /**
   * The new account's name on the Firebase account, then on the TPL profile (what other golfers
   * see; the current user is refreshed, so the user menu shows it). In that order, a failure always
   * means the name golfers see is not saved yet. Both are safe to repeat. On failure the dialog
   * moves to the 'name' step with the error; true when saved.
   */
  const saveName = async (user: User, displayName: string): Promise<boolean> => {
    try {
      const { updateProfile: setFirebaseProfile } = await import('firebase/auth');
      await setFirebaseProfile(user, { displayName });
      await saveProfile.mutateAsync(newAccountProfile(displayName));
      return true;
    } catch (err) {
      if (codeOf(err).startsWith('auth/')) {
        dispatch({ type: 'nameNotSaved', error: `${NAME_NOT_SAVED} ${authErrorMessage(err)}` });
      } else {
        const { fields, form } = apiFormErrors(err, ['displayName']);
        dispatch({ type: 'nameNotSaved', error: form ? `${NAME_NOT_SAVED} ${form}` : NAME_NOT_SAVED, nameError: fields.displayName ?? null });
      }
      return false;
    }
  };

  /** The name the shared rule accepts, or null (the problem said under the field). */
  const checkedName = (): string | null => {
    const checked = checkSignUpName(name);
    if (checked.problem !== null) dispatch({ type: 'nameRefused', problem: checked.problem });
    return checked.name;
  };

  const onLogin = (e: FormEvent) => {
    e.preventDefault();
    void run('password', async () => {
      const [auth, { signInWithEmailAndPassword }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      await signInWithEmailAndPassword(auth, email.trim(), password);
    });
  };

  const onSignup = (e: FormEvent) => {
    e.preventDefault();
    const displayName = checkedName();
    if (displayName === null) return;
    void run('password', async () => {
      const [auth, fb] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      // Signed in by the account's creation, the golfer still has a name to save here.
      holdOpen(true);
      let user: User;
      try {
        user = (await fb.createUserWithEmailAndPassword(auth, email.trim(), password)).user;
      } catch (err) {
        holdOpen(false);
        // The email has an account after all: made meanwhile, or hidden from the lookup (a project
        // with email enumeration protection answers every lookup with no methods). Going back would
        // only lead here again, so the dialog moves on to the login step itself.
        if (codeOf(err) !== 'auth/email-already-in-use') throw err;
        dispatch({ type: 'emailTaken' });
        return;
      }
      account.current = user;
      dispatch({ type: 'accountCreated' });
      if (await saveName(user, displayName)) onClose();
    });
  };

  /** The 'name' step: the account exists; try its name again. */
  const onSaveName = (e: FormEvent) => {
    e.preventDefault();
    const displayName = checkedName();
    const user = account.current;
    if (displayName === null || !user) return;
    void run('name', async () => {
      if (await saveName(user, displayName)) onClose();
    });
  };

  const onReset = () =>
    void run('reset', async () => {
      const [auth, { sendPasswordResetEmail }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      await sendPasswordResetEmail(auth, email.trim());
      dispatch({ type: 'resetSent' });
    });

  const onGoogle = () =>
    void run('google', async () => {
      const [auth, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      await signInWithPopup(auth, new GoogleAuthProvider());
    });

  const onBack = () => dispatch({ type: 'wentBack' });
  const edit = (field: 'email' | 'name' | 'password') => (value: string) => dispatch({ type: 'edited', field, value });

  return (
    <FormDialog
      open
      onClose={onClose}
      dismissible={!required}
      title={AUTH_TITLE}
      description={AUTH_STEP_DESCRIPTIONS[step]}
      descriptionTestId="auth-step-description"
      data-testid="auth-dialog"
      data-step={step}
    >
      <Stack gap="4">
        {error && (
          <Alert.Root status="error" data-testid="auth-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {info && (
          <Alert.Root status="success" data-testid="auth-info">
            <Alert.Indicator />
            <Alert.Title>{info}</Alert.Title>
          </Alert.Root>
        )}
        {step === 'waiting' && <EmailStep email={email} pending={pending} onEmail={edit('email')} onContinue={onContinue} onGoogle={onGoogle} />}
        {step === 'login' && (
          <LoginStep email={email} password={password} pending={pending}
            onPassword={edit('password')} onSubmit={onLogin} onBack={onBack} onReset={onReset} />
        )}
        {step === 'signup' && (
          <SignupStep email={email} name={name} nameError={nameError} password={password} pending={pending}
            onName={edit('name')} onPassword={edit('password')} onSubmit={onSignup} onBack={onBack} />
        )}
        {step === 'name' && <NameStep name={name} nameError={nameError} pending={pending} onName={edit('name')} onSubmit={onSaveName} onSkip={onClose} />}
      </Stack>
    </FormDialog>
  );
}
