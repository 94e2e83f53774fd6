import { Avatar, HStack, Input, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDebounce } from 'use-debounce';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { api } from '../../lib/api-client';
import type { PublicUser } from '../../shared/contracts/users.contract';

/** Community: find golfers to follow. */
export function Component() {
  const [terms, setTerms] = useState('');
  const [debounced] = useDebounce(terms.trim(), 500);
  const { data, isFetching, error } = useQuery({
    queryKey: ['users', 'search', debounced],
    queryFn: ({ signal }) => api.get<PublicUser[]>('/users/search', { terms: debounced, limit: 20 }, signal),
    enabled: debounced.length > 0,
  });
  return (
    <OverlayPanel title="Community" testId="screen-community">
      <Stack gap="4">
        <Text color="fg.muted">Golfers share where they have played and how they rank it. Find friends and follow their lists.</Text>
        <Input placeholder="Find golfers by name" aria-label="Find golfers by name" value={terms} onChange={(e) => setTerms(e.target.value)} />
        {error && <Text color="fg.error">{error.message}</Text>}
        {debounced && !isFetching && data?.length === 0 && <Text color="fg.muted">No users found</Text>}
        <Stack as="ul" gap="0" ps="0">
          {data?.map((u) => (
            <LinkBox as="li" key={u._id} listStyleType="none" px="3" py="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }}>
              <HStack>
                <Avatar.Root size="sm"><Avatar.Fallback name={u.displayName ?? '?'} />{u.picture && <Avatar.Image src={u.picture} alt="" />}</Avatar.Root>
                <Stack gap="0">
                  <LinkOverlay asChild><Link to={`/users/${u._id}`}>{u.displayName ?? 'Golfer'}</Link></LinkOverlay>
                  {u.fullName && <Text fontSize="sm" color="fg.muted">{u.fullName}</Text>}
                </Stack>
              </HStack>
            </LinkBox>
          ))}
        </Stack>
      </Stack>
    </OverlayPanel>
  );
}
