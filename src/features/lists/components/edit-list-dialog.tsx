/** Edit a list's name, description and visibility (`POST /api/lists/{id}`). */
import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { notify } from '../../../components/ui/toaster';
import { apiFormErrors, type FieldErrors } from '../../../lib/field-errors';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { useUpdateList } from '../api/list-writes';
import { ListDetailsFields, type ListDetailsValues } from './list-details-fields';

const FIELDS = ['name', 'description', 'isPublic'];

export function EditListDialog({ list, open, onClose, returnFocus }: {
  list: ListDetail;
  open: boolean;
  onClose: () => void;
  returnFocus: HTMLElement | null;
}) {
  const [values, setValues] = useState<ListDetailsValues>({ name: list.name, description: list.description ?? '', isPublic: list.isPublic });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateList(list._id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (values.name.trim() === '') return setErrors({ name: 'Give the list a name.' });
    setFormError(null);
    update.mutate({ name: values.name.trim(), description: values.description.trim(), isPublic: values.isPublic }, {
      onSuccess: () => {
        notify('List saved.');
        onClose();
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
      title="Edit list"
      description={list.name}
      data-testid="edit-list-dialog"
      footer={(
        <>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>Cancel</Button>
          <Button type="submit" form="edit-list-form" colorPalette="brand" loading={update.isPending}>Save</Button>
        </>
      )}
    >
      <form id="edit-list-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <ListDetailsFields values={values} errors={errors} onChange={(next) => {
            setValues((v) => ({ ...v, ...next }));
            setErrors({});
          }} />
          <FormErrorAlert message={formError} />
        </Stack>
      </form>
    </FormDialog>
  );
}
