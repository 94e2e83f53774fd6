/**
 * "Rank it": which list to rank a course in. My Lie first (created on first use), then the golfer's
 * other course lists, then their hole lists (which ask for the hole first), then "New list…". Lists
 * that cannot take the course say why (already ranked, full, a Pro type) with a link to TPL Pro
 * where Pro lifts the limit. Choosing one hands over to the rank dialog (RankingProvider).
 */
import { Button, CloseButton, Dialog, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { RetryError } from '../../../components/ui/retry-error';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import type { RankTarget } from '../../played/components/ranking-context';
import { useRankChooser } from '../hooks/use-rank-chooser';
import { holeChoices } from '../../../shared/domain/lists/hole-choices';
import { DEFAULT_NEW_LIST_TYPE, rankedHoles, type RankChoice } from '../lib/rank-choices';
import { HoleForm } from './hole-form';
import { NewListForm, type NewListDraft } from './new-list-form';
import { ProLink } from './pro-link';
import { RankChoiceOption } from './rank-choice-option';
import { mentionsPro } from './rank-flow';

type View = { name: 'lists' } | { name: 'hole'; choice: RankChoice } | { name: 'new' };

export function RankChooserDialog({ target, straightToMyLie, open, returnFocus, restoreFocus, onChosen, onClose, onExitComplete }: {
  target: RankTarget;
  straightToMyLie: boolean;
  open: boolean;
  returnFocus: HTMLElement | null;
  /** false once a list was chosen: the rank dialog that takes over keeps the focus. */
  restoreFocus: boolean;
  onChosen: (list: ListDetail, holeNumber: number | null) => void;
  onClose: () => void;
  onExitComplete: () => void;
}) {
  const chooser = useRankChooser(target.courseId, onChosen);
  const { choices, busy, error, setError, choose, nameError } = chooser;
  const [view, setView] = useState<View>({ name: 'lists' });
  const [draft, setDraft] = useState<NewListDraft>({ name: '', type: DEFAULT_NEW_LIST_TYPE });
  const [hole, setHole] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const holeRef = useRef<HTMLSelectElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const go = (next: View) => {
    setError(null);
    chooser.setNameError(null);
    setView(next);
  };
  const pick = useCallback((choice: RankChoice) => {
    if (choice.kind === 'hole') {
      setHole('');
      setError(null);
      setView({ name: 'hole', choice });
    } else {
      void choose(choice);
    }
  }, [choose, setError]);

  // From the played snackbar: straight on to My Lie when it can take the course.
  const [auto, setAuto] = useState(straightToMyLie);
  useEffect(() => {
    if (!auto || !choices) return;
    setAuto(false);
    if (!choices.myLie.block) pick(choices.myLie);
  }, [auto, choices, pick]);
  const autoBusy = straightToMyLie && (auto || busy === 'my-lie');

  // Each view starts at its first field; back on the lists, at the first list that can be chosen.
  useEffect(() => {
    if (view.name === 'hole') holeRef.current?.focus();
    else if (view.name === 'new') body.current?.querySelector<HTMLElement>('select')?.focus();
    else body.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [view]);

  const onNewList = async () => {
    const type = chooser.types.find((t) => t.key === draft.type);
    if (!type || type.disabled) return;
    const choice = await chooser.createAndChoose(type, draft.name);
    if (choice?.kind === 'hole') go({ name: 'hole', choice });
  };
  useEffect(() => {
    if (nameError) nameRef.current?.focus();
  }, [nameError]);

  const formId = `rank-${view.name}-form`;
  const description = view.name === 'hole' ? 'Pick the hole, then a few quick comparisons set its place.'
    : view.name === 'new' ? 'A new list to rank it in.'
    : 'Choose a list. A few quick comparisons with what is in it set its place.';
  const errorLine = error && (
    <Stack gap="1" data-testid="rank-chooser-error">
      <FormErrorAlert message={error} onNavigate={onClose} />
      {mentionsPro(error) && <Stack align="end"><ProLink onNavigate={onClose} /></Stack>}
    </Stack>
  );

  let content: ReactNode;
  if (chooser.loadError) {
    content = <RetryError message={chooser.loadError.message} onRetry={chooser.retry} />;
  } else if (!chooser.loaded || !choices || autoBusy) {
    content = (
      <Stack aria-busy="true" gap="2">
        <Text role="status" textStyle="sm" color="fg.muted">{autoBusy ? 'Opening My Lie…' : 'Loading your lists…'}</Text>
        {[0, 1, 2].map((i) => <Skeleton key={i} h="14" />)}
      </Stack>
    );
  } else if (view.name === 'hole') {
    const listId = view.choice.list?._id ?? '';
    content = (
      <Stack gap="4">
        <HoleForm
          formId={formId}
          listName={view.choice.name}
          holes={holeChoices(view.choice.list?.type ?? '', chooser.course)}
          ranked={rankedHoles(chooser.standings, listId)}
          value={hole}
          onChange={setHole}
          onSubmit={(n) => void choose(view.choice, n)}
          selectRef={holeRef}
        />
        {errorLine}
      </Stack>
    );
  } else if (view.name === 'new') {
    content = (
      <Stack gap="4">
        <NewListForm
          formId={formId}
          draft={draft}
          types={chooser.types}
          allowance={chooser.allowance}
          isPremium={chooser.isPremium}
          nameError={nameError}
          onChange={(d) => {
            setDraft(d);
            chooser.setNameError(null);
          }}
          onSubmit={() => void onNewList()}
          onNavigate={onClose}
          nameRef={nameRef}
        />
        {errorLine}
      </Stack>
    );
  } else {
    const option = (choice: RankChoice, isMyLie = false) => (
      <RankChoiceOption
        key={choice.list?._id ?? 'my-lie'}
        choice={choice}
        isMyLie={isMyLie}
        busy={busy === (choice.list?._id ?? 'my-lie')}
        disabled={busy !== null}
        onChoose={() => pick(choice)}
        onNavigate={onClose}
      />
    );
    content = (
      <Stack gap="5">
        {errorLine}
        <Stack as="ul" gap="2" ps="0" aria-label="My Lie" data-testid="rank-choices-my-lie">{option(choices.myLie, true)}</Stack>
        <ChoiceGroup title="Your course lists" testId="rank-choices-course">{choices.courseLists.map((c) => option(c))}</ChoiceGroup>
        <ChoiceGroup title="Your hole lists" testId="rank-choices-hole">{choices.holeLists.map((c) => option(c))}</ChoiceGroup>
        <Button variant="outline" alignSelf="start" disabled={busy !== null} onClick={() => go({ name: 'new' })} data-testid="rank-new-list">
          <Plus aria-hidden="true" /> New list…
        </Button>
      </Stack>
    );
  }

  const footer = view.name === 'lists' || !chooser.loaded ? null : (
    <>
      <Button variant="outline" onClick={() => go({ name: 'lists' })} disabled={busy !== null}>Back</Button>
      <Button
        type="submit"
        form={formId}
        colorPalette="brand"
        loading={busy !== null}
        disabled={view.name === 'hole' ? !hole : chooser.allowance.full}
      >
        {view.name === 'hole' ? 'Continue' : 'Create and rank'}
      </Button>
    </>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={onExitComplete}
      restoreFocus={restoreFocus}
      finalFocusEl={() => (returnFocus?.isConnected ? returnFocus : null)}
      placement="center"
      size="md"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* minW 0: a truncated list name must not widen the dialog past a phone's screen. */}
          <Dialog.Content mx="4" minW="0" data-testid="rank-chooser" data-view={view.name}>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1" pe="12">
              <Dialog.Title>Rank {target.courseName}</Dialog.Title>
              <Dialog.Description color="fg.muted" textStyle="sm">{description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body ref={body} pb={footer ? undefined : '6'}>{content}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ChoiceGroup({ title, testId, children }: { title: string; testId: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Text as="h3" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">{title}</Text>
      <Stack as="ul" gap="2" ps="0" data-testid={testId}>{children}</Stack>
    </Stack>
  );
}
