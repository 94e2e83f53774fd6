/**
 * `/lists/{id}`: one ranked list. Anyone may read a public list (a shared link opens straight on
 * it); a private one, or one that does not exist, says so. The owner edits, deletes, reorders
 * (drag and drop, or the keyboard), notes and removes; other golfers save it and react.
 */
import { Box, Button, EmptyState, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ListX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { useListForScreen } from '../api/get-list-for-screen';
import { useListMapPins } from '../hooks/use-list-map-pins';
import { useItemRowActions } from '../hooks/use-item-row-actions';
import { useMoveListItem } from '../api/move-list-item';
import { itemNameOf } from '../lib/item-name';
import { ListActions } from './list-actions';
import { ListHeader } from './list-header';
import { ListLimitNote } from './list-limit-note';
import { SortableListItems, StaticListItems } from './sortable-list-items';

export const LIST_PANEL_WIDTH = 520;

function NotFound() {
  const { user } = useAuth();
  return (
    <EmptyState.Root size="sm" data-testid="list-not-found">
      <EmptyState.Content>
        <EmptyState.Indicator><ListX aria-hidden="true" /></EmptyState.Indicator>
        <Stack textAlign="center" gap="1">
          <EmptyState.Title>This list is private or does not exist</EmptyState.Title>
          <EmptyState.Description>
            {user ? 'Its owner may have made it private or deleted it.' : 'Its owner may have made it private or deleted it. If it is yours, sign in to see it.'}
          </EmptyState.Description>
        </Stack>
        {user && <Button asChild size="sm" variant="outline"><Link to="/lists">Your lists</Link></Button>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function EmptyItems({ list, isOwner }: { list: ListDetail; isOwner: boolean }) {
  const what = list.kind === 'hole' ? 'holes' : 'courses';
  return (
    <Text color="fg.muted" data-testid="list-empty">
      {isOwner ? `No ${what} in this list yet. Open a course on the map and rank it into this list.` : `No ${what} in this list yet.`}
    </Text>
  );
}

function ListBody({ list }: { list: ListDetail }) {
  const { user } = useAuth();
  const { data: me } = useCurrentUser();
  const isOwner = list.maxItems !== null;
  const viewer = isOwner ? 'owner' : user ? 'golfer' : 'visitor';
  const actions = useItemRowActions(list, viewer);
  const move = useMoveListItem(list._id);
  const label = `${list.kind === 'hole' ? 'Holes' : 'Courses'} in ${list.name}, in rank order`;
  return (
    <Stack gap="4">
      <ListHeader list={list} />
      <ListActions list={list} isOwner={isOwner} />
      {isOwner && <ListLimitNote list={list} isPremium={!!me?.isPremium} />}
      {list.items.length === 0 ? <EmptyItems list={list} isOwner={isOwner} />
        : isOwner && list.items.length > 1 ? (
          <SortableListItems items={list.items} actions={actions} label={label}
            onMove={(item, toIndex) => move.mutate({ itemId: item._id, toIndex, name: itemNameOf(item) })} />
        ) : <StaticListItems items={list.items} actions={actions} label={label} />}
    </Stack>
  );
}

export function ListScreen({ id }: { id: string }) {
  const { data, error, isPending, isPlaceholderData, refetch } = useListForScreen(id);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useListMapPins(error ? undefined : data);
  if (isPending) {
    return (
      <Stack gap="3" aria-busy="true">
        <VisuallyHidden role="status">Loading the list</VisuallyHidden>
        <Skeleton h="6" w="40%" />
        <Skeleton h="4" w="70%" />
        {[0, 1, 2].map((i) => <Skeleton key={i} h="14" />)}
      </Stack>
    );
  }
  if (notFound) return <NotFound />;
  if (error) return <RetryError message={error.message} onRetry={() => void refetch()} />;
  // Another viewer's copy stands in while this viewer's loads: shown, but not to act on.
  return <Box inert={isPlaceholderData} opacity={isPlaceholderData ? 0.7 : 1}><ListBody list={data} /></Box>;
}
