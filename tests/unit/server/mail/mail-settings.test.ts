import { describe, expect, it } from 'vitest';
import { publicUrlOf } from '../../../../src/server/mail/mail-settings';
import { emlFileName } from '../../../../src/server/mail/mail-transport';
import { vapidSubject } from '../../../../src/server/modules/push.module';

describe('the mail and push settings', () => {
  it.each([
    [{ PUBLIC_URL: 'https://tpl.example.com/' }, 'https://tpl.example.com'],
    [{ PUBLIC_URL: 'https://tpl.example.com' }, 'https://tpl.example.com'],
    [{ PORT: 4000 }, 'http://127.0.0.1:4000'],
    [{}, 'http://127.0.0.1:3000'],
  ])('links in emails start with PUBLIC_URL (%j: %s)', (env, url) => {
    expect(publicUrlOf(env)).toBe(url);
  });

  it.each([
    [{ VAPID_SUBJECT: 'mailto:ops@example.com', SUPPORT_EMAIL: 'help@example.com' }, 'mailto:ops@example.com'],
    [{ SUPPORT_EMAIL: 'help@example.com', PUBLIC_URL: 'https://tpl.example.com' }, 'mailto:help@example.com'],
    [{ PUBLIC_URL: 'https://tpl.example.com/' }, 'https://tpl.example.com'],
    [{ PUBLIC_URL: 'http://tpl.test:8080' }, 'mailto:no-reply@tpl.test'],
    [{}, 'mailto:no-reply@127.0.0.1'],
  ])('the VAPID subject of %j is %s', (env, subject) => {
    expect(vapidSubject(env)).toBe(subject);
  });

  it('names an .eml file after its Message-ID, nothing else', () => {
    expect(emlFileName('<notification-12@tpl.example.com>')).toBe('notification-12@tpl.example.com.eml');
    expect(emlFileName('<../../etc/passwd@x>')).toBe('.._.._etc_passwd@x.eml');
  });
});
