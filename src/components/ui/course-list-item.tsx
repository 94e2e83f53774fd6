import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Course, CoursePlace } from '../../shared/contracts/courses.contract';
import { MEMBERSHIP_LABELS } from '../../shared/domain/enums';
import { locationText } from '../../shared/domain/location-text';

/**
 * One course in a list: name (to its page), place, access, an optional trailing note (a distance,
 * a date), an optional detail line under the place (Explore: the panel beside the crowd) and
 * optional actions (buttons at the end of the row, above the row's link).
 */
export function CourseListItem({ course, rank, trailing, detail, actions }: {
  course: Pick<Course, '_id' | 'club_name' | 'club_membership'> & { address: CoursePlace };
  rank?: number;
  trailing?: string;
  detail?: string;
  actions?: ReactNode;
}) {
  return (
    <LinkBox as="li" listStyleType="none" px="3" py="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }} data-testid="course-list-item" data-course-id={course._id}>
      <HStack gap="3" align={actions ? 'center' : 'start'}>
        {rank != null && <Text fontWeight="bold" color="brand.fg" minW="6" textAlign="right">{rank}</Text>}
        <Stack gap="0" flex="1" minW="0">
          {/* With actions beside it a name gets two lines rather than an early ellipsis (phones). */}
          <LinkOverlay asChild><Link to={`/courses/${course._id}`}><Text fontWeight="medium" {...(actions ? { lineClamp: 2 } : { truncate: true })}>{course.club_name}</Text></Link></LinkOverlay>
          <Text fontSize="sm" color="fg.muted" truncate>{locationText(course.address)}</Text>
          {detail && <Text fontSize="xs" color="fg.muted" data-testid="course-list-item-detail">{detail}</Text>}
        </Stack>
        <Stack gap="1" align="end" flexShrink={0}>
          {/* On a phone, a row with actions gives the access badge's room to the name. */}
          {course.club_membership && (
            <Badge size="sm" variant="subtle" display={actions ? { base: 'none', sm: 'inline-flex' } : undefined}>{MEMBERSHIP_LABELS[course.club_membership]}</Badge>
          )}
          {trailing && <Text fontSize="xs" color="fg.muted" data-testid="course-list-item-note">{trailing}</Text>}
        </Stack>
        {actions}
      </HStack>
    </LinkBox>
  );
}
