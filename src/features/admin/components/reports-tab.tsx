/**
 * The admin console's Reports (issue 35): golfers' reports by status, each with the reporter, the
 * reason and the reported thing in context; dismissed, or acted on with the moderation that fits
 * it (hide the list or the note, disable the golfer), with a reason; each audited by the server,
 * and the reporter told it was handled (never what was done).
 */
import { Badge, Button, Card, HStack, Link as ChakraLink, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import { formatDate } from '../../../lib/format-date';
import type { AdminReport } from '../../../shared/contracts/safety.contract';
import { REPORT_STATUSES, type ReportAction, type ReportStatus } from '../../../shared/domain/safety/report-rules';
import { useHandleReport, useReports } from '../api/reports';
import { ReasonDialog } from './reason-dialog';

const ACTION_LABELS: Record<ReportAction, string> = { 'hide-list': 'Hide the list', 'hide-note': 'Hide the note', 'disable-user': 'Disable the golfer' };
const ACTION_OF: Partial<Record<AdminReport['subject']['kind'], ReportAction>> = { list: 'hide-list', note: 'hide-note', user: 'disable-user' };
const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', dismissed: 'Dismissed', actioned: 'Acted on' };
const userName = (u: { displayName: string | null } | null | undefined) => u?.displayName ?? 'a golfer';

function Subject({ subject: s }: { subject: AdminReport['subject'] }) {
  const gone = <Text color="fg.muted">(no longer there)</Text>;
  switch (s.kind) {
    case 'user':
      return s.user ? <Text>Golfer <ChakraLink asChild fontWeight="semibold"><Link to={`/users/${s.user._id}`}>{userName(s.user)}</Link></ChakraLink>{s.disabled ? ' (disabled)' : ''}</Text> : gone;
    case 'list':
      return s.list ? <Text>List <ChakraLink asChild fontWeight="semibold"><Link to={`/lists/${s.list._id}`}>{s.list.name}</Link></ChakraLink> by {userName(s.list.owner)}{s.list.hidden ? ' (hidden)' : s.list.isPublic ? '' : ' (private)'}</Text> : gone;
    case 'trip':
      return s.trip ? <Text>Trip <Text as="span" fontWeight="semibold">{s.trip.name}</Text> by {userName(s.trip.owner)}</Text> : gone;
    case 'note':
      return s.note ? (
        <Stack gap="1">
          <Text>Note on {s.note.course.name} in <ChakraLink asChild fontWeight="semibold"><Link to={`/lists/${s.note.list._id}`}>{s.note.list.name}</Link></ChakraLink> by {userName(s.note.list.owner)}{s.note.hidden ? ' (hidden)' : ''}</Text>
          {s.note.text && <Text textStyle="sm" whiteSpace="pre-wrap" borderStartWidth="2px" ps="2">“{s.note.text}”</Text>}
        </Stack>
      ) : gone;
  }
}

function ReportCard({ report: r }: { report: AdminReport }) {
  const handle = useHandleReport();
  const [asking, setAsking] = useState<{ action: ReportAction | null; opener: HTMLElement } | null>(null);
  const action = ACTION_OF[r.subject.kind];
  const send = (reason: string) => {
    if (!asking) return;
    handle.mutate({ id: r._id, action: asking.action, reason }, {
      onSuccess: () => { notify(asking.action ? `${ACTION_LABELS[asking.action]}: done. The reporter is told it was handled.` : 'Report dismissed.'); setAsking(null); },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  return (
    <Card.Root as="li" size="sm" variant="outline" listStyleType="none" data-testid="report-card">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2" align="start">
          <Subject subject={r.subject} />
          <Badge colorPalette={r.status === 'open' ? 'accent' : r.status === 'actioned' ? 'red' : 'gray'}>{STATUS_LABELS[r.status]}</Badge>
        </HStack>
        <Text textStyle="sm" whiteSpace="pre-wrap" data-testid="report-reason-text">“{r.reason}”</Text>
        <Text textStyle="xs" color="fg.muted">
          Reported by <ChakraLink asChild textDecoration="underline"><Link to={`/users/${r.reporter._id}`}>{userName(r.reporter)}</Link></ChakraLink> on {formatDate(r.createdAt)}
          {r.handledAt ? ` · handled ${formatDate(r.handledAt)}${r.action ? `: ${ACTION_LABELS[r.action]}` : ''}` : ''}
        </Text>
        {r.status === 'open' && (
          <HStack gap="2" wrap="wrap">
            {action && <Button size="sm" colorPalette="red" onClick={(e) => setAsking({ action, opener: e.currentTarget })} data-testid="report-act">{ACTION_LABELS[action]}</Button>}
            <Button size="sm" variant="outline" onClick={(e) => setAsking({ action: null, opener: e.currentTarget })} data-testid="report-dismiss">Dismiss</Button>
          </HStack>
        )}
      </Card.Body>
      <ReasonDialog open={!!asking} busy={handle.isPending} returnFocus={asking?.opener ?? null} onClose={() => setAsking(null)} onConfirm={send}
        danger={!!asking?.action} confirm={asking?.action ? ACTION_LABELS[asking.action] : 'Dismiss'}
        title={asking?.action ? `${ACTION_LABELS[asking.action]}?` : 'Dismiss this report?'}
        description={asking?.action ? 'Say why: it is kept in the audit log, and the owner reads it where the moderation shows it.' : 'Say why, for the audit log. The reporter is told the report was handled.'} />
    </Card.Root>
  );
}

export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const { data, error, isPending } = useReports(status, 1);
  return (
    <Stack gap="3">
      <SegmentGroup.Root size="sm" value={status} onValueChange={(d) => setStatus(d.value as ReportStatus)} aria-label="Reports to show">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={REPORT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
      </SegmentGroup.Root>
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : data.items.length === 0 ? (
        <Text color="fg.muted" data-testid="reports-empty">No {STATUS_LABELS[status].toLowerCase()} reports.</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0">{data.items.map((r) => <ReportCard key={r._id} report={r} />)}</Stack>
      )}
    </Stack>
  );
}
