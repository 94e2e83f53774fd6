import { AspectRatio, Box, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Course } from '../../../shared/contracts/courses.contract';
import { cardImageUrl } from '../lib/card-image-url';
import { courseMediaItems, youtubeThumbnailUrl } from '../lib/course-media';
import { CoursePlaceholder } from './course-placeholder';

/** A small 16:9 picture of a course for lists; decorative (the row around it names the course). */
export function CourseThumb({ course, width = '72px' }: { course: Course; width?: string }) {
  const first = useMemo(() => courseMediaItems(course)[0], [course]);
  const [failed, setFailed] = useState(false);
  const src = !first ? null : first.kind === 'image' ? cardImageUrl(first.src) : youtubeThumbnailUrl(first.youtubeId);
  return (
    <Box w={width} flexShrink={0} borderRadius="l1" overflow="hidden" bg="bg.muted">
      <AspectRatio ratio={16 / 9}>
        {src && !failed ? (
          <chakra.img src={src} alt="" loading="lazy" decoding="async" objectFit="cover" onError={() => setFailed(true)} />
        ) : (
          <CoursePlaceholder name={course.club_name} label="" />
        )}
      </AspectRatio>
    </Box>
  );
}
