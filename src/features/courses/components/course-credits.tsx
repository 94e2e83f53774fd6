/**
 * The credits a course's open data asks for (issue 25; ODbL): "Contains data from OpenGolfAPI
 * (opengolfapi.org)", "© OpenStreetMap contributors", one small line each, or nothing for our own
 * curated courses. The wording is shared/domain/course-sources.ts's.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Course } from '../../../shared/contracts/courses.contract';

export function CourseCredits({ sources = [] }: { sources: Course['sources'] | undefined }) {
  const credits = [...new Set(sources.flatMap((s) => (s.credit ? [s.credit] : [])))];
  if (credits.length === 0) return null;
  return (
    <Stack gap="0" mt="2" data-testid="course-credits">
      {credits.map((credit) => <Text key={credit} textStyle="xs" color="fg.muted">{credit}</Text>)}
    </Stack>
  );
}
