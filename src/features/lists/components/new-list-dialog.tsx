/**
 * "New list": name, kind (courses or holes), type, description, public. Creates it
 * (`POST /api/lists`) and opens it. The plan's refusals (the free plan's list limit, a Pro type)
 * show in the server's words.
 */
import { Button, RadioGroup, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { notify } from '../../../components/ui/toaster';
import { apiFormErrors, type FieldErrors } from '../../../lib/field-errors';
import type { ListKind } from '../../../shared/domain/enums';
import { useCreateList } from '../api/list-writes';
import { ListDetailsFields, type ListDetailsValues } from './list-details-fields';
import { ListTypeSelect } from './list-type-select';

const KINDS: { value: Exclude<ListKind, 'trip'>; label: string }[] = [
  { value: 'course', label: 'Courses' },
  { value: 'hole', label: 'Holes' },
];
const FIELDS = ['name', 'kind', 'type', 'description', 'isPublic'];

export function NewListDialog({ open, onClose, returnFocus, isPremium }: {
  open: boolean;
  onClose: () => void;
  returnFocus: HTMLElement | null;
  isPremium: boolean;
}) {
  const [kind, setKind] = useState<ListKind>('course');
  // No type is picked for the golfer: the theme is the point of the list.
  const [type, setType] = useState('');
  const [values, setValues] = useState<ListDetailsValues>({ name: '', description: '', isPublic: true });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateList();
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (values.name.trim() === '') return setErrors({ name: 'Give the list a name.' });
    if (!type) return setErrors({ type: 'Choose a type.' });
    const description = values.description.trim();
    create.mutate({ name: values.name.trim(), kind, type, isPublic: values.isPublic, ...(description ? { description } : {}) }, {
      onSuccess: (list) => {
        notify(`${list.name} created.`);
        onClose();
        navigate(`/lists/${list._id}`);
      },
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, FIELDS);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      returnFocus={returnFocus}
      title="New list"
      description="Rank your favourite courses or holes around a theme."
      data-testid="new-list-dialog"
      footer={(
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>Cancel</Button>
          <Button type="submit" form="new-list-form" colorPalette="brand" loading={create.isPending} data-testid="create-list">Create list</Button>
        </>
      )}
    >
      <form id="new-list-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <ListDetailsFields values={values} errors={errors} autoFocusName onChange={(next) => {
            setValues((v) => ({ ...v, ...next }));
            setErrors({});
          }} afterName={(
            <>
              <RadioGroup.Root value={kind} colorPalette="brand" size="sm" onValueChange={(e) => {
                const next = e.value as ListKind;
                setKind(next);
                setType('');
                setErrors({});
              }}>
                <RadioGroup.Label>What it ranks</RadioGroup.Label>
                <Stack direction="row" gap="5" mt="2">
                  {KINDS.map((k) => (
                    <RadioGroup.Item key={k.value} value={k.value} data-testid={`list-kind-${k.value}`}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{k.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              <ListTypeSelect kind={kind} value={type} isPremium={isPremium} error={errors.type} onChange={(t) => {
                setType(t);
                setErrors({});
              }} />
            </>
          )} />
          <FormErrorAlert message={formError} testId="new-list-error" onNavigate={onClose} />
        </Stack>
      </form>
    </FormDialog>
  );
}
