/**
 * One-click unsubscribe (RFC 8058; issue 35): a signed token turns one kind's email (or the daily
 * digest) off for its golfer, the kind's other channels kept as they are (the golfer's choice, else the kind's
 * default). No sign-in: the token is the key, and it can do nothing else.
 */
import { defaultChannels } from '../../shared/domain/notifications/notification-kinds';
import type { MailOutboxRepository } from '../data/mail-outbox.repository';
import type { NotificationSettingsRepository } from '../data/notification-settings.repository';
import { readUnsubscribeToken, type UnsubscribeClaim } from '../mail/unsubscribe-token';

export function unsubscribeService({ settings, outbox, secret }: {
  settings: NotificationSettingsRepository;
  outbox: Pick<MailOutboxRepository, 'golferExists'>;
  secret: () => Promise<string>;
}) {
  return {
    /** The token's claim, or null for a token that is not ours (altered, malformed). */
    async read(token: string): Promise<UnsubscribeClaim | null> {
      return readUnsubscribeToken(token, await secret());
    },

    /** Turns the kind's email off; null for a token that is not ours. A golfer since deleted: nothing to do. */
    async unsubscribe(token: string): Promise<UnsubscribeClaim | null> {
      const claim = readUnsubscribeToken(token, await secret());
      if (!claim) return null;
      if (!(await outbox.golferExists(claim.userId))) return claim;
      if (claim.kind === 'digest') {
        await settings.setEmailDigest(claim.userId, false);
        return claim;
      }
      const current = (await settings.chosen(claim.userId))[claim.kind] ?? defaultChannels(claim.kind);
      if (current.email) await settings.choose(claim.userId, { [claim.kind]: { ...current, email: false } });
      return claim;
    },
  };
}

export type UnsubscribeService = ReturnType<typeof unsubscribeService>;
