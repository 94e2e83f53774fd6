/**
 * "When did you play it?": the date of one played course (PUT /api/user/courses-played/{id}), a day
 * or only a year. Offered by the snackbar after marking a course played, on the course page, and on
 * the golfer's own profile. The shared rule checks it first; what the API still refuses shows under
 * the field it names.
 */
import { Button, Field, Input, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RetryError } from '../../../components/ui/retry-error';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../../components/ui/toaster';
import { apiFormErrors } from '../../../lib/field-errors';
import { useCurrentUser } from '../../../lib/get-current-user';
import { latestToday, PLAYED_YEAR_MIN, type PlayedDatePrecision } from '../../../shared/domain/played-date';
import { usePlayedEntries } from '../api/get-played-entries';
import { useSetPlayedDate } from '../api/set-played-date';
import { checkPlayedDateForm, PLAYED_DAY_MIN, playedDateForm, type PlayedDateForm } from '../lib/played-date-form';
import type { PlayedDateTarget } from './played-date-dialog-context';

const PRECISIONS: { value: PlayedDatePrecision; label: string }[] = [
  { value: 'day', label: 'On a day' },
  { value: 'year', label: 'Only the year' },
];

export function PlayedDateDialog({ target, open, returnFocus, onClose, onExitComplete }: {
  target: PlayedDateTarget;
  open: boolean;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onExitComplete: () => void;
}) {
  const { data: me } = useCurrentUser();
  const { data: entries, error: loadError, isPending, refetch } = usePlayedEntries();
  const entry = entries?.find((e) => e.courseId === target.courseId);
  const save = useSetPlayedDate(me?._id);
  const [form, setForm] = useState<PlayedDateForm | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  // The form starts from the stored date once the entries are there.
  useEffect(() => {
    if (entries && !form) setForm(playedDateForm(entries.find((e) => e.courseId === target.courseId)));
  }, [entries, form, target.courseId]);

  const set = (next: Partial<PlayedDateForm>) => {
    setForm((f) => f && { ...f, ...next });
    setFieldError(null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    setFormError(null);
    const checked = checkPlayedDateForm(form);
    if ('error' in checked) {
      setFieldError(checked.error);
      fieldRef.current?.focus();
      return;
    }
    save.mutate({ courseId: target.courseId, dateAdded: checked.dateAdded }, {
      onSuccess: () => {
        notify('Date played saved.');
        onClose();
      },
      onError: (error) => {
        const { fields, form: rest } = apiFormErrors(error, ['dateAdded']);
        setFieldError(fields.dateAdded ?? null);
        setFormError(rest);
        if (fields.dateAdded) fieldRef.current?.focus();
      },
    });
  };

  /** Takes the date away: the course stays played, on no given day. */
  const onRemove = () => {
    setFormError(null);
    save.mutate({ courseId: target.courseId, dateAdded: null }, {
      onSuccess: () => {
        notify('Date played removed.');
        onClose();
      },
      onError: (error) => setFormError(error.message),
    });
  };

  const today = latestToday();
  const notPlayed = !!entries && !entry;
  const dated = !!entry?.dateAdded;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      returnFocus={returnFocus}
      data-testid="played-date-dialog"
      title="When did you play it?"
      description={target.courseName}
      footer={(
        <>
          {form && dated && (
            <Button variant="ghost" colorPalette="red" me="auto" onClick={onRemove} disabled={save.isPending} data-testid="played-date-remove">Remove date</Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>{form && !notPlayed ? 'Cancel' : 'Close'}</Button>
          {form && !notPlayed && <Button type="submit" form="played-date-form" colorPalette="brand" loading={save.isPending}>Save date</Button>}
        </>
      )}
    >
      {isPending ? <Stack aria-busy="true"><Skeleton h="8" /><Skeleton h="10" /></Stack>
        : loadError ? <RetryError message={loadError.message} onRetry={() => void refetch()} />
        : notPlayed ? <Text data-testid="played-date-not-played">This course is not among your played courses.</Text>
        : form && (
          <form id="played-date-form" onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <RadioGroup.Root
                value={form.precision}
                onValueChange={(e) => set({ precision: e.value as PlayedDatePrecision })}
                colorPalette="brand"
                size="sm"
              >
                <RadioGroup.Label>What do you remember?</RadioGroup.Label>
                <Stack direction="row" gap="5" mt="2">
                  {PRECISIONS.map((p) => (
                    <RadioGroup.Item key={p.value} value={p.value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{p.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              <Field.Root required invalid={!!fieldError}>
                {form.precision === 'day' ? (
                  <>
                    <Field.Label>Date played</Field.Label>
                    <Input ref={fieldRef} type="date" name="dateAdded" min={PLAYED_DAY_MIN} max={today}
                      value={form.day} onChange={(e) => set({ day: e.target.value })} />
                  </>
                ) : (
                  <>
                    <Field.Label>Year played</Field.Label>
                    <Input ref={fieldRef} name="dateAdded" inputMode="numeric" autoComplete="off" maxLength={4} placeholder="YYYY"
                      value={form.year} onChange={(e) => set({ year: e.target.value.replace(/\D/g, '') })} />
                  </>
                )}
                {fieldError
                  ? <Field.ErrorText data-testid="played-date-error">{fieldError}</Field.ErrorText>
                  : <Field.HelperText>{form.precision === 'day' ? `Any day from 1 Jan ${PLAYED_YEAR_MIN} to today.` : `A year from ${PLAYED_YEAR_MIN} on. It shows as just the year.`}</Field.HelperText>}
              </Field.Root>
              <FormErrorAlert message={formError} testId="played-date-form-error" />
            </Stack>
          </form>
        )}
    </FormDialog>
  );
}
