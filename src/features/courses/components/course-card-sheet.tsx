/**
 * The card of a clicked map pin, over the map: a bottom sheet on narrow screens, a floating card at
 * the bottom left from `md` up, with the played, wishlist and watchlist actions. Escape or the
 * close button closes it; marking the course played goes on to the courses near it.
 */
import { Box, CloseButton, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useMapCover } from '../../../lib/overlay-covers';
import { CourseActionIcons } from '../../played/components/course-actions';
import { useNearMeAfterPlayed } from '../../played/hooks/use-near-me-after-played';
import { useCourse } from '../api/get-course';
import { CourseCard } from './course-card';
import { CourseCardSkeleton } from './course-card-skeleton';
import { useCardCamera } from '../hooks/use-card-camera';
import { CourseLoadError } from './course-load-error';

/** The shell's icon rail (48 px) sits left of the map from `sm` up; the sheet keeps clear of it. */
const RAIL_AND_GAP = 'calc(48px + 16px)';

export function CourseCardSheet({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const { data: course, error, isPending, refetch } = useCourse(courseId);
  const close = useRef(onClose);
  const nearMe = useNearMeAfterPlayed();
  useEffect(() => { close.current = onClose; });
  const cover = useMapCover<HTMLElement>();
  useCardCamera(courseId, course);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      // A menu or dialog that handled Escape first keeps it.
      if (e.key === 'Escape' && !e.defaultPrevented) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box
      ref={cover}
      as="aside"
      aria-label={course ? `Course card: ${course.club_name}` : 'Course card'}
      aria-busy={isPending || undefined}
      data-testid="course-card-sheet"
      data-course-id={courseId}
      position="fixed"
      zIndex="docked"
      left={{ base: '0', md: RAIL_AND_GAP }}
      right={{ base: '0', md: 'auto' }}
      bottom={{ base: '0', md: '4' }}
      w={{ base: 'auto', md: '380px' }}
      maxH={{ base: '80dvh', md: 'calc(100dvh - 48px - 32px)' }}
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderBottomWidth={{ base: '0', md: '1px' }}
      borderTopRadius="l3"
      borderBottomRadius={{ base: '0', md: 'l3' }}
      boxShadow="xl"
      pb={{ base: 'env(safe-area-inset-bottom)', md: '0' }}
    >
      <CloseButton
        aria-label="Close course card"
        data-testid="course-card-sheet-close"
        onClick={() => close.current()}
        size="sm"
        position="absolute"
        top="4"
        right="4"
        zIndex="1"
        borderRadius="full"
        bg="bg.panel/90"
        color="fg"
        boxShadow="md"
        _hover={{ bg: 'bg.panel' }}
      />
      {isPending ? (
        <>
          <VisuallyHidden role="status">Loading course</VisuallyHidden>
          <CourseCardSkeleton />
        </>
      ) : error ? (
        <Box p="5" pe="16">
          <CourseLoadError error={error} onRetry={() => void refetch()} />
        </Box>
      ) : (
        <CourseCard course={course} headingLevel="h2" borderWidth="0" bg="transparent" boxShadow="none"
          actions={<CourseActionIcons course={course} afterPlayed={nearMe} />} />
      )}
    </Box>
  );
}
