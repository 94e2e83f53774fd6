import { Text } from '@chakra-ui/react';
import { CourseListItem } from '../../../components/ui/course-list-item';
import { PagedSection } from '../../../components/ui/paged-section';
import { shortDate } from '../../../lib/short-date';
import { usePlayedCourses } from '../api/get-played-courses';

/** A golfer's played courses on their profile, most recent first; each opens its course page. */
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
      renderItem={(p) => <CourseListItem key={p.course._id} course={p.course} trailing={shortDate(p.dateAdded)} />}
    />
  );
}
