import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from '../../../../src/server/mail/unsubscribe-token';
import { notificationEmail } from '../../../../src/server/mail/notification-email';

const SECRET = 'a-test-secret';
const USER = '6f1c2f7a-3b7e-4c11-9d2a-0b9e1e5d7c40';
const token = unsubscribeToken({ userId: USER, kind: 'trip.invited' }, SECRET);
const forge = (payload: object, secret = SECRET) => {
  const p = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${p}.${createHmac('sha256', secret).update(p).digest('base64url')}`;
};

describe('unsubscribe tokens', () => {
  it('read back as the golfer and kind they were made for', () => {
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(readUnsubscribeToken(token, SECRET)).toEqual({ userId: USER, kind: 'trip.invited' });
  });

  it.each([
    ['another secret', token, 'another-secret'],
    ['a changed signature', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, SECRET],
    ['a changed payload', `x${token}`, SECRET],
    ['no signature', token.split('.')[0]!, SECRET],
    ['empty', '', SECRET],
    ['another purpose', forge({ u: USER, k: 'trip.invited', p: 'sign-in' }), SECRET],
    ['no purpose', forge({ u: USER, k: 'trip.invited' }), SECRET],
    ['an unknown kind', forge({ u: USER, k: 'everything', p: 'unsubscribe' }), SECRET],
    ['a user id that is not a UUID', forge({ u: 'admin', k: 'follow', p: 'unsubscribe' }), SECRET],
    ['not JSON', (() => { const p = Buffer.from('nope').toString('base64url'); return `${p}.${createHmac('sha256', SECRET).update(p).digest('base64url')}`; })(), SECRET],
  ])('refuse %s', (_what, t, secret) => {
    expect(readUnsubscribeToken(t, secret)).toBeNull();
  });
});

describe('a notification email', () => {
  const email = notificationEmail({
    notificationId: 7, kind: 'list.hidden', text: 'A moderator hid <b>"Links"</b>', path: '/lists/1', name: 'Ailsa',
    publicUrl: 'https://tpl.example.com', unsubscribeUrl: 'https://tpl.example.com/api/notifications/unsubscribe?token=abc',
  });

  it('has a stable Message-ID and the one-click headers', () => {
    expect(email.messageId).toBe('<notification-7@tpl.example.com>');
    expect(email.headers).toEqual({
      'List-Unsubscribe': '<https://tpl.example.com/api/notifications/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says the sentence with the link in text, and escaped in HTML', () => {
    expect(email.subject).toBe('TPL: A moderator hid <b>"Links"</b>');
    expect(email.text).toContain('Hi Ailsa,\n\nA moderator hid <b>"Links"</b>\n\nOpen it in TPL: https://tpl.example.com/lists/1');
    expect(email.html).toContain('A moderator hid &lt;b&gt;&quot;Links&quot;&lt;/b&gt;');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('href="https://tpl.example.com/lists/1"');
  });
});
