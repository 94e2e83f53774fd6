import { Button, HStack, Stack } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { useRef, useState, type FormEvent } from 'react';
import { notify } from '../../../components/ui/toaster';
import { apiFormErrors } from '../../../lib/field-errors';
import type { Wishlist, WishlistKind } from '../../../shared/contracts/wishlists.contract';
import { useRenameWishlist } from '../api/rename-wishlist';
import { checkListName } from '../lib/list-name';
import { WISHLIST_COPY } from '../lib/wishlist-kinds';
import { ListNameField } from './list-name-field';

/** Rename in place: the name field with Save and Cancel (Escape cancels too). */
export function RenameListForm({ kind, list, onDone }: { kind: WishlistKind; list: Wishlist; onDone: () => void }) {
  const copy = WISHLIST_COPY[kind];
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rename = useRenameWishlist(kind);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = checkListName(name);
    if ('error' in checked) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    if (checked.name === list.name) return onDone();
    rename.mutate({ id: list._id, name: checked.name }, {
      onSuccess: () => {
        notify(`${copy.title} renamed`);
        onDone();
      },
      onError: (err) => {
        const { fields, form } = apiFormErrors(err, ['name']);
        setError(fields.name ?? null);
        setFormError(form);
        inputRef.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Rename ${list.name}`} data-testid="rename-list-form"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onDone();
        }
      }}>
      <Stack gap="3">
        <ListNameField label={`${copy.title} name`} value={name} inputRef={inputRef} error={error} autoFocus
          onChange={(next) => {
            setName(next);
            setError(null);
          }} />
        <FormErrorAlert message={formError} />
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={rename.isPending}>Save name</Button>
          <Button size="sm" variant="ghost" onClick={onDone} disabled={rename.isPending}>Cancel</Button>
        </HStack>
      </Stack>
    </form>
  );
}
