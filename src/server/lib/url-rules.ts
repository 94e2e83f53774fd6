/**
 * What a request's URL may be before any route looks at it: at most MAX_URL_LENGTH characters, and
 * a query string whose every %-escape decodes to UTF-8. Fastify's query parser keeps an escape it
 * cannot decode as it is (`?terms=%zz` searched for "%zz"), so it is checked here instead.
 */

/** No URL of the API comes near it (the longest, a bounded-courses view with 20 hidden ids, is under 1,000); proxies commonly stop at 8 KiB too. */
export const MAX_URL_LENGTH = 8192;

export const MALFORMED_ESCAPE = 'is malformed (bad percent-encoding)';

const decodes = (s: string): boolean => {
  if (!s.includes('%')) return true;
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};
const queryKey = (raw: string): string => decodeURIComponent(raw.replaceAll('+', ' '));

/** The first query field (as sent, when the name itself is malformed) whose name or value has a bad %-escape; null when all decode. */
export function malformedQueryField(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (!decodes(key)) return key;
    if (eq >= 0 && !decodes(pair.slice(eq + 1))) return queryKey(key);
  }
  return null;
}

/**
 * Whether the bytes on which the HTTP parser gave up (its headers are over Node's 16 KiB) begin a
 * request whose request line alone is over MAX_URL_LENGTH: then the URL is what is too long (414),
 * else the headers are (431). When the parser gave up inside a later chunk, the start of the
 * request is not at hand, and it counts as the headers.
 */
export function urlOverflowed(packet: Buffer | undefined): boolean {
  if (!packet) return false;
  const head = packet.subarray(0, MAX_URL_LENGTH + 64).toString('latin1');
  const method = /^[A-Z]{3,10} /.exec(head);
  if (!method) return false;
  const lineEnd = head.indexOf('\r\n');
  const url = lineEnd < 0 ? head.slice(method[0].length) : head.slice(method[0].length, lineEnd).replace(/ HTTP\/\d\.\d$/, '');
  return url.length > MAX_URL_LENGTH;
}
