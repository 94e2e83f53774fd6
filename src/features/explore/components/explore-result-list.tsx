/** Explore's results, a community ranking (numbered) or the top courses (not), with "Show more" while pages are left. */
import { Button, Stack } from '@chakra-ui/react';
import { CourseListItem } from '../../../components/ui/course-list-item';
import type { CourseSummary } from '../../../shared/contracts/courses.contract';

export interface ExploreRow {
  key: string;
  course: CourseSummary;
  /** The place in a ranking; none where the order is no ranking. */
  rank?: number;
  trailing?: string;
  /** A line under the place (the panel beside the crowd). */
  detail?: string;
}

export function ExploreResultList({ rows, stale, hasMore, loadingMore, onMore, numbered = true }: {
  rows: readonly ExploreRow[]; stale: boolean; hasMore: boolean; loadingMore: boolean; onMore: () => void; numbered?: boolean;
}) {
  return (
    <>
      <Stack as={numbered ? 'ol' : 'ul'} gap="0" ps="0" m="0" data-testid="explore-results" opacity={stale ? 0.6 : 1}>
        {rows.map((row) => <CourseListItem key={row.key} course={row.course} rank={row.rank} trailing={row.trailing} detail={row.detail} />)}
      </Stack>
      {hasMore && (
        <Button size="sm" variant="outline" alignSelf="start" loading={loadingMore} onClick={onMore} data-testid="explore-more">
          Show more
        </Button>
      )}
    </>
  );
}
