/**
 * The admin console's audit log (issues 24 and 32): newest first, names beside the ids (who acted,
 * on what), filtered by record, admin, action and the admin's own days, downloadable as CSV with
 * the same filters. Read-only, but for one undo: a deleted course's entry restores it.
 */
import { Badge, Box, Button, Code, Field, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { notify } from '../../../components/ui/toaster';
import type { AuditEntry } from '../../../shared/contracts/admin.contract';
import { useRestoreCourse } from '../api/course-writes';
import { downloadAuditCsv, useAudit, useAuditFilterOptions } from '../api/get-audit';
import { auditQuery, auditRangeProblem, hasAuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from '../lib/audit-filters';
import { ReasonDialog } from './reason-dialog';
import { formatDateTime } from '../../../lib/format-date';

const when = (iso: string) => formatDateTime(iso);

export function AuditLogTab() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const [debounced] = useDebounce(filters, 300);
  const problem = auditRangeProblem(debounced);
  const query = auditQuery(problem ? { ...debounced, to: '' } : debounced);
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useAudit(query);
  const { data: options } = useAuditFilterOptions();
  const [downloading, setDownloading] = useState(false);
  const [restoring, setRestoring] = useState<{ entry: AuditEntry; opener: HTMLElement } | null>(null);
  const restore = useRestoreCourse();
  const entries = data?.pages.flatMap((p) => p.items) ?? [];
  const set = (k: keyof AuditFilterValues) => (v: string) => setFilters((f) => ({ ...f, [k]: v }));

  const download = () => {
    setDownloading(true);
    downloadAuditCsv(query).catch((e: Error) => notify(e.message, 'error')).finally(() => setDownloading(false));
  };
  const confirmRestore = (reason: string) => {
    if (!restoring) return;
    const name = restoring.entry.record.name ?? 'The course';
    restore.mutate({ id: restoring.entry.recordId, reason }, {
      onSuccess: () => { setRestoring(null); notify(`${name} is restored.`); },
      onError: (e) => notify(e.message, 'error'),
    });
  };

  return (
    <Stack gap="3">
      <Input placeholder="Filter by record id (a golfer's or a course's)" aria-label="Filter by record" value={filters.record} onChange={(e) => set('record')(e.target.value)} data-testid="audit-filter" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <Choice label="Who" value={filters.actor} onChange={set('actor')} blank="Every admin" testId="audit-actor"
          options={(options?.actors ?? []).map((a) => [a._id, a.name ? `${a.name}${a.email ? ` (${a.email})` : ''}` : a.email ?? a._id])} />
        <Choice label="What" value={filters.action} onChange={set('action')} blank="Every action" testId="audit-action"
          options={(options?.actions ?? []).map((a) => [a, a])} />
        <Field.Root>
          <Field.Label>From</Field.Label>
          <Input size="sm" type="date" value={filters.from} onChange={(e) => set('from')(e.target.value)} data-testid="audit-from" />
        </Field.Root>
        <Field.Root invalid={!!auditRangeProblem(filters)}>
          <Field.Label>To</Field.Label>
          <Input size="sm" type="date" value={filters.to} onChange={(e) => set('to')(e.target.value)} data-testid="audit-to" />
          {auditRangeProblem(filters) && <Field.ErrorText>{auditRangeProblem(filters)}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Button size="sm" variant="ghost" disabled={!hasAuditFilters(filters)} onClick={() => setFilters(NO_AUDIT_FILTERS)}>Clear filters</Button>
        <Button size="sm" variant="outline" loading={downloading} onClick={download} data-testid="audit-csv">Download CSV</Button>
      </HStack>
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : entries.length === 0 ? (
        <Text color="fg.muted" data-testid="audit-empty">No entries{hasAuditFilters(filters) ? ' match these filters' : ''}.</Text>
      ) : (
        <Stack as="ul" gap="2" ps="0" data-testid="audit-log">
          {entries.map((e) => <Entry key={e._id} entry={e} onRecord={set('record')} onRestore={(opener) => setRestoring({ entry: e, opener })} />)}
        </Stack>
      )}
      {hasNextPage && <Button size="sm" variant="outline" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>Older entries</Button>}
      <Text textStyle="xs" color="fg.muted">The log is append-only: nothing here edits or deletes it.</Text>
      <ReasonDialog open={!!restoring} returnFocus={restoring?.opener ?? null} onClose={() => setRestoring(null)} busy={restore.isPending}
        title={`Restore ${restoring?.entry.record.name ?? 'this course'}?`} confirm="Restore course"
        description="It comes back under its id with its details, pictures, videos and sources. Golfers' played marks, list items and wishlist entries that went with it do not come back."
        onConfirm={confirmRestore} />
    </Stack>
  );
}

function Choice({ label, value, onChange, blank, options, testId }: {
  label: string; value: string; onChange: (v: string) => void; blank: string; options: [string, string][]; testId: string;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          <option value="">{blank}</option>
          {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Entry({ entry: e, onRecord, onRestore }: { entry: AuditEntry; onRecord: (id: string) => void; onRestore: (opener: HTMLElement) => void }) {
  const [open, setOpen] = useState(false);
  const restorable = e.action === 'course.delete' && !e.record.exists;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l2" p="2" data-testid="audit-entry" data-action={e.action}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="brand">{e.action}</Badge>
        <Text textStyle="xs" color="fg.muted">{when(e.createdAt)}</Text>
      </HStack>
      <Text textStyle="sm" mt="1" data-testid="audit-actor-name">
        <Text as="span" fontWeight="medium">{e.actor.name ?? e.actor.email ?? 'An admin'}</Text>
        {e.actor.name && e.actor.email && <Text as="span" color="fg.muted"> · {e.actor.email}</Text>}
      </Text>
      <Text textStyle="sm" data-testid="audit-record">
        on {e.recordType} {e.record.name && <Text as="span" fontWeight="medium">{e.record.name}</Text>}
        {!e.record.exists && <Text as="span" color="fg.muted"> (gone)</Text>}{' '}
        <Button variant="plain" size="xs" p="0" h="auto" minW="0" onClick={() => onRecord(e.recordId)} title="Show only this record">{e.recordId.slice(0, 8)}…</Button>
      </Text>
      {e.reason && <Text textStyle="sm" color="fg.muted">“{e.reason}”</Text>}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Button variant="plain" size="xs" p="0" h="auto" onClick={() => setOpen((o) => !o)}>{open ? 'Hide' : 'Show'} before and after</Button>
        {restorable && (
          <Button size="xs" variant="outline" colorPalette="brand" onClick={(ev) => onRestore(ev.currentTarget)} data-testid="audit-restore">Restore course</Button>
        )}
      </HStack>
      {open && (
        <Stack gap="1" mt="1">
          <Code display="block" whiteSpace="pre-wrap" fontSize="xs" p="2">before: {JSON.stringify(e.before, null, 1)}</Code>
          <Code display="block" whiteSpace="pre-wrap" fontSize="xs" p="2">after: {JSON.stringify(e.after, null, 1)}</Code>
        </Stack>
      )}
    </Box>
  );
}
