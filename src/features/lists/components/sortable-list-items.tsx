/**
 * A list's items in rank order. For the owner they are sortable with dnd-kit: drag a row by its
 * handle, or focus the handle, press Space, move with the arrow keys and press Space again; each
 * step is announced. Dropping calls move-item (optimistic, see api/move-list-item.ts).
 */
import { Box, chakra, Icon } from '@chakra-ui/react';
import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useMemo } from 'react';
import type { ListItem } from '../../../shared/contracts/list-items.contract';
import { REORDER_INSTRUCTIONS, reorderAnnouncements } from '../lib/list-announcements';
import { itemNameOf } from '../lib/item-name';
import { ListItemRow, type ItemRowActions } from './list-item-row';

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function SortableRow({ item, actions }: { item: ListItem; actions: ItemRowActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item._id });
  const name = itemNameOf(item);
  const handle = (
    <chakra.button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${name}, rank ${item.index + 1}`}
      data-testid="list-drag-handle"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="7"
      h="8"
      ms="-1"
      flexShrink={0}
      borderRadius="l1"
      color="fg.muted"
      cursor={isDragging ? 'grabbing' : 'grab'}
      touchAction="none"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      colorPalette="brand"
    >
      <Icon size="md"><GripVertical aria-hidden="true" /></Icon>
    </chakra.button>
  );
  return (
    <ListItemRow
      ref={setNodeRef}
      item={item}
      actions={actions}
      handle={handle}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    />
  );
}

export function SortableListItems({ items, actions, label, onMove }: {
  items: readonly ListItem[];
  actions: ItemRowActions;
  /** The list's accessible name: "Courses in Scotland's best". */
  label: string;
  onMove: (item: ListItem, toIndex: number) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((i) => i._id), [items]);
  const announcements = useMemo(() => reorderAnnouncements(items.map((i) => ({ id: i._id, name: itemNameOf(i) }))), [items]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const item = items.find((i) => i._id === active.id);
    const toIndex = ids.indexOf(String(over.id));
    if (item && toIndex >= 0) onMove(item, toIndex);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={{ announcements, screenReaderInstructions: REORDER_INSTRUCTIONS }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box as="ol" ps="0" m="0" aria-label={label} data-testid="list-items">
          {items.map((item) => <SortableRow key={item._id} item={item} actions={actions} />)}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

/** The same rows for everyone but the owner: no handles. */
export function StaticListItems({ items, actions, label }: { items: readonly ListItem[]; actions: ItemRowActions; label: string }) {
  return (
    <Box as="ol" ps="0" m="0" aria-label={label} data-testid="list-items">
      {items.map((item) => <ListItemRow key={item._id} item={item} actions={actions} />)}
    </Box>
  );
}
