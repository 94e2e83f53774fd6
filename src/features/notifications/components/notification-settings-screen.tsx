/**
 * Notification settings (issue 35): for each kind, whether it shows in the app, emails, or pushes;
 * and the daily email digest. Each change saves at once; a failed save says so and the switch
 * goes back.
 */
import { Box, Checkbox, Flex, Spinner, Switch, Table, Text } from '@chakra-ui/react';
import { notify } from '../../../components/ui/toaster';
import { RetryError } from '../../../components/ui/retry-error';
import type { NotificationSettings } from '../../../shared/contracts/notifications.contract';
import {
  NOTIFICATION_CHANNELS, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind,
} from '../../../shared/domain/notifications/notification-kinds';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';
import { PushDeviceSwitch } from './push-device-switch';

const CHANNEL_LABELS: Record<NotificationChannel, string> = { inApp: 'In app', email: 'Email', push: 'Push' };

export function NotificationSettingsScreen() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (settings.isPending) return <Flex justify="center" py="6"><Spinner size="sm" /></Flex>;
  if (settings.isError) return <RetryError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  const current: NotificationSettings = settings.data;
  const failed = (err: Error) => notify(`Could not save: ${err.message}`, 'error');

  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    save.mutate({ kinds: { [kind]: { ...current.kinds[kind], [channel]: on } } }, { onError: failed });

  return (
    <Box data-testid="notification-settings">
      <Text textStyle="sm" color="fg.muted" mb="3">
        Choose how TPL tells you. Email and push go only to the kinds ticked; push needs your permission in this browser.
      </Text>
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Tell me when</Table.ColumnHeader>
            {NOTIFICATION_CHANNELS.map((c) => <Table.ColumnHeader key={c} textAlign="center" w="4.5rem">{CHANNEL_LABELS[c]}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {NOTIFICATION_KINDS.map((kind) => (
            <Table.Row key={kind} data-testid={`notification-kind-${kind}`}>
              <Table.Cell>{NOTIFICATION_KIND_LABELS[kind]}</Table.Cell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Cell key={channel} textAlign="center">
                  <Checkbox.Root checked={current.kinds[kind][channel]} colorPalette="brand" data-testid={`notify-${kind}-${channel}`}
                    onCheckedChange={(d) => toggle(kind, channel, d.checked === true)}>
                    <Checkbox.HiddenInput aria-label={`${NOTIFICATION_KIND_LABELS[kind]}: ${CHANNEL_LABELS[channel]}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Switch.Root mt="4" checked={current.emailDigest} colorPalette="brand" data-testid="notify-digest"
        onCheckedChange={(d) => save.mutate({ emailDigest: d.checked }, { onError: failed })}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>A daily email of what I was not emailed about</Switch.Label>
      </Switch.Root>
      <PushDeviceSwitch />
    </Box>
  );
}
