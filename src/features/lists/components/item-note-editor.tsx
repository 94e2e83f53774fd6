/** The owner's note on one list item, edited in place: up to 2000 characters, counted as they type. */
import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { apiFormErrors } from '../../../lib/field-errors';
import { LIST_NOTE_MAX } from '../../../shared/domain/list-rules';

export function ItemNoteEditor({ itemName, note, saving, onSave, onCancel }: {
  itemName: string;
  note: string | null;
  saving: boolean;
  /** Resolves when saved; throws the API's error. */
  onSave: (note: string | null) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFormError(null);
    try {
      await onSave(text.trim() === '' ? null : text);
    } catch (err) {
      const { fields, form } = apiFormErrors(err, ['note']);
      setError(fields.note ?? null);
      setFormError(form);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="list-item-note-form">
      <Stack gap="2">
        <Field.Root invalid={!!error}>
          <Field.Label srOnly>Note on {itemName}</Field.Label>
          <Textarea
            autoFocus
            name="note"
            rows={3}
            maxLength={LIST_NOTE_MAX}
            value={text}
            placeholder="What made it stand out?"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && (e.stopPropagation(), onCancel())}
          />
          {error
            ? <Field.ErrorText>{error}</Field.ErrorText>
            : <Field.HelperText alignSelf="end" fontVariantNumeric="tabular-nums" data-testid="note-count">{text.length} / {LIST_NOTE_MAX}</Field.HelperText>}
        </Field.Root>
        <FormErrorAlert message={formError} />
        <HStack gap="2" justify="end">
          <Button size="xs" variant="outline" onClick={onCancel} disabled={saving}>Cancel</Button>
          <Button size="xs" type="submit" colorPalette="brand" loading={saving}>Save note</Button>
        </HStack>
      </Stack>
    </form>
  );
}
