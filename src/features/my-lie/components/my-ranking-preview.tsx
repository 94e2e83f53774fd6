/** The top of the golfer's My Lie, linking to the whole list; or how to start it. */
import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { formatScore } from '../../../shared/domain/ranking/score';
import { useList } from '../../lists/api/get-list';

const SHOWN = 5;

export function MyRankingPreview({ listId }: { listId: string }) {
  const { data: list } = useList(listId);
  if (!list) return null;
  return (
    <Stack gap="2" data-testid="my-ranking">
      <HStack justify="space-between">
        <Text fontWeight="medium" fontSize="sm">Your ranking</Text>
        <ChakraLink asChild fontSize="sm" colorPalette="brand"><Link to={`/lists/${list._id}`}>All {list.itemCount} in My Lie</Link></ChakraLink>
      </HStack>
      <Stack as="ol" gap="1" ps="0" m="0">
        {list.items.slice(0, SHOWN).map((item) => (
          <HStack as="li" key={item._id} gap="3" listStyleType="none" data-testid="my-ranking-item">
            <Text w="1.5rem" textAlign="end" fontWeight="semibold" color="brand.fg">{item.index + 1}</Text>
            <ChakraLink asChild flex="1" minW="0"><Link to={`/courses/${item.course._id}`}><Text truncate>{item.course.club_name}</Text></Link></ChakraLink>
            {item.score !== null && <Text fontSize="sm" fontVariantNumeric="tabular-nums" color="fg.muted">{formatScore(item.score)}</Text>}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
