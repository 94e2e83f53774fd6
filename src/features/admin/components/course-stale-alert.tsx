/**
 * "Changed by someone else" (issue 32): the course form's save or delete met a newer version (a
 * 409 carrying the course as it stands). The admin sees where their form and that version differ,
 * then reloads it (their own changes go) or overwrites it knowingly; a course deleted meanwhile
 * can only be left.
 */
import { Alert, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { Course } from '../../../shared/contracts/courses.contract';
import { courseFormDiff, courseFormFrom, type CourseFormValues } from '../lib/course-form';

export function CourseStaleAlert({ current, mine, busy, overwrite = 'Overwrite with mine', onReload, onOverwrite, onLeave }: {
  /** The course as it stands; null when it was deleted meanwhile. */
  current: Course | null;
  mine: CourseFormValues;
  busy: boolean;
  /** The knowing choice's label: overwrite their save, or (a delete that met one) delete anyway. */
  overwrite?: string;
  onReload: () => void;
  onOverwrite: () => void;
  onLeave: () => void;
}) {
  if (!current) {
    return (
      <Alert.Root status="warning" data-testid="course-stale">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title>Deleted by someone else</Alert.Title>
          <Alert.Description>This course was deleted after you opened it. The audit log can restore it; then open it again.</Alert.Description>
          <Button size="sm" variant="outline" alignSelf="start" onClick={onLeave}>Back to all courses</Button>
        </Stack>
      </Alert.Root>
    );
  }
  const differences = courseFormDiff(courseFormFrom(current), mine);
  return (
    <Alert.Root status="warning" data-testid="course-stale">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>Changed by someone else</Alert.Title>
        <Alert.Description>
          {differences.length
            ? 'This course was saved by someone else after you opened it. Where their version and yours differ:'
            : 'This course was saved by someone else after you opened it; their version holds what yours does.'}
        </Alert.Description>
        {differences.length > 0 && (
          <Table.Root size="sm" variant="outline" data-testid="course-stale-diff">
            <Table.Header>
              <Table.Row><Table.ColumnHeader>Field</Table.ColumnHeader><Table.ColumnHeader>Theirs</Table.ColumnHeader><Table.ColumnHeader>Yours</Table.ColumnHeader></Table.Row>
            </Table.Header>
            <Table.Body>
              {differences.map((d) => (
                <Table.Row key={d.key}>
                  <Table.Cell>{d.label}</Table.Cell>
                  <Table.Cell wordBreak="break-word">{d.theirs}</Table.Cell>
                  <Table.Cell wordBreak="break-word">{d.mine}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <Text textStyle="xs">Reload to see their version in the form (your changes are dropped), or go ahead knowingly.</Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onReload} data-testid="course-stale-reload">Reload their version</Button>
          <Button size="sm" colorPalette="red" variant="outline" loading={busy} onClick={onOverwrite} data-testid="course-stale-overwrite">{overwrite}</Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
