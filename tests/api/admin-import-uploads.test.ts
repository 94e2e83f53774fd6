/**
 * Issue 32, item 10: an admin import whose multipart body ends before its closing boundary is
 * answered 400 at once (as picture uploads are), its slot is freed, so the next import is taken,
 * and its temporary file is gone. app.inject cannot cut a body off mid-stream, so these requests go
 * over a real socket to the app listening on a port.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRun } from '../../src/shared/contracts/course-import.contract';
import { eventually } from './helpers/eventually';
import { createAppWithGolferAndAdmin, type Golfer } from './helpers/golfers';
import { multipartBody } from './helpers/images';
import { call } from './helpers/requests';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Golfer;
let port: number;

beforeAll(async () => {
  ({ t, admin } = await createAppWithGolferAndAdmin());
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const FIXTURE = fs.readFileSync('tests/fixtures/import-admin/millersburg-oh.ndjson');
const upload = (fileName: string) =>
  multipartBody([{ field: 'file', filename: fileName, contentType: 'application/octet-stream', data: FIXTURE }], { dryRun: 'true' });

/** The temporary folders imports write their uploads to. */
const importTemps = () => new Set(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('tpl-import-')).map((n) => path.join(os.tmpdir(), n)));

interface RawAnswer {
  status: number | null;
  body: string;
}

/**
 * Sends the request line, `headers` and then `body` over a socket, and `end()`s our side when
 * `end` says so; resolves with the status and body the server answers (null when it closes
 * without answering).
 */
function rawPost(headers: Record<string, string>, body: Buffer, opts: { end: boolean }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => { answer += d.toString('latin1'); });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve({ status: status ? Number(status) : null, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('connect', () => {
      const head = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`).join('\r\n');
      socket.write(`POST /api/admin/imports HTTP/1.1\r\n${head}\r\n\r\n`);
      socket.write(body);
      if (opts.end) socket.end();
    });
  });
}

/** The body the server reads as chunked: `part` and then the last chunk, so the request ends cleanly but early. */
const chunkedEarlyEnd = (part: Buffer) => Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n0\r\n\r\n')]);

/** The next import is taken (202) once the server is done with the broken one, and runs to the end. */
async function expectNextImportTaken(): Promise<void> {
  const next = upload('next.ndjson');
  let res: Awaited<ReturnType<typeof t.app.inject>> | undefined;
  // The broken request may still be on its way through the server (its admin check): until it is
  // refused, it holds the slot (409); after that the slot must be free.
  await eventually(async () => {
    res = await t.app.inject({ method: 'POST', url: '/api/admin/imports', headers: { ...admin.auth, ...next.headers }, payload: next.payload });
    expect(res.statusCode, res.body).toBe(202);
  });
  const id = (res!.json().data as ImportRun)._id;
  await eventually(async () => {
    const run = (await call(t, 'GET', `/api/admin/imports/${id}`, admin)).json().data as ImportRun;
    expect(run.status).toBe('done');
  });
  await t.imports.settled();
}

describe('a multipart import cut off before its closing boundary', () => {
  it('answers 400 at once, frees the slot and removes its temporary file, wherever the body ends', async () => {
    const whole = upload('cut.ndjson');
    const before = importTemps();
    // Inside the file and just before the closing boundary; then inside the field before the file
    // (the parser cannot tell that from a form without a file).
    const cuts = [
      [Math.floor(whole.payload.length / 2), 'The upload is not a valid multipart/form-data body.'],
      [whole.payload.length - 8, 'The upload is not a valid multipart/form-data body.'],
      [60, 'Attach the course file in the field "file".'],
    ] as const;
    for (const [cut, message] of cuts) {
      const res = await rawPost({ ...admin.auth, ...whole.headers, 'transfer-encoding': 'chunked' }, chunkedEarlyEnd(whole.payload.subarray(0, cut)), { end: false });
      expect(res.status, `cut at ${cut}: ${res.body}`).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ status: 'error', message, data: { errors: [{ in: 'body', path: 'file', message }] } });
      expect(t.imports.running).toBe(false);
      expect([...importTemps()].filter((d) => !before.has(d))).toEqual([]);
    }
    await expectNextImportTaken();
  });

  it('frees the slot when the client goes away mid-body (the connection ends before the body\'s length)', async () => {
    const whole = upload('gone.ndjson');
    const before = importTemps();
    const res = await rawPost({ ...admin.auth, ...whole.headers, 'content-length': String(whole.payload.length) }, whole.payload.subarray(0, whole.payload.length / 2), { end: true });
    // Nobody is left to read an answer; what matters is that the server is free again.
    expect(res.status === null || res.status === 400).toBe(true);
    await expectNextImportTaken();
    expect(t.imports.running).toBe(false);
    expect([...importTemps()].filter((d) => !before.has(d))).toEqual([]);
  });
});
