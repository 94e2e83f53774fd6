/**
 * Sends the queued email (issue 35), one worker per process: it claims one due message at a time
 * (data/mail-outbox.repository.ts: `FOR UPDATE SKIP LOCKED` and a lease, so replicas never send
 * one twice and a claim whose worker died runs out and is taken again), sends it, and marks it
 * sent, or retried after a backoff, or given up on (shared/domain/notifications/mail-retry.ts). It
 * wakes when this process queues a message and polls for the rest (other replicas' messages,
 * retries that came due). `close()` stops it after the message in hand.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterMailFailure, DEFAULT_MAIL_RETRY, type MailRetryPolicy } from '../../shared/domain/notifications/mail-retry';
import type { MailOutboxRepository, MailToSend } from '../data/mail-outbox.repository';
import type { MailTransport } from '../mail/mail-transport';

export interface MailWorkerOptions {
  /** How often it looks for due messages without being woken. */
  pollMs: number;
  /** How long a claim is the worker's; longer than any send may take (the transport's timeouts). */
  leaseMs: number;
  retry: MailRetryPolicy;
}

export const DEFAULT_MAIL_WORKER: MailWorkerOptions = { pollMs: 5_000, leaseMs: 120_000, retry: DEFAULT_MAIL_RETRY };

export interface MailWorker {
  /** Looks for due messages now (a message was just queued). */
  wake(): void;
  /** Resolves when nothing is being sent and no more is due now (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function mailWorker({ outbox, transport, from, log, options = DEFAULT_MAIL_WORKER }: {
  outbox: MailOutboxRepository;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  options?: MailWorkerOptions;
}): MailWorker {
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (mail: MailToSend) => {
    try {
      await transport.send({
        from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody, messageId: mail.messageId, headers: mail.headers,
      });
    } catch (err) {
      const code = (err as { responseCode?: unknown }).responseCode;
      const message = String((err as Error).message ?? err).slice(0, 1000);
      const step = afterMailFailure(mail.attempts, typeof code === 'number' ? code : undefined, options.retry);
      if (step.retry) {
        log.warn({ mailId: mail.id, attempts: mail.attempts, err }, `Email ${mail.messageId} not sent, trying again in ${Math.round(step.delayMs / 1000)} s`);
        await outbox.retryLater(mail, step.delayMs, message);
      } else {
        log.error({ mailId: mail.id, attempts: mail.attempts, err }, `Email ${mail.messageId} given up on (${step.reason})`);
        await outbox.giveUp(mail, message);
      }
      return;
    }
    await outbox.markSent(mail);
  };

  const drain = async () => {
    while (!stopped) {
      const [mail] = await outbox.claim(1, options.leaseMs);
      if (!mail) return;
      await deliver(mail);
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, options.pollMs);
    timer.unref();
  };

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((err: unknown) => {
          if (!stopped) log.error({ err }, 'The mail worker could not read the outbox');
        });
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      schedule();
    });
  }

  wake();
  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
