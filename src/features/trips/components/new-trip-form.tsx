/**
 * A new trip: a name, a destination and the first and last day. It opens in the planner; a
 * course handed over from a course card (`?course=`) is on its first day.
 */
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import type { Destination } from '../../../shared/contracts/trips.contract';
import { addDays } from '../../../shared/domain/calendar-date';
import { localToday, TRIP_DAYS_MAX, tripDayCount } from '../../../shared/domain/trips/trip-rules';
import { useSaveTrip } from '../api/save-trip';
import { DestinationField } from './destination-field';

export function NewTripForm({ courseId }: { courseId: string | null }) {
  const navigate = useNavigate();
  const save = useSaveTrip();
  const start0 = addDays(localToday(), 30);
  const [name, setName] = useState('');
  const [destination, setDestination] = useState<Destination | null>(null);
  const [startDate, setStartDate] = useState(start0);
  const [endDate, setEndDate] = useState(addDays(start0, 2));
  const [error, setError] = useState<string | null>(null);

  const days = tripDayCount(startDate, endDate);
  const dateError = days < 1 ? 'The last day must not be before the first.' : days > TRIP_DAYS_MAX ? `A trip lasts at most ${TRIP_DAYS_MAX} days.` : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (dateError) return;
    setError(null);
    try {
      const trip = await save.mutateAsync({
        name: name.trim() || destination?.name || 'My golf trip', startDate, endDate, destination,
        ...(courseId ? { days: [{ day: 1, rounds: [{ course: courseId }] }] } : {}),
      });
      notify(`${trip.name} is planned: add courses to its days.`);
      navigate(`/trip-planner/${trip._id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The trip could not be saved. Try again.');
    }
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} data-testid="new-trip-form" aria-label="New trip">
      <Field.Root>
        <Field.Label>Trip name</Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={destination?.name ?? 'East Lothian links'} maxLength={120} data-testid="trip-name-input" />
      </Field.Root>
      <DestinationField value={destination} onChange={setDestination} />
      <HStack align="start">
        <Field.Root required>
          <Field.Label>First day</Field.Label>
          <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} data-testid="trip-start-input" />
        </Field.Root>
        <Field.Root required invalid={!!dateError}>
          <Field.Label>Last day</Field.Label>
          <Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} data-testid="trip-end-input" />
          {dateError && <Field.ErrorText>{dateError}</Field.ErrorText>}
        </Field.Root>
      </HStack>
      {courseId && <Text fontSize="sm" color="fg.muted" data-testid="new-trip-course">The course you chose goes on the first day; add more in the planner.</Text>}
      <FormErrorAlert message={error} testId="new-trip-error" />
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending} disabled={!!dateError} data-testid="create-trip">
        Plan this trip
      </Button>
    </Stack>
  );
}
