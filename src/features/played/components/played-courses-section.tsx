import { IconButton, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { CourseListItem } from '../../../components/ui/course-list-item';
import { PagedSection } from '../../../components/ui/paged-section';
import { Tooltip } from '../../../components/ui/tooltip';
import type { PlayedCourse } from '../../../shared/contracts/played.contract';
import { formatPlayedDate } from '../../../lib/format-date';
import { usePlayedCourses } from '../../users/api/get-played-courses';
import { usePlayedDateDialog } from './played-date-dialog-context';

/**
 * A golfer's played courses on their profile, most recent first; each opens its course page and
 * shows when it was played ("2014" when only the year is known). On your own profile each row can
 * change that date.
 */
export function PlayedCoursesSection({ userId, own }: { userId: string; own: boolean }) {
  return (
    <PagedSection
      id="played-courses"
      title="Played courses"
      query={usePlayedCourses(userId)}
      empty={(
        <Text color="fg.muted" data-testid="played-empty">
          No courses played yet.{own && ' Open a course and mark it played to start your record.'}
        </Text>
      )}
      renderItem={(p) => (
        <CourseListItem key={p.course._id} course={p.course} trailing={formatPlayedDate(p.dateAdded, p.datePrecision) ?? undefined}
          actions={own ? <ChangeDateButton played={p} /> : undefined} />
      )}
    />
  );
}

function ChangeDateButton({ played }: { played: PlayedCourse }) {
  const { askDate } = usePlayedDateDialog();
  const dated = played.dateAdded !== null;
  const label = dated ? `Change when you played ${played.course.club_name}` : `Add when you played ${played.course.club_name}`;
  return (
    <Tooltip content={dated ? 'Change date played' : 'Add date played'} placement="top">
      <IconButton size="sm" variant="ghost" position="relative" zIndex="1" aria-label={label} data-testid="change-played-date"
        onClick={(e) => askDate({ courseId: played.course._id, courseName: played.course.club_name }, e.currentTarget)}>
        <CalendarDays aria-hidden="true" />
      </IconButton>
    </Tooltip>
  );
}
