/**
 * The courses nearest to one course. Picking one flies the map there (the caller's `onPick`) and
 * opens its page.
 */
import { Box, Button, Flex, Heading, Link as ChakraLink, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { locationText } from '../../../shared/domain/location-text';
import type { NearbyCourse } from '../../../shared/contracts/courses.contract';
import { useNearbyCourses } from '../api/get-nearby-courses';
import { useLengthUnit } from '../../../lib/length-unit';
import { formatRouteDistance } from '../../../shared/domain/units';
import { membershipLabel } from '../lib/course-text';
import { CourseThumb } from './course-thumb';

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function NearbyCourses({ courseId, onPick }: { courseId: string; onPick: (course: NearbyCourse) => void }) {
  const headingId = useId();
  const { data, error, isPending, refetch } = useNearbyCourses(courseId);
  const { system, locale } = useLengthUnit();

  return (
    <Box as="section" aria-labelledby={headingId} data-testid="nearby-courses" aria-busy={isPending || undefined}>
      <Heading as="h2" id={headingId} size="md" mb="2">Nearby courses</Heading>
      {isPending ? (
        <Stack gap="3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Flex key={i} gap="3" align="center">
              <Skeleton w="72px" h="40px" borderRadius="l1" />
              <Stack flex="1" gap="1.5"><Skeleton h="4" w="70%" /><Skeleton h="3" w="45%" /></Stack>
            </Flex>
          ))}
        </Stack>
      ) : error ? (
        <Stack gap="2" align="start" role="alert">
          <Text textStyle="sm" color="fg.muted">Nearby courses could not be loaded: {error.message}</Text>
          <Button size="xs" variant="outline" onClick={() => void refetch()}>Try again</Button>
        </Stack>
      ) : data.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">No other courses nearby yet.</Text>
      ) : (
        <List.Root variant="plain" gap="0" mx="-2">
          {data.map((c) => (
            <List.Item key={c._id} display="block">
              <ChakraLink
                asChild
                display="flex"
                alignItems="center"
                gap="3"
                px="2"
                py="2"
                borderRadius="l2"
                color="fg"
                textDecoration="none"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                w="100%"
              >
                <Link
                  to={`/courses/${c._id}`}
                  data-testid="nearby-course"
                  data-course-id={c._id}
                  onClick={(e) => { if (isPlainClick(e)) onPick(c); }}
                >
                  <CourseThumb course={c} />
                  <Box flex="1" minW="0">
                    <Text fontWeight="medium" truncate>{c.club_name}</Text>
                    <Text textStyle="xs" color="fg.muted" truncate>
                      {[locationText(c.address), membershipLabel(c.club_membership)].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                  <Text textStyle="sm" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
                    {formatRouteDistance(c.distanceKm, system, locale)}
                  </Text>
                </Link>
              </ChakraLink>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
