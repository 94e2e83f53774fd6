/** Yardage as a two-thumb slider; its bounds come from the courses the other filters leave. */
import { HStack, Slider, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

const STEP = 50;

export function YardageField({ bounds, value, onChange }: {
  bounds: { min: number | null; max: number | null } | undefined;
  value: [number | undefined, number | undefined];
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const lo = bounds?.min ?? null;
  const hi = bounds?.max ?? null;
  const [min, max] = value;
  const [draft, setDraft] = useState<number[] | null>(null);
  const from = lo === null ? null : Math.max(lo, min ?? lo);
  const to = hi === null ? null : Math.min(hi, max ?? hi);
  // New bounds replace what was being dragged.
  useEffect(() => setDraft(null), [lo, hi]);
  // The draft goes once the URL holds it. Not on any change of the range: a render of the step
  // before landing between a key's press and release would undo the step under way.
  useEffect(() => setDraft((d) => (d && d[0] === from && d[1] === to ? null : d)), [from, to]);
  if (lo === null || hi === null || from === null || to === null || hi - lo < STEP) return null;
  const shown = draft ?? [from, to];
  return (
    <Slider.Root
      min={lo} max={hi} step={STEP} value={shown} size="sm" colorPalette="brand" data-testid="explore-yardage"
      onValueChange={(e) => setDraft(e.value)}
      // Full range means no filter.
      onValueChangeEnd={(e) => onChange(e.value[0]! > lo ? e.value[0] : undefined, e.value[1]! < hi ? e.value[1] : undefined)}
      thumbAlignment="center"
    >
      <HStack justify="space-between">
        <Slider.Label fontSize="sm">Yardage</Slider.Label>
        <Text fontSize="sm" color="fg.muted" data-testid="explore-yardage-text">{shown[0]!.toLocaleString('en')}–{shown[1]!.toLocaleString('en')} yd</Text>
      </HStack>
      <Slider.Control>
        <Slider.Track><Slider.Range /></Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
