/**
 * The admin console's import (issue 25): upload a course file to the importer, follow its run.
 *
 *   POST /api/admin/imports        multipart: `file`, fields `source`, `dryRun`, `map` -> 202 the run
 *                                  (409 while another import runs on this server)
 *   GET  /api/admin/imports        the latest runs, newest first
 *   GET  /api/admin/imports/{id}   one run: progress while running, the report when finished
 *
 * The reads come from the database, so any replica answers them (a run whose process died reads
 * 'interrupted' once its lease lapsed). Its own plugin, so only these routes parse multipart
 * (streamed to a temporary file: lib/read-import-upload.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common.contract';
import { IMPORT_MAX_BYTES, IMPORT_RUNS_LISTED, importRunSchema } from '../../../shared/contracts/course-import.contract';
import { envelope, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { importUploadLimits, readImportUpload } from '../../lib/read-import-upload';
import type { CourseImportsService } from '../../services/course-imports.service';
import { auditActor } from '../../data/audit-log.repository';

const ADMIN = { auth: 'admin' } as const;

export const adminImportsRoutes: FastifyPluginAsyncZod<{ imports: CourseImportsService }> = async (app, { imports }) => {
  await app.register(multipart, { limits: importUploadLimits });

  app.post('/admin/imports', {
    config: ADMIN,
    bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    schema: { response: { 202: envelope(importRunSchema) } },
  }, async (request, reply) => {
    const user = request.user!;
    const run = await imports.start(auditActor(user), () => readImportUpload(request));
    return reply.status(202).send(ok(run, 'Import started'));
  });

  app.get('/admin/imports', {
    config: ADMIN,
    schema: { response: { 200: envelope(z.array(importRunSchema)) } },
  }, async () => ok(await imports.latest(IMPORT_RUNS_LISTED)));

  app.get('/admin/imports/:id', {
    config: ADMIN,
    schema: { params: idParamsSchema, response: { 200: envelope(importRunSchema) } },
  }, async ({ params }) => {
    const run = await imports.get(params.id);
    if (!run) throw notFound('Import');
    return ok(run);
  });
};
