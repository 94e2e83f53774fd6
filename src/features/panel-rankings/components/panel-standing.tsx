/**
 * Where the course panel puts a course, beside the crowd (issue 24): "Panel #12 from 9 panelists ·
 * Community #20 from 140 golfers", the method's details (spread, outliers trimmed, votes left out
 * for conflicts, the latest evaluation), who declared a conflict on it, and a link to the method.
 * Nothing while the panel has not ranked the course overall and nobody declared a conflict.
 */
import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCoursePanelScores } from '../api/get-course-panel-scores';
import { conflictsText, panelBesideCrowd, panelDetails } from '../lib/panel-text';

export function PanelStanding({ courseId, detailed = false }: { courseId: string; detailed?: boolean }) {
  const { data } = useCoursePanelScores(courseId);
  const overall = data?.rankings.find((r) => r.kind === 'course' && r.type === 'mylie');
  const declared = data?.declared ?? [];
  if (!overall && (!detailed || declared.length === 0)) return null;
  return (
    <Stack as="section" aria-label="Course panel" gap="0.5" mt="2" textStyle="sm" data-testid="panel-standing">
      {overall && (
        <>
          <Box display="flex" alignItems="baseline" gap="2">
            <Box as="span" color="brand.fg" flexShrink={0} alignSelf="center"><Award aria-hidden="true" size={14} /></Box>
            <ChakraLink asChild color="fg" fontWeight="medium" _hover={{ color: 'brand.fg', textDecoration: 'underline' }}>
              <Link to="/panel" data-testid="panel-standing-text">{panelBesideCrowd(overall, overall.community)}</Link>
            </ChakraLink>
          </Box>
          <Text color="fg.muted" textStyle="xs" ps="6" data-testid="panel-standing-details">
            {panelDetails(overall)} ·{' '}
            <ChakraLink asChild color="fg.muted" textDecoration="underline"><Link to="/panel?view=method">how the panel works</Link></ChakraLink>
          </Text>
        </>
      )}
      {detailed && declared.length > 0 && (
        <Text color="fg.muted" textStyle="xs" ps="6" data-testid="panel-declared">
          Conflicts declared (their votes on this course are left out):{' '}
          {declared.map((d, i) => (
            <Box as="span" key={d.golfer._id}>
              {i > 0 && '; '}
              <ChakraLink asChild color="fg.muted" textDecoration="underline"><Link to={`/users/${d.golfer._id}`}>{d.golfer.displayName ?? 'A panelist'}</Link></ChakraLink>
              {` (${conflictsText(d.kinds).toLowerCase()})`}
            </Box>
          ))}
        </Text>
      )}
    </Stack>
  );
}
