/** Reads a fixture of tests/fixtures/import through readCourses: every item, and the ImportStop that ended it, if any. */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ImportedCourse, ReadItem, ReadOptions, ReadResult } from '../../../../src/server/import/import-record';
import { ImportStop } from '../../../../src/server/import/import-record';
import { readCourses } from '../../../../src/server/import/read/read-courses';

export const fixture = (name: string) => path.resolve(process.cwd(), 'tests/fixtures/import', name);

export interface ReadAll {
  result: ReadResult;
  items: ReadItem[];
  courses: (ImportedCourse & { line: number })[];
  skips: Extract<ReadItem, { kind: 'skip' }>[];
  stop: ImportStop | null;
}

export async function readFixture(name: string, options: Partial<ReadOptions> = {}): Promise<ReadAll> {
  return readAll(fs.createReadStream(fixture(name)), { fileName: name, ...options });
}

/** Reads bytes made in the test (a string, a buffer, or chunks of them), named `fileName`. */
export function readBytes(fileName: string, data: string | Buffer | (string | Buffer)[], options: Partial<ReadOptions> = {}): Promise<ReadAll> {
  const chunks = (Array.isArray(data) ? data : [data]).map((c) => (typeof c === 'string' ? Buffer.from(c) : c));
  return readAll(Readable.from(chunks), { fileName, ...options });
}

async function readAll(input: Readable, options: ReadOptions): Promise<ReadAll> {
  const result = await readCourses(input, options);
  const items: ReadItem[] = [];
  let stop: ImportStop | null = null;
  try {
    for await (const item of result.items) items.push(item);
  } catch (e) {
    if (!(e instanceof ImportStop)) throw e;
    stop = e;
  }
  return {
    result,
    items,
    courses: items.flatMap((i) => (i.kind === 'course' ? [{ ...i.course, line: i.line }] : [])),
    skips: items.flatMap((i) => (i.kind === 'skip' ? [i] : [])),
    stop,
  };
}

/** The ImportStop readCourses throws at open. */
export async function stopAtOpen(name: string, options: Partial<ReadOptions> = {}): Promise<ImportStop> {
  try {
    await readCourses(fs.createReadStream(fixture(name)), { fileName: name, ...options });
  } catch (e) {
    if (e instanceof ImportStop) return e;
    throw e;
  }
  throw new Error(`${name} opened without an ImportStop`);
}
