/**
 * The daily digest (issue 35): one email of the day's unread inbox entries that were not emailed
 * on their own, each its sentence and link, with a one-click link that turns the digest off. Its
 * Message-ID names the golfer and the day, so a day has one digest however often the job runs.
 * Pure.
 */
import { escapeHtml, type NotificationEmail } from './notification-email';

export interface DigestFacts {
  userId: string;
  /** The UTC day it sums up (YYYY-MM-DD). */
  day: string;
  entries: { text: string; path: string }[];
  name: string | null;
  publicUrl: string;
  unsubscribeUrl: string;
}

export const digestMessageId = (userId: string, day: string, publicUrl: string) => `<digest-${userId}-${day}@${new URL(publicUrl).hostname}>`;

export function digestEmail(f: DigestFacts): NotificationEmail {
  const link = (path: string) => `${f.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
  const greeting = f.name ? `Hi ${f.name},` : 'Hi,';
  const n = f.entries.length;
  const subject = `TPL: your day in TPL, ${n} ${n === 1 ? 'notification' : 'notifications'}`;
  const text = [
    greeting, '', `What happened in TPL that you have not read yet:`, '',
    ...f.entries.map((e) => `- ${e.text}\n  ${link(e.path)}`), '', '--',
    `You get this daily digest because you asked for it. Stop it: ${f.unsubscribeUrl}`, '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(greeting)}</p>
<p>What happened in TPL that you have not read yet:</p>
<ul>
${f.entries.map((e) => `<li><a href="${escapeHtml(link(e.path))}">${escapeHtml(e.text)}</a></li>`).join('\n')}
</ul>
<hr>
<p style="font-size: 12px; color: #555">You get this daily digest because you asked for it.
<a href="${escapeHtml(f.unsubscribeUrl)}">Stop it</a></p>
</body></html>
`;
  return {
    subject, text, html, messageId: digestMessageId(f.userId, f.day, f.publicUrl),
    headers: { 'List-Unsubscribe': `<${f.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
