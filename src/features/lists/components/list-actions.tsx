/**
 * What can be done with a whole list. The owner: Edit (name, description, public), Delete (after
 * confirming). Everyone else: Save list / Saved (another golfer's list in "Saved lists"; signed-out
 * visitors are asked to sign in), and Report. Public lists: Copy link, to share.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Link2, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useAuthDialog } from '../../../lib/auth-dialog-context';
import { useAuth } from '../../../lib/auth-provider';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { listItemsText } from '../../../shared/domain/list-labels';
import { ReportButton } from '../../safety/components/report-button';
import { listKeys, refreshLists } from '../api/list-keys';
import { deleteList, useSetListSaved } from '../api/list-writes';
import { EditListDialog } from './edit-list-dialog';

export const listLink = (origin: string, id: string) => `${origin}/lists/${encodeURIComponent(id)}`;

function CopyLinkButton({ list }: { list: ListDetail }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(listLink(window.location.origin, list._id));
      notify('Link copied to clipboard');
    } catch {
      notify('Could not copy the link: copy it from the address bar.', 'error');
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void copy()} data-testid="copy-list-link">
      <Link2 aria-hidden="true" /> Copy link
    </Button>
  );
}

function OwnerActions({ list }: { list: ListDetail }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const confirm = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete ${list.name}?`,
      message: `The list and its ranking of ${listItemsText(list.kind, list.items.length)} go for good. The courses stay on TPL and in your other lists.`,
      confirmText: 'Delete list',
      destructive: true,
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteList(list._id);
    } catch (err) {
      setDeleting(false);
      notify(`${list.name} was not deleted: ${(err as Error).message}`, 'error');
      return;
    }
    // Leave first: refreshing while this page still shows the list would read it again and
    // flash "does not exist".
    navigate('/lists', { replace: true });
    notify('List deleted.');
    queryClient.removeQueries({ queryKey: listKeys.detail(list._id) });
    void refreshLists(queryClient);
  };

  return (
    <>
      <Button ref={editButton} size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="edit-list">
        <Pencil aria-hidden="true" /> Edit
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" loading={deleting} onClick={() => void onDelete()} data-testid="delete-list">
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      {editing && <EditListDialog list={list} open onClose={() => setEditing(false)} returnFocus={editButton.current} />}
    </>
  );
}

function SaveListButton({ list }: { list: ListDetail }) {
  const { user } = useAuth();
  const { open } = useAuthDialog();
  const save = useSetListSaved(list._id);
  const queryClient = useQueryClient();
  const toggle = () => {
    if (!user) return open();
    const next = !list.isSaved;
    save.mutate(next, {
      onSuccess: (state) => {
        queryClient.setQueryData<ListDetail>(listKeys.detailFor(list._id, user.uid), (l) => l && { ...l, isSaved: state.isSaved, savedCount: state.savedCount });
        notify(next ? 'Saved to your lists.' : 'Removed from your saved lists.');
      },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  const Icon = list.isSaved ? BookmarkCheck : Bookmark;
  return (
    <Button size="sm" colorPalette="brand" variant={list.isSaved ? 'subtle' : 'solid'} aria-pressed={list.isSaved} loading={save.isPending}
      onClick={toggle} data-testid="save-list">
      <Icon aria-hidden="true" /> {list.isSaved ? 'Saved' : 'Save list'}
    </Button>
  );
}

export function ListActions({ list, isOwner }: { list: ListDetail; isOwner: boolean }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid="list-actions">
      {isOwner ? <OwnerActions list={list} /> : <SaveListButton list={list} />}
      {list.isPublic && <CopyLinkButton list={list} />}
      {!isOwner && <ReportButton subject={{ kind: 'list', id: list._id }} name={`“${list.name}”`} label={`Report the list ${list.name}`} />}
    </HStack>
  );
}
