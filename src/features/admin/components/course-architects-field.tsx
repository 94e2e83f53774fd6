/** A course's architects in the admin form: a list to add to (with suggestions from the catalogue's architects) and remove from. */
import { Badge, Button, CloseButton, Field, HStack, Input, Stack, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { useArchitectSuggestions } from '../api/get-architects';

const MAX = 10;

export function CourseArchitectsField({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const [text, setText] = useState('');
  const [terms] = useDebounce(text.trim(), 250);
  const { data: suggestions } = useArchitectSuggestions(terms);
  const add = (name: string) => {
    const n = name.trim();
    if (n && !value.some((v) => v.toLowerCase() === n.toLowerCase()) && value.length < MAX) onChange([...value, n]);
    setText('');
  };
  const offered = (suggestions ?? []).filter((s) => !value.includes(s.name)).slice(0, 5);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Architects</Field.Label>
      <Stack gap="2" w="full">
        {value.length > 0 && (
          <Wrap gap="1" data-testid="course-architects">
            {value.map((a) => (
              <Badge key={a} size="md" variant="subtle" pe="0">
                {a}
                <CloseButton size="2xs" aria-label={`Remove ${a}`} onClick={() => onChange(value.filter((v) => v !== a))} />
              </Badge>
            ))}
          </Wrap>
        )}
        <HStack gap="2">
          <Input size="sm" placeholder="Add an architect" aria-label="Add an architect" value={text} disabled={value.length >= MAX}
            onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(text); } }} data-testid="architect-input" />
          <Button size="sm" variant="outline" onClick={() => add(text)} disabled={!text.trim()}>Add</Button>
        </HStack>
        {terms.length >= 2 && offered.length > 0 && (
          <Wrap gap="1" aria-label="Suggestions">
            {offered.map((s) => <Button key={s.name} size="xs" variant="subtle" onClick={() => add(s.name)}>{s.name} ({s.courses})</Button>)}
          </Wrap>
        )}
      </Stack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>At most {MAX}.</Field.HelperText>}
    </Field.Root>
  );
}
