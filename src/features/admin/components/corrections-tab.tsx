/**
 * The admin console's course corrections (issue 24, item 5): golfers' suggestions by status, each
 * as a diff (the course now against the proposal), accepted or rejected with a reason.
 */
import { Badge, Button, Card, HStack, Link as ChakraLink, SegmentGroup, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import type { Correction } from '../../../shared/contracts/corrections.contract';
import { CORRECTION_STATUSES, type CorrectionStatus } from '../../../shared/domain/moderation/correction-rules';
import { useCorrections } from '../api/get-corrections';
import { useDecideCorrection } from '../api/decide-correction';
import { correctionDiff } from '../lib/correction-diff';
import { ReasonDialog } from './reason-dialog';
import { formatDate } from '../../../lib/format-date';

const day = (iso: string | null) => (iso ? formatDate(iso) : '');

export function CorrectionsTab() {
  const [status, setStatus] = useState<CorrectionStatus>('Pending');
  const { data, error, isPending } = useCorrections(status);
  return (
    <Stack gap="3">
      <SegmentGroup.Root size="sm" value={status} onValueChange={(d) => setStatus(d.value as CorrectionStatus)} aria-label="Suggestions to show">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[...CORRECTION_STATUSES]} />
      </SegmentGroup.Root>
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : data.length === 0 ? (
        <Text color="fg.muted">No {status.toLowerCase()} suggestions.</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0">{data.map((c) => <CorrectionCard key={c._id} correction={c} />)}</Stack>
      )}
    </Stack>
  );
}

function CorrectionCard({ correction: c }: { correction: Correction }) {
  const decide = useDecideCorrection();
  const [asking, setAsking] = useState<{ status: 'Accepted' | 'Rejected'; opener: HTMLElement } | null>(null);
  const send = (reason: string) => {
    if (!asking) return;
    decide.mutate({ id: c._id, body: { status: asking.status, reason } }, {
      onSuccess: (res) => { notify(res.status === 'Accepted' ? `${c.courseName} is updated.` : 'Suggestion rejected.'); setAsking(null); },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  return (
    <Card.Root as="li" size="sm" variant="outline" listStyleType="none" data-testid="correction-card">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2">
          {c.courseId
            ? <ChakraLink asChild fontWeight="semibold" truncate><Link to={`/courses/${c.courseId}`}>{c.courseName}</Link></ChakraLink>
            : <Text fontWeight="semibold" truncate>{c.courseName} (deleted)</Text>}
          <Badge colorPalette={c.status === 'Accepted' ? 'brand' : c.status === 'Rejected' ? 'red' : 'accent'}>{c.status}</Badge>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          By <ChakraLink asChild textDecoration="underline"><Link to={`/users/${c.user._id}`}>{c.user.displayName ?? 'a golfer'}</Link></ChakraLink> on {day(c.createdAt)}
          {c.decidedAt ? ` · decided ${day(c.decidedAt)}` : ''}
        </Text>
        <Table.Root size="sm" variant="outline" data-testid="correction-diff">
          <Table.Header><Table.Row><Table.ColumnHeader>Field</Table.ColumnHeader><Table.ColumnHeader>Now</Table.ColumnHeader><Table.ColumnHeader>Proposed</Table.ColumnHeader></Table.Row></Table.Header>
          <Table.Body>
            {correctionDiff(c.proposed, c.current).map((r) => (
              <Table.Row key={r.field}>
                <Table.Cell fontWeight="medium">{r.label}</Table.Cell>
                <Table.Cell color="fg.muted" textDecoration={r.from !== r.to ? 'line-through' : undefined}>{r.from}</Table.Cell>
                <Table.Cell fontWeight="semibold">{r.to}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {c.note && <Text textStyle="sm" whiteSpace="pre-wrap">“{c.note}”</Text>}
        {c.reason && <Text textStyle="sm" color="fg.muted">Reason given: {c.reason}</Text>}
        {c.status === 'Pending' && (
          <HStack gap="2">
            <Button size="sm" colorPalette="brand" disabled={!c.courseId} onClick={(e) => setAsking({ status: 'Accepted', opener: e.currentTarget })} data-testid="accept-correction">Accept</Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={(e) => setAsking({ status: 'Rejected', opener: e.currentTarget })} data-testid="reject-correction">Reject</Button>
          </HStack>
        )}
      </Card.Body>
      <ReasonDialog open={!!asking} busy={decide.isPending} returnFocus={asking?.opener ?? null} danger={asking?.status === 'Rejected'}
        title={asking?.status === 'Accepted' ? `Accept and update ${c.courseName}?` : 'Reject this suggestion?'}
        description={asking?.status === 'Accepted' ? 'The course takes the proposed values; the golfer is credited on their profile.' : 'The course stays as it is; the golfer reads your reason.'}
        confirm={asking?.status === 'Accepted' ? 'Accept' : 'Reject'} onClose={() => setAsking(null)} onConfirm={send} />
    </Card.Root>
  );
}
