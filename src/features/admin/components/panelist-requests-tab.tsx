/**
 * The admin console's panelist requests (issue 24; issue 32: searchable, sorted, paged): the queue
 * by status, golfers found by name or email, oldest or newest sent first, one page at a time.
 * Each request is a card (panelist-request-card.tsx).
 */
import { HStack, Input, NativeSelect, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import type { PanelistQueueSort } from '../../../shared/contracts/panelists.contract';
import { usePanelistRequests } from '../api/get-panelist-requests';
import { Pager } from './admin-rows';
import { PanelistRequestCard } from './panelist-request-card';

const FILTERS = ['Pending', 'Approved', 'Denied', 'All'] as const;
type Filter = (typeof FILTERS)[number];
const SORTS: [PanelistQueueSort, string][] = [['oldest', 'Oldest first'], ['newest', 'Newest first']];

export function PanelistRequestsTab() {
  const [filter, setFilter] = useState<Filter>('Pending');
  const [text, setText] = useState('');
  const [sort, setSort] = useState<PanelistQueueSort>('oldest');
  const [page, setPage] = useState(1);
  const [terms] = useDebounce(text.trim(), 300);
  const { data, error, isPending } = usePanelistRequests({ status: filter === 'All' ? undefined : filter, terms, sort, page });
  const what = `${filter === 'All' ? '' : `${filter.toLowerCase()} `}request`;
  return (
    <Stack gap="3">
      <SegmentGroup.Root size="sm" value={filter} onValueChange={(d) => { setFilter(d.value as Filter); setPage(1); }} aria-label="Requests to show" alignSelf="start" maxW="full">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[...FILTERS]} />
      </SegmentGroup.Root>
      <HStack gap="2" align="stretch" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Input size="sm" flex="1" minW="0" placeholder="Search by name or email" aria-label="Search requests" value={text}
          onChange={(e) => { setText(e.target.value); setPage(1); }} data-testid="request-search" />
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '40' }} flexShrink={0}>
          <NativeSelect.Field aria-label="Order" value={sort} onChange={(e) => { setSort(e.target.value as PanelistQueueSort); setPage(1); }} data-testid="request-sort">
            {SORTS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : (
        <>
          <Text fontSize="sm" color="fg.muted" data-testid="request-count">
            {data.total === 0 ? `No ${what}s${terms ? ` matching “${terms}”` : ''}.` : `${data.total} ${what}${data.total === 1 ? '' : 's'}`}
          </Text>
          {data.items.length > 0 && (
            <Stack as="ul" gap="3" ps="0">{data.items.map((r) => <PanelistRequestCard key={r.user._id} request={r} />)}</Stack>
          )}
          {data.total > data.pageSize && <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
        </>
      )}
    </Stack>
  );
}
