/**
 * Email (issue 35) against a real SMTP server the test starts: a notification's email with its
 * parts and headers, one-click unsubscribe, a send the server refuses once, two workers on one
 * database, and the local default (an .eml file in a folder). The email sender is driven directly
 * with an OutgoingNotification, as the notifications core calls it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultChannels, type NotificationKind } from '../../src/shared/domain/notifications/notification-kinds';
import { mailOutboxRepository } from '../../src/server/data/mail-outbox.repository';
import { notificationSettingsRepository } from '../../src/server/data/notification-settings.repository';
import { mailOutbox } from '../../src/server/data/schema';
import type { MailTransport, OutgoingMail } from '../../src/server/mail/mail-transport';
import { mailWorker } from '../../src/server/services/mail-worker';
import type { OutgoingNotification } from '../../src/server/services/notification-delivery';
import { expectConsoleError } from '../support/fail-on-console-error';
import { eventually } from './helpers/eventually';
import { createGolfer, type Golfer } from './helpers/golfers';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { createTestApp, type TestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://tpl.example.com';
const FROM = 'TPL <mail@tpl.example.com>';
let smtp: SmtpTestServer;
let t: TestApp;
let golfer: Golfer;
let nextId = 1000;

const notification = (kind: NotificationKind, extra: Partial<OutgoingNotification> = {}): OutgoingNotification => ({
  notificationId: nextId++, userId: golfer.id, kind, channels: defaultChannels(kind),
  text: 'Ailsa invited you to St Andrews & the Old Course', path: '/trips/42', isNew: true, ...extra,
});
const send = (n: OutgoingNotification) => t.channels.email[0]!.send(n);
const queued = async (userId: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
const receivedWith = (messageId: string) => smtp.received.filter((m) => m.messageId === messageId);

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    publicUrl: PUBLIC_URL, smtpUrl: smtp.url, mailFrom: FROM,
    mail: { pollMs: 100, retry: { baseMs: 300, maxMs: 1000, maxAttempts: 3 } },
  });
  golfer = await createGolfer(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a notification by email', () => {
  let unsubscribeLink = '';

  it('is sent with text and HTML parts, the From, a stable Message-ID and both unsubscribe headers', async () => {
    const n = notification('trip.invited');
    await send(n);
    const messageId = `<notification-${n.notificationId}@tpl.example.com>`;
    await eventually(async () => expect(receivedWith(messageId)).toHaveLength(1));
    const mail = receivedWith(messageId)[0]!;
    expect(mail.from?.value).toEqual([{ name: 'TPL', address: 'mail@tpl.example.com' }]);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(golfer.email);
    expect(mail.subject).toBe('TPL: Ailsa invited you to St Andrews & the Old Course');
    expect(mail.text).toContain('Ailsa invited you to St Andrews & the Old Course');
    expect(mail.text).toContain(`${PUBLIC_URL}/trips/42`);
    expect(mail.html).toContain('Ailsa invited you to St Andrews &amp; the Old Course');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/trips/42"`);
    const listUnsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const match = /^List-Unsubscribe:\s*<(https:\/\/tpl\.example\.com\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.-]+)>$/.exec(listUnsubscribe.replace(/\r?\n\s+/g, ' '));
    expect(match, listUnsubscribe).not.toBeNull();
    unsubscribeLink = match![1]!;
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await queued(golfer.id);
    expect(row).toMatchObject({ attempts: 1, messageId, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('shows a page with a button on GET, and changes nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: unsubscribeLink.slice(PUBLIC_URL.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<form method="post" action="\/api\/notifications\/unsubscribe\?token=[^"]+">/);
    expect(res.body).toContain('Trip invitations');
    expect(await notificationSettingsRepository(t.database.db).chosen(golfer.id)).toEqual({});
  });

  it('refuses an altered token (400) on POST and GET, and changes nothing', async () => {
    const url = unsubscribeLink.slice(PUBLIC_URL.length);
    const last = url.at(-1) === 'A' ? 'B' : 'A';
    for (const altered of [url.slice(0, -1) + last, url.replace('token=', 'token=x'), `${url.split('.')[0]}.`]) {
      const post = await t.app.inject({ method: 'POST', url: altered, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(post.statusCode, altered).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(400);
    }
    expect(await notificationSettingsRepository(t.database.db).chosen(golfer.id)).toEqual({});
  });

  it('turns that kind\'s email off with a one-click POST, without signing in; the next one is not queued', async () => {
    const res = await t.app.inject({
      method: 'POST', url: unsubscribeLink.slice(PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const chosen = await notificationSettingsRepository(t.database.db).chosen(golfer.id);
    expect(chosen).toEqual({ 'trip.invited': { inApp: true, email: false, push: true } });
    // A second click changes nothing more (a plain POST of the link, no body).
    const again = await t.app.inject({ method: 'POST', url: unsubscribeLink.slice(PUBLIC_URL.length) });
    expect(again.statusCode, again.body).toBe(200);
    // The core reads the settings: the next invitation comes with email off, and the sender queues nothing.
    const before = (await queued(golfer.id)).length;
    await send(notification('trip.invited', { channels: chosen['trip.invited']! }));
    expect(await queued(golfer.id)).toHaveLength(before);
  });

  it('queues nothing for an entry that grouped into an older one, a kind without email, or a disabled golfer', async () => {
    const other = await createGolfer(t);
    await send(notification('trip.changed', { userId: other.id, isNew: false }));
    await send(notification('follow', { userId: other.id }));
    await t.app.inject({ method: 'GET', url: '/api/user/me', headers: other.auth });
    const { users } = await import('../../src/server/data/schema');
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
    await send(notification('trip.changed', { userId: other.id }));
    expect(await queued(other.id)).toHaveLength(0);
  });
});

describe('a send the server refuses', () => {
  it('is tried again after a backoff and delivered exactly once', async () => {
    smtp.refuseNext(1);
    const refusedBefore = smtp.refused;
    const n = notification('payment.failed');
    await send(n);
    const messageId = `<notification-${n.notificationId}@tpl.example.com>`;
    await eventually(async () => expect(receivedWith(messageId)).toHaveLength(1));
    // The retry waited out the backoff (baseMs 300) after the refusal.
    expect(smtp.receivedAt.get(messageId)! - smtp.refusedAt.get(messageId)!).toBeGreaterThanOrEqual(250);
    expect(smtp.refused).toBe(refusedBefore + 1);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
    expect(row).toMatchObject({ attempts: 2, failedAt: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    await t.channels.mailWorker.idle();
    await new Promise((r) => setTimeout(r, 400));
    expect(receivedWith(messageId)).toHaveLength(1);
  });

  it('is given up on after the last attempt, with the error kept', async () => {
    expectConsoleError(/given up on \(attempts\)/);
    smtp.refuseNext(3);
    const n = notification('pro.ending');
    await send(n);
    const messageId = `<notification-${n.notificationId}@tpl.example.com>`;
    await eventually(async () => {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
      expect(row!.failedAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({ attempts: 3, sentAt: null });
      expect(row!.lastError).toMatch(/Try again later/);
    }, 10_000);
    expect(receivedWith(messageId)).toHaveLength(0);
  });
});

describe('the outbox', () => {
  it('never gives one message to two workers on one database', async () => {
    const outbox = mailOutboxRepository(t.database.db);
    const recipient = await createGolfer(t);
    // The app's own worker stands aside first (else it could take some before the two start): only these two take the messages.
    await t.channels.mailWorker.close();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const messageId = `<claim-${i}-${recipient.id}@tpl.example.com>`;
      ids.push(messageId);
      await outbox.enqueue({ userId: recipient.id, kind: 'follow', notificationId: 90_000 + i, toAddress: 'x@example.com', subject: 's', textBody: 't', htmlBody: 'h', headers: {}, messageId });
    }
    const sent: string[] = [];
    const transport = (): MailTransport => ({
      description: 'test',
      async send(mail: OutgoingMail) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(mail.messageId);
      },
      close() {},
    });
    const options = { pollMs: 50, leaseMs: 60_000, retry: { baseMs: 100, maxMs: 100, maxAttempts: 3 } };
    const workers = [0, 1].map(() => mailWorker({ outbox, transport: transport(), from: FROM, log: t.app.log, options }));
    await eventually(async () => expect(new Set(sent)).toEqual(new Set(ids)));
    await Promise.all(workers.map((w) => w.close()));
    expect(sent).toHaveLength(ids.length);
  });

  it('gives a claim whose lease ran out (its worker died mid-send) to the next worker', async () => {
    const outbox = mailOutboxRepository(t.database.db);
    const recipient = await createGolfer(t);
    const messageId = `<lease-${recipient.id}@tpl.example.com>`;
    await outbox.enqueue({ userId: recipient.id, kind: 'follow', notificationId: 91_000, toAddress: 'x@example.com', subject: 's', textBody: 't', htmlBody: 'h', headers: {}, messageId });
    const mine = (claims: Awaited<ReturnType<typeof outbox.claim>>) => claims.filter((c) => c.messageId === messageId);
    const [first] = mine(await outbox.claim(100, 200));
    expect(first).toBeDefined();
    expect(mine(await outbox.claim(100, 200))).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 300));
    const [again] = mine(await outbox.claim(100, 60_000));
    expect(again).toMatchObject({ attempts: 2 });
    // The dead worker's late word does not count: its lease is no longer the message's.
    await outbox.markSent(first!);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
    expect(row!.sentAt).toBeNull();
    await outbox.markSent(again!);
    const [done] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));
    expect(done!.sentAt).toBeInstanceOf(Date);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message to the mail folder as an .eml file', async () => {
    const local = await createTestApp({ publicUrl: PUBLIC_URL, mail: { pollMs: 100 } });
    try {
      const someone = await createGolfer(local);
      const n = notification('list.hidden', { userId: someone.id, text: 'A moderator hid your list', path: '/lists/7' });
      await local.channels.email[0]!.send(n);
      const file = path.join(local.mailDir, `notification-${n.notificationId}@tpl.example.com.eml`);
      await eventually(async () => expect(fs.existsSync(file)).toBe(true));
      const mail = await simpleParser(fs.readFileSync(file));
      expect(mail.messageId).toBe(`<notification-${n.notificationId}@tpl.example.com>`);
      expect(mail.from?.value).toEqual([{ name: 'TPL', address: 'no-reply@tpl.example.com' }]);
      expect(mail.text).toContain(`${PUBLIC_URL}/lists/7`);
      expect(mail.html).toContain('A moderator hid your list');
      expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await local.close();
    }
  });
});

describe('from what happened to the golfer\'s inbox', () => {
  it('a trip invitation made through the API is emailed (a must-not-miss kind); a new follower is not (in the app only)', async () => {
    // An app of its own: the tests above stop the first app's worker.
    const app = await createTestApp({ publicUrl: PUBLIC_URL, smtpUrl: smtp.url, mailFrom: FROM, mail: { pollMs: 100 } });
    try {
      const [owner, invitee] = [await createGolfer(app, { displayName: 'Captain Mail' }), await createGolfer(app)];
      await app.app.inject({ method: 'POST', url: `/api/users/${invitee.id}/follow`, headers: owner.auth });
      const trip = await app.app.inject({
        method: 'POST', url: '/api/lists/trip', headers: owner.auth,
        payload: { name: 'Mailed Links', startDate: '2027-09-01', endDate: '2027-09-02', companions: [invitee.id] },
      });
      expect(trip.statusCode, trip.body).toBe(201);
      const sentTo = () => smtp.received.filter((m) => (m.to && 'text' in m.to ? m.to.text : '') === invitee.email);
      await eventually(async () => expect(sentTo()).toHaveLength(1));
      expect(sentTo()[0]!.subject).toBe('TPL: Captain Mail invited you on “Mailed Links”');
      expect(sentTo()[0]!.text).toContain(`${PUBLIC_URL}/trip-planner/${trip.json().data._id}`);
      await app.channels.mailWorker.idle();
      expect((await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, invitee.id))).map((r) => r.kind)).toEqual(['trip.invited']);
    } finally {
      await app.close();
    }
  });
});

describe('the daily digest', () => {
  it('sends, once a day from 07:00 UTC, the unread entries not emailed on their own; its link turns it off', async () => {
    const app = await createTestApp({ publicUrl: PUBLIC_URL, smtpUrl: smtp.url, mailFrom: FROM, mail: { pollMs: 100 } });
    try {
      const [reader, fan, host, quiet] = [await createGolfer(app), await createGolfer(app, { displayName: 'Digest Fan' }), await createGolfer(app, { displayName: 'Digest Host' }), await createGolfer(app)];
      const put = (who: Golfer, body: object) => app.app.inject({ method: 'PUT', url: '/api/notifications/settings', headers: who.auth, payload: body });
      expect((await put(reader, { emailDigest: true })).statusCode).toBe(200);
      await app.app.inject({ method: 'POST', url: `/api/users/${reader.id}/follow`, headers: fan.auth });
      await app.app.inject({ method: 'POST', url: `/api/users/${quiet.id}/follow`, headers: fan.auth });
      // An invitation is emailed on its own: not in the digest.
      await app.app.inject({ method: 'POST', url: `/api/users/${reader.id}/follow`, headers: host.auth });
      await app.app.inject({ method: 'POST', url: '/api/lists/trip', headers: host.auth, payload: { name: 'Digest Trip', startDate: '2027-09-01', endDate: '2027-09-01', companions: [reader.id] } });

      const at = new Date();
      at.setUTCHours(Math.max(at.getUTCHours(), 7));
      const early = new Date(at);
      early.setUTCHours(5);
      expect(await app.channels.digest(early)).toBe(0);
      expect(await app.channels.digest(at)).toBe(1);
      expect(await app.channels.digest(at)).toBe(0);
      const digests = () => smtp.received.filter((m) => m.messageId === `<digest-${reader.id}-${at.toISOString().slice(0, 10)}@tpl.example.com>`);
      await eventually(async () => expect(digests()).toHaveLength(1));
      const [mail] = digests();
      expect(mail!.subject).toBe('TPL: your day in TPL, 1 notification');
      expect(mail!.text).toContain('Digest Host and Digest Fan followed you');
      expect(mail!.text).not.toContain('Digest Trip');
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/users/${reader.id}/followers"`);
      expect(smtp.received.some((m) => (m.to && 'text' in m.to ? m.to.text : '') === quiet.email)).toBe(false);

      const link = /<(https:[^>]+)>/.exec(mail!.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/\r?\n\s+/g, ' '))![1]!;
      const off = await app.app.inject({ method: 'POST', url: link.slice(PUBLIC_URL.length), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(off.statusCode).toBe(200);
      const settings = await app.app.inject({ url: '/api/notifications/settings', headers: reader.auth });
      expect(settings.json().data.emailDigest).toBe(false);
    } finally {
      await app.close();
    }
  });
});
