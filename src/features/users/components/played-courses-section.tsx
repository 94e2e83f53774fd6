import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CourseListItem } from '../../../components/ui/course-list-item';
import { usePlayedCourses } from '../api/get-played-courses';
import { shortDate } from '../../../lib/short-date';

/** A golfer's played courses on their profile, most recent first; each opens its course page. */
export function PlayedCoursesSection({ userId, own }: { userId: string; own: boolean }) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = usePlayedCourses(userId);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  return (
    <Stack as="section" aria-labelledby="played-heading" gap="2" data-testid="played-courses">
      <Heading as="h2" id="played-heading" size="sm">Played courses{total > 0 && <Text as="span" color="fg.muted" fontWeight="normal"> · {total}</Text>}</Heading>
      {isPending ? <Stack>{[0, 1].map((i) => <Skeleton key={i} h="10" />)}</Stack>
        : error ? <Text color="fg.error">{error.message}</Text>
        : items.length === 0 ? (
          <Text color="fg.muted" data-testid="played-empty">
            No courses played yet.{own && ' Open a course and mark it played to start your record.'}
          </Text>
        ) : (
          <>
            <Stack as="ul" gap="0" ps="0" mx="-3">
              {items.map((p) => <CourseListItem key={p.course._id} course={p.course} trailing={shortDate(p.dateAdded)} />)}
            </Stack>
            {hasNextPage && (
              <Button size="sm" variant="outline" alignSelf="start" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Show more ({total - items.length} more)
              </Button>
            )}
          </>
        )}
    </Stack>
  );
}
