/** Identity-service errors in words a golfer understands (spec section 8: shown in the dialog). */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'That password is not right. Try again, or reset it.',
  'auth/invalid-credential': 'That password is not right. Try again, or reset it.',
  'auth/invalid-login-credentials': 'That password is not right. Try again, or reset it.',
  'auth/user-not-found': 'There is no account with this email. Go back and sign up.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/password-does-not-meet-requirements': 'Choose a stronger password: longer, with letters and numbers.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again, or reset your password.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
  'auth/email-already-in-use': 'This email already has an account. Go back and sign in.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been disabled. Contact support if you think this is a mistake.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential': 'This email already signs in another way. Use email and password.',
  'auth/operation-not-allowed': 'This way of signing in is not available right now.',
};

/** Errors that are not worth showing (the golfer cancelled on purpose); they are only logged. */
export const SILENT_AUTH_ERRORS = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/**
 * What Google sign-in fails with when Google cannot be reached: the SDK loads Google's script
 * (apis.google.com) before it opens the popup, and a failed load is an 'auth/internal-error'.
 */
const GOOGLE_UNREACHABLE = new Set(['auth/internal-error', 'auth/network-request-failed', 'auth/timeout']);
export const GOOGLE_UNREACHABLE_MESSAGE = 'Google could not be reached. Check your connection and try again, or sign in with your email.';

export function authErrorMessage(error: unknown, via: 'email' | 'google' = 'email'): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (via === 'google' && typeof code === 'string' && GOOGLE_UNREACHABLE.has(code)) return GOOGLE_UNREACHABLE_MESSAGE;
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  return 'Something went wrong while signing in. Please try again.';
}
