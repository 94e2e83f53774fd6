import { Field, Input } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { LIST_NAME_MAX } from '../../../shared/contracts/wishlists.contract';

/** The name of a wishlist or watchlist: at most 60 characters (the input stops there too); errors under it. */
export function ListNameField({ label, value, onChange, error, inputRef, autoFocus }: {
  label: string;
  value: string;
  onChange: (name: string) => void;
  error?: string | null;
  inputRef?: RefObject<HTMLInputElement | null>;
  autoFocus?: boolean;
}) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={inputRef}
        name="name"
        autoComplete="off"
        maxLength={LIST_NAME_MAX}
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error
        ? <Field.ErrorText data-testid="list-name-error">{error}</Field.ErrorText>
        : <Field.HelperText>Up to {LIST_NAME_MAX} characters.</Field.HelperText>}
    </Field.Root>
  );
}
