import { describe, expect, it } from 'vitest';
import { AVATAR_URL_MAX, newGolferFromToken, providerAvatarUrl } from '../../../../src/server/identity/token-claims';

describe('providerAvatarUrl', () => {
  it.each([
    ['https://lh3.googleusercontent.com/a/ACg8ocK=s96-c', 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c'],
    ['https://lh6.googleusercontent.com/-abc/AAAA/photo.jpg', 'https://lh6.googleusercontent.com/-abc/AAAA/photo.jpg'],
    ['https://LH3.GoogleUserContent.com/a/x', 'https://lh3.googleusercontent.com/a/x'],
    ['http://lh3.googleusercontent.com/a/x', null],
    ['https://lh3.googleusercontent.com:8443/a/x', null],
    ['https://user:pass@lh3.googleusercontent.com/a/x', null],
    ['https://lh3.googleusercontent.com.example.net/a/x', null],
    ['https://evil.example/lh3.googleusercontent.com/a/x', null],
    ['https://lh7.googleusercontent.com/a/x', null],
    ['https://googleusercontent.com/a/x', null],
    ['https://tracker.example.com/pixel.gif', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['/api/files/avatars/u/x.webp', null],
    ['//lh3.googleusercontent.com/a/x', null],
    ['https://lh3.google\nusercontent.com/a/x', null], // the URL parser would drop the newline
    ['https://lh3.googleusercontent.com/a/x\u0000', null],
    [' https://lh3.googleusercontent.com/a/x', null],
    [`https://lh3.googleusercontent.com/a/${'x'.repeat(AVATAR_URL_MAX)}`, null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, kept) => {
    expect(providerAvatarUrl(raw)).toBe(kept);
  });
});

describe('newGolferFromToken', () => {
  const identity = { uid: 'u1', email: 'ada@example.com', emailVerified: true, name: 'Ada Lovelace', picture: null };

  it('takes the cleaned name, the provider avatar and the email', () => {
    expect(newGolferFromToken({ ...identity, name: ' Ada\u0000Lovelace\u202E ', picture: 'https://lh3.googleusercontent.com/a/x' })).toEqual({
      firebaseUid: 'u1', email: 'ada@example.com', displayName: 'Ada Lovelace', photoUrl: 'https://lh3.googleusercontent.com/a/x',
    });
  });

  it.each([null, '', '  ', '\u0000\u202E'])('gives a golfer named %j the neutral default', (name) => {
    expect(newGolferFromToken({ ...identity, name }).displayName).toMatch(/^Golfer \d{4}$/);
  });

  it('keeps no picture from elsewhere and no email with control characters', () => {
    expect(newGolferFromToken({ ...identity, picture: 'https://tracker.example.com/p.gif', email: 'a\u0000b@example.com' }))
      .toMatchObject({ photoUrl: null, email: null });
  });
});
