/**
 * The course editor's word on the scorecard (issue 34): the form does not edit it (open data fills
 * it; `PUT /api/courses/{id}` takes a `scorecard` for tools that do), so it says what the course
 * holds and that a save keeps it as it is.
 */
import { Text } from '@chakra-ui/react';
import { missingHoles, type ScorecardHole } from '../../../shared/domain/courses/scorecard';

export function CourseScorecardNote({ scorecard, holes }: { scorecard: ScorecardHole[]; holes: string }) {
  const count = Number(holes) > 0 ? Number(holes) : null;
  const missing = missingHoles(scorecard, count).length;
  const text = scorecard.length === 0
    ? 'No scorecard.'
    : `Scorecard of ${scorecard.length} hole${scorecard.length === 1 ? '' : 's'}${missing ? ` (${missing} missing)` : ''}: kept as it is when you save.`;
  return <Text textStyle="sm" color="fg.muted" data-testid="course-scorecard-note">{text}</Text>;
}
