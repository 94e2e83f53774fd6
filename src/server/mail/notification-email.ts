/**
 * An email of one notification (issue 35), as the golfer will read it: the inbox's sentence, a
 * link to the screen it opens, and how to stop this kind of email; plain text and HTML. Pure.
 */
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../../shared/domain/notifications/notification-kinds';

export interface NotificationEmailFacts {
  notificationId: number;
  kind: NotificationKind;
  /** The inbox's sentence and app path. */
  text: string;
  path: string;
  /** The recipient's name, when known. */
  name: string | null;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  unsubscribeUrl: string;
}

export interface NotificationEmail {
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A subject of one line and a sane length (the sentence may name a long list). */
const subjectOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return `TPL: ${line.length > 120 ? `${line.slice(0, 119)}…` : line}`;
};

/** The stable Message-ID of a notification's email: a second copy (a send retried after a crash) is recognisably the same message. */
export const notificationMessageId = (notificationId: number, publicUrl: string) =>
  `<notification-${notificationId}@${new URL(publicUrl).hostname}>`;

export function notificationEmail(f: NotificationEmailFacts): NotificationEmail {
  const link = `${f.publicUrl}${f.path.startsWith('/') ? f.path : `/${f.path}`}`;
  const label = NOTIFICATION_KIND_LABELS[f.kind];
  const greeting = f.name ? `Hi ${f.name},` : 'Hi,';
  const text = [
    greeting, '', f.text, '', `Open it in TPL: ${link}`, '', '--',
    `You get this email for "${label}". Stop these emails: ${f.unsubscribeUrl}`, '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(f.text)}</p>
<p><a href="${escapeHtml(link)}">Open it in TPL</a></p>
<hr>
<p style="font-size: 12px; color: #555">You get this email for “${escapeHtml(label)}”.
<a href="${escapeHtml(f.unsubscribeUrl)}">Stop these emails</a></p>
</body></html>
`;
  return {
    subject: subjectOf(f.text),
    text,
    html,
    messageId: notificationMessageId(f.notificationId, f.publicUrl),
    headers: {
      'List-Unsubscribe': `<${f.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
