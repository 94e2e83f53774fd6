/**
 * One golfer's account in the admin console: what the account is, and the actions, each with a
 * reason and a confirmation: grant or revoke a manual Pro (apart from paid Pro; with an end or
 * none), grant or revoke admin, disable or enable. An admin cannot disable themself or revoke their
 * own admin (the server refuses it too).
 */
import { Badge, Button, Card, DataList, Field, HStack, Input, Link as ChakraLink, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { ADMIN_REASON_MAX } from '../../../shared/contracts/admin.contract';
import type { AdminUser } from '../../../shared/contracts/users.contract';
import type { AdminUserAction } from '../../../shared/domain/admin-rules';
import { useActOnUser } from '../api/act-on-user';
import { useAdminUser } from '../api/get-admin-user';
import { formatDateTime } from '../../../lib/format-date';

const when = (iso: string) => formatDateTime(iso);

const TEXT: Record<AdminUserAction, { label: string; title: string; message: string; destructive?: boolean }> = {
  'grant-pro': { label: 'Grant Pro', title: 'Grant Pro?', message: 'The golfer gets Pro until the end you set (or until revoked), whatever their subscription does.' },
  'revoke-pro': { label: 'Revoke Pro grant', title: 'Revoke the Pro grant?', message: 'Paid Pro, if any, stays.', destructive: true },
  'grant-admin': { label: 'Make admin', title: 'Make this golfer an admin?', message: 'They can do everything you can here.' },
  'revoke-admin': { label: 'Revoke admin', title: 'Revoke admin?', message: 'They lose the admin console at their next request.', destructive: true },
  disable: { label: 'Disable account', title: 'Disable this account?', message: 'Their sessions are refused at once and their profile, lists and feed entries are hidden.', destructive: true },
  enable: { label: 'Enable account', title: 'Enable this account?', message: 'They can sign in again and their content shows again.' },
};

export function GolferAccount({ id, viewerId, onBack }: { id: string; viewerId: string; onBack: () => void }) {
  const { data, error, isPending } = useAdminUser(id);
  return (
    <Stack gap="3" data-testid="golfer-account">
      <Button size="sm" variant="ghost" alignSelf="start" onClick={onBack}>← All golfers</Button>
      {isPending ? <Skeleton h="32" /> : error ? <Text color="fg.error">{error.message}</Text> : <Account user={data} self={data._id === viewerId} />}
    </Stack>
  );
}

function Account({ user: u, self }: { user: AdminUser; self: boolean }) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [missing, setMissing] = useState(false);
  const act = useActOnUser();
  const confirm = useConfirm();
  const run = async (action: AdminUserAction) => {
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    const t = TEXT[action];
    if (!(await confirm({ title: t.title, message: `${u.displayName ?? 'Golfer'}: ${t.message}`, confirmText: t.label, destructive: t.destructive }))) return;
    const end = action === 'grant-pro' && until ? new Date(`${until}T23:59:59`).toISOString() : null;
    act.mutate({ id: u._id, action, reason: reason.trim(), until: end }, {
      onSuccess: () => { notify(`${t.label}: done.`); setReason(''); },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  const button = (action: AdminUserAction, disabled = false) => (
    <Button key={action} size="sm" variant={TEXT[action].destructive ? 'outline' : 'solid'} colorPalette={TEXT[action].destructive ? 'red' : 'brand'}
      disabled={disabled} loading={act.isPending && act.variables?.action === action} onClick={() => run(action)} data-testid={`action-${action}`}>
      {TEXT[action].label}
    </Button>
  );
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="lg" fontWeight="bold">{u.displayName ?? 'Golfer'}</Text>
        {u.isAdmin && <Badge colorPalette="purple">Admin</Badge>}
        {u.isPremium && <Badge colorPalette="accent">Pro</Badge>}
        {u.disabled && <Badge colorPalette="red" data-testid="disabled-badge">Disabled</Badge>}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {([
          ['Email', u.email ?? '—'],
          ['Joined', when(u.createdAt)],
          ['Paid Pro', u.paidPro ? 'yes (subscription)' : 'no'],
          ['Pro grant', u.proGrant ? `${u.proGrant.active ? 'active' : 'ended'}, ${u.proGrant.until ? `until ${when(u.proGrant.until)}` : 'no end'}${u.proGrant.reason ? ` (${u.proGrant.reason})` : ''}` : 'none'],
          ['Panelist', u.panelistStatus],
          ['Disabled', u.disabled ? `since ${when(u.disabled.at)}${u.disabled.reason ? ` (${u.disabled.reason})` : ''}` : 'no'],
          ['Played · lists', `${u.counts.played} · ${u.counts.lists}`],
          ['Followers · following', `${u.counts.followers} · ${u.counts.following}`],
        ] as const).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel w={{ base: '28', sm: '36' }} flexShrink={0}>{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {!u.disabled && <ChakraLink asChild textStyle="sm" colorPalette="brand"><Link to={`/users/${u._id}`}>Open profile</Link></ChakraLink>}
      <Card.Root size="sm" variant="subtle">
        <Card.Body gap="3">
          <Field.Root invalid={missing} required>
            <Field.Label>Reason <Field.RequiredIndicator /></Field.Label>
            <Textarea size="sm" rows={2} value={reason} maxLength={ADMIN_REASON_MAX} onChange={(e) => setReason(e.target.value)} data-testid="admin-reason" />
            {missing ? <Field.ErrorText>Every action needs a reason (the audit log keeps it).</Field.ErrorText> : <Field.HelperText>Kept in the audit log.</Field.HelperText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>Pro grant ends (optional)</Field.Label>
            <Input type="date" size="sm" value={until} onChange={(e) => setUntil(e.target.value)} data-testid="grant-until" />
            <Field.HelperText>Empty: until revoked.</Field.HelperText>
          </Field.Root>
          <HStack gap="2" wrap="wrap">
            {button('grant-pro')}
            {u.proGrant && button('revoke-pro')}
            {u.isAdmin ? button('revoke-admin', self) : button('grant-admin')}
            {u.disabled ? button('enable') : button('disable', self)}
          </HStack>
          {self && <Text textStyle="xs" color="fg.muted">You cannot disable yourself or revoke your own admin.</Text>}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
