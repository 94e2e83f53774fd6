/**
 * The load bench's bare server (load-bench.ts starts it with `node --import tsx`): Fastify, the
 * app's own version, no plugins, one catch-all route that answers each recorded path with the
 * bytes, status and content type the real server gave it (read from the JSON file named by
 * LOAD_ANSWERS: [path, status, content type, base64 body][]), 404 for anything else. Listens on
 * 127.0.0.1 on a free port and prints one line `{"port":N}`; SIGTERM closes it.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

type Answer = [path: string, status: number, contentType: string, body: string];
const file = process.env.LOAD_ANSWERS;
if (!file) throw new Error('load-bare: set LOAD_ANSWERS');
const answers = new Map((JSON.parse(fs.readFileSync(file, 'utf8')) as Answer[]).map(([p, status, type, body]) => [p, { status, type, body: Buffer.from(body, 'base64') }]));

const app = Fastify({ logger: false });
app.get('/*', (req, reply) => {
  const a = answers.get(req.url);
  if (!a) return reply.code(404).send();
  return reply.code(a.status).header('content-type', a.type).send(a.body);
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
