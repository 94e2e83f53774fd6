/**
 * /trip-planner: invitations to answer first (Accept / Decline inline, the trip a click away to
 * look it over), then the golfer's upcoming trips, a new trip, and past trips.
 */
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { RetryError } from '../../../components/ui/retry-error';
import type { TripSummary } from '../../../shared/contracts/trips.contract';
import { localToday } from '../../../shared/domain/trips/trip-rules';
import { useMyTrips } from '../api/get-my-trips';
import { tripPlannerPath } from '../lib/add-to-trip-options';
import { formatDateRange } from '../../../lib/format-date';
import { golferName, hubSections } from '../lib/trip-invitations';
import { InvitationAnswer } from './invitation-answer';
import { NewTripForm } from './new-trip-form';

function TripRow({ trip, past }: { trip: TripSummary; past: boolean }) {
  return (
    <Box as="li" listStyleType="none">
      <Link to={tripPlannerPath(trip._id)} data-testid="trip-row">
        <Stack gap="0" py="2" px="2" borderRadius="l2" _hover={{ bg: 'bg.muted' }} opacity={past ? 0.75 : 1}>
          <HStack>
            <Text fontWeight="semibold" truncate>{trip.name}</Text>
            {trip.role === 'companion' && <Badge size="sm">with {golferName(trip.owner)}</Badge>}
            {trip.isPublic && <Badge size="sm" colorPalette="brand">Shared</Badge>}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[trip.destination?.name, formatDateRange(trip.startDate, trip.endDate), `${trip.roundCount} round${trip.roundCount === 1 ? '' : 's'}`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Link>
    </Box>
  );
}

function InvitationRow({ trip }: { trip: TripSummary }) {
  return (
    <Box as="li" listStyleType="none" data-testid="trip-invitation-row" data-trip-id={trip._id}
      bg="brand.subtle" borderWidth="1px" borderColor="brand.border" borderRadius="l2" p="3">
      <Stack gap="2">
        <Stack gap="0.5" minW="0">
          <Link to={tripPlannerPath(trip._id)}>
            <Text fontWeight="semibold" textDecoration="underline" textUnderlineOffset="2px" lineClamp={2}>{trip.name}</Text>
          </Link>
          <Text fontSize="sm">{golferName(trip.owner)} invited you</Text>
          <Text fontSize="sm" color="fg.muted">
            {[trip.destination?.name, formatDateRange(trip.startDate, trip.endDate), `${trip.roundCount} round${trip.roundCount === 1 ? '' : 's'} planned`].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <InvitationAnswer trip={trip} size="xs" offerToOpen />
      </Stack>
    </Box>
  );
}

export function TripsHub() {
  const [params] = useSearchParams();
  const trips = useMyTrips();
  const { invitations, upcoming, past } = hubSections(trips.data ?? [], localToday());
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
      {invitations.length > 0 && (
        <Stack gap="2" as="section" aria-labelledby="trip-invitations-title">
          <HStack>
            <Heading as="h2" size="sm" id="trip-invitations-title">Invitations</Heading>
            <Badge size="sm" colorPalette="accent" variant="solid" aria-hidden="true">{invitations.length}</Badge>
          </HStack>
          <Stack as="ul" gap="2" ps="0" m="0" data-testid="trip-invitations">{invitations.map((t) => <InvitationRow key={t._id} trip={t} />)}</Stack>
        </Stack>
      )}
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
