import { Badge, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../components/ui/toaster';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { api } from '../../lib/api-client';
import { useAuthDialog } from '../../lib/auth-dialog-context';
import { useAuth } from '../../lib/auth-provider';
import { useCurrentUser } from '../../lib/get-current-user';

export const PRO_PRICE = '$39.99';
const BENEFITS = ['Unlimited rankings', 'Exclusive list types', '5 extra rankings for each list', 'Exclusive pro badge', 'And more to come'];

/** The Pro plan card (spec sections 1, 4, 9). */
export function Component() {
  const { user } = useAuth();
  const { data: me } = useCurrentUser();
  const { open } = useAuthDialog();
  const [busy, setBusy] = useState(false);
  const cancelAt = me?.subscription?.cancel_at;

  const go = async (path: '/payments/pro' | '/payments/portal-session', failure: string) => {
    if (!user) return open();
    setBusy(true);
    try {
      const { url } = await api.post<{ url: string }>(path);
      window.location.assign(url);
    } catch {
      notify(failure, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <OverlayPanel title="TPL Pro" testId="screen-pro">
      <Card.Root variant="outline" data-testid="pro-card">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title>Pro plan</Card.Title>
            <HStack>
              {me?.isPremium && <Badge colorPalette="brand">Active</Badge>}
              {cancelAt && <Badge colorPalette="accent">Canceling on {new Date(cancelAt * 1000).toLocaleDateString()}</Badge>}
            </HStack>
          </HStack>
          <Text fontSize="2xl" fontWeight="bold">{PRO_PRICE}<Text as="span" fontSize="md" fontWeight="normal" color="fg.muted"> per year</Text></Text>
        </Card.Header>
        <Card.Body>
          <List.Root gap="2" variant="plain">
            {BENEFITS.map((b) => (
              <List.Item key={b}><List.Indicator asChild color="brand.fg"><Check /></List.Indicator>{b}</List.Item>
            ))}
          </List.Root>
        </Card.Body>
        <Card.Footer>
          <Stack w="full">
            {me?.isPremium ? (
              <Button colorPalette="brand" variant="outline" loading={busy} onClick={() => go('/payments/portal-session', 'Error opening the subscription portal')}>Manage Subscription</Button>
            ) : (
              <Button colorPalette="brand" loading={busy} onClick={() => go('/payments/pro', 'Error creating checkout session')}>Checkout</Button>
            )}
          </Stack>
        </Card.Footer>
      </Card.Root>
    </OverlayPanel>
  );
}
