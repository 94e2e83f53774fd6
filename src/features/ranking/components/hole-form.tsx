/**
 * Which hole to rank in a hole list: 1 to the course's number of holes (18 when it does not say).
 * Holes of this course already in the list are shown with their place and cannot be picked again.
 */
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, RefObject } from 'react';

export function HoleForm({ formId, listName, holes, ranked, value, onChange, onSubmit, selectRef }: {
  formId: string;
  listName: string;
  holes: readonly number[];
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
              {holes.map((n) => (
                <option key={n} value={String(n)} disabled={ranked.has(n)}>
                  {ranked.has(n) ? `Hole ${n} (ranked ${ranked.get(n)})` : `Hole ${n}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{holes.length} holes on this course.</Field.HelperText>
        </Field.Root>
      </Stack>
    </form>
  );
}
