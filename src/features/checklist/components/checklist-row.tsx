import { Badge, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Course } from '../../../shared/contracts/courses.contract';
import { MEMBERSHIP_LABELS } from '../../../shared/domain/enums';
import { locationText } from '../../../shared/domain/location-text';

/**
 * One course with its tick box. The whole name is the box's label, a big target for ticking many
 * in a row; the info button opens the course card. "Unsaved" marks a tick Save has not sent yet.
 */
export function ChecklistRow({ course, ticked, unsaved, onToggle }: {
  course: Course;
  ticked: boolean;
  unsaved: boolean;
  onToggle: () => void;
}) {
  return (
    <HStack as="li" listStyleType="none" gap="1" pe="1" borderRadius="l2" _hover={{ bg: 'bg.muted' }} data-testid="checklist-row" data-course-id={course._id}>
      <Checkbox.Root checked={ticked} onCheckedChange={onToggle} colorPalette="brand" flex="1" minW="0" px="2" py="2" gap="3" cursor="pointer">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label flex="1" minW="0" data-testid="checklist-name">
          <Text fontWeight="medium" truncate>{course.club_name}</Text>
          <Text textStyle="sm" color="fg.muted" fontWeight="normal" truncate>{locationText(course.address)}</Text>
        </Checkbox.Label>
        <Stack gap="1" align="end">
          {unsaved && <Badge size="sm" colorPalette="accent" variant="subtle">Unsaved</Badge>}
          {course.club_membership && <Badge size="sm" variant="outline">{MEMBERSHIP_LABELS[course.club_membership]}</Badge>}
        </Stack>
      </Checkbox.Root>
      <IconButton asChild size="xs" variant="ghost" aria-label={`Open the card of ${course.club_name}`}>
        <Link to={`?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(window.location.search)), card: course._id })}`}>
          <Info />
        </Link>
      </IconButton>
    </HStack>
  );
}
