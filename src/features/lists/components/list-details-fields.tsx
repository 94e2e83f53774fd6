/** Name, description and visibility of a list: the fields the New list and Edit list dialogs share. */
import { Field, Input, Stack, Switch, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldErrors } from '../../../lib/field-errors';
import { LIST_NAME_MAX } from '../../../shared/contracts/wishlists.contract';
import { LIST_DESCRIPTION_MAX } from '../../../shared/domain/list-rules';

export interface ListDetailsValues {
  name: string;
  description: string;
  isPublic: boolean;
}

export function ListDetailsFields({ values, errors, onChange, autoFocusName, afterName }: {
  values: ListDetailsValues;
  errors: FieldErrors;
  onChange: (next: Partial<ListDetailsValues>) => void;
  autoFocusName?: boolean;
  /** More fields between the name and the description (the new list's kind and type). */
  afterName?: ReactNode;
}) {
  return (
    <Stack gap="4">
      <Field.Root required invalid={!!errors.name}>
        <Field.Label>Name<Field.RequiredIndicator /></Field.Label>
        <Input name="name" autoComplete="off" maxLength={LIST_NAME_MAX} autoFocus={autoFocusName} value={values.name}
          onChange={(e) => onChange({ name: e.target.value })} data-testid="list-name-input" />
        {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : <Field.HelperText>Up to {LIST_NAME_MAX} characters.</Field.HelperText>}
      </Field.Root>
      {afterName}
      <Field.Root invalid={!!errors.description}>
        <Field.Label>Description</Field.Label>
        <Textarea name="description" rows={3} maxLength={LIST_DESCRIPTION_MAX} value={values.description}
          onChange={(e) => onChange({ description: e.target.value })} placeholder="What ties these together?" />
        {errors.description
          ? <Field.ErrorText>{errors.description}</Field.ErrorText>
          : <Field.HelperText alignSelf="end" fontVariantNumeric="tabular-nums">{values.description.length} / {LIST_DESCRIPTION_MAX}</Field.HelperText>}
      </Field.Root>
      <Field.Root>
        <Switch.Root colorPalette="brand" checked={values.isPublic} onCheckedChange={(e) => onChange({ isPublic: e.checked })} data-testid="list-public-switch">
          <Switch.HiddenInput />
          <Switch.Control><Switch.Thumb /></Switch.Control>
          <Switch.Label>Public</Switch.Label>
        </Switch.Root>
        <Field.HelperText>
          {values.isPublic ? 'Anyone can see it, signed in or not, and open it from a shared link.' : 'Only you can see it.'}
        </Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
