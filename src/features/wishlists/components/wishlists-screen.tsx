/**
 * /wishlists and /watchlists: what the kind is for (WISHLIST_PURPOSE), then the golfer's lists,
 * one open at a time (`?list={id}`, where Save and Add lands; the first list otherwise), or the
 * empty state.
 */
import { Accordion, Badge, EmptyState, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RetryError } from '../../../components/ui/retry-error';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { WishlistKind } from '../../../shared/contracts/wishlists.contract';
import { listsOf, WISHLIST_COPY } from '../lib/wishlist-kinds';
import { WishlistPanel, type CourseRowActions } from './wishlist-panel';

export function WishlistsScreen({ kind, actions }: { kind: WishlistKind; actions: CourseRowActions }) {
  const copy = WISHLIST_COPY[kind];
  const { data: me, error, isPending, refetch } = useCurrentUser();
  const lists = listsOf(me, kind);
  const [params, setParams] = useSearchParams();
  const requested = params.get('list');
  const shown = lists.find((l) => l._id === requested)?._id ?? lists[0]?._id ?? null;
  const top = useRef<HTMLParagraphElement>(null);
  const Icon = copy.icon;

  // Arriving from Save and Add: focus goes to the new list, open at the top of the screen.
  const arrivedToFocus = (useLocation().state as { focusList?: boolean } | null)?.focusList === true;
  const focused = useRef(false);
  const listsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!arrivedToFocus || focused.current || !shown) return;
    const trigger = listsRef.current?.querySelector<HTMLElement>(`[data-list-id="${shown}"] [data-part="item-trigger"]`);
    if (!trigger) return;
    focused.current = true;
    trigger.focus();
  }, [arrivedToFocus, shown]);

  const show = (id: string) => setParams((p) => {
    p.set('list', id);
    return p;
  }, { replace: true });

  return (
    <Stack gap="4">
      <Text ref={top} tabIndex={-1} outline="none" color="fg.muted" textStyle="sm" data-testid="wishlist-purpose">{copy.purpose}</Text>
      {isPending ? <Stack aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} h="12" />)}</Stack>
        : error ? <RetryError message={error.message} onRetry={() => void refetch()} />
        : lists.length === 0 ? (
          <EmptyState.Root size="sm" data-testid="wishlists-empty">
            <EmptyState.Content>
              <EmptyState.Indicator><Icon aria-hidden="true" /></EmptyState.Indicator>
              <Stack textAlign="center" gap="1">
                <EmptyState.Title>No {copy.noun}s yet</EmptyState.Title>
                <EmptyState.Description>Open a course and use its {copy.title} button: name your first {copy.noun} and the course goes in it.</EmptyState.Description>
              </Stack>
            </EmptyState.Content>
          </EmptyState.Root>
        )
        : (
          <Accordion.Root
            ref={listsRef}
            value={shown ? [shown] : []}
            onValueChange={(e) => e.value[0] && show(e.value[0])}
            variant="enclosed"
            data-testid="wishlists"
          >
            {lists.map((list) => (
              <Accordion.Item key={list._id} value={list._id} data-testid="wishlist" data-list-id={list._id}>
                <Accordion.ItemTrigger>
                  <HStack flex="1" minW="0" gap="2">
                    <Text as="span" fontWeight="medium" truncate>{list.name}</Text>
                    <Badge size="sm" variant="subtle" flexShrink={0}>{list.courses.length}<VisuallyHidden>{list.courses.length === 1 ? ' course' : ' courses'}</VisuallyHidden></Badge>
                  </HStack>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <WishlistPanel kind={kind} list={list} actions={actions} shown={list._id === shown} onDeleted={() => top.current?.focus()} />
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
    </Stack>
  );
}
