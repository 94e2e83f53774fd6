/**
 * The name asked for at sign-up: the display name of the shared edit-profile contract (1..40
 * characters after trimming, no control characters), saved as a brand-new account's profile.
 */
import { sentence } from '../../../lib/field-errors';
import { updateProfileSchema, type UpdateProfile } from '../../../shared/contracts/users.contract';

const displayNameRule = updateProfileSchema.shape.displayName;

/** The trimmed name, or what is wrong with it as a sentence. */
export function checkSignUpName(name: string): { name: string; problem: null } | { name: null; problem: string } {
  const parsed = displayNameRule.safeParse(name);
  return parsed.success
    ? { name: parsed.data, problem: null }
    : { name: null, problem: sentence(parsed.error.issues[0]?.message ?? 'is not valid') };
}

/** A brand-new account's profile with its name: no full name, no preferences (the server's defaults). */
export const newAccountProfile = (displayName: string): UpdateProfile => ({
  displayName,
  fullName: null,
  preferences: { difficulty: 'none', architecture: 'none' },
});
