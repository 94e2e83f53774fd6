/**
 * `/lists`: the signed-in golfer's lists. My Lie first (or how to start it), then course lists,
 * hole lists and the other golfers' lists they saved; "New list", and the free plan's limit said
 * before it is reached.
 */
import { Button, EmptyState, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus, Trophy } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { ListSummary } from '../../../shared/contracts/lists.contract';
import { MY_LIE_TYPE, PRO_PATH } from '../../../shared/domain/list-rules';
import { formatDate } from '../../../lib/format-date';
import { useWishlists } from '../api/get-list-reads';
import { useListsOfKind } from '../api/get-lists-of-kind';
import { countedLists, listLimitInfo } from '../lib/limit-text';
import { ListSummaryRow } from './list-summary-row';
import { NewListDialog } from './new-list-dialog';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="1" aria-labelledby={id} data-testid={id}>
      <Heading as="h2" size="sm" id={id}>{title}</Heading>
      {children}
    </Stack>
  );
}

function Rows({ lists, empty, testId }: { lists: readonly ListSummary[]; empty: string; testId: string }) {
  if (lists.length === 0) return <Text fontSize="sm" color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="0" ps="0" mx="-3">
      {lists.map((l) => <ListSummaryRow key={l._id} list={l} testId={testId} trailing={`Updated ${formatDate(l.updatedAt)}`} />)}
    </Stack>
  );
}

function MyLieEmpty() {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3" data-testid="my-lie-empty">
      <EmptyState.Content>
        <EmptyState.Indicator><Trophy aria-hidden="true" /></EmptyState.Indicator>
        <Stack textAlign="center" gap="1">
          <EmptyState.Title>Start your My Lie</EmptyState.Title>
          <EmptyState.Description>
            My Lie is your own ranking of every course you played. Open a course on the map, mark it played, and rank it: it goes in here.
          </EmptyState.Description>
        </Stack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function LimitLine({ id, counted, isPremium }: { id: string; counted: number; isPremium: boolean }) {
  const info = listLimitInfo(counted, isPremium);
  if (!info) return null;
  return (
    <Text id={id} fontSize="sm" color={info.reached ? 'fg.warning' : 'fg.muted'} data-testid="lists-limit" data-reached={String(info.reached)}>
      {info.reached ? `You have ${info.text}: that is the limit. ` : `${info.text}. `}
      <ChakraLink asChild color="accent.fg" fontWeight="medium"><Link to={PRO_PATH}>{info.proPitch}</Link></ChakraLink>
    </Text>
  );
}

export function ListsHub() {
  const { data: me } = useCurrentUser();
  const courses = useListsOfKind(me?._id, 'course');
  const holes = useListsOfKind(me?._id, 'hole');
  const saved = useWishlists();
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const isPremium = !!me?.isPremium;

  const failed = courses.error ?? holes.error;
  if (failed) return <RetryError message={failed.message} onRetry={() => void Promise.all([courses.refetch(), holes.refetch()])} />;
  if (!courses.data || !holes.data) {
    return <Stack gap="3" aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} h="12" />)}</Stack>;
  }
  const myLie = courses.data.find((l) => l.type === MY_LIE_TYPE);
  const courseLists = courses.data.filter((l) => l.type !== MY_LIE_TYPE);
  const counted = countedLists([...courses.data, ...holes.data]);
  const full = !isPremium && (listLimitInfo(counted, false)?.reached ?? false);

  return (
    <Stack gap="6" data-testid="lists-hub">
      <Stack gap="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text color="fg.muted" fontSize="sm" flex="1" minW="12rem">Your rankings of courses and holes, and the lists you saved.</Text>
          <Button ref={newButton} size="sm" colorPalette="brand" onClick={() => setCreating(true)} data-testid="new-list"
            aria-describedby={isPremium ? undefined : 'lists-limit-line'}>
            <Plus aria-hidden="true" /> New list
          </Button>
        </HStack>
        <LimitLine id="lists-limit-line" counted={counted} isPremium={isPremium} />
        {full && <Text fontSize="sm" color="fg.muted">You can still open and edit your lists, or delete one to start another.</Text>}
      </Stack>
      <Section title="My Lie" id="lists-my-lie">
        {myLie ? <Rows lists={[myLie]} empty="" testId="lists-hub-row" /> : <MyLieEmpty />}
      </Section>
      <Section title="Course lists" id="lists-course">
        <Rows lists={courseLists} empty="No course lists yet. Start one with New list: your hidden gems, the most fun, the best value…" testId="lists-hub-row" />
      </Section>
      <Section title="Hole lists" id="lists-hole">
        <Rows lists={holes.data} empty="No hole lists yet: the best openers, the hardest par 3s…" testId="lists-hub-row" />
      </Section>
      <Section title="Saved lists" id="lists-saved">
        {saved.error ? <RetryError message={saved.error.message} onRetry={() => void saved.refetch()} />
          : !saved.data ? <Skeleton h="12" />
          : saved.data.items.length === 0 ? <Text fontSize="sm" color="fg.muted">Lists by other golfers that you save show here.</Text>
          : (
            <Stack as="ul" gap="0" ps="0" mx="-3">
              {saved.data.items.map((l) => <ListSummaryRow key={l._id} list={l} owner={l.owner} testId="lists-saved-row" />)}
            </Stack>
          )}
      </Section>
      {creating && <NewListDialog open onClose={() => setCreating(false)} returnFocus={newButton.current} isPremium={isPremium} />}
    </Stack>
  );
}
