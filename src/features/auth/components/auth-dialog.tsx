/**
 * 'Log in or sign up' (spec sections 2 and 4): waiting -> login when the email already has
 * sign-in methods, else -> signup; Go Back returns to waiting. Errors from the identity service
 * are shown in the dialog in plain words; a cancelled Google popup is only logged.
 *
 * Sign up also asks for the name other golfers see (the server's default name reveals nothing, so
 * it is not the email's local part). Once the account exists the name is saved through the profile
 * API and on the Firebase account; the dialog holds itself open until then. If that fails, the
 * account still exists: the 'name' step shows the error, keeps the name to try again, and says it
 * can be set later in Edit profile (README, Decisions).
 *
 * The title stays 'Log in or sign up' on every step (it is the dialog's accessible name); a line
 * under it says what the step wants. Only the action under way shows a spinner; every other
 * action waits for it.
 */
import { Alert, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { useState, type FormEvent } from 'react';
import { apiFormErrors } from '../../../lib/field-errors';
import { getFirebaseAuth } from '../../../lib/firebase';
import { DISPLAY_NAME_MAX } from '../../../shared/contracts/users.contract';
import { useUpdateProfile } from '../../users/api/update-profile';
import { authErrorMessage, SILENT_AUTH_ERRORS } from '../lib/auth-error-message';
import { checkSignUpName, newAccountProfile } from '../lib/sign-up-name';

/** 'name': the account exists but its name could not be saved yet. */
type Step = 'waiting' | 'login' | 'signup' | 'name';
type Action = 'continue' | 'password' | 'reset' | 'google' | 'name';

const TITLE = 'Log in or sign up';
const DESCRIPTIONS: Record<Step, string> = {
  waiting: 'Enter your email to sign in or create your account.',
  login: 'Welcome back. Enter your password to sign in.',
  signup: 'New here? Choose your name and a password to create your account.',
  name: 'Your account is ready. Save your name again, or skip and set it later in Edit profile.',
};

/** Firebase error code of a failed call, or ''. */
const codeOf = (e: unknown) => (e as { code?: string } | null)?.code ?? '';

const NAME_NOT_SAVED = 'Your account was created, but your name was not saved.';

export function AuthDialog({ required, onClose, holdOpen }: {
  required: boolean;
  onClose: () => void;
  /** Keeps the dialog open when a user signs in (on), until it closes itself or lets go (off). */
  holdOpen: (on: boolean) => void;
}) {
  const [step, setStep] = useState<Step>('waiting');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [account, setAccount] = useState<User | null>(null);
  const [pending, setPending] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const saveProfile = useUpdateProfile();
  const busy = pending !== null;

  const run = async (action: Action, work: () => Promise<void>) => {
    setPending(action);
    setError(null);
    setInfo(null);
    try {
      await work();
    } catch (e) {
      const code = codeOf(e);
      if (SILENT_AUTH_ERRORS.has(code)) console.info('Google sign-in cancelled', code);
      else setError(authErrorMessage(e, action === 'google' ? 'google' : 'email'));
    } finally {
      setPending(null);
    }
  };

  const onContinue = (e: FormEvent) => {
    e.preventDefault();
    void run('continue', async () => {
      const [auth, { fetchSignInMethodsForEmail }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      const methods = await fetchSignInMethodsForEmail(auth, email.trim());
      setPassword('');
      setStep(methods.length > 0 ? 'login' : 'signup');
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
      setStep('name');
      if (codeOf(err).startsWith('auth/')) {
        setError(`${NAME_NOT_SAVED} ${authErrorMessage(err)}`);
      } else {
        const { fields, form } = apiFormErrors(err, ['displayName']);
        setNameError(fields.displayName ?? null);
        setError(form ? `${NAME_NOT_SAVED} ${form}` : NAME_NOT_SAVED);
      }
      return false;
    }
  };

  const onSubmitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (step === 'login') {
      void run('password', async () => {
        const [auth, { signInWithEmailAndPassword }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
        await signInWithEmailAndPassword(auth, email.trim(), password);
      });
      return;
    }
    const checked = checkSignUpName(name);
    if (checked.problem !== null) {
      setNameError(checked.problem);
      return;
    }
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
        setStep('login');
        setPassword('');
        setInfo('This email already has an account. Enter its password to sign in.');
        return;
      }
      setAccount(user);
      setPassword('');
      if (await saveName(user, checked.name)) onClose();
    });
  };

  /** The 'name' step: the account exists; try its name again. */
  const onSubmitName = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSignUpName(name);
    if (checked.problem !== null) {
      setNameError(checked.problem);
      return;
    }
    if (!account) return;
    void run('name', async () => {
      if (await saveName(account, checked.name)) onClose();
    });
  };

  const changeName = (value: string) => {
    setName(value);
    setNameError(null);
  };

  const onResetPassword = () =>
    run('reset', async () => {
      const [auth, { sendPasswordResetEmail }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      await sendPasswordResetEmail(auth, email.trim());
      setInfo('Password reset email sent.');
    });

  const onGoogle = () =>
    run('google', async () => {
      const [auth, { GoogleAuthProvider, signInWithPopup }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
      await signInWithPopup(auth, new GoogleAuthProvider());
    });

  const goBack = () => {
    setStep('waiting');
    setPassword('');
    setNameError(null);
    setError(null);
    setInfo(null);
  };

  const nameField = (
    <Field.Root required invalid={!!nameError}>
      <Field.Label>Your name</Field.Label>
      <Input name="displayName" autoComplete="nickname" required autoFocus value={name} onChange={(e) => changeName(e.target.value)} />
      {nameError
        ? <Field.ErrorText>{nameError}</Field.ErrorText>
        : <Field.HelperText>What other golfers see. Up to {DISPLAY_NAME_MAX} characters.</Field.HelperText>}
    </Field.Root>
  );

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && !required && onClose()}
      closeOnInteractOutside={!required}
      closeOnEscape={!required}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="auth-dialog" data-step={step} mx="4">
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
              <Dialog.Title>{TITLE}</Dialog.Title>
              <Dialog.Description color="fg.muted" textStyle="sm" data-testid="auth-step-description">
                {DESCRIPTIONS[step]}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
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
                {step === 'waiting' ? (
                  <form onSubmit={onContinue}>
                    <Stack gap="4">
                      <Field.Root required>
                        <Field.Label>Email</Field.Label>
                        <Input type="email" name="email" autoComplete="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
                      </Field.Root>
                      <Button type="submit" colorPalette="brand" loading={pending === 'continue'} disabled={busy || !email.trim()}>Continue</Button>
                      <HStack><Separator flex="1" /><Text fontSize="sm" color="fg.muted">or</Text><Separator flex="1" /></HStack>
                      <Button type="button" variant="outline" onClick={() => void onGoogle()} disabled={busy}
                        loading={pending === 'google'} loadingText="Waiting for Google…" spinnerPlacement="start">
                        <GoogleMark /> Sign in with Google
                      </Button>
                    </Stack>
                  </form>
                ) : step === 'name' ? (
                  <form key={step} onSubmit={onSubmitName}>
                    <Stack gap="4">
                      {nameField}
                      <Button type="submit" colorPalette="brand" loading={pending === 'name'} disabled={busy || !name.trim()}>Save name</Button>
                      <HStack justify="flex-start" gap="2">
                        <Button type="button" variant="ghost" size="sm" onClick={onClose} disabled={busy}>Skip for now</Button>
                      </HStack>
                    </Stack>
                  </form>
                ) : (
                  // Keyed by step: a move from signup to login remounts the fields, so the password focuses.
                  <form key={step} onSubmit={onSubmitPassword}>
                    <Stack gap="4">
                      <Field.Root disabled>
                        <Field.Label>Email</Field.Label>
                        <Input type="email" name="email" value={email} title={email} disabled readOnly />
                      </Field.Root>
                      {step === 'signup' && nameField}
                      <Field.Root required>
                        <Field.Label>{step === 'login' ? 'Password' : 'Create Password'}</Field.Label>
                        <Input type="password" name="password" required autoFocus={step === 'login'}
                          autoComplete={step === 'login' ? 'current-password' : 'new-password'}
                          value={password} onChange={(e) => setPassword(e.target.value)} />
                      </Field.Root>
                      <Button type="submit" colorPalette="brand" loading={pending === 'password'}
                        disabled={busy || !password || (step === 'signup' && !name.trim())}>
                        {step === 'login' ? 'Sign In' : 'Sign Up'}
                      </Button>
                      <HStack justify="space-between" gap="2">
                        <Button type="button" variant="ghost" size="sm" onClick={goBack} disabled={busy}>Go Back</Button>
                        {step === 'login' && (
                          <Button type="button" variant="ghost" size="sm" onClick={() => void onResetPassword()} disabled={busy} loading={pending === 'reset'}>
                            Reset Password
                          </Button>
                        )}
                      </HStack>
                    </Stack>
                  </form>
                )}
              </Stack>
            </Dialog.Body>
            {!required && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 48 48" width="16" height="16">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}
