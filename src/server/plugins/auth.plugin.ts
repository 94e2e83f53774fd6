/**
 * The one authentication hook. Each route declares `config.auth`: 'public' (anyone; a valid token
 * still identifies the user), 'user' (signed in) or 'admin'. A token that is present but invalid
 * is a 401 everywhere, so a client with a stale session learns it at once.
 */
import fp from 'fastify-plugin';
import type { Identity } from '../identity/identity';
import { forbidden, unauthorized } from '../lib/errors';
import type { UserRow, UsersRepository } from '../data/users.repository';

export type AuthLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export interface AuthPluginOptions {
  identity: Identity;
  users: UsersRepository;
  adminEmails: ReadonlySet<string>;
}

export const authPlugin = fp<AuthPluginOptions>(async (app, { identity, users, adminEmails }) => {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    const level = request.routeOptions.config.auth ?? 'user';
    const header = request.headers.authorization;
    if (header) {
      const match = /^Bearer (\S+)$/.exec(header);
      const verified = match ? await identity.verify(match[1]!) : null;
      if (!verified) throw unauthorized('Your session is not valid. Please sign in again.');
      const grantAdmin = !!verified.email && adminEmails.has(verified.email.toLowerCase());
      request.user = await users.findOrCreate(verified, grantAdmin);
    }
    if (level === 'public') return;
    if (!request.user) throw unauthorized();
    if (level === 'admin' && !request.user.isAdmin) throw forbidden('Only admins can do this.');
  });
});
