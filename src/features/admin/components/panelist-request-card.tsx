/**
 * One request in the console's queue (issue 24): the applicant's message, played courses and public
 * lists, and the decision with a reason: Approve or Deny a pending request, Revoke an approved
 * panelist, or Approve a denied (or revoked) golfer after all (issue 32). Deny and Revoke ask first.
 * Each decision names the status and revision the admin saw, so a request someone else decided
 * meanwhile answers 409 with what it is now, and the queue reloads.
 */
import { Badge, Button, Card, Field, HStack, Link as ChakraLink, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import type { PanelistQueueItem } from '../../../shared/contracts/panelists.contract';
import { PANELIST_REASON_MAX, REAPPLY_WAIT_DAYS, type PanelistDecision } from '../../../shared/domain/panelist-rules';
import { useDecidePanelistRequest } from '../api/decide-panelist-request';
import { formatDate } from '../../../lib/format-date';

const day = (iso: string | null) => (iso ? formatDate(iso) : '');

type Choice = { decision: PanelistDecision; label: string; testId: string; confirm?: { title: string; message: string } };

/** What an admin may decide on a request in each status. */
function choicesFor(status: PanelistQueueItem['status'], name: string): Choice[] {
  switch (status) {
    case 'Pending':
      return [
        { decision: 'Approved', label: 'Approve', testId: 'approve-request' },
        { decision: 'Denied', label: 'Deny', testId: 'deny-request', confirm: { title: 'Deny this request?', message: `${name} reads your reason, and can ask again in ${REAPPLY_WAIT_DAYS} days. You can still approve them later.` } },
      ];
    case 'Approved':
      return [{ decision: 'Denied', label: 'Revoke', testId: 'revoke-panelist', confirm: { title: 'Revoke this panelist?', message: `${name} leaves the panel and reads your reason. You can approve them again later.` } }];
    case 'Denied':
      return [{ decision: 'Approved', label: 'Approve', testId: 'approve-request' }];
    default:
      return [];
  }
}

export function PanelistRequestCard({ request: r }: { request: PanelistQueueItem }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const decide = useDecidePanelistRequest();
  const confirm = useConfirm();
  const name = r.user.displayName ?? 'Golfer';
  const missing = touched && !reason.trim();
  const send = async ({ decision, confirm: ask, label }: Choice) => {
    setTouched(true);
    if (!reason.trim()) return;
    if (ask && !(await confirm({ ...ask, confirmText: label, destructive: true }))) return;
    decide.mutate({ userId: r.user._id, body: { status: decision, reason: reason.trim(), from: r.status as 'Pending' | 'Approved' | 'Denied', revision: r.revision } }, {
      onSuccess: (res) => { notify(`${name}: ${res.status}.`); setReason(''); setTouched(false); },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  const choices = choicesFor(r.status, name);
  return (
    <Card.Root as="li" size="sm" variant="outline" listStyleType="none" data-testid="panelist-request">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <ChakraLink asChild fontWeight="semibold" minW="0" overflowWrap="anywhere"><Link to={`/users/${r.user._id}`}>{name}</Link></ChakraLink>
          <Badge flexShrink={0} colorPalette={r.status === 'Approved' ? 'brand' : r.status === 'Denied' ? 'red' : 'accent'}>{r.status}</Badge>
        </HStack>
        <Text textStyle="xs" color="fg.muted">Sent {day(r.submittedAt)}{r.decidedAt ? ` · decided ${day(r.decidedAt)}` : ''}</Text>
        {r.message && <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">{r.message}</Text>}
        <Text textStyle="sm" overflowWrap="anywhere"><b>{r.playedCount}</b> courses played{r.played.length ? `: ${r.played.map((c) => c.club_name).join(', ')}${r.playedCount > r.played.length ? ', …' : ''}` : ''}</Text>
        {r.lists.length > 0 && <Wrap gap="1">{r.lists.map((l) => <Badge key={l._id} variant="outline" size="sm" maxW="full" asChild><Link to={`/lists/${l._id}`}><Text as="span" truncate>{l.name} ({l.itemCount})</Text></Link></Badge>)}</Wrap>}
        {r.reason && <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">Reason given: {r.reason}</Text>}
        {choices.length > 0 && (
          <>
            <Field.Root invalid={missing}>
              <Field.Label textStyle="sm">Reason (the golfer reads it)</Field.Label>
              <Textarea size="sm" rows={2} value={reason} maxLength={PANELIST_REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="decision-reason" />
              {missing && <Field.ErrorText>Give a reason.</Field.ErrorText>}
            </Field.Root>
            <HStack gap="2">
              {choices.map((c) => (
                <Button key={c.testId} size="sm" variant={c.confirm ? 'outline' : 'solid'} colorPalette={c.confirm ? 'red' : 'brand'}
                  loading={decide.isPending && decide.variables?.body.status === c.decision} disabled={decide.isPending}
                  onClick={() => void send(c)} data-testid={c.testId}>
                  {c.label}
                </Button>
              ))}
            </HStack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
