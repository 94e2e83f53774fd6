/**
 * Which hole to rank in a hole list: the course's holes from its scorecard ("7 · Par 3 · SI 15"; in
 * a par list only that par's, `holeChoices` in shared/domain/lists/hole-choices.ts), or 1 to its
 * number of holes (18 when it does not say) for a course without a card. Holes of this course
 * already in the list are shown with their place and cannot be picked again.
 */
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, RefObject } from 'react';
import type { HoleChoices } from '../../../shared/domain/lists/hole-choices';

export function HoleForm({ formId, listName, holes, ranked, value, onChange, onSubmit, selectRef }: {
  formId: string;
  listName: string;
  holes: HoleChoices;
  /** Hole number -> its place in the list ("#2 · 8.4"). */
  ranked: ReadonlyMap<number, string>;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (hole: number) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const hole = Number(value);
    if (Number.isInteger(hole) && hole > 0 && !ranked.has(hole)) onSubmit(hole);
  };
  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="rank-hole-form">
      <Stack gap="3">
        <Text textStyle="sm">Which hole goes in <Text as="span" fontWeight="semibold">{listName}</Text>?</Text>
        <Field.Root required>
          <Field.Label>Hole</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field ref={selectRef} name="hole" value={value} onChange={(e) => onChange(e.target.value)} data-testid="rank-hole-select">
              <option value="" disabled>Choose a hole</option>
              {holes.choices.map(({ hole: n, label }) => (
                <option key={n} value={String(n)} disabled={ranked.has(n)}>
                  {ranked.has(n) ? `${label} (ranked ${ranked.get(n)})` : label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText data-testid="rank-hole-help">{helpText(holes)}</Field.HelperText>
        </Field.Root>
      </Stack>
    </form>
  );
}

function helpText({ from, choices, none }: HoleChoices): string {
  if (none) return none;
  if (from === 'numbers') return `${choices.length} holes on this course.`;
  const holes = choices.length === 1 ? '1 hole' : `${choices.length} holes`;
  return `${holes} from the course's scorecard${choices.some((c) => c.strokeIndex != null) ? ' (SI: stroke index)' : ''}.`;
}
