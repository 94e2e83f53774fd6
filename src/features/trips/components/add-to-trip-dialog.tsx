/**
 * "Add to a trip" (issue 15): the golfer's trips not yet over that they plan (owned or joined; not
 * invitations still to answer), one radio each (name, destination,
 * dates); once one is chosen, a select of its days (day 1, or today for a trip under way). Add puts
 * the course on that day (`POST /api/lists/{id}/add-item`), says so in the snackbar with a way to
 * the trip, and closes; what the server refuses (the course already on that day, a full day) shows
 * here and the dialog stays. "New trip with this course" (and "Plan a trip", with no trips ahead)
 * opens the planner with the course to place.
 */
import { Box, Button, Field, NativeSelect, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RetryError } from '../../../components/ui/retry-error';
import { notify } from '../../../components/ui/toaster';
import { apiFormErrors } from '../../../lib/field-errors';
import { localToday } from '../../../shared/domain/trips/trip-rules';
import { useMyTrips } from '../api/get-my-trips';
import { useAddRoundToTrip } from '../api/add-round-to-trip';
import {
  defaultTripDay, newTripWithCoursePath, tripDayOptions, tripPlannerPath, tripsToAddTo,
} from '../lib/add-to-trip-options';
import { formatDateRange } from '../../../lib/format-date';

const FORM_ID = 'add-to-trip-form';

export interface AddToTripDialogProps {
  course: { _id: string; club_name: string };
  open: boolean;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  onExitComplete: () => void;
}

export function AddToTripDialog({ course, open, returnFocus, onClose, onExitComplete }: AddToTripDialogProps) {
  const { data, error: loadError, isPending, refetch } = useMyTrips();
  const add = useAddRoundToTrip();
  const navigate = useNavigate();
  const today = useMemo(() => localToday(), []);
  const trips = useMemo(() => tripsToAddTo(data ?? [], today), [data, today]);
  const [tripId, setTripId] = useState<string | null>(null);
  const [day, setDay] = useState(1);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const choicesRef = useRef<HTMLDivElement>(null);

  const trip = trips.find((t) => t._id === tripId) ?? null;
  const days = useMemo(() => (trip ? tripDayOptions(trip) : []), [trip]);
  const newTripPath = newTripWithCoursePath(course._id);

  const choose = (id: string) => {
    const chosen = trips.find((t) => t._id === id);
    setTripId(id);
    setDay(chosen ? defaultTripDay(tripDayOptions(chosen), today) : 1);
    setChoiceError(null);
    setFormError(null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!trip) {
      setChoiceError('Choose a trip.');
      choicesRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    const { _id: id, name } = trip;
    add.mutate({ tripId: id, course: course._id, day }, {
      onSuccess: () => {
        notify(`Added to ${name}, day ${day}.`, 'success', { action: { label: 'Open trip', onClick: () => void navigate(tripPlannerPath(id)) } });
        onClose();
      },
      onError: (err) => setFormError(apiFormErrors(err, []).form),
    });
  };

  const view = isPending ? 'loading' : loadError ? 'error' : trips.length === 0 ? 'empty' : 'trips';
  // Leaving for the planner closes the dialog too (the card under it may stay on screen).
  const newTripLink = (
    <Button asChild variant="ghost" size="sm" alignSelf="start" colorPalette="brand" data-testid="add-to-trip-new">
      <Link to={newTripPath} onClick={onClose}><Plus aria-hidden="true" /> New trip with this course</Link>
    </Button>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      returnFocus={returnFocus}
      data-testid="add-to-trip-dialog"
      data-view={view}
      title="Add to a trip"
      description={<Text as="span" fontWeight="medium" color="fg">{course.club_name}</Text>}
      footer={view === 'empty' ? (
        <>
          <Button variant="outline" onClick={onClose}>Close</Button>
          <Button asChild colorPalette="brand" data-testid="add-to-trip-plan">
            <Link to={newTripPath} onClick={onClose}>Plan a trip</Link>
          </Button>
        </>
      ) : view === 'trips' ? (
        <>
          <Button variant="outline" onClick={onClose} disabled={add.isPending}>Cancel</Button>
          <Button type="submit" form={FORM_ID} colorPalette="brand" loading={add.isPending} data-testid="add-to-trip-submit">Add</Button>
        </>
      ) : (
        <Button variant="outline" onClick={onClose}>Close</Button>
      )}
    >
      {view === 'loading' ? (
        <Stack aria-busy="true">{[0, 1].map((i) => <Skeleton key={i} h="10" />)}</Stack>
      ) : view === 'error' ? (
        <RetryError message={loadError?.message ?? 'Your trips could not be loaded.'} onRetry={() => void refetch()} />
      ) : view === 'empty' ? (
        <Stack gap="3">
          <Text data-testid="add-to-trip-empty">You have no upcoming trips.</Text>
          {newTripLink}
        </Stack>
      ) : (
        <form id={FORM_ID} onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Box>
              <RadioGroup.Root
                ref={choicesRef}
                value={tripId}
                onValueChange={(e) => e.value && choose(e.value)}
                colorPalette="brand"
                size="sm"
                width="full"
                aria-describedby={choiceError ? 'add-to-trip-choice-error' : undefined}
              >
                <RadioGroup.Label>Your upcoming trips</RadioGroup.Label>
                <Stack gap="3" mt="2">
                  {trips.map((t) => (
                    <RadioGroup.Item key={t._id} value={t._id} alignItems="start" data-testid="add-to-trip-option" data-trip-id={t._id}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator mt="0.5" />
                      <RadioGroup.ItemText>
                        <Box as="span" display="block" fontWeight="medium">{t.name}</Box>
                        <Box as="span" display="block" color="fg.muted" textStyle="xs">
                          {[t.destination?.name, formatDateRange(t.startDate, t.endDate)].filter(Boolean).join(' · ')}
                        </Box>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              {choiceError && (
                <Text id="add-to-trip-choice-error" role="alert" mt="2" textStyle="sm" color="fg.error" data-testid="add-to-trip-choice-error">{choiceError}</Text>
              )}
            </Box>
            {trip && (
              <Field.Root>
                <Field.Label>Day</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field name="day" value={String(day)} onChange={(e) => { setDay(Number(e.target.value)); setFormError(null); }} data-testid="add-to-trip-day">
                    {days.map((d) => <option key={d.day} value={String(d.day)}>{d.label}</option>)}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            <FormErrorAlert message={formError} testId="add-to-trip-error" />
            {newTripLink}
          </Stack>
        </form>
      )}
    </FormDialog>
  );
}
