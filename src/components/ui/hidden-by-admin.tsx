/**
 * What the owner (and admins) read of an admin's hide (issue 24, moderation): a banner on a list
 * page, a badge on a list row, a line under a note. Others never see the list or the note at all.
 */
import { Alert, Badge, Text } from '@chakra-ui/react';
import { EyeOff } from 'lucide-react';
import { formatDate } from '../../lib/format-date';

export interface HiddenByAdminInfo {
  at: string;
  reason: string;
}

const day = (iso: string) => formatDate(iso);

export function HiddenListBanner({ hidden, what = 'list' }: { hidden: HiddenByAdminInfo; what?: string }) {
  return (
    <Alert.Root status="warning" variant="subtle" size="sm" data-testid="hidden-banner">
      <Alert.Indicator><EyeOff aria-hidden="true" /></Alert.Indicator>
      <Alert.Content>
        <Alert.Title>An admin hid this {what} on {day(hidden.at)}</Alert.Title>
        <Alert.Description>
          <Text as="span" display="block" data-testid="hidden-reason">Reason: {hidden.reason}</Text>
          <Text as="span" display="block">Only you (and TPL&apos;s admins) can see it. You can still edit it; it stays hidden until an admin shows it again.</Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function HiddenBadge({ hidden }: { hidden: HiddenByAdminInfo }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette="orange" title={`Hidden by an admin on ${day(hidden.at)}: ${hidden.reason}`} data-testid="hidden-badge">
      <EyeOff size={12} aria-hidden="true" />Hidden by admin
    </Badge>
  );
}

export function HiddenNoteLine({ hidden }: { hidden: HiddenByAdminInfo }) {
  return (
    <Text fontSize="xs" color="fg.muted" fontStyle="italic" data-testid="hidden-note">
      <EyeOff size={12} aria-hidden="true" style={{ display: 'inline', verticalAlign: '-1px', marginInlineEnd: '0.25em' }} />
      An admin hid this note from others on {day(hidden.at)}. Reason: {hidden.reason}
    </Text>
  );
}
