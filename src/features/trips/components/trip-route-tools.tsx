/**
 * The planner's route tools (issue 32): "Shortest route each day" and "Shortest route for the
 * trip" first show what would change (route-preview-dialog.tsx); Reorder saves it; then Undo,
 * beside the plan while it is still what the route left, puts the plan back (hooks/use-route-order.ts).
 */
import { Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TripInput } from '../api/save-trip';
import { useRouteOrder } from '../hooks/use-route-order';
import { undoText, type RouteMode } from '../lib/route-preview';
import type { Plan } from '../lib/trip-plan';
import { RoutePreviewDialog } from './route-preview-dialog';

export function TripRouteTools({ plan, dayLabels, saving, commit }: {
  plan: Plan;
  dayLabels: readonly string[];
  saving: boolean;
  commit: (body: Partial<TripInput>, next?: Plan) => Promise<boolean>;
}) {
  const route = useRouteOrder(plan, commit);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const open = (mode: RouteMode) => (e: React.MouseEvent<HTMLElement>) => {
    setOpener(e.currentTarget);
    route.show(mode);
  };
  const canOrder = plan.flat().length > 1;
  if (!canOrder && !route.undoable && !route.preview) return null;
  return (
    <Stack gap="2" className="no-print">
      {canOrder && (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={open('days')} disabled={saving} data-testid="order-days">Shortest route each day</Button>
          <Button size="xs" variant="outline" onClick={open('trip')} disabled={saving} data-testid="order-trip">Shortest route for the trip</Button>
        </HStack>
      )}
      {route.undoable && (
        <HStack gap="2" px="3" py="1.5" borderRadius="l2" bg="bg.muted" justify="space-between" data-testid="route-undo">
          <Text textStyle="sm" role="status">{undoText(route.undoable)}</Text>
          <HStack gap="1" flexShrink={0}>
            <Button size="xs" variant="outline" onClick={() => void route.undo()}>Undo</Button>
            <CloseButton size="xs" aria-label="Keep the new order" onClick={route.dismissUndo} />
          </HStack>
        </HStack>
      )}
      <RoutePreviewDialog preview={route.preview} dayLabels={dayLabels} returnFocus={opener} onCancel={route.cancel} onConfirm={route.confirm} />
    </Stack>
  );
}
