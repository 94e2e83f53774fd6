import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { Course } from '../../../shared/contracts/courses.contract';
import { formatPlayedDate } from '../../../lib/format-date';
import { usePlayedEntries } from '../api/get-played-entries';
import { isPlayed } from '../lib/played-cache';
import { usePlayedDateDialog } from './played-date-dialog-context';

/**
 * On a played course's page: when the golfer played it ("2014" for a year), and a way to change
 * it; a course marked played without a date says so and offers to add one.
 */
export function PlayedDateLine({ course }: { course: Pick<Course, '_id' | 'club_name'> }) {
  const { data: me } = useCurrentUser();
  const played = isPlayed(me, course._id);
  const { data: entries, isPending } = usePlayedEntries(played);
  const { askDate } = usePlayedDateDialog();
  if (!played) return null;
  const entry = entries?.find((e) => e.courseId === course._id);
  return (
    <HStack gap="2" textStyle="sm" color="fg.muted" data-testid="played-date-line" minH="8">
      <CalendarDays size={16} aria-hidden="true" />
      {isPending ? <Skeleton h="4" w="32" /> : (
        <Text flex="1">
          {entry?.dateAdded ? <>You played it {entry.datePrecision === 'year' ? 'in' : 'on'} <Text as="span" color="fg" fontWeight="medium" data-testid="played-date">{formatPlayedDate(entry.dateAdded, entry.datePrecision)}</Text></> : 'You played it'}
        </Text>
      )}
      <Button size="xs" variant="ghost" colorPalette="brand"
        onClick={(e) => askDate({ courseId: course._id, courseName: course.club_name }, e.currentTarget)}>
        {entry && !entry.dateAdded ? 'Add date' : 'Change date'}
      </Button>
    </HStack>
  );
}
