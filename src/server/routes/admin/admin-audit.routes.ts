/**
 * The admin audit log (issues 24 and 32), read-only: a page at a time with names beside the ids,
 * filtered by record, actor, action and time; the same filters as a CSV download; and the
 * choices the console's filters offer. The CSV is streamed (csv-stringify), every cell that a
 * spreadsheet would run as a formula (= + - @, tab, carriage return) prefixed with a quote.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditFilterOptionsSchema, auditFiltersSchema, auditPageSchema, auditQuerySchema, type AuditEntry, type AuditFilters,
} from '../../../shared/contracts/admin.contract';
import type { AuditLogRepository } from '../../data/audit-log.repository';
import { envelope, ok } from '../../lib/envelope';

const ADMIN = { auth: 'admin' } as const;

const COLUMNS = [
  'When (UTC)', 'Actor', 'Actor email', 'Actor id', 'Action', 'Record type', 'Record', 'Record id', 'Record still there', 'Reason', 'Before', 'After',
];
const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const csvRow = (e: AuditEntry) => [
  e.createdAt, e.actor.name ?? '', e.actor.email ?? '', e.actor._id, e.action, e.recordType, e.record.name ?? '', e.recordId,
  e.record.exists ? 'yes' : 'no', e.reason ?? '', json(e.before), json(e.after),
];

async function* rowsOf(audit: AuditLogRepository, filters: AuditFilters) {
  for await (const batch of audit.all(filters)) for (const e of batch) yield csvRow(e);
}

export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AuditLogRepository }> = async (app, { audit }) => {
  app.get('/admin/audit', {
    config: ADMIN,
    schema: { querystring: auditQuerySchema, response: { 200: envelope(auditPageSchema) } },
  }, async ({ query }) => ok(await audit.page(query)));

  app.get('/admin/audit/filters', {
    config: ADMIN,
    schema: { response: { 200: envelope(auditFilterOptionsSchema) } },
  }, async () => ok(await audit.filterOptions()));

  app.get('/admin/audit.csv', {
    config: ADMIN,
    schema: { querystring: auditFiltersSchema },
  }, async ({ query, log }, reply) => {
    const csv = pipeline(
      Readable.from(rowsOf(audit, query)),
      stringify({ header: true, columns: COLUMNS, bom: true, escape_formulas: true }),
      (err) => { if (err) log.error({ err }, 'the audit CSV stopped'); },
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="tpl-audit-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
