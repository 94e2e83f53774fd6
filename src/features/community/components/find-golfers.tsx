/** Find golfers by name, to open their profiles and follow them. */
import { HStack, Input, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { useDebounce } from 'use-debounce';
import { useSearchUsers } from '../../users/api/search-users';
import { ProBadge } from '../../../components/ui/pro-badge';
import { GolferAvatar, golferName } from './golfer-avatar';

export function FindGolfers() {
  const [terms, setTerms] = useState('');
  const [debounced] = useDebounce(terms.trim(), 500);
  const { data, isFetching, error } = useSearchUsers(debounced);
  const results = debounced ? data ?? [] : [];
  return (
    <Stack gap="2" as="section" aria-labelledby="find-heading">
      <Text id="find-heading" as="h2" fontWeight="semibold" fontSize="md">Find golfers</Text>
      <Input placeholder="Find golfers by name" aria-label="Find golfers by name" value={terms} onChange={(e) => setTerms(e.target.value)} />
      {error && <Text color="fg.error">{error.message}</Text>}
      {debounced && !isFetching && results.length === 0 && <Text color="fg.muted">No users found</Text>}
      <Stack as="ul" gap="0" ps="0" m="0">
        {results.map((u) => (
          <LinkBox as="li" key={u._id} listStyleType="none" px="3" py="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }}>
            <HStack>
              <GolferAvatar user={u} />
              <Stack gap="0" flex="1" minW="0">
                <HStack gap="2"><LinkOverlay asChild><Link to={`/users/${u._id}`}>{golferName(u)}</Link></LinkOverlay><ProBadge show={u.isPremium} size="xs" /></HStack>
                {u.fullName && <Text fontSize="sm" color="fg.muted">{u.fullName}</Text>}
              </Stack>
              <DemoBadge user={u} />
            </HStack>
          </LinkBox>
        ))}
      </Stack>
    </Stack>
  );
}
