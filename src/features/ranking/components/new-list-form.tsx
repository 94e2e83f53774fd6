/**
 * "New list…" in the chooser: a name (left empty, the list takes its type's name) and a type, course
 * lists first, then hole lists. Pro's types are marked and, for free golfers, cannot be picked; the
 * free list allowance is said before it runs out, and once it has, the form says so and cannot be sent.
 */
import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, RefObject } from 'react';
import { LIST_NAME_MAX } from '../../../shared/contracts/wishlists.contract';
import { PRO_NAME } from '../../../shared/domain/list-rules';
import { withoutProPointer, type NewListType } from '../lib/rank-choices';
import { ProLink } from './pro-link';

export interface NewListDraft {
  name: string;
  /** A NewListType's key: "course:most_fun", "hole:par_3s". */
  type: string;
}

export function NewListForm({ formId, draft, types, allowance, isPremium, nameError, onChange, onSubmit, onNavigate, nameRef }: {
  formId: string;
  draft: NewListDraft;
  types: readonly NewListType[];
  allowance: { full: boolean; note: string | null };
  isPremium: boolean;
  nameError: string | null;
  onChange: (draft: NewListDraft) => void;
  onSubmit: () => void;
  onNavigate: () => void;
  nameRef: RefObject<HTMLInputElement | null>;
}) {
  const chosen = types.find((t) => t.key === draft.type);
  const fallbackName = chosen?.name ?? '';
  const proTypes = types.filter((t) => t.proOnly).map((t) => t.label).join(', ');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!allowance.full) onSubmit();
  };
  const group = (kind: 'course' | 'hole') => types.filter((t) => t.kind === kind).map((t) => (
    <option key={t.key} value={t.key} disabled={t.disabled}>
      {t.proOnly ? `${t.label} · ${PRO_NAME}` : t.label}
    </option>
  ));
  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="rank-new-list-form">
      <Stack gap="4">
        {allowance.note && (
          <HStack gap="2" wrap="wrap" textStyle="sm" data-testid="rank-list-allowance" data-full={allowance.full ? 'true' : 'false'}>
            <Text as="span" color={allowance.full ? 'fg.error' : 'fg.muted'}>{withoutProPointer(allowance.note)}</Text>
            <ProLink onNavigate={onNavigate} />
          </HStack>
        )}
        <Field.Root required>
          <Field.Label>Type</Field.Label>
          <NativeSelect.Root disabled={allowance.full}>
            <NativeSelect.Field name="type" value={draft.type} onChange={(e) => onChange({ ...draft, type: e.target.value })} data-testid="rank-new-list-type">
              <optgroup label="Course lists">{group('course')}</optgroup>
              <optgroup label="Hole lists">{group('hole')}</optgroup>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {!isPremium && (
            <Field.HelperText>
              {proTypes} lists come with {PRO_NAME}.
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={!!nameError} disabled={allowance.full}>
          <Field.Label>List name</Field.Label>
          <Input
            ref={nameRef}
            name="name"
            autoComplete="off"
            maxLength={LIST_NAME_MAX}
            placeholder={fallbackName}
            value={draft.name}
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
          />
          {nameError
            ? <Field.ErrorText data-testid="rank-new-list-name-error">{nameError}</Field.ErrorText>
            : <Field.HelperText>Leave it empty to call it {fallbackName}.</Field.HelperText>}
        </Field.Root>
      </Stack>
    </form>
  );
}
