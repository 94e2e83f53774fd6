/**
 * Where email goes (issue 35): an SMTP server (`SMTP_URL`, nodemailer's URL form), or, the local
 * default, a folder: each message is built by nodemailer exactly as it would be sent and written
 * there as an .eml file (open it with any mail client).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Says where mail goes, for the start-up log. */
  readonly description: string;
  /** Resolves once the message is accepted; rejects with nodemailer's error (its `responseCode` for an SMTP answer). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Timeouts well inside the worker's lease, so a hung server never outlives the claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, SMTP_TIMEOUTS);
  const { hostname, port } = new URL(url);
  return {
    description: `SMTP at ${hostname}${port ? `:${port}` : ''}`,
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** A file name for a Message-ID: `<notification-12@host>` becomes `notification-12@host.eml`. */
export const emlFileName = (messageId: string) => `${messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;

export function folderTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made: Promise<unknown> | null = null;
  return {
    description: `the folder ${folder}`,
    async send(mail) {
      const info = await transporter.sendMail(mail);
      made ??= fs.mkdir(folder, { recursive: true });
      await made;
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      const file = path.join(folder, emlFileName(mail.messageId));
      await fs.writeFile(`${file}.tmp`, info.message);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}
