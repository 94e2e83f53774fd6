/** /trip-planner: the golfer's upcoming trips, a new trip, then past trips. */
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import type { TripSummary } from '../../../shared/contracts/trips.contract';
import { isUpcomingTrip, localToday } from '../../../shared/domain/trips/trip-rules';
import { useMyTrips } from '../api/get-my-trips';
import { tripDatesLabel } from '../lib/trip-dates';
import { NewTripForm } from './new-trip-form';

function TripRow({ trip, past }: { trip: TripSummary; past: boolean }) {
  return (
    <Box as="li" listStyleType="none">
      <Link to={`/trip-planner/${trip._id}`} data-testid="trip-row">
        <Stack gap="0" py="2" px="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }} opacity={past ? 0.75 : 1}>
          <HStack>
            <Text fontWeight="semibold" truncate>{trip.name}</Text>
            {trip.role === 'companion' && <Badge size="sm">with {trip.owner.displayName ?? 'a friend'}</Badge>}
            {trip.isPublic && <Badge size="sm" colorPalette="brand">Shared</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[trip.destination?.name, tripDatesLabel(trip), `${trip.roundCount} round${trip.roundCount === 1 ? '' : 's'}`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Link>
    </Box>
  );
}

export function TripsHub() {
  const [params] = useSearchParams();
  const trips = useMyTrips();
  const today = localToday();
  const upcoming = trips.data?.filter((t) => isUpcomingTrip(t.endDate, today)) ?? [];
  const past = trips.data?.filter((t) => !isUpcomingTrip(t.endDate, today)) ?? [];
  const course = params.get('course');
  const form = (
    <Stack gap="3">
      <Heading as="h2" size="sm">New trip</Heading>
      <NewTripForm courseId={course} />
    </Stack>
  );
  return (
    <Stack gap="6">
      {trips.isError && <RetryError message="Your trips could not be loaded." onRetry={() => void trips.refetch()} />}
      {/* A course handed over from a card is for a new trip: the form comes first then. */}
      {course && form}
      {upcoming.length > 0 && (
        <Stack gap="1">
          <Heading as="h2" size="sm">Upcoming</Heading>
          <Stack as="ul" gap="0" ps="0" data-testid="upcoming-trips">{upcoming.map((t) => <TripRow key={t._id} trip={t} past={false} />)}</Stack>
        </Stack>
      )}
      {!course && form}
      {past.length > 0 && (
        <Stack gap="1">
          <Heading as="h2" size="sm">Past trips</Heading>
          <Stack as="ul" gap="0" ps="0" data-testid="past-trips">{past.map((t) => <TripRow key={t._id} trip={t} past />)}</Stack>
        </Stack>
      )}
    </Stack>
  );
}
