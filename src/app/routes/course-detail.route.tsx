/**
 * /courses/{id}: the course page, an overlay panel over the map (right side from `md` up,
 * a bottom sheet below). Opening it flies the map to the course, with its surroundings
 * (coursePageZoom: no deeper than the drawn basemap has detail, style-detail.ts), and highlights its pin; a nearby course
 * flies there and opens its page. Marking it played goes on to the courses near it.
 */
import { Box, Button, DataList, Separator, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OverlayPanel } from '../../components/ui/overlay-panel';
import { courseQueryOptions, useCourse } from '../../features/courses/api/get-course';
import type { NearbyCourse } from '../../shared/contracts/courses.contract';
import { CourseCard } from '../../features/courses/components/course-card';
import { ConflictsButton } from '../../features/panel-rankings/components/conflicts-button';
import { CourseCardSkeleton } from '../../features/courses/components/course-card-skeleton';
import { CourseLoadError } from '../../features/courses/components/course-load-error';
import { CourseCredits } from '../../features/courses/components/course-credits';
import { CourseScorecard } from '../../features/courses/components/course-scorecard';
import { NearbyCourses } from '../../features/courses/components/nearby-courses';
import { isMissingCourse } from '../../features/courses/lib/course-errors';
import { greenFeeDescription, layoutText, membershipLabel } from '../../features/courses/lib/course-text';
import { useLengthUnit } from '../../lib/length-unit';
import { CourseActionTiles } from '../../features/played/components/course-actions';
import { PlayedDateLine } from '../../features/played/components/played-date-line';
import { useNearMeAfterPlayed } from '../../features/played/hooks/use-near-me-after-played';
import { coursePageZoom } from '../../map/style-detail';
import { useMapController } from '../../map/use-map-controller';
import type { Course } from '../../shared/contracts/courses.contract';
import { greenFeeSymbol } from '../../shared/domain/green-fee';
import { locationText } from '../../shared/domain/location-text';

export function Component() {
  const { id = '' } = useParams();
  const { data: course, error, isPending, refetch } = useCourse(id);
  const { flyTo, highlight, ready } = useMapController();
  const queryClient = useQueryClient();
  const flownTo = useRef<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const cameFromNearby = useRef(false);
  const nearMe = useNearMeAfterPlayed();

  useEffect(() => {
    if (!course || !ready || flownTo.current === course._id) return;
    flownTo.current = course._id;
    flyTo({ lng: course.location.lng, lat: course.location.lat, zoom: coursePageZoom, courseId: course._id });
  }, [course, ready, flyTo]);

  // Leaving the page leaves the map without a highlighted pin.
  useEffect(() => () => highlight(null), [highlight]);

  // After a nearby pick the panel shows another course: start reading it from the top.
  useEffect(() => {
    if (!course || !cameFromNearby.current) return;
    cameFromNearby.current = false;
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus({ preventScroll: true });
  }, [course]);

  const onPickNearby = ({ distanceKm: _, ...c }: NearbyCourse) => {
    // The list row already holds the whole course: open its page without a loading state.
    const { queryKey } = courseQueryOptions(c._id);
    if (!queryClient.getQueryData(queryKey)) queryClient.setQueryData(queryKey, c);
    flownTo.current = c._id;
    cameFromNearby.current = true;
    flyTo({ lng: c.location.lng, lat: c.location.lat, zoom: coursePageZoom, courseId: c._id });
  };

  const missing = !!error && isMissingCourse(error);
  const title = course ? course.club_name : isPending ? <Skeleton as="span" display="inline-block" h="5" w="60%" /> : missing ? 'Course not found' : 'Course';

  return (
    <OverlayPanel title={title} testId="course-detail">
      {isPending ? (
        <Box aria-busy="true">
          <VisuallyHidden role="status">Loading course</VisuallyHidden>
          <CourseCardSkeleton withName={false} />
        </Box>
      ) : error ? (
        <CourseLoadError error={error} onRetry={() => void refetch()}>
          {missing && <Button asChild size="sm" colorPalette="brand"><Link to="/">Back to the map</Link></Button>}
        </CourseLoadError>
      ) : (
        <Stack gap="5" ref={top} tabIndex={-1} outline="none" data-course-id={course._id}>
          <CourseCard course={course} hideName headingLevel="h2" variant="outline" standingsLimit={Infinity} hideCredits scorecard="none" />
          <Stack gap="1">
            <CourseActionTiles course={course} afterPlayed={nearMe} />
            <PlayedDateLine course={course} />
            <ConflictsButton courseId={course._id} courseName={course.club_name} />
          </Stack>
          <CourseFacts course={course} />
          <CourseScorecard course={course} />
          <Separator />
          <NearbyCourses courseId={course._id} onPick={onPickNearby} />
          <CourseCredits sources={course.sources} />
        </Stack>
      )}
    </OverlayPanel>
  );
}

function CourseFacts({ course }: { course: Course }) {
  const fee = greenFeeSymbol(course.club_membership, course.peak_green_fee);
  const layout = layoutText(course, useLengthUnit());
  const facts: [string, string][] = [
    ['Location', locationText(course.address)],
    ['Access', membershipLabel(course.club_membership)],
    ['Green fee', fee === '-' ? greenFeeDescription(fee) : fee ? `${fee} · ${greenFeeDescription(fee)}` : 'Not published'],
    ['Layout', layout],
    [course.architects.length > 1 ? 'Architects' : 'Architect', course.architects.join(', ')],
    ['Established', course.year_established ? String(course.year_established) : ''],
  ];
  return (
    <DataList.Root orientation="horizontal" size="md" gap="2.5" data-testid="course-facts">
      {facts.filter(([, value]) => value).map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
          <DataList.ItemValue color="fg">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
