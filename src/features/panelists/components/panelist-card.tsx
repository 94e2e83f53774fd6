/**
 * The panelist card on the golfer's own profile (issue 24): the request's status, the admin's
 * reason and date, and Apply / Update / Withdraw as the transition table allows
 * (shared/domain/panelist-rules.ts; the server answers `actions`).
 */
import { Badge, Button, Card, Field, HStack, Link as ChakraLink, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import type { PanelistStatus } from '../../../shared/domain/enums';
import { PANELIST_MESSAGE_MAX, REAPPLY_WAIT_DAYS } from '../../../shared/domain/panelist-rules';
import { usePanelist } from '../api/get-panelist';
import { useSubmitPanelist } from '../api/submit-panelist';
import { useWithdrawPanelist } from '../api/withdraw-panelist';
import { formatDate } from '../../../lib/format-date';

const PALETTE: Record<PanelistStatus, string> = { 'Not Sent': 'gray', Pending: 'accent', Approved: 'brand', Denied: 'red' };
const day = (iso: string) => formatDate(iso);

export function PanelistCard() {
  const { data, error, isPending } = usePanelist();
  const submit = useSubmitPanelist();
  const withdraw = useWithdrawPanelist();
  const confirm = useConfirm();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState(false);
  useEffect(() => { if (data?.message && !editing) setMessage(data.message); }, [data?.message, editing]);

  if (isPending) return <Skeleton h="24" />;
  if (error) return <Text color="fg.error">{error.message}</Text>;
  const canApply = data.actions.includes('apply');
  const canUpdate = data.actions.includes('update');
  const showForm = canApply || (canUpdate && editing);
  const tooLong = message.trim().length > PANELIST_MESSAGE_MAX;

  const send = () => submit.mutate(message.trim(), {
    onSuccess: () => { setEditing(false); notify(canApply ? 'Request sent.' : 'Request updated.'); },
    onError: (e) => notify(e.message, 'error'),
  });
  const leave = async () => {
    const approved = data.status === 'Approved';
    const ok = await confirm({
      title: approved ? 'Step down as a panelist?' : 'Withdraw your request?',
      message: approved ? 'You will no longer be a panelist. You can apply again later.' : 'An admin will no longer see it. You can apply again later.',
      confirmText: approved ? 'Step down' : 'Withdraw', destructive: true,
    });
    if (ok) withdraw.mutate(undefined, { onSuccess: () => notify('Request withdrawn.'), onError: (e) => notify(e.message, 'error') });
  };

  return (
    <Card.Root size="sm" variant="outline" data-testid="panelist-card">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold">Panelist</Text>
          <Badge colorPalette={PALETTE[data.status]} variant="subtle" data-testid="panelist-status">{data.status}</Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          Panelists rank courses for TPL's panel ranking. Tell the admins about your golf; they approve or deny with a reason.{' '}
          <ChakraLink asChild colorPalette="brand" textDecoration="underline"><Link to="/panelists">See the panel</Link></ChakraLink>
        </Text>
        {data.reason && (
          <Stack gap="0" data-testid="panelist-reason">
            <Text textStyle="sm" fontWeight="medium">{data.status === 'Approved' ? 'Approved' : 'Decision'}{data.decidedAt ? ` on ${day(data.decidedAt)}` : ''}</Text>
            <Text textStyle="sm" whiteSpace="pre-wrap">{data.reason}</Text>
          </Stack>
        )}
        {data.reapplyAt && <Text textStyle="sm" color="fg.muted">You can apply again on {day(data.reapplyAt)} ({REAPPLY_WAIT_DAYS} days after the decision).</Text>}
        {data.status === 'Pending' && !editing && data.message && <Text textStyle="sm" whiteSpace="pre-wrap" data-testid="panelist-message">{data.message}</Text>}
        {showForm && (
          <Field.Root invalid={tooLong}>
            <Field.Label>Why would you like to be a panelist?</Field.Label>
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={4} data-testid="panelist-message-input"
              placeholder="The courses you have played, how you rank them, what you would bring." />
            {tooLong
              ? <Field.ErrorText>At most {PANELIST_MESSAGE_MAX.toLocaleString()} characters.</Field.ErrorText>
              : <Field.HelperText>{message.trim().length.toLocaleString()} / {PANELIST_MESSAGE_MAX.toLocaleString()}</Field.HelperText>}
          </Field.Root>
        )}
        <HStack gap="2" wrap="wrap">
          {showForm && (
            <Button size="sm" colorPalette="brand" onClick={send} loading={submit.isPending} disabled={!message.trim() || tooLong} data-testid="panelist-send">
              {canApply ? 'Apply' : 'Save'}
            </Button>
          )}
          {canUpdate && !editing && <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="panelist-update">Update</Button>}
          {canUpdate && editing && <Button size="sm" variant="ghost" onClick={() => { setEditing(false); setMessage(data.message ?? ''); }}>Cancel</Button>}
          {data.actions.includes('withdraw') && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={leave} loading={withdraw.isPending} data-testid="panelist-withdraw">
              {data.status === 'Approved' ? 'Step down' : 'Withdraw'}
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
