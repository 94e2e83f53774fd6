/**
 * One ranked item on a list page: rank, course (to its page), hole, place, score, the owner's
 * note and the reactions. The owner also gets a drag handle (see sortable-list-items.tsx) and
 * buttons to edit the note and remove the item; another golfer, a flag to report the note.
 */
import { Box, HStack, IconButton, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { HiddenNoteLine } from '../../../components/ui/hidden-by-admin';
import { Link } from 'react-router-dom';
import type { ListItem } from '../../../shared/contracts/list-items.contract';
import type { ListReaction } from '../../../shared/domain/list-rules';
import { locationText } from '../../../shared/domain/location-text';
import { ReportButton } from '../../safety/components/report-button';
import { itemNameOf } from '../lib/item-name';
import { ItemNoteEditor } from './item-note-editor';
import { ItemReactions } from './item-reactions';
import { ScoreChip } from './score-chip';

export interface ItemRowActions {
  viewer: 'owner' | 'golfer' | 'visitor';
  onReact: (item: ListItem, reaction: ListReaction | null) => void;
  onSaveNote: (item: ListItem, note: string | null) => Promise<unknown>;
  savingNote: boolean;
  onRemove: (item: ListItem) => void;
}

export function ListItemRow({ item, actions, handle, style, dragging, ref }: {
  item: ListItem;
  actions: ItemRowActions;
  /** The owner's drag handle, before the rank. */
  handle?: ReactNode;
  style?: CSSProperties;
  dragging?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const [editing, setEditing] = useState(false);
  const name = itemNameOf(item);
  const owner = actions.viewer === 'owner';
  const place = locationText(item.course.address);
  return (
    <Box
      as="li"
      ref={ref}
      style={style}
      listStyleType="none"
      py="3"
      px="2"
      bg={dragging ? 'bg.muted' : 'bg.panel'}
      borderBottomWidth="1px"
      borderRadius={dragging ? 'l2' : undefined}
      boxShadow={dragging ? 'lg' : undefined}
      position="relative"
      zIndex={dragging ? 1 : undefined}
      data-testid="list-item"
      data-rank={item.index + 1}
      data-course-id={item.course._id}
      data-item-id={item._id}
    >
      <HStack gap="2" align="start">
        {handle}
        <Text as="span" fontWeight="bold" fontSize="lg" color="brand.fg" minW="7" textAlign="right" lineHeight="1.4" fontVariantNumeric="tabular-nums">
          <VisuallyHidden>Rank </VisuallyHidden>{item.index + 1}
        </Text>
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" align="start" justify="space-between">
            <Stack gap="0" minW="0">
              <ChakraLink asChild fontWeight="medium" lineClamp={2} wordBreak="break-word">
                <Link to={`/courses/${item.course._id}`}>{item.course.club_name}</Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted" truncate>
                {item.holeNumber !== null && <Text as="span" fontWeight="medium" color="fg">Hole {item.holeNumber}</Text>}
                {item.holeNumber !== null && place && ' · '}
                {place}
              </Text>
            </Stack>
            <ScoreChip score={item.score} bucket={item.bucket} />
          </HStack>
          {editing ? (
            <ItemNoteEditor
              itemName={name}
              note={item.note}
              saving={actions.savingNote}
              onSave={async (note) => {
                await actions.onSaveNote(item, note);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : item.note && (
            <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" borderStartWidth="3px" borderColor="border.emphasized" ps="2"
              data-testid="list-item-note">
              {item.note}
            </Text>
          )}
          {item.noteHidden && !editing && <HiddenNoteLine hidden={item.noteHidden} />}
          <HStack gap="1" justify="space-between" align="center" wrap="wrap">
            <ItemReactions item={item} itemName={name} viewer={actions.viewer} onReact={(r) => actions.onReact(item, r)} />
            {actions.viewer === 'golfer' && item.note && (
              <ReportButton subject={{ kind: 'note', id: item._id }} name={`the note on ${name}`} label={`Report the note on ${name}`} iconOnly size="xs" />
            )}
            {owner && !editing && (
              <HStack gap="0" ms="auto">
                <IconButton size="xs" variant="ghost" aria-label={`${item.note ? 'Edit note on' : 'Add a note to'} ${name}`} title={item.note ? 'Edit note' : 'Add note'}
                  data-testid="edit-note" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                </IconButton>
                <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${name} from the list`} title="Remove from list"
                  data-testid="remove-item" onClick={() => actions.onRemove(item)}>
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </HStack>
            )}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
