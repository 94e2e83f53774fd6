/**
 * How a notification leaves the inbox (issue 35): once the inbox entry is written, each channel
 * beyond the inbox (email, push) is handed the entry as the golfer will read it, with the golfer's
 * channels for its kind. A channel decides for itself whether to send (its flag in `channels`),
 * and never fails the write: a failure is the channel's to log and retry.
 */
import type { ChannelSettings, NotificationKind } from '../../shared/domain/notifications/notification-kinds';

export interface OutgoingNotification {
  notificationId: number;
  userId: string;
  kind: NotificationKind;
  /** The recipient's channels for this kind (their choice, else the kind's default). */
  channels: ChannelSettings;
  /** The sentence and the app path it opens (`/lists/…`), as the inbox shows them. */
  text: string;
  path: string;
  /** False when the event joined an existing grouped entry (email and push speak only of new entries). */
  isNew: boolean;
}

export interface NotificationSender {
  /** A name for the logs ('email', 'push'). */
  readonly name: string;
  send(notification: OutgoingNotification): Promise<void>;
}
