/**
 * Yardage as a two-thumb slider; its bounds come from the courses the other filters leave. The
 * filter is stored in yards (the URL, the API); the slider shows and takes the golfer's unit
 * (issue 34), so a golfer in metres drags metres and the URL gets the yards they mean.
 */
import { HStack, Slider, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLengthUnit } from '../../../lib/length-unit';
import { lengthIn, lengthUnitSymbol, yardsFrom } from '../../../shared/domain/units';

const STEP = 50;

export function YardageField({ bounds, value, onChange }: {
  bounds: { min: number | null; max: number | null } | undefined;
  value: [number | undefined, number | undefined];
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const { unit, locale } = useLengthUnit();
  const inUnit = (yards: number | null | undefined) => (yards == null ? yards : lengthIn(yards, unit));
  const lo = inUnit(bounds?.min) ?? null;
  const hi = inUnit(bounds?.max) ?? null;
  const [min, max] = [inUnit(value[0]), inUnit(value[1])];
  const [draft, setDraft] = useState<number[] | null>(null);
  const from = lo === null ? null : Math.max(lo, min ?? lo);
  // The slider's steps run from the shortest course; its top is the first step at or past the
  // longest, so the whole range is reachable whatever the bounds (in metres they are never on the
  // grid), and a thumb there means no upper limit.
  const top = lo === null || hi === null ? null : lo + Math.ceil((hi - lo) / STEP) * STEP;
  const to = hi === null || top === null ? null : max == null ? top : Math.min(hi, max);
  // New bounds replace what was being dragged.
  useEffect(() => setDraft(null), [lo, hi]);
  // The draft goes once the URL holds it. Not on any change of the range: a render of the step
  // before landing between a key's press and release would undo the step under way.
  useEffect(() => setDraft((d) => (d && d[0] === from && d[1] === to ? null : d)), [from, to]);
  if (lo === null || hi === null || from === null || to === null || hi - lo < STEP) return null;
  const shown = draft ?? [from, to];
  return (
    <Slider.Root
      min={lo} max={top!} step={STEP} value={shown} size="sm" colorPalette="brand" data-testid="explore-yardage"
      onValueChange={(e) => setDraft(e.value)}
      // Full range means no filter.
      onValueChangeEnd={(e) => onChange(
        e.value[0]! > lo ? yardsFrom(e.value[0]!, unit) : undefined,
        e.value[1]! < hi ? yardsFrom(e.value[1]!, unit) : undefined,
      )}
      thumbAlignment="center"
    >
      <HStack justify="space-between">
        <Slider.Label fontSize="sm">{unit === 'yard' ? 'Yardage' : 'Length'}</Slider.Label>
        <Text fontSize="sm" color="fg.muted" data-testid="explore-yardage-text">
          {shown[0]!.toLocaleString(locale)}–{Math.min(shown[1]!, hi).toLocaleString(locale)} {lengthUnitSymbol(unit, locale)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track><Slider.Range /></Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
