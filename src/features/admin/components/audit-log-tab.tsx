/** The admin console's audit log (issue 24): newest first, filtered by the record acted on; read-only. */
import { Badge, Box, Button, Code, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import type { AuditEntry } from '../../../shared/contracts/admin.contract';
import { useAudit } from '../api/get-audit';
import { formatDateTime } from '../../../lib/format-date';

const when = (iso: string) => formatDateTime(iso);

export function AuditLogTab() {
  const [text, setText] = useState('');
  const [record] = useDebounce(text.trim(), 300);
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useAudit(record);
  const entries = data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="3">
      <Input placeholder="Filter by record id (a golfer's id)" aria-label="Filter by record" value={text} onChange={(e) => setText(e.target.value)} data-testid="audit-filter" />
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : entries.length === 0 ? (
        <Text color="fg.muted">No entries.</Text>
      ) : (
        <Stack as="ul" gap="2" ps="0" data-testid="audit-log">
          {entries.map((e) => <Entry key={e._id} entry={e} onRecord={setText} />)}
        </Stack>
      )}
      {hasNextPage && <Button size="sm" variant="outline" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>Older entries</Button>}
      <Text textStyle="xs" color="fg.muted">The log is append-only: nothing here edits or deletes it.</Text>
    </Stack>
  );
}

function Entry({ entry: e, onRecord }: { entry: AuditEntry; onRecord: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l2" p="2" data-testid="audit-entry">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="brand">{e.action}</Badge>
        <Text textStyle="xs" color="fg.muted">{when(e.createdAt)}</Text>
      </HStack>
      <Text textStyle="sm" mt="1">
        {e.actor.email ?? e.actor._id} on {e.recordType}{' '}
        <Button variant="plain" size="xs" p="0" h="auto" minW="0" onClick={() => onRecord(e.recordId)} title="Show only this record">{e.recordId.slice(0, 8)}…</Button>
      </Text>
      {e.reason && <Text textStyle="sm" color="fg.muted">“{e.reason}”</Text>}
      <Button variant="plain" size="xs" p="0" h="auto" onClick={() => setOpen((o) => !o)}>{open ? 'Hide' : 'Show'} before and after</Button>
      {open && (
        <Stack gap="1" mt="1">
          <Code display="block" whiteSpace="pre-wrap" fontSize="xs" p="2">before: {JSON.stringify(e.before, null, 1)}</Code>
          <Code display="block" whiteSpace="pre-wrap" fontSize="xs" p="2">after: {JSON.stringify(e.after, null, 1)}</Code>
        </Stack>
      )}
    </Box>
  );
}
