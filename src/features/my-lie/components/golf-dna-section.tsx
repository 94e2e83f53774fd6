/** Golf DNA: what the golfer's courses and rankings say about their taste, and the followed golfers closest to it. */
import { Avatar, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useGolfDna } from '../api/get-golf-dna';
import { matchText } from '../lib/my-lie-text';
import { DnaClaim } from './dna-claim';

export function GolfDnaSection({ userId }: { userId: string }) {
  const { data, isError } = useGolfDna(userId);
  if (isError) return <Text fontSize="sm" color="fg.muted">Your Golf DNA could not be loaded.</Text>;
  if (!data) return <Skeleton h="24" />;
  const [first, ...rest] = data.claims.length === 0 ? data.notes : [null, ...data.notes];
  return (
    <Stack gap="3" data-testid="golf-dna">
      <Stack gap="0">
        <Text fontWeight="medium" fontSize="sm">Your Golf DNA</Text>
        <Text fontSize="xs" color="fg.muted">What your {data.playedCourses} played and {data.rankedCourses} ranked courses say about your taste.</Text>
      </Stack>
      {first && <Text fontSize="sm" color="fg.muted" data-testid="golf-dna-empty">{first}</Text>}
      {data.claims.length > 0 && (
        <Stack as="ul" gap="2" ps="0" m="0" aria-label="Golf DNA claims">
          {data.claims.map((c) => <DnaClaim key={`${c.dimension}:${c.value}`} claim={c} />)}
        </Stack>
      )}
      {rest.map((n) => <Text key={n} fontSize="xs" color="fg.muted">{n}</Text>)}
      <Stack gap="2" data-testid="closest-golfers">
        <Text fontWeight="medium" fontSize="sm">Closest tastes among golfers you follow</Text>
        {data.closestGolfers.length === 0
          ? (
            <Text fontSize="sm" color="fg.muted">
              No golfer you follow has played a course you played yet. Follow golfers from{' '}
              <ChakraLink asChild colorPalette="brand"><Link to="/community">Community</Link></ChakraLink> to see whose taste is closest to yours.
            </Text>
          )
          : (
            <Stack as="ul" gap="2" ps="0" m="0">
              {data.closestGolfers.map((g) => {
                const name = g.user.displayName ?? 'Golfer';
                return (
                  <HStack as="li" key={g.user._id} gap="3" listStyleType="none" data-testid="closest-golfer">
                    <Avatar.Root size="sm"><Avatar.Fallback name={name} />{g.user.picture && <Avatar.Image src={g.user.picture} alt="" />}</Avatar.Root>
                    <Stack gap="0" minW="0">
                      <ChakraLink asChild fontSize="sm" fontWeight="medium"><Link to={`/users/${g.user._id}`}><Text as="span" truncate>{name}</Text></Link></ChakraLink>
                      <Text fontSize="xs" color="fg.muted">{matchText(g.similarity, g.sharedCourses)}</Text>
                    </Stack>
                  </HStack>
                );
              })}
            </Stack>
          )}
      </Stack>
    </Stack>
  );
}
