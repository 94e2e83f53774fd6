/**
 * The one authentication hook. Each route declares `config.auth`: 'public' (anyone; a valid token
 * still identifies the user), 'user' (signed in) or 'admin'. A token that is present but invalid
 * is a 401 everywhere, so a client with a stale session learns it at once.
 *
 * It runs at `onRequest`, before the body is read and before any validation: a request without
 * a valid token on a signed-in route answers 401, and a golfer on an admin route 403, whatever
 * else is wrong with the request. A disabled account's token is a 403 on every route, public ones
 * included (issue 24), whose data says where to appeal (issue 32: the client shows one clear screen).
 */
import fp from 'fastify-plugin';
import type { Identity, VerifiedIdentity } from '../identity/identity';
import { newGolferFromToken } from '../identity/token-claims';
import { ACCOUNT_DISABLED_MESSAGE, type AccountDisabledData } from '../../shared/contracts/account-disabled';
import { forbidden, HttpError, unauthorized } from '../lib/errors';
import type { UsersRepository } from '../data/users.repository';
import { proOf, type SignedInUser } from '../data/user-mapper';

export type AuthLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The 401's message when no one is signed in, where the spec names one (panelist onboarding). */
    signInMessage?: string;
  }
  interface FastifyRequest {
    user: SignedInUser | null;
  }
}

export interface AuthPluginOptions {
  identity: Identity;
  users: UsersRepository;
  adminEmails: ReadonlySet<string>;
  /** SUPPORT_EMAIL: where a disabled golfer appeals (none: the screen says to ask the site's operators). */
  supportEmail?: string;
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive (RFC 9110). */
export function bearerToken(header: string): string | null {
  return /^bearer +(\S+) *$/i.exec(header)?.[1] ?? null;
}

/**
 * ADMIN_EMAILS makes an admin of whoever signs in with a listed email that the identity service
 * has verified, checked on every request and never stored: a grant ends when the claim no longer
 * holds. Admins granted by the operator command (`npm run admin:grant`) are stored on the row.
 */
export const isListedAdmin = (identity: VerifiedIdentity, adminEmails: ReadonlySet<string>): boolean =>
  identity.emailVerified && !!identity.email && adminEmails.has(identity.email.toLowerCase());

export const authPlugin = fp<AuthPluginOptions>(async (app, { identity, users, adminEmails, supportEmail }) => {
  app.decorateRequest('user', null);
  const disabled: AccountDisabledData = { accountDisabled: { supportEmail: supportEmail ?? null } };
  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config.auth ?? 'user';
    const header = request.headers.authorization;
    if (header) {
      const token = bearerToken(header);
      const verified = token ? await identity.verify(token) : null;
      if (!verified) throw unauthorized('Your session is not valid. Please sign in again.');
      const row = await users.findOrCreate(newGolferFromToken(verified));
      // The row is read on every request, so an account an admin disabled is refused at once, anywhere.
      if (row.disabledAt) throw new HttpError(403, ACCOUNT_DISABLED_MESSAGE, undefined, undefined, disabled);
      // `isPremium` on the request's user is Pro as the rules say: paid Pro or an admin's grant that holds.
      const isOperator = isListedAdmin(verified, adminEmails);
      request.user = { ...row, isPremium: proOf(row), isAdmin: row.isAdmin || isOperator, isOperator };
    }
    if (level === 'public') return;
    if (!request.user) throw unauthorized(request.routeOptions.config.signInMessage);
    if (level === 'admin' && !request.user.isAdmin) throw forbidden('Only admins can do this.');
  });
});
