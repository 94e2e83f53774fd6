/**
 * Every SQL statement about outgoing mail (issue 35). A message is claimed by one worker at a
 * time: `FOR UPDATE SKIP LOCKED` keeps two replicas' claims apart, and the lease written with the
 * claim keeps it theirs after the claim's transaction ends, while they send. A worker that dies
 * mid-send leaves a lease that runs out, and the message is claimable again. Times are the
 * database's (`now()`), so replicas' clocks need not agree.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { queryRows } from './database';
import { mailOutbox, users } from './schema';

/** A message as it goes out: addressed, with its parts and headers. */
export interface MailMessage {
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string>;
  messageId: string;
}

export interface MailToSend extends MailMessage {
  id: number;
  /** This attempt's number (1 for the first). */
  attempts: number;
  /** The lease this claim holds: marking the message is refused if another worker has claimed it since. */
  leaseUntil: Date;
}

export interface NewMail extends MailMessage {
  userId: string;
  kind: string;
  /** Null for a mail of no one entry (the daily digest). */
  notificationId: number | null;
}

interface ClaimedRow {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | string;
  message_id: string;
  attempts: number;
  lease_until: Date | string;
}

export function mailOutboxRepository(db: Db) {
  return {
    /** Who a golfer's email goes to: nothing for a golfer without an email, a disabled one, or none. */
    async recipient(userId: string): Promise<{ email: string; name: string | null } | null> {
      const [row] = await db.select({ email: users.email, name: users.displayName, disabledAt: users.disabledAt })
        .from(users).where(eq(users.id, userId));
      if (!row?.email || row.disabledAt) return null;
      return { email: row.email, name: row.name };
    },

    async golferExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return !!row;
    },

    /** Queues a message; false when one with this Message-ID is already queued (the same notification twice). */
    async enqueue(mail: NewMail): Promise<boolean> {
      const rows = await db.insert(mailOutbox).values(mail).onConflictDoNothing({ target: mailOutbox.messageId }).returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    /** Claims up to `limit` due messages for `leaseMs`, counting the attempt. */
    async claim(limit: number, leaseMs: number): Promise<MailToSend[]> {
      const rows = await queryRows<ClaimedRow>(db, sql`
        update mail_outbox set lease_until = date_trunc('milliseconds', now() + ${leaseMs} * interval '1 millisecond'), attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where sent_at is null and failed_at is null and next_attempt_at <= now()
            and (lease_until is null or lease_until < now())
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, to_address, subject, text_body, html_body, headers, message_id, attempts, lease_until`);
      return rows.map((r) => ({
        id: Number(r.id),
        toAddress: r.to_address,
        subject: r.subject,
        textBody: r.text_body,
        htmlBody: r.html_body,
        headers: typeof r.headers === 'string' ? JSON.parse(r.headers) as Record<string, string> : r.headers,
        messageId: r.message_id,
        attempts: r.attempts,
        leaseUntil: new Date(r.lease_until),
      }));
    },

    async markSent(mail: MailToSend): Promise<void> {
      await db.update(mailOutbox).set({ sentAt: sql`now()`, leaseUntil: null, lastError: null })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.leaseUntil, mail.leaseUntil)));
    },

    async retryLater(mail: MailToSend, delayMs: number, error: string): Promise<void> {
      await db.update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`, leaseUntil: null, lastError: error })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.leaseUntil, mail.leaseUntil)));
    },

    async giveUp(mail: MailToSend, error: string): Promise<void> {
      await db.update(mailOutbox).set({ failedAt: sql`now()`, leaseUntil: null, lastError: error })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.leaseUntil, mail.leaseUntil)));
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
