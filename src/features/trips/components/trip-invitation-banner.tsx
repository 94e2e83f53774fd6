/**
 * What an invited golfer sees at the top of the trip: who invited them, to what and when, who has
 * joined, what joining shares, and Accept / Decline. The plan below stays read-only until they
 * accept; declining takes them back to their trips.
 */
import { Avatar, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { TripDetail } from '../../../shared/contracts/trips.contract';
import { golferName } from '../lib/trip-invitations';
import { formatDateRange } from '../../../lib/format-date';
import { InvitationAnswer } from './invitation-answer';

const TITLE_ID = 'trip-invitation-title';

/** "Anna", "Anna and Tom", "Anna, Tom and Lee". */
const namesList = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export function TripInvitationBanner({ trip }: { trip: TripDetail }) {
  const navigate = useNavigate();
  const owner = golferName(trip.owner);
  const joined = trip.companions.map(golferName);
  return (
    <Box as="section" aria-labelledby={TITLE_ID} data-testid="trip-invitation" className="no-print"
      bg="brand.subtle" borderWidth="1px" borderColor="brand.border" borderRadius="l3" p="4">
      <Stack gap="3">
        <HStack align="start" gap="3">
          <Avatar.Root size="sm" flexShrink={0}>
            <Avatar.Fallback name={owner} />
            {trip.owner.picture && <Avatar.Image src={trip.owner.picture} alt="" />}
          </Avatar.Root>
          <Stack gap="1" minW="0">
            <Heading as="h2" size="sm" id={TITLE_ID}>{owner} invited you on {trip.name}</Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="trip-invitation-when">
              {[trip.destination?.name, formatDateRange(trip.startDate, trip.endDate)].filter(Boolean).join(' · ')}
            </Text>
            {joined.length > 0 && <Text fontSize="sm">{namesList(joined)} {joined.length === 1 ? 'has' : 'have'} joined.</Text>}
          </Stack>
        </HStack>
        <Text fontSize="sm">
          Look over the plan below. Join to plan it together: the trip's golfers then see which of your wished, watched and
          played courses are near it.
        </Text>
        <InvitationAnswer trip={trip} onDeclined={() => navigate('/trip-planner')} />
      </Stack>
    </Box>
  );
}
