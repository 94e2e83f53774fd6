/** The admin console's golfers (issue 24): search by name or email (disabled ones too), then one golfer's account. */
import { Badge, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useAdminUsers } from '../api/search-admin-users';
import { AdminRow, Pager } from './admin-rows';
import { GolferAccount } from './golfer-account';

export function GolfersTab({ viewerId }: { viewerId: string }) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [terms] = useDebounce(text.trim(), 300);
  const { data, error } = useAdminUsers(terms, page);
  if (selected) return <GolferAccount id={selected} viewerId={viewerId} onBack={() => setSelected(null)} />;
  return (
    <Stack gap="3">
      <Input placeholder="Search golfers by name or email" aria-label="Search golfers" value={text} onChange={(e) => { setText(e.target.value); setPage(1); }} data-testid="golfer-search" />
      {error && <Text color="fg.error">{error.message}</Text>}
      <Text fontSize="sm" color="fg.muted">{data?.total ?? 0} golfers</Text>
      <Stack as="ul" gap="1" ps="0">
        {data?.items.map((u) => (
          <AdminRow key={u._id} title={u.displayName ?? 'Golfer'} subtitle={u.email ?? 'no email'} onOpen={() => setSelected(u._id)} data-testid="golfer-row"
            badges={(u.isAdmin || u.isPremium || u.disabled) && (
              <>
                {u.isAdmin && <Badge size="sm" colorPalette="purple">Admin</Badge>}
                {u.isPremium && <Badge size="sm" colorPalette="accent">Pro</Badge>}
                {u.disabled && <Badge size="sm" colorPalette="red">Disabled</Badge>}
              </>
            )} />
        ))}
      </Stack>
      <Pager page={page} total={data?.total ?? 0} pageSize={data?.pageSize ?? 1} onPage={setPage} />
    </Stack>
  );
}
