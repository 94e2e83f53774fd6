/**
 * What a sign-in token may put on a new golfer's row. The token is signed by the identity
 * service, but its `name` and `picture` are whatever the account's owner (or their client) set:
 * input like any other. The name gets the rules of `PUT /user/profile`; the picture is kept only
 * when it is an https avatar of the identity provider, so no golfer can show others a tracker,
 * a `javascript:` or data URL, or a file of ours (the initials are shown instead).
 */
import { DISPLAY_NAME_MAX } from '../../shared/contracts/users.contract';
import { cleanName } from '../../shared/domain/person-name';
import { defaultDisplayName } from '../lib/default-display-name';
import type { VerifiedIdentity } from './identity';

/**
 * Where the identity provider serves account pictures. Sign-in is by email (no picture) or Google,
 * whose account pictures come from these hosts (`lh3` today; older accounts' URLs use the others).
 */
export const AVATAR_HOSTS: ReadonlySet<string> = new Set(['lh3', 'lh4', 'lh5', 'lh6'].map((h) => `${h}.googleusercontent.com`));

/** Longer than any avatar URL Google hands out; a row needs no more. */
export const AVATAR_URL_MAX = 2048;

/** The URL as it will be stored when it is an https avatar of the provider (no credentials, no port), else null. */
export function providerAvatarUrl(raw: string | null | undefined): string | null {
  if (!raw || raw.length > AVATAR_URL_MAX || /[\p{Cc}\s]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !AVATAR_HOSTS.has(url.hostname)) return null;
  return url.href;
}

/** An email the identity service vouches for; one with control characters (only the emulator issues them) is none. */
const tokenEmail = (email: string | null): string | null => (email && !/\p{Cc}/u.test(email) ? email : null);

export interface NewGolfer {
  firebaseUid: string;
  email: string | null;
  displayName: string;
  photoUrl: string | null;
}

/** The row a first request with this identity creates: its cleaned name (else "Golfer 1234") and a provider avatar or none. */
export function newGolferFromToken(identity: VerifiedIdentity): NewGolfer {
  return {
    firebaseUid: identity.uid,
    email: tokenEmail(identity.email),
    displayName: cleanName(identity.name ?? '', DISPLAY_NAME_MAX) || defaultDisplayName(),
    photoUrl: providerAvatarUrl(identity.picture),
  };
}
