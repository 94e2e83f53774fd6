import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CourseListItem } from '../../components/ui/course-list-item';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { useTopCourses } from '../../features/courses/api/get-top-courses';
import { CONTINENTS, type Continent } from '../../shared/domain/enums';

const LABEL = (c: Continent) => c.charAt(0) + c.slice(1).toLowerCase().replace(/ (\w)/, (_, l: string) => ` ${l.toUpperCase()}`);

/** Explore: the most notable courses, continent by continent. */
export function Component() {
  const [continent, setContinent] = useState<Continent | undefined>(undefined);
  const { data, isPending, error } = useTopCourses({ continent, limit: 25 });
  return (
    <OverlayPanel title="Explore" testId="screen-explore">
      <Stack gap="4">
        <Text color="fg.muted">The world’s most celebrated courses. Pick a continent, open a course, then pan the map around it.</Text>
        <HStack wrap="wrap" gap="2" role="group" aria-label="Continent">
          <Button size="xs" variant={!continent ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={!continent} onClick={() => setContinent(undefined)}>World</Button>
          {CONTINENTS.map((c) => (
            <Button key={c} size="xs" variant={continent === c ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={continent === c} onClick={() => setContinent(c)}>{LABEL(c)}</Button>
          ))}
        </HStack>
        {error && <Text color="fg.error">{error.message}</Text>}
        {isPending ? <Stack>{[0, 1, 2, 3].map((i) => <Skeleton key={i} h="10" />)}</Stack> : (
          <Stack as="ol" gap="0" ps="0">
            {data?.map((c, i) => <CourseListItem key={c._id} course={c} rank={i + 1} />)}
          </Stack>
        )}
      </Stack>
    </OverlayPanel>
  );
}
