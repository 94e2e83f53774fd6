/**
 * A course file from a multipart/form-data body (the admin console's import, issue 25): the file
 * streamed to a temporary file as it arrives (never held in memory; at most IMPORT_MAX_BYTES), and
 * the text fields beside it (source, dryRun, map) checked against the contract. A second file, a
 * file in another field, one over the limit or a broken body are refused with nothing kept.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, importFieldsSchema, type ImportFields,
} from '../../shared/contracts/course-import.contract';
import { MULTIPART_ERRORS } from '../storage/upload-support';
import { HttpError } from './errors';

/** The multipart limits of one file and its three fields. */
export const importUploadLimits = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 4096 };

export interface ImportUpload {
  /** The temporary copy: `discard()` removes it (and its folder). */
  path: string;
  /** The name the admin's file had (its extension and .gz are the reader's hints). */
  fileName: string;
  bytes: number;
  fields: ImportFields;
  discard(): Promise<void>;
}

/** A broken body: cut off before its closing boundary, malformed framing, a client that went away. */
const CUT_OFF = 'The upload is not a valid multipart/form-data body.';

const refuse = (status: 400 | 413, message: string, field = IMPORT_FILE_FIELD) =>
  new HttpError(status, message, [{ in: 'body', path: field, message }]);

/** Keeps the last path segment only, so no name the client sends can point anywhere. */
const safeName = (name: string) => path.basename(name.replace(/\\/g, '/')).slice(0, 200) || 'upload';

type ReceivedFile = { path: string; fileName: string; bytes: number };

/** The parts of the body: the text fields, and the file streamed to `dir`/upload. */
async function receiveParts(request: FastifyRequest, dir: string): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  for await (const part of request.parts({ limits: importUploadLimits })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (file !== null || part.fieldname !== IMPORT_FILE_FIELD) {
      part.file.resume();
      throw refuse(400, file !== null ? `Send one file in the field "${IMPORT_FILE_FIELD}".` : `Attach the course file in the field "${IMPORT_FILE_FIELD}".`);
    }
    const target = path.join(dir, 'upload');
    // A body that ended before its closing boundary while the request waited for its admin check
    // has its file destroyed before we see it: nothing would ever end the pipe below.
    if (part.file.destroyed) throw refuse(400, CUT_OFF);
    let bytes = 0;
    part.file.on('data', (chunk: Buffer) => { bytes += chunk.length; });
    // Cut off while we write: the file is destroyed (a premature close) or errs; either rejects.
    await pipeline(part.file, createWriteStream(target));
    if (part.file.truncated) throw refuse(413, `The file must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`);
    file = { path: target, fileName: safeName(part.filename), bytes };
  }
  return { fields, file };
}

/**
 * Rejects when the client goes away before its body is whole (the connection closed mid-body),
 * which the multipart parser never reports when it happened before it was listening; `stop()`
 * lets go of the request.
 */
function clientGone(request: FastifyRequest): { gone: Promise<never>; stop: () => void } {
  const raw = request.raw;
  let onClose = () => {};
  const gone = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!raw.complete) reject(refuse(400, CUT_OFF));
    };
    if (raw.destroyed) onClose();
    else raw.once('close', onClose);
  });
  return { gone, stop: () => raw.off('close', onClose) };
}

export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw refuse(400, `Send the course file as multipart/form-data in the field "${IMPORT_FILE_FIELD}".`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tpl-import-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  let received: Awaited<ReturnType<typeof receiveParts>>;
  const client = clientGone(request);
  const receiving = receiveParts(request, dir);
  try {
    received = await Promise.race([receiving, client.gone]);
  } catch (err) {
    // The loser of the race ends on its own (the parser destroys the file of an aborted request).
    receiving.catch(() => {});
    await discard();
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === MULTIPART_ERRORS.tooLarge) throw refuse(413, `The file must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`);
    if (code && (MULTIPART_ERRORS.limits as readonly string[]).includes(code)) throw refuse(400, `Send one file in the field "${IMPORT_FILE_FIELD}" and the fields source, dryRun and map.`);
    throw refuse(400, CUT_OFF);
  } finally {
    client.stop();
    client.gone.catch(() => {});
  }
  const { fields, file } = received;
  if (!file) {
    await discard();
    throw refuse(400, `Attach the course file in the field "${IMPORT_FILE_FIELD}".`);
  }
  const parsed = importFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    await discard();
    const errors = parsed.error.issues.map((i) => ({ in: 'body' as const, path: i.path.join('.') || 'body', message: i.code === 'unrecognized_keys' ? `unknown field(s): ${i.keys.join(', ')}` : i.message }));
    throw new HttpError(400, `Invalid body: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`, errors);
  }
  return { ...file, fields: parsed.data, discard };
}
