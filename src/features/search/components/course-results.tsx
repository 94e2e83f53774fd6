/**
 * Course hits as listbox options. The "Show in map" buttons sit in a column beside the listbox,
 * not inside the options: an option's content is presentational, so a button inside it would be
 * unreachable for screen readers (and axe's nested-interactive rule says so). Rows have a fixed
 * height so the two columns line up.
 */
import { Badge, Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import type { CourseSearchResult } from '../../../shared/contracts/courses.contract';
import { MEMBERSHIP_LABELS, type ClubMembership } from '../../../shared/domain/enums';
import { locationText } from '../../../shared/domain/location-text';
import { Tooltip } from '../../../components/ui/tooltip';

export const RESULT_ROW_HEIGHT = '56px';

const MEMBERSHIP_PALETTE: Record<ClubMembership, string> = { PUBLIC: 'brand', LIMITED: 'accent', PRIVATE: 'gray' };

export function CourseResults({ listboxId, optionId, items, active, showInMap, onHover, onSelect, onShowInMap }: {
  listboxId: string;
  optionId: (index: number) => string;
  items: readonly CourseSearchResult[];
  active: number;
  showInMap: boolean;
  onHover: (index: number) => void;
  onSelect: (course: CourseSearchResult) => void;
  onShowInMap: (course: CourseSearchResult) => void;
}) {
  return (
    <Flex py="1">
      <Box role="listbox" id={listboxId} aria-label="Courses" data-testid="search-results" flex="1" minW="0">
        {items.map((course, i) => (
          <Flex key={course._id} role="option" id={optionId(i)} aria-selected={i === active} data-testid="search-result"
            h={RESULT_ROW_HEIGHT} px="3" gap="3" align="center" cursor="pointer" bg={i === active ? 'bg.muted' : undefined}
            // Keep focus (and so the active descendant) in the input.
            onMouseDown={(e) => e.preventDefault()} onMouseMove={() => onHover(i)} onClick={() => onSelect(course)}>
            <Box flex="1" minW="0">
              <Text fontWeight="medium" truncate>{course.club_name}</Text>
              <Text textStyle="sm" color="fg.muted" truncate>{locationText(course.address)}</Text>
            </Box>
            {course.club_membership && (
              <Badge size="sm" variant="subtle" colorPalette={MEMBERSHIP_PALETTE[course.club_membership]} flexShrink={0}>
                {MEMBERSHIP_LABELS[course.club_membership]}
              </Badge>
            )}
          </Flex>
        ))}
      </Box>
      {showInMap && (
        <Box flexShrink={0}>
          {items.map((course, i) => (
            <Flex key={course._id} h={RESULT_ROW_HEIGHT} align="center" pe="2" bg={i === active ? 'bg.muted' : undefined} onMouseMove={() => onHover(i)}>
              <Tooltip content="Show in map" placement="left">
                <IconButton size="sm" variant="ghost" colorPalette="brand" aria-label={`Show ${course.club_name} in map`} data-testid="show-in-map"
                  onClick={() => onShowInMap(course)}>
                  <MapPin />
                </IconButton>
              </Tooltip>
            </Flex>
          ))}
        </Box>
      )}
    </Flex>
  );
}
