import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isMissingCourse, MISSING_COURSE_MESSAGE } from '../lib/course-errors';

/** What a course card or page says when the course cannot be shown. */
export function CourseLoadError({ error, onRetry, children }: { error: Error; onRetry: () => void; children?: ReactNode }) {
  const missing = isMissingCourse(error);
  return (
    <Stack gap="3" role="alert" data-testid="course-load-error" align="start">
      <Text fontWeight="medium" color="fg">{missing ? MISSING_COURSE_MESSAGE : 'This course could not be loaded.'}</Text>
      {!missing && <Text textStyle="sm" color="fg.muted">{error.message}</Text>}
      {!missing && <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button>}
      {children}
    </Stack>
  );
}
