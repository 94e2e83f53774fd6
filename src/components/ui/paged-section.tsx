/**
 * A titled section of a profile (or any screen) over a paged list: the total beside the title,
 * skeletons while loading, the error, an empty message, the rows, and "Show more".
 */
import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '../../shared/contracts/common.contract';

export interface PagedSectionProps<T> {
  /** Names the heading's id and the section's test id. */
  id: string;
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  footer?: (items: T[]) => ReactNode;
}

export function PagedSection<T>({ id, title, query, empty, renderItem, footer }: PagedSectionProps<T>) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  return (
    <Stack as="section" aria-labelledby={`${id}-heading`} gap="2" data-testid={id}>
      <Heading as="h2" id={`${id}-heading`} size="sm">
        {title}{total > 0 && <Text as="span" color="fg.muted" fontWeight="normal"> · {total}</Text>}
      </Heading>
      {isPending ? <Stack>{[0, 1].map((i) => <Skeleton key={i} h="10" />)}</Stack>
        : error ? <Text color="fg.error">{error.message}</Text>
        : items.length === 0 ? empty
        : (
          <>
            <Stack as="ul" gap="0" ps="0" mx="-3">{items.map(renderItem)}</Stack>
            {hasNextPage && (
              <Button size="sm" variant="outline" alignSelf="start" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Show more ({total - items.length} more)
              </Button>
            )}
          </>
        )}
      {footer?.(items)}
    </Stack>
  );
}
