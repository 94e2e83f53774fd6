import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../../../../src/server/lib/redis-client';

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('connectRedis', () => {
  it('refuses to start, saying why, when REDIS_URL names a Redis that does not answer', async () => {
    const port = await closedPort();
    const warnings: string[] = [];
    await expect(connectRedis({ url: `redis://127.0.0.1:${port}`, connectTimeoutMs: 1000, log: { warn: (_o, msg) => warnings.push(msg) } }))
      .rejects.toThrow(new RegExp(`REDIS_URL is set but Redis at 127.0.0.1:${port} did not answer \\(connect ECONNREFUSED`));
    // Not the running-outage warning: nothing was running yet.
    expect(warnings).toEqual([]);
  });
});
