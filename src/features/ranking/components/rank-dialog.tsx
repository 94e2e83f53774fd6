/**
 * Ranking a course or hole into a list, Beli-style: "How was it?" (loved it / it was fine / didn't
 * like it; lists without sentiment skip this), then head-to-heads against items already in that
 * bucket until a binary search places it, then `onPlace` with its index in the whole list. The
 * items are read once, when the dialog opens, so a refetch underneath cannot shift the indexes the
 * answers refer to. A failed save shows its message and can be retried; success closes the dialog.
 * Keyboard: every choice is a button and each step focuses its first one; on a head-to-head ← and →
 * pick the left and right card.
 */
import { CloseButton, Dialog, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { RankBucket } from '../../../shared/domain/ranking/buckets';
import type { PlacementAnswer } from '../../../shared/domain/ranking/placement';
import { scoresOf } from '../../../shared/domain/ranking/score';
import { CompareStep } from './compare-step';
import {
  answerRankFlow, chooseBucket, comparisonQuestion, currentComparison, errorMessage, existingCaption, failRankFlow, isFinalError,
  progressText, retryRankFlow, startRankFlow, type RankItem,
} from './rank-flow';
import { SaveStep } from './save-step';
import { SentimentStep } from './sentiment-step';

export interface RankPlacement {
  /** The bucket chosen under "How was it?"; null for a list without sentiment. */
  bucket: RankBucket | null;
  /** Where the new item goes in the whole list (0 = first); the items from there on move down one. */
  atIndex: number;
}

export interface RankDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the closing animation (the owner may unmount it then). */
  onExitComplete?: () => void;
  /** Where focus goes after closing, when still on the page (default: where it was before opening). */
  returnFocus?: HTMLElement | null;
  /** The course or hole being ranked. */
  subject: { title: string; subtitle?: string; imageUrl?: string | null };
  noun: 'course' | 'hole';
  /** The list's current items in rank order: loved, then fine, then disliked (all null without sentiment). */
  items: readonly RankItem[];
  /** false: one group, no "How was it?", no scores ("Which would you rather play?"). */
  sentiment: boolean;
  /** Saves the place; a rejection's Error.message is shown with Try again. */
  onPlace: (result: RankPlacement) => Promise<void>;
}

export function RankDialog({ open, onClose, onExitComplete, returnFocus, ...steps }: RankDialogProps) {
  const first = useRef<HTMLElement | null>(null);
  const saving = useRef(false);
  return (
    <Dialog.Root
      open={open}
      // Escape and a click outside do nothing while the place is being saved.
      onOpenChange={(e) => !e.open && !saving.current && onClose()}
      onExitComplete={onExitComplete}
      initialFocusEl={() => first.current}
      finalFocusEl={returnFocus === undefined ? undefined : () => (returnFocus?.isConnected ? returnFocus : null)}
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Mounted only while open: every opening starts again from the first step. */}
          <RankSteps {...steps} onClose={onClose} first={first} saving={saving} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RankSteps({ subject, noun, items, sentiment, onPlace, onClose, first, saving }: Omit<RankDialogProps, 'open' | 'returnFocus' | 'onExitComplete'> & {
  first: RefObject<HTMLElement | null>;
  saving: RefObject<boolean>;
}) {
  const [snapshot] = useState(items);
  const [flow, setFlow] = useState(() => startRankFlow(snapshot, sentiment));
  // A refusal (the plan's limit, already in the list) is said with Close rather than Try again.
  const [final, setFinal] = useState(false);
  const scores = useMemo(() => scoresOf(snapshot.map((i) => i.bucket)), [snapshot]);
  const comparison = currentComparison(snapshot, flow);
  const setFirst = useCallback((el: HTMLElement | null) => { first.current = el; }, [first]);

  // Each save attempt starts once (effects run twice in development's StrictMode).
  const started = useRef(0);
  useEffect(() => {
    saving.current = flow.step === 'saving';
    if (flow.step !== 'saving' || started.current === flow.attempt) return;
    started.current = flow.attempt;
    const { bucket, atIndex } = flow;
    Promise.resolve()
      .then(() => onPlace({ bucket, atIndex }))
      .then(
        () => {
          saving.current = false;
          onClose();
        },
        (error: unknown) => {
          setFinal(isFinalError(error));
          setFlow((f) => failRankFlow(f, errorMessage(error)));
        },
      );
  }, [flow, onPlace, onClose, saving]);

  // Focus goes to the first choice of every step, and of every new question.
  const focusKey = flow.step === 'compare' ? `compare:${flow.placement.answered}:${flow.placement.asking}` : flow.step;
  useEffect(() => {
    first.current?.focus();
  }, [focusKey, first]);

  const onAnswer = (reply: PlacementAnswer) => setFlow((f) => answerRankFlow(snapshot, f, reply));
  const onKeyDown = (e: KeyboardEvent) => {
    if (flow.step !== 'compare' || e.repeat || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    onAnswer(e.key === 'ArrowLeft' ? 'new-better' : 'existing-better');
  };

  const sentimentQuestion = `How was ${subject.title}?`;
  const title = flow.step === 'sentiment' ? sentimentQuestion
    : flow.step === 'compare' ? comparisonQuestion(sentiment)
    : `Ranking ${subject.title}`;
  const description = flow.step === 'sentiment' ? `Your answer and a few quick comparisons with the ${noun}s on your list set its place.`
    : comparison ? progressText(comparison.question)
    : flow.step === 'saving' ? 'Saving its place in your list.'
    : flow.step === 'failed' ? 'Its place could not be saved.'
    : 'This list is out of order here. Close this, reload the list and try again.';

  return (
    <Dialog.Content mx="4" data-testid="rank-dialog" data-step={flow.step} onKeyDown={onKeyDown}>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="1" pe="12">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description color="fg.muted" textStyle="sm" aria-live="polite" data-testid="rank-progress">
          {description}
          {comparison && <VisuallyHidden>: {subject.title} or {comparison.existing.title}</VisuallyHidden>}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body pb="6">
        {flow.step === 'sentiment' && (
          <SentimentStep label={sentimentQuestion} firstRef={setFirst} onChoose={(bucket) => setFlow(chooseBucket(snapshot, bucket))} />
        )}
        {comparison && (
          <CompareStep
            subject={subject}
            existing={comparison.existing}
            existingCaption={existingCaption(comparison.listIndex, scores[comparison.listIndex])}
            onAnswer={onAnswer}
            firstRef={setFirst}
          />
        )}
        {(flow.step === 'saving' || flow.step === 'failed') && (
          <SaveStep
            error={flow.step === 'failed' ? flow.message : null}
            final={final}
            onRetry={() => setFlow(retryRankFlow)}
            onClose={onClose}
            firstRef={setFirst}
          />
        )}
        {flow.step === 'broken' && <Text data-testid="rank-broken">Nothing was changed.</Text>}
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={flow.step === 'saving'} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
