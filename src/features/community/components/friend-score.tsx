/**
 * A course's friend score: "8.6 from 3 golfers you follow", the mean of the My Lie scores of the
 * followed golfers who ranked it. Nothing signed out or when none of them has.
 */
import { Box, Text } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import { useFriendScore } from '../api/get-friend-score';
import { friendScoreText } from '../lib/feed-text';

export function FriendScore({ courseId }: { courseId: string }) {
  const { data } = useFriendScore(courseId);
  if (!data || data.score === null) return null;
  const text = friendScoreText(data.score, data.golfers);
  const gap = text.indexOf(' ');
  return (
    <Box display="flex" alignItems="center" gap="2" mt="1" textStyle="sm" data-testid="friend-score">
      <Box as="span" color="brand.fg" flexShrink={0}><Users aria-hidden="true" size={14} /></Box>
      <Text><Box as="span" fontWeight="semibold">{text.slice(0, gap)}</Box>{text.slice(gap)}</Text>
    </Box>
  );
}
