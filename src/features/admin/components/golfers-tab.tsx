/** The admin console's golfers (issue 24): search by name or email (disabled ones too), then one golfer's account. */
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useAdminUsers } from '../api/search-admin-users';
import { GolferAccount } from './golfer-account';

export function GolfersTab({ viewerId }: { viewerId: string }) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [terms] = useDebounce(text.trim(), 300);
  const { data, error } = useAdminUsers(terms, page);
  if (selected) return <GolferAccount id={selected} viewerId={viewerId} onBack={() => setSelected(null)} />;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack gap="3">
      <Input placeholder="Search golfers by name or email" aria-label="Search golfers" value={text} onChange={(e) => { setText(e.target.value); setPage(1); }} data-testid="golfer-search" />
      {error && <Text color="fg.error">{error.message}</Text>}
      <Text fontSize="sm" color="fg.muted">{data?.total ?? 0} golfers</Text>
      <Stack as="ul" gap="1" ps="0">
        {data?.items.map((u) => (
          <li key={u._id} style={{ listStyle: 'none' }}>
            <Button variant="ghost" w="full" justifyContent="space-between" h="auto" py="2" onClick={() => setSelected(u._id)} data-testid="golfer-row">
              <Stack gap="0" align="start" minW="0">
                <Text fontWeight="medium" truncate maxW="full">{u.displayName ?? 'Golfer'}</Text>
                <Text textStyle="xs" color="fg.muted" truncate maxW="full">{u.email ?? 'no email'}</Text>
              </Stack>
              <HStack gap="1" flexShrink={0}>
                {u.isAdmin && <Badge size="sm" colorPalette="purple">Admin</Badge>}
                {u.isPremium && <Badge size="sm" colorPalette="accent">Pro</Badge>}
                {u.disabled && <Badge size="sm" colorPalette="red">Disabled</Badge>}
              </HStack>
            </Button>
          </li>
        ))}
      </Stack>
      <HStack justify="space-between">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>Previous</Button>
        <Text fontSize="sm">Page {page} of {pages}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>Next</Button>
      </HStack>
    </Stack>
  );
}
