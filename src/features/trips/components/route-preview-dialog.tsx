/**
 * The shortest route before it is saved: how much changes, the distance before and after (as the
 * crow flies), each round that moves with its old and new day and place, and the tee times that
 * go along. Cancel leaves the plan as it is; Reorder saves the new one.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useLengthUnit } from '../../../lib/length-unit';
import {
  distanceText, moveText, previewSummary, ROUTE_TITLES, teeTimeText, type RoutePreview,
} from '../lib/route-preview';

export function RoutePreviewDialog({ preview, dayLabels, returnFocus, onCancel, onConfirm }: {
  preview: RoutePreview | null;
  dayLabels: readonly string[];
  returnFocus: HTMLElement | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const units = useLengthUnit();
  // The last preview stays drawn while the dialog closes.
  const last = useRef(preview);
  if (preview) last.current = preview;
  const shown = preview ?? last.current;
  if (!shown) return null;
  const changes = shown.moves.length > 0;
  return (
    <FormDialog
      open={!!preview}
      onClose={onCancel}
      returnFocus={returnFocus}
      title={ROUTE_TITLES[shown.mode]}
      description={previewSummary(shown)}
      data-testid="route-preview"
      footer={changes ? (
        <>
          <Button variant="outline" onClick={onCancel}>Cancel</Button>
          <Button colorPalette="brand" onClick={onConfirm} data-testid="route-preview-confirm">Reorder</Button>
        </>
      ) : <Button variant="outline" onClick={onCancel}>Close</Button>}
    >
      {changes && (
        <Stack gap="3">
          <Text textStyle="sm" fontWeight="medium" data-testid="route-preview-distance">{distanceText(shown, dayLabels.length, units)}</Text>
          <Stack as="ol" gap="2" ps="0" m="0" aria-label="Rounds that move">
            {shown.moves.map((m) => {
              const tee = teeTimeText(m, dayLabels);
              return (
                <Box as="li" key={`${m.from.day}:${m.from.stop}`} listStyleType="none" data-testid="route-preview-move">
                  <Text textStyle="sm" fontWeight="medium" lineClamp={2}>{m.round.course.club_name}</Text>
                  <Text textStyle="xs" color="fg.muted">{moveText(m, dayLabels)}</Text>
                  {tee && <Text textStyle="xs" color="orange.fg" data-testid="route-preview-tee-time">{tee}</Text>}
                </Box>
              );
            })}
          </Stack>
          <Text textStyle="xs" color="fg.muted">Tee times go with their rounds. Once reordered, Undo puts the plan back as it is now.</Text>
        </Stack>
      )}
    </FormDialog>
  );
}
