/**
 * Where a course stands in the signed-in golfer's lists: "#3 in your My Lie · 8.4", "Hole 7: #2 in
 * your Par 3s · 9.0", each a link to its list. Nothing signed out or while the course is in none.
 * A section of its own, so the community's place can join it later beside the golfer's own.
 */
import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-provider';
import { useCourseStandings } from '../api/get-list-reads';
import { listPath } from '../lib/list-path';
import { shownStandings, standingText } from '../lib/standings-text';

export function CourseStandings({ courseId, max = 3 }: { courseId: string; max?: number }) {
  const { user } = useAuth();
  const { data } = useCourseStandings(courseId);
  const standings = user && data ? shownStandings(data) : [];
  if (standings.length === 0) return null;
  const more = standings.length - max;
  return (
    <Stack as="section" aria-label="Where it stands in your lists" gap="1" mt="2" data-testid="course-standings">
      <Stack as="ul" gap="1" ps="0" data-testid="course-standings-yours">
        {standings.slice(0, max).map((s) => (
          <Box as="li" key={`${s.listId}:${s.holeNumber ?? ''}`} listStyleType="none" display="flex" alignItems="center" gap="2" textStyle="sm">
            <Box as="span" color="accent.fg" flexShrink={0}><Trophy aria-hidden="true" size={14} /></Box>
            <ChakraLink asChild color="fg" fontWeight="medium" _hover={{ color: 'brand.fg', textDecoration: 'underline' }} data-testid="course-standing">
              <Link to={listPath({ _id: s.listId, kind: s.kind })}>{standingText(s)}</Link>
            </ChakraLink>
          </Box>
        ))}
      </Stack>
      {more > 0 && <Text textStyle="xs" color="fg.muted" ps="6">and {more} more {more === 1 ? 'list' : 'lists'}</Text>}
    </Stack>
  );
}
