/**
 * Where a course stands in the community rankings: "8.4 community score · #3 of 120 · 14 golfers",
 * then its other rankings ("9.1 in Most fun", "9.4 hole 18 in Closers"), each a link to that
 * ranking in Explore. Public; nothing while the course is in none, a line's room while loading.
 */
import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCourseCommunityScores } from '../api/get-community-rankings';
import { communityScoreLabel, rankingKey, standingText } from '../lib/community-rankings-text';

export function CommunityScores({ courseId, max = 1 }: { courseId: string; max?: number }) {
  const { data, isPending } = useCourseCommunityScores(courseId);
  // A line's room while they load: what follows (the golfer's buttons) stays put when a ranked
  // course's line arrives, instead of moving under the pointer.
  if (isPending) return <Box minH="5" mt="2" aria-hidden="true" data-testid="community-scores-pending" />;
  const rankings = data?.rankings ?? [];
  if (rankings.length === 0) return null;
  const more = rankings.length - max;
  return (
    <Stack as="section" aria-label="Community rankings" gap="1" mt="2" data-testid="community-scores">
      <Stack as="ul" gap="1" ps="0" m="0">
        {rankings.slice(0, max).map((r) => (
          <Box as="li" key={`${r.kind}:${r.type}:${r.holeNumber ?? ''}`} listStyleType="none" display="flex" alignItems="center" gap="2" flexWrap="wrap" textStyle="sm" data-testid="community-score">
            <Box as="span" color="brand.fg" flexShrink={0}><Globe aria-hidden="true" size={14} /></Box>
            <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg', textDecoration: 'underline' }}>
              <Link to={`/explore?ranking=${encodeURIComponent(rankingKey(r.kind, r.type))}`}>
                <Box as="span" fontWeight="semibold">{r.score.toFixed(1)}</Box>&nbsp;{communityScoreLabel(r)}
              </Link>
            </ChakraLink>
            <Text as="span" color="fg.muted" textStyle="xs">{standingText(r.rank, r.of, r.golfers)}</Text>
          </Box>
        ))}
      </Stack>
      {more > 0 && <Text textStyle="xs" color="fg.muted" ps="6">and {more} more community {more === 1 ? 'ranking' : 'rankings'}</Text>}
    </Stack>
  );
}
