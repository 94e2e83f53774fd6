/**
 * The trip's days, each a drop zone of rounds. The trip's golfers drag a round by its handle to
 * another place or another day, or move it with the keyboard: focus the handle, Space to lift,
 * the arrow keys to move (into the next day too), Space to drop. Every move is saved at once.
 * The keyboard walks every place in reading order (lib/keyboard-slots.ts), one press each.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  closestCorners, DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import type { TripDay } from '../../../shared/contracts/trips.contract';
import { dayColor } from '../lib/day-colors';
import { formatDayOfWeek } from '../../../lib/format-date';
import { keyboardSlots, stepSlot } from '../lib/keyboard-slots';
import { tripAnnouncements } from '../lib/trip-announcements';
import { useLengthUnit } from '../../../lib/length-unit';
import { crowFliesText, STRAIGHT_LINE_NOTE } from '../lib/route-text';
import { dayKey, parseKey, roundKey, type Plan } from '../lib/trip-plan';
import type { DayRoute } from '../lib/trip-route';
import { TripRoundRow } from './trip-round-row';

function DayZone({ day, children }: { day: number; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: dayKey(day) });
  return <Box ref={setNodeRef} borderRadius="l2" bg={isOver ? 'bg.muted' : undefined} minH="10">{children}</Box>;
}

export function TripDaysBoard({ days, plan, routes, canEdit, overlapOf, onMove, onRemove, onTeeTime, onNote }: {
  days: readonly TripDay[];
  plan: Plan;
  routes: readonly DayRoute[];
  canEdit: boolean;
  overlapOf: (courseId: string, courseName: string) => string[];
  onMove: (from: { day: number; index: number }, to: { day: number; index: number }) => void;
  onRemove: (day: number, index: number) => void;
  onTeeTime: (day: number, index: number, teeTime: string | null) => void;
  onNote: (day: number, index: number, note: string | null) => void;
}) {
  const planNow = useRef(plan);
  planNow.current = plan;
  const units = useLengthUnit();
  /** A keyboard drag's place (a board key); null while a pointer drags, which goes by the nearest box. */
  const keyboardTarget = useRef<string | null>(null);
  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(() => (event, { currentCoordinates, context: { active, droppableRects, collisionRect } }) => {
    if (event.code !== 'ArrowDown' && event.code !== 'ArrowUp') return undefined;
    event.preventDefault();
    const from = active ? parseKey(String(active.id)) : null;
    if (!active || !collisionRect || !from || from.index === null) return undefined;
    const slots = keyboardSlots(planNow.current, { day: from.day, index: from.index });
    const next = stepSlot(slots, keyboardTarget.current ?? String(active.id), event.code === 'ArrowDown' ? 1 : -1);
    const rect = droppableRects.get(next);
    if (!rect) return undefined;
    keyboardTarget.current = next;
    // dnd-kit finds the new place only when the dragged box moves, and on a scrolled panel it may
    // scroll instead of moving it when the step is straight up or down: a one-pixel sideways nudge
    // each step makes every press move the box (scrolling the panel too when needed), so the place
    // announced is always the one stepped to, wherever the panel is scrolled.
    const x = Math.abs(currentCoordinates.x - rect.left) < 0.5 ? rect.left + 1 : rect.left;
    // A day's own key is the place after its last round: the round is shown at the bottom of the day.
    return { x, y: parseKey(next)?.index === null ? rect.top + rect.height - collisionRect.height : rect.top };
  }, []);
  const collisionDetection = useMemo<CollisionDetection>(() => (args) => (keyboardTarget.current ? [{ id: keyboardTarget.current }] : closestCorners(args)), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    keyboardTarget.current = activatorEvent instanceof KeyboardEvent ? String(active.id) : null;
  };
  const labels = days.map((d) => formatDayOfWeek(d.date));
  const announcements = useMemo(() => tripAnnouncements(plan), [plan]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    keyboardTarget.current = null;
    const from = parseKey(String(active.id));
    const to = over ? parseKey(String(over.id)) : null;
    if (!from || from.index === null || !to) return;
    const index = to.index ?? plan[to.day - 1]?.length ?? 0;
    if (from.day === to.day && from.index === index) return;
    onMove({ day: from.day, index: from.index }, { day: to.day, index });
  };
  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragStart={onDragStart} onDragEnd={onDragEnd}
      onDragCancel={() => { keyboardTarget.current = null; }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move a round, press Space. Use the arrow keys to move it, into another day too, and press Space again to drop it, or Escape to cancel.' } }}>
      <Stack gap="4" data-testid="trip-days">
        {plan.map((rounds, i) => {
          const day = i + 1;
          const route = routes[i];
          const ids = rounds.map((_, j) => roundKey(day, j));
          return (
            <Stack as="section" key={day} gap="1" aria-label={`Day ${day}, ${labels[i]}`} data-testid="trip-day" className="trip-day">
              <HStack justify="space-between" borderBottomWidth="2px" borderColor={dayColor(day).line} pb="1">
                <Heading as="h2" size="xs">Day {day} · {labels[i]}</Heading>
                {route && rounds.length > 1 && (
                  <Text fontSize="xs" color="fg.muted" data-testid="day-distance" title={STRAIGHT_LINE_NOTE}>{crowFliesText(route.km, units)}</Text>
                )}
              </HStack>
              <DayZone day={day}>
                <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                  <Stack as="ol" gap="0" ps="0" m="0" aria-label={`Rounds on day ${day}`}>
                    {rounds.map((r, j) => (
                      <TripRoundRow key={`${r._id ?? r.course._id}-${day}`} id={roundKey(day, j)} round={r} day={day} index={j} dayCount={plan.length}
                        dayLabels={labels} overlap={overlapOf(r.course._id, r.course.club_name)} canEdit={canEdit}
                        onMoveToDay={(toDay) => onMove({ day, index: j }, { day: toDay, index: plan[toDay - 1]?.length ?? 0 })}
                        onRemove={() => onRemove(day, j)} onTeeTime={(t) => onTeeTime(day, j, t)} onNote={(n) => onNote(day, j, n)} />
                    ))}
                  </Stack>
                </SortableContext>
                {rounds.length === 0 && <Text fontSize="sm" color="fg.muted" py="2">{canEdit ? 'A free day: add a course from the list below, or drag one here.' : 'A free day.'}</Text>}
              </DayZone>
            </Stack>
          );
        })}
      </Stack>
    </DndContext>
  );
}
