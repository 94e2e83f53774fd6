/** One list as an admin reads it: hide or unhide the list, or an item's note, each with a reason. */
import { Badge, Button, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HiddenListBanner, HiddenNoteLine } from '../../../components/ui/hidden-by-admin';
import { notify } from '../../../components/ui/toaster';
import type { ListItem } from '../../../shared/contracts/list-items.contract';
import { listSummaryText } from '../../../shared/domain/list-labels';
import { useAdminList } from '../api/get-admin-list';
import { useModerate, type ModerationInput } from '../api/moderate-list';
import { ReasonDialog } from './reason-dialog';

type Pending = Omit<ModerationInput, 'reason'> & { title: string; description: string; confirm: string; opener: HTMLElement | null };

export function AdminListView({ id, onBack }: { id: string; onBack: () => void }) {
  const { data: list, error, isPending } = useAdminList(id);
  const moderate = useModerate();
  const [asking, setAsking] = useState<Pending | null>(null);
  const run = (reason: string) => {
    if (!asking) return;
    const { target, id: targetId, action } = asking;
    moderate.mutate({ target, id: targetId, action, reason }, {
      onSuccess: () => { notify(`${target === 'list' ? 'List' : 'Note'} ${action === 'hide' ? 'hidden' : 'shown again'}.`); setAsking(null); },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  const askNote = (item: ListItem, el: HTMLElement) => {
    const hide = !item.noteHidden;
    setAsking({
      target: 'note', id: item._id, action: hide ? 'hide' : 'unhide', opener: el,
      title: hide ? `Hide the note on ${item.course.club_name}?` : `Show the note on ${item.course.club_name} again?`,
      description: hide ? 'Others will see no note; the owner sees it with your reason.' : 'Everyone who can see the list will read the note again.',
      confirm: hide ? 'Hide note' : 'Show note',
    });
  };
  return (
    <Stack gap="3" data-testid="admin-list-view">
      <Button size="sm" variant="ghost" alignSelf="start" onClick={onBack}><ArrowLeft aria-hidden="true" />All lists</Button>
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : (
        <>
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="lg" data-testid="admin-list-name">{list.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {listSummaryText(list)} · by{' '}
              <ChakraLink asChild textDecoration="underline"><Link to={`/users/${list.owner._id}`}>{list.owner.displayName ?? list.owner.fullName ?? 'a golfer'}</Link></ChakraLink>
              {' · '}{list.isPublic ? 'Public' : 'Private'}
            </Text>
            {list.description && <Text fontSize="sm" whiteSpace="pre-wrap">{list.description}</Text>}
          </Stack>
          {list.hidden && <HiddenListBanner hidden={list.hidden} what={list.kind === 'trip' ? 'trip' : 'list'} />}
          <Button size="sm" alignSelf="start" colorPalette={list.hidden ? 'brand' : 'red'} variant="outline" data-testid={list.hidden ? 'unhide-list' : 'hide-list'}
            onClick={(e) => setAsking({
              target: 'list', id: list._id, action: list.hidden ? 'unhide' : 'hide', opener: e.currentTarget,
              title: list.hidden ? `Show "${list.name}" again?` : `Hide "${list.name}"?`,
              description: list.hidden
                ? 'It returns to profiles, the feed, saved lists and the community rankings.'
                : 'It leaves profiles, the feed, others\' saved lists and the community rankings; the owner keeps it and reads your reason.',
              confirm: list.hidden ? 'Show list' : 'Hide list',
            })}>
            {list.hidden ? 'Unhide list' : 'Hide list'}
          </Button>
          <Stack as="ol" gap="2" ps="0">
            {list.items.map((item) => (
              <Stack as="li" key={item._id} gap="1" listStyleType="none" borderBottomWidth="1px" pb="2" data-testid="admin-list-item">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="medium" truncate>{item.index + 1}. {item.course.club_name}{item.holeNumber ? ` · hole ${item.holeNumber}` : ''}</Text>
                  {item.noteHidden && <Badge size="sm" colorPalette="orange">Note hidden</Badge>}
                </HStack>
                {item.note && <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" borderStartWidth="3px" borderColor="border.emphasized" ps="2">{item.note}</Text>}
                {item.noteHidden && <HiddenNoteLine hidden={item.noteHidden} />}
                {item.note && list.kind !== 'trip' && (
                  <Button size="xs" variant="outline" alignSelf="start" colorPalette={item.noteHidden ? 'brand' : 'red'} onClick={(e) => askNote(item, e.currentTarget)}
                    data-testid={item.noteHidden ? 'unhide-note' : 'hide-note'}>
                    {item.noteHidden ? 'Unhide note' : 'Hide note'}
                  </Button>
                )}
              </Stack>
            ))}
            {list.items.length === 0 && <Text fontSize="sm" color="fg.muted">No items.</Text>}
          </Stack>
        </>
      )}
      <ReasonDialog open={!!asking} title={asking?.title ?? ''} description={asking?.description ?? ''} confirm={asking?.confirm ?? ''}
        danger={asking?.action === 'hide'} busy={moderate.isPending} returnFocus={asking?.opener ?? null} onClose={() => setAsking(null)} onConfirm={run} />
    </Stack>
  );
}
