import { describe, expect, it } from 'vitest';
import { malformedQueryField, MAX_URL_LENGTH, urlOverflowed } from '../../../../src/server/lib/url-rules';

describe('malformedQueryField', () => {
  it.each([
    ['/api/courses', null],
    ['/api/courses?', null],
    ['/api/courses?text=pebble%20beach&page=2', null],
    ['/api/courses?text=caf%C3%A9', null],
    ['/api/courses?text=a+b&flag&&x=', null],
    ['/api/courses?text=%00', null], // decodes; the contract refuses the NUL, naming the field
    ['/api/courses?text=%zz', 'text'],
    ['/api/courses?text=%', 'text'],
    ['/api/courses?text=%4', 'text'],
    ['/api/courses?page=1&text=%E0%A4', 'text'], // a cut-off UTF-8 sequence
    ['/api/courses?text=%ED%A0%80', 'text'], // a lone surrogate
    ['/api/courses?text=%C0%AF', 'text'], // an overlong encoding of "/"
    ['/api/courses?%zz=1', '%zz'],
    ['/api/courses?my+field=%zz', 'my field'],
    ['/api/courses?a%5Bb%5D=%FF', 'a[b]'],
  ])('%s → %s', (url, field) => {
    expect(malformedQueryField(url)).toBe(field);
  });
});

describe('urlOverflowed', () => {
  const request = (target: string, headers = '') => Buffer.from(`GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`, 'latin1');
  it.each([
    ['a URL over the limit', request(`/api/x?pad=${'a'.repeat(MAX_URL_LENGTH)}`), true],
    ['a URL longer than the bytes at hand', Buffer.from(`POST /api/x?pad=${'a'.repeat(MAX_URL_LENGTH + 200)}`, 'latin1'), true],
    ['a URL at the limit with large headers', request(`/api/${'a'.repeat(MAX_URL_LENGTH - 5)}`, `X: ${'b'.repeat(20_000)}\r\n`), false],
    ['a short URL with large headers', request('/api/x', `X: ${'b'.repeat(20_000)}\r\n`), false],
    ['a later chunk of headers', Buffer.from('b'.repeat(20_000), 'latin1'), false],
    ['nothing', undefined, false],
  ])('%s → %s', (_what, packet, overflowed) => {
    expect(urlOverflowed(packet)).toBe(overflowed);
  });
});
