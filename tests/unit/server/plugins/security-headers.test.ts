import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from '../../../../src/server/plugins/security.plugin';

const options = helmetOptions({ connectSrc: ['http://127.0.0.1:9099'], frameSrc: ['http://127.0.0.1:9099'] });

describe('security headers recorded once', () => {
  it("are the headers helmet's middleware sets on a real response", () => {
    const req = new IncomingMessage(new Socket());
    const res = new ServerResponse(req);
    res.setHeader('X-Powered-By', 'something');
    let passed = false;
    helmet(options)(req, res, () => { passed = true; });
    expect(passed).toBe(true);
    const recorded = securityHeaders(options);
    expect(Object.keys(recorded).length).toBeGreaterThan(10);
    expect(recorded).toEqual(Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)])));
  });

  it('carry the CSP with the origins given, and the popup-friendly opener policy', () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:9099/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
