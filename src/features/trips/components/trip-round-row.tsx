/**
 * One round in the planner: its stop number in the day's colour, the course, a tee time, what the
 * party says of it, and (for the trip's golfers) a drag handle, a "Move to day" choice (the
 * keyboard's way, beside the handle's arrow keys) and Remove.
 */
import { Box, chakra, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDebouncedCallback } from 'use-debounce';
import { locationText } from '../../../shared/domain/location-text';
import { dayColor } from '../lib/day-colors';
import type { PlanRound } from '../lib/trip-plan';

const NOTE_SAVE_DELAY_MS = 800;

export interface RoundRowProps {
  id: string;
  round: PlanRound;
  day: number;
  index: number;
  dayCount: number;
  dayLabels: string[];
  overlap: string[];
  canEdit: boolean;
  onMoveToDay: (toDay: number) => void;
  onRemove: () => void;
  onTeeTime: (teeTime: string | null) => void;
  onNote: (note: string | null) => void;
}

/**
 * The round's note: saved a moment after the golfer stops typing, when the field is left, and
 * when the row goes away (a save per keystroke would be noise; the planner's saves queue up).
 */
function NoteField({ note, name, onNote }: { note: string | null; name: string; onNote: (note: string | null) => void }) {
  const [draft, setDraft] = useState(note ?? '');
  useEffect(() => setDraft(note ?? ''), [note]);
  const save = useDebouncedCallback((text: string) => {
    const next = text.trim() || null;
    if (next !== note) onNote(next);
  }, NOTE_SAVE_DELAY_MS);
  useEffect(() => () => save.flush(), [save]);
  return (
    <Input size="xs" variant="flushed" mt="1" maxLength={2000} placeholder="Add a note (clubs to bring, who drives)" value={draft}
      aria-label={`Note for ${name}`} data-testid="round-note" className="no-print"
      onChange={(e) => { setDraft(e.target.value); save(e.target.value); }} onBlur={() => save.flush()}
      onKeyDown={(e) => { if (e.key === 'Enter') e.currentTarget.blur(); }} />
  );
}

export function TripRoundRow({ id, round, day, index, dayCount, dayLabels, overlap, canEdit, onMoveToDay, onRemove, onTeeTime, onNote }: RoundRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !canEdit });
  const name = round.course.club_name;
  return (
    <Box as="li" ref={setNodeRef} listStyleType="none" style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.6 : 1} data-testid="trip-round" data-course-id={round.course._id} data-day={day}>
      <HStack align="start" gap="2" py="1.5">
        {canEdit && (
          <chakra.button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move ${name}, day ${day} stop ${index + 1}`}
            data-testid="round-drag-handle" display="inline-flex" alignItems="center" justifyContent="center" w="6" h="8" color="fg.muted"
            cursor="grab" touchAction="none" borderRadius="l1" _hover={{ bg: 'bg.muted' }} className="no-print"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
            <GripVertical size={16} aria-hidden="true" />
          </chakra.button>
        )}
        <Box flexShrink={0} mt="1" w="7" h="6" borderRadius="full" bg={dayColor(day).pin} color="#1c1917" fontSize="xs" fontWeight="bold"
          display="flex" alignItems="center" justifyContent="center" aria-hidden="true">{day}·{index + 1}</Box>
        <Stack gap="0" flex="1" minW="0">
          <Link to={`/courses/${round.course._id}`}><Text fontWeight="medium" lineClamp={2}>{name}</Text></Link>
          <Text fontSize="xs" color="fg.muted" truncate>{locationText(round.course.address)}</Text>
          {overlap.map((line) => <Text key={line} fontSize="xs" color="fg.info" data-testid="round-overlap">{line}</Text>)}
          {round.note && <Text fontSize="xs" color="fg.muted" className={canEdit ? 'print-only' : undefined}>{round.note}</Text>}
          {canEdit && <NoteField note={round.note} name={name} onNote={onNote} />}
          {canEdit && round.teeTime && <Text fontSize="sm" className="print-only">Tee time {round.teeTime}</Text>}
        </Stack>
        {canEdit ? (
          <Stack gap="1" align="end" className="no-print">
            <Input type="time" size="xs" w="28" value={round.teeTime ?? ''} aria-label={`Tee time at ${name}`}
              onChange={(e) => onTeeTime(e.target.value || null)} data-testid="round-tee-time" />
            <HStack gap="1">
              <NativeSelect.Root size="xs" w="28">
                <NativeSelect.Field aria-label={`Move ${name} to another day`} value={day} data-testid="round-move-day"
                  onChange={(e) => onMoveToDay(Number(e.target.value))}>
                  {Array.from({ length: dayCount }, (_, i) => <option key={i} value={i + 1} aria-label={dayLabels[i] ? `Day ${i + 1}, ${dayLabels[i]}` : undefined}>{`Day ${i + 1}`}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <IconButton size="xs" variant="ghost" aria-label={`Remove ${name} from the trip`} onClick={onRemove} data-testid="round-remove"><X /></IconButton>
            </HStack>
          </Stack>
        ) : round.teeTime && <Text fontSize="sm" data-testid="round-tee-time-text">{round.teeTime}</Text>}
      </HStack>
    </Box>
  );
}
