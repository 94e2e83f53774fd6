/**
 * Duplicate candidates (same name after normalisation, within 1 km; src/server/routes/courses/README.md) and
 * their merge: choose the course to keep, confirm, and the other one's played records, list
 * items, wishlists and feed entries move to it (one transaction on the server) and it is deleted.
 * Or say they are two courses ("Not a duplicate", with a reason): the pair is never shown again.
 */
import { Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import type { DuplicatePair } from '../../../shared/contracts/admin-courses.contract';
import { useDuplicateCourses, useMergeCourse, useNotDuplicate } from '../api/course-duplicates';
import { ReasonDialog } from './reason-dialog';

type Side = DuplicatePair['a'];

const many = (n: number, one: string, other = `${one}s`) => `${n} ${n === 1 ? one : other}`;

export function DuplicateCourses({ onBack, onOpen }: { onBack: () => void; onOpen: (id: string) => void }) {
  const { data, error, isPending } = useDuplicateCourses();
  const merge = useMergeCourse();
  const dismiss = useNotDuplicate();
  const [dismissing, setDismissing] = useState<{ pair: DuplicatePair; opener: HTMLElement } | null>(null);
  const confirm = useConfirm();
  const notDuplicate = (reason: string) => {
    if (!dismissing) return;
    const { a, b } = dismissing.pair;
    dismiss.mutate({ id: a._id, of: b._id, reason }, {
      onSuccess: () => { setDismissing(null); notify(`${a.club_name} and ${b.club_name} are no longer shown as duplicates.`); },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  const run = async (keep: Side, drop: Side) => {
    const ok = await confirm({
      title: `Keep ${keep.club_name}?`,
      message: `${drop.club_name} is merged into it: its played records, list items, wishlist entries and feed entries move over (one per golfer and list), blank details are filled from it, and it is deleted. This cannot be undone.`,
      confirmText: 'Merge',
      destructive: true,
    });
    if (!ok) return;
    merge.mutate({ id: drop._id, into: keep._id }, {
      onSuccess: ({ counts: c }) => {
        const dropped = c.played.deduplicated + c.listItems.deduplicated + c.wishlists.deduplicated;
        notify(`Merged into ${keep.club_name}: ${many(c.played.moved, 'played course')}, ${many(c.listItems.moved, 'list item')} and ${many(c.wishlists.moved, 'wishlist entry', 'wishlist entries')} moved over; ${many(dropped, 'duplicate')} dropped.`);
      },
      onError: (e) => notify(e.message, 'error'),
    });
  };
  const keepButton = (keep: Side, drop: Side) => (
    <Button size="xs" variant="outline" colorPalette="brand" loading={merge.isPending && merge.variables?.into === keep._id && merge.variables.id === drop._id}
      onClick={() => run(keep, drop)} data-testid="merge-keep">
      Keep this one
    </Button>
  );
  return (
    <Stack gap="3" data-testid="duplicate-courses">
      <Button size="sm" variant="ghost" alignSelf="start" onClick={onBack}>← All courses</Button>
      <Text textStyle="sm" color="fg.muted">Courses with the same name (ignoring case, accents and words like "Golf Club") within 1 km of each other.</Text>
      {isPending ? <Skeleton h="24" /> : error ? <Text color="fg.error">{error.message}</Text> : data.length === 0 ? (
        <Text data-testid="no-duplicates">No duplicates found.</Text>
      ) : data.map((p) => (
        <Card.Root key={`${p.a._id}|${p.b._id}`} size="sm" variant="outline" data-testid="duplicate-pair">
          <Card.Body gap="2">
            <Text textStyle="xs" color="fg.muted">{Math.round(p.distanceKm * 1000)} m apart</Text>
            {([[p.a, p.b], [p.b, p.a]] as const).map(([side, other]) => (
              <HStack key={side._id} justify="space-between" gap="2">
                <Button variant="plain" size="sm" px="0" minW="0" onClick={() => onOpen(side._id)} title="Open to edit">
                  <Text truncate>{side.club_name}</Text>
                </Button>
                {keepButton(side, other)}
              </HStack>
            ))}
            <Button size="xs" variant="ghost" alignSelf="start" onClick={(e) => setDismissing({ pair: p, opener: e.currentTarget })} data-testid="not-duplicate">
              Not a duplicate
            </Button>
          </Card.Body>
        </Card.Root>
      ))}
      <ReasonDialog open={!!dismissing} returnFocus={dismissing?.opener ?? null} onClose={() => setDismissing(null)} busy={dismiss.isPending}
        title="Not a duplicate?" confirm="Not a duplicate"
        description={dismissing ? `${dismissing.pair.a.club_name} and ${dismissing.pair.b.club_name} are two courses: the pair is no longer shown here, whichever way round.` : ''}
        onConfirm={notDuplicate} />
    </Stack>
  );
}
