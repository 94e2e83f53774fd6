/**
 * One wishlist or watchlist opened on its screen: Rename (in place) and Delete (after the
 * confirmation dialog), then its courses (GET /api/{kind}s/{id}), each with its actions. The map
 * fits to the courses of the list that is open.
 */
import { Button, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RetryError } from '../../../components/ui/retry-error';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { CourseListItem } from '../../../components/ui/course-list-item';
import { notify } from '../../../components/ui/toaster';
import type { CourseSummary } from '../../../shared/contracts/courses.contract';
import type { Wishlist, WishlistKind } from '../../../shared/contracts/wishlists.contract';
import { useDeleteWishlist } from '../api/delete-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useFitMapTo } from '../../../map/use-fit-map-to';
import { courseCount, WISHLIST_COPY } from '../lib/wishlist-kinds';
import { RenameListForm } from './rename-list-form';

/** What a course row of a list offers (the app passes the course actions: played, lists, rank). */
export type CourseRowActions = (course: CourseSummary) => ReactNode;

export function WishlistPanel({ kind, list, shown, onDeleted, actions }: {
  kind: WishlistKind;
  actions: CourseRowActions;
  list: Wishlist;
  /** The open list: its courses load and the map shows them. */
  shown: boolean;
  onDeleted: () => void;
}) {
  const copy = WISHLIST_COPY[kind];
  const { data, error, isPending, refetch } = useWishlist(kind, list._id, shown);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  const confirm = useConfirm();
  const remove = useDeleteWishlist(kind);

  // Focus goes back to Rename when the form closes.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  // The user's list (ids) changes at once when a course is taken out here; the detail follows.
  const courses = useMemo(() => (data?.courses ?? []).filter((c) => list.courses.includes(c._id)), [data, list.courses]);
  const points = useMemo(() => courses.map((c) => c.location), [courses]);
  useFitMapTo(shown ? points : null, shown && data ? `${list._id}:${courses.map((c) => c._id).join(',')}` : null);

  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete ${list.name}?`,
      message: `This ${copy.noun} and its ${courseCount(list.courses.length)} go. The courses stay on TPL, and in your other lists.`,
      confirmText: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    // mutateAsync: this panel unmounts as soon as the list leaves the user's data, before
    // mutate()'s own callbacks would run.
    try {
      await remove.mutateAsync(list._id);
      notify(`${copy.title} deleted`);
      onDeleted();
    } catch (err) {
      notify(`${list.name} was not deleted: ${(err as Error).message}`, 'error');
    }
  };

  return (
    <Stack gap="3" data-testid="wishlist-panel" data-list-id={list._id}>
      {renaming ? <RenameListForm kind={kind} list={list} onDone={() => setRenaming(false)} /> : (
        <HStack gap="2" wrap="wrap">
          <Button ref={renameButton} size="xs" variant="outline" onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" /> Rename<VisuallyHidden> {list.name}</VisuallyHidden>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" loading={remove.isPending} onClick={() => void onDelete()}>
            <Trash2 aria-hidden="true" /> Delete<VisuallyHidden> {list.name}</VisuallyHidden>
          </Button>
        </HStack>
      )}
      {error ? <RetryError message={error.message} onRetry={() => void refetch()} /> : isPending ? (
        <Stack aria-busy="true">
          <VisuallyHidden role="status">Loading {list.name}</VisuallyHidden>
          {list.courses.slice(0, 3).map((id) => <Skeleton key={id} h="12" />)}
        </Stack>
      ) : courses.length === 0 ? (
        <Text color="fg.muted" data-testid="wishlist-empty">
          No courses in this {copy.noun} yet. Open a course and use its {copy.title} button to add it.
        </Text>
      ) : (
        <Stack as="ul" gap="0" ps="0" mx="-3" aria-label={`Courses in ${list.name}`}>
          {courses.map((c) => (
            <CourseListItem key={c._id} course={c} actions={actions(c)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
