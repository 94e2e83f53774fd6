/**
 * The admin console's panelist requests (issue 24): the queue by status, each applicant's played
 * courses and public lists, and Approve / Deny (pending) or Revoke (approved) with a reason.
 */
import { Badge, Button, Card, Field, HStack, Link as ChakraLink, SegmentGroup, Skeleton, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import type { PanelistQueueItem } from '../../../shared/contracts/panelists.contract';
import { PANELIST_REASON_MAX } from '../../../shared/domain/panelist-rules';
import { useDecidePanelistRequest } from '../api/decide-panelist-request';
import { usePanelistRequests } from '../api/get-panelist-requests';
import { formatDate } from '../../../lib/format-date';

const FILTERS = ['Pending', 'Approved', 'Denied', 'All'] as const;
type Filter = (typeof FILTERS)[number];
const day = (iso: string | null) => (iso ? formatDate(iso) : '');

export function PanelistRequestsTab() {
  const [filter, setFilter] = useState<Filter>('Pending');
  const { data, error, isPending } = usePanelistRequests(filter === 'All' ? undefined : filter);
  return (
    <Stack gap="3">
      <SegmentGroup.Root size="sm" value={filter} onValueChange={(d) => setFilter(d.value as Filter)} aria-label="Requests to show">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[...FILTERS]} />
      </SegmentGroup.Root>
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : data.length === 0 ? (
        <Text color="fg.muted">No {filter === 'All' ? '' : `${filter.toLowerCase()} `}requests.</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0">{data.map((r) => <RequestCard key={r.user._id} request={r} />)}</Stack>
      )}
    </Stack>
  );
}

function RequestCard({ request: r }: { request: PanelistQueueItem }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const decide = useDecidePanelistRequest();
  const missing = touched && !reason.trim();
  const send = (status: 'Approved' | 'Denied') => {
    setTouched(true);
    if (!reason.trim()) return;
    decide.mutate({ userId: r.user._id, body: { status, reason: reason.trim() } }, {
      onSuccess: (res) => { notify(`${r.user.displayName ?? 'Golfer'}: ${res.status}.`); setReason(''); setTouched(false); },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  const decidable = r.status === 'Pending' || r.status === 'Approved';
  return (
    <Card.Root as="li" size="sm" variant="outline" listStyleType="none" data-testid="panelist-request">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2">
          <ChakraLink asChild fontWeight="semibold" truncate><Link to={`/users/${r.user._id}`}>{r.user.displayName ?? 'Golfer'}</Link></ChakraLink>
          <Badge colorPalette={r.status === 'Approved' ? 'brand' : r.status === 'Denied' ? 'red' : 'accent'}>{r.status}</Badge>
        </HStack>
        <Text textStyle="xs" color="fg.muted">Sent {day(r.submittedAt)}{r.decidedAt ? ` · decided ${day(r.decidedAt)}` : ''}</Text>
        {r.message && <Text textStyle="sm" whiteSpace="pre-wrap">{r.message}</Text>}
        <Text textStyle="sm"><b>{r.playedCount}</b> courses played{r.played.length ? `: ${r.played.map((c) => c.club_name).join(', ')}${r.playedCount > r.played.length ? ', …' : ''}` : ''}</Text>
        {r.lists.length > 0 && <Wrap gap="1">{r.lists.map((l) => <Badge key={l._id} variant="outline" size="sm" asChild><Link to={`/lists/${l._id}`}>{l.name} ({l.itemCount})</Link></Badge>)}</Wrap>}
        {r.reason && <Text textStyle="sm" color="fg.muted">Reason given: {r.reason}</Text>}
        {decidable && (
          <>
            <Field.Root invalid={missing}>
              <Field.Label textStyle="sm">Reason (the golfer reads it)</Field.Label>
              <Textarea size="sm" rows={2} value={reason} maxLength={PANELIST_REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="decision-reason" />
              {missing && <Field.ErrorText>Give a reason.</Field.ErrorText>}
            </Field.Root>
            <HStack gap="2">
              {r.status === 'Pending' && <Button size="sm" colorPalette="brand" loading={decide.isPending} onClick={() => send('Approved')} data-testid="approve-request">Approve</Button>}
              <Button size="sm" variant="outline" colorPalette="red" loading={decide.isPending} onClick={() => send('Denied')} data-testid={r.status === 'Pending' ? 'deny-request' : 'revoke-panelist'}>
                {r.status === 'Pending' ? 'Deny' : 'Revoke'}
              </Button>
            </HStack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
