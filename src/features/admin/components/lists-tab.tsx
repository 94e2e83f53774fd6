/**
 * The admin console's lists (issue 24, moderation): every list (or one golfer's), with owner,
 * type, visibility and item count; open one to hide or unhide it, or an item's note, with a reason.
 */
import { Badge, Button, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { EyeOff, Lock } from 'lucide-react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import type { AdminUserRow } from '../../../shared/contracts/admin.contract';
import { listSummaryText } from '../../../shared/domain/list-labels';
import { useAdminLists } from '../api/get-admin-lists';
import { useAdminUsers } from '../api/search-admin-users';
import { AdminListView } from './admin-list-view';
import { AdminRow, Pager } from './admin-rows';

export function ListsTab() {
  const [golfer, setGolfer] = useState<AdminUserRow | null>(null);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [terms] = useDebounce(text.trim(), 300);
  const golfers = useAdminUsers(terms, 1);
  const { data, error } = useAdminLists(golfer?._id ?? null, page);
  if (open) return <AdminListView id={open} onBack={() => setOpen(null)} />;
  return (
    <Stack gap="3">
      {golfer ? (
        <HStack gap="2" data-testid="lists-golfer-filter">
          <Text fontSize="sm">Lists of <b>{golfer.displayName ?? golfer.email ?? 'a golfer'}</b></Text>
          <CloseButton size="2xs" aria-label="Show every golfer's lists" onClick={() => { setGolfer(null); setPage(1); }} />
        </HStack>
      ) : (
        <Stack gap="1">
          <Input placeholder="Filter by golfer (name or email)" aria-label="Filter lists by golfer" value={text} onChange={(e) => setText(e.target.value)} data-testid="lists-golfer-search" />
          {/* Only the golfers these terms found: a previous search's, kept while this one loads, would be a wrong click away. */}
          {terms && !golfers.isPlaceholderData && (
            <HStack gap="1" wrap="wrap">
              {golfers.data?.items.slice(0, 6).map((u) => (
                <Button key={u._id} size="xs" variant="outline" onClick={() => { setGolfer(u); setText(''); setPage(1); }} data-testid="lists-golfer-option">
                  {u.displayName ?? u.email ?? 'Golfer'}
                </Button>
              ))}
              {golfers.data?.items.length === 0 && <Text fontSize="sm" color="fg.muted">No golfer matches.</Text>}
            </HStack>
          )}
        </Stack>
      )}
      {error && <Text color="fg.error">{error.message}</Text>}
      <Text fontSize="sm" color="fg.muted">{data?.total ?? 0} {data?.total === 1 ? 'list' : 'lists'}</Text>
      <Stack as="ul" gap="1" ps="0">
        {data?.items.map((l) => (
          <AdminRow key={l._id} title={l.name} onOpen={() => setOpen(l._id)} data-testid="admin-list-row" data-list-id={l._id}
            subtitle={`${listSummaryText(l)} · by ${l.owner.displayName ?? l.owner.fullName ?? 'a golfer'}`}
            badges={(l.hidden || !l.isPublic) && (
              <>
                {l.hidden && <Badge size="sm" colorPalette="orange"><EyeOff size={12} aria-hidden="true" />Hidden</Badge>}
                {!l.isPublic && <Badge size="sm" colorPalette="gray"><Lock size={12} aria-hidden="true" />Private</Badge>}
              </>
            )} />
        ))}
      </Stack>
      <Pager page={page} total={data?.total ?? 0} pageSize={data?.pageSize ?? 1} onPage={setPage} />
    </Stack>
  );
}
