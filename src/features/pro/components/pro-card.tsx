/**
 * The Pro plan card (spec sections 1, 4, 8, 9): $39.99 per year and the benefits; 'Active' when
 * the golfer is Pro, 'Canceling on {date}' when their plan is set to end; Manage Subscription for
 * Pro golfers, Checkout for everyone else ('Error creating checkout session' when that fails).
 * Back from the checkout it waits for the payment to land, without a reload.
 */
import { Alert, Badge, Button, Card, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { notify } from '../../../components/ui/toaster';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import { formatDate } from '../../../lib/format-date';
import { PRO_PRICE_TEXT } from '../../../shared/domain/pro-status';
import { useOpenPortal } from '../api/open-portal';
import { useStartCheckout } from '../api/start-checkout';
import { usePaymentReturn } from '../hooks/use-payment-return';

export const PRO_BENEFITS = ['Unlimited rankings', 'Exclusive list types', '5 extra rankings for each list', 'Exclusive pro badge', 'And more to come'];
export const CHECKOUT_ERROR = 'Error creating checkout session';
export const PORTAL_ERROR = 'Error opening the subscription portal';

export function ProCard() {
  const { user } = useAuth();
  const { data: me } = useCurrentUser();
  const { open } = useAuthDialog();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const back = usePaymentReturn();
  const cancelAt = me?.subscription?.cancel_at ?? null;
  const waiting = back.phase === 'waiting' && back.kind === 'checkout';

  // Said once per return: a golfer who cancelled the checkout, or whose payment just landed.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    if (back.kind === 'checkout-canceled') notify('Checkout canceled: you were not charged.', 'info');
    else if (back.kind === 'checkout' && back.phase === 'done' && me?.isPremium) notify('Welcome to TPL Pro!');
    else return;
    told.current = true;
  }, [back.kind, back.phase, me?.isPremium]);

  const onCheckout = () => (user ? checkout.mutate(undefined, { onError: () => notify(CHECKOUT_ERROR, 'error') }) : open());
  const onManage = () => portal.mutate(undefined, { onError: (e) => notify(e.message || PORTAL_ERROR, 'error') });

  return (
    <Card.Root variant="outline" data-testid="pro-card" aria-busy={waiting}>
      <Card.Header>
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Card.Title as="h2">Pro plan</Card.Title>
          <HStack gap="2" wrap="wrap">
            {me?.isPremium && <Badge colorPalette="brand" variant="solid" data-testid="pro-active">Active</Badge>}
            {cancelAt != null && <Badge colorPalette="accent" variant="subtle" data-testid="pro-canceling">Canceling on {formatDate(new Date(cancelAt * 1000))}</Badge>}
          </HStack>
        </HStack>
        <Text fontSize="2xl" fontWeight="bold">{PRO_PRICE_TEXT}<Text as="span" fontSize="md" fontWeight="normal" color="fg.muted"> per year</Text></Text>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain">
          {PRO_BENEFITS.map((b) => (
            <List.Item key={b}><List.Indicator asChild color="brand.fg"><Check aria-hidden /></List.Indicator>{b}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        <Stack w="full" gap="3">
          {waiting && (
            <HStack role="status" gap="2" data-testid="pro-confirming"><Spinner size="sm" /><Text>Confirming your payment…</Text></HStack>
          )}
          {back.phase === 'slow' && (
            <Alert.Root status="warning" data-testid="pro-slow">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  Your payment is still being confirmed. It usually takes a few seconds; you will not be charged twice.
                </Alert.Description>
              </Alert.Content>
              <Button size="xs" variant="outline" onClick={back.retry}>Check again</Button>
            </Alert.Root>
          )}
          {me?.proGrant && (
            <Text fontSize="sm" data-testid="pro-grant">
              TPL granted you Pro {me.proGrant.until ? `until ${formatDate(me.proGrant.until)}` : 'with no end date'}: nothing to pay or manage.
            </Text>
          )}
          {me?.isPremium ? (
            // A golfer Pro by a grant alone has no subscription to manage (the portal would answer 409).
            (me.canManageSubscription || !me.proGrant) && (
              <Button colorPalette="brand" variant="outline" loading={portal.isPending || portal.isSuccess} onClick={onManage}>Manage Subscription</Button>
            )
          ) : (
            <Button colorPalette="brand" loading={checkout.isPending || checkout.isSuccess} disabled={waiting} onClick={onCheckout}>Checkout</Button>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
