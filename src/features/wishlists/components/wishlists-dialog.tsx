/**
 * Add to wishlist / watchlist (spec section 4; the state machine is lib/add-to-list-state.ts): the
 * golfer's lists of that kind with a checkbox each (checked when the course is in it; a click
 * toggles it at once), or the new-list form, where Save and Add creates the list with the course in
 * it, refreshes the user, goes to /wishlists (or /watchlists) and closes.
 */
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RetryError } from '../../../components/ui/retry-error';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import { apiFormErrors } from '../../../lib/field-errors';
import { useCurrentUser } from '../../../lib/get-current-user';
import { useCreateWishlist } from '../api/create-wishlist';
import { toggleWishlistMutationOptions, type ListToggle } from '../api/toggle-wishlist-course';
import { addToListReducer, formBackLabel, initialAddToListState } from '../lib/add-to-list-state';
import { checkListName } from '../lib/list-name';
import { listsOf, WISHLIST_COPY } from '../lib/wishlist-kinds';
import { ListNameField } from './list-name-field';
import { WishlistCheckbox } from './wishlist-checkbox';
import type { WishlistDialogTarget } from './wishlist-dialog-context';

export interface WishlistsDialogProps extends WishlistDialogTarget {
  open: boolean;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onExitComplete: () => void;
}

export function WishlistsDialog({ kind, course, open, returnFocus, onClose, onExitComplete }: WishlistsDialogProps) {
  const copy = WISHLIST_COPY[kind];
  const { data: me, error: meError, refetch } = useCurrentUser();
  const lists = listsOf(me, kind);
  const [state, dispatch] = useReducer(addToListReducer, lists.length > 0, initialAddToListState);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateWishlist(kind);
  const toggle = useMutation(toggleWishlistMutationOptions(queryClient, notify));
  const [pendingList, setPendingList] = useState<string | null>(null);

  // The user arrives after the dialog opened (a fresh page), or a list was deleted elsewhere.
  const loaded = !!me;
  const hasLists = lists.length > 0;
  const opened = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    if (!opened.current) {
      opened.current = true;
      dispatch({ type: 'open', hasLists });
    } else {
      dispatch({ type: 'lists-changed', hasLists });
    }
  }, [loaded, hasLists]);

  useEffect(() => {
    if (state.view === 'closed') onClose();
  }, [state.view, onClose]);

  const onToggle = (t: ListToggle) => {
    setPendingList(t.listId);
    toggle.mutate(t, { onSettled: () => setPendingList((p) => (p === t.listId ? null : p)) });
  };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = checkListName(state.name);
    if ('error' in checked) {
      setNameError(checked.error);
      nameRef.current?.focus();
      return;
    }
    create.mutate({ name: checked.name, course: course._id }, {
      onSuccess: (list) => {
        notify(kind === 'watchlist' ? 'Added to watchlist' : 'Added to wishlist');
        // The screen puts focus on the new list (this dialog's opener is gone with the old page).
        navigate(`${copy.path}?list=${encodeURIComponent(list._id)}`, { state: { focusList: true } });
        dispatch({ type: 'saved' });
      },
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, ['name']);
        setNameError(fields.name ?? null);
        setFormError(form);
        if (fields.name) nameRef.current?.focus();
      },
    });
  };

  const view = loaded ? state.view : 'loading';
  const formId = `new-${kind}-form`;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      returnFocus={returnFocus}
      initialFocus={() => (view === 'form' ? nameRef.current : null)}
      data-testid="wishlists-dialog"
      data-kind={kind}
      data-view={view}
      title={view === 'form' ? `New ${copy.noun}` : `Add to ${copy.noun}`}
      description={(
        <>
          <Text as="span" fontWeight="medium" color="fg">{course.club_name}</Text>
          <Text as="span" display="block" data-testid="wishlist-purpose">{copy.purpose}</Text>
        </>
      )}
      footer={view === 'form' ? (
        <>
          <Button variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={create.isPending}>{formBackLabel(state)}</Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={create.isPending}>Save and Add</Button>
        </>
      ) : (
        <Button variant="outline" onClick={onClose}>Done</Button>
      )}
    >
      {view === 'loading' ? (
        meError ? <RetryError message={meError.message} onRetry={() => void refetch()} /> : <Stack aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} h="8" />)}</Stack>
      ) : view === 'form' ? (
        <form id={formId} onSubmit={onSave} noValidate>
          <Stack gap="3">
            {!hasLists && <Text textStyle="sm">You have no {copy.noun}s yet. Name your first one; {course.club_name} goes in it.</Text>}
            <ListNameField
              label={`${copy.title} name`}
              value={state.name}
              inputRef={nameRef}
              error={nameError}
              onChange={(name) => {
                dispatch({ type: 'name', name });
                setNameError(null);
              }}
            />
            <FormErrorAlert message={formError} testId="wishlist-form-error" />
          </Stack>
        </form>
      ) : (
        <Stack gap="1" role="group" aria-label={`Your ${copy.noun}s`} data-testid="wishlists-options">
          {lists.map((list) => (
            <WishlistCheckbox
              key={list._id}
              list={list}
              checked={list.courses.includes(course._id)}
              busy={pendingList === list._id}
              onChange={(inList) => onToggle({ kind, listId: list._id, listName: list.name, courseId: course._id, inList })}
            />
          ))}
          <Button variant="ghost" size="sm" alignSelf="start" mt="2" colorPalette="brand" onClick={() => dispatch({ type: 'new-list' })}>
            <Plus aria-hidden="true" /> New {copy.noun}
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
}
