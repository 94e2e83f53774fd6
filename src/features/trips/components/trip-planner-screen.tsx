/**
 * /trip-planner/{id}: a trip planned on the map, day by day. Its rounds are numbered pins in their
 * days' colours with each day's route drawn; the days take courses from the candidates below
 * (the map's view) or from a course card ("Add to a trip"). Signed out, a shared trip reads as an
 * itinerary. A golfer invited on it reads it too, under the invitation, until they accept.
 */
import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { RetryError } from '../../../components/ui/retry-error';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { Round } from '../../../shared/contracts/trips.contract';
import { useTrip } from '../api/get-trip';
import { useTripParty } from '../api/get-trip-party';
import { useTripMap } from '../hooks/use-trip-map';
import { useTripPlan } from '../hooks/use-trip-plan';
import { overlapLines, overlapOf } from '../lib/party-overlap';
import { formatDateRange, formatDayOfWeek } from '../../../lib/format-date';
import { addRound, hasCourseOnDay, moveRound, removeRound, setNote, setTeeTime } from '../lib/trip-plan';
import { useLengthUnit } from '../../../lib/length-unit';
import { STRAIGHT_LINE_NOTE, tripDistanceText } from '../lib/route-text';
import { dayRoutes } from '../lib/trip-route';
import { TripActions } from './trip-actions';
import { TripCandidates } from './trip-candidates';
import { TripCompanions } from './trip-companions';
import { TripDaysBoard } from './trip-days-board';
import { TripInvitationBanner } from './trip-invitation-banner';
import { TripRouteTools } from './trip-route-tools';

export function TripPlannerScreen({ id }: { id: string }) {
  const me = useCurrentUser();
  const units = useLengthUnit();
  const trip = useTrip(id);
  const data = trip.data;
  const { plan, commit, saving } = useTripPlan(data);
  const party = useTripParty(id, !!data?.canEdit);
  const members = useMemo(() => party.data?.members ?? [], [party.data]);
  const meId = me.data?._id ?? null;
  useTripMap(id, plan, data?.destination ?? null);
  const routes = useMemo(() => (plan ? dayRoutes(plan) : []), [plan]);
  const courseNames = useMemo(() => new Map((plan ?? []).flat().map((r) => [r.course._id, r.course.club_name])), [plan]);

  if (trip.isError) {
    const missing = trip.error instanceof ApiError && trip.error.status === 404;
    return missing
      ? <Text data-testid="trip-missing">This trip does not exist, or it is private. Ask its owner to share it or invite you.</Text>
      : <RetryError message="The trip could not be loaded." onRetry={() => void trip.refetch()} />;
  }
  if (!data || !plan) return <Text color="fg.muted">Loading the trip…</Text>;

  const dayLabels = data.days.map((d) => formatDayOfWeek(d.date));
  const totalKm = routes.reduce((a, r) => a + r.km, 0);
  const rounds = plan.flat().length;
  const overlap = (courseId: string, name: string) => overlapLines(overlapOf(members, courseId, meId), name, members.length);
  const add = (course: Round['course'], day: number) => void commit({}, addRound(plan, day, course));

  return (
    <Stack gap="4" data-testid="trip-planner" data-saving={String(saving)} data-role={data.viewerRole} className="trip-itinerary">
      {data.viewerRole === 'invited' && <TripInvitationBanner trip={data} />}
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted" data-testid="trip-summary">
          {[data.destination?.name, formatDateRange(data.startDate, data.endDate), `${rounds} round${rounds === 1 ? '' : 's'}`].filter(Boolean).join(' · ')}
        </Text>
        {rounds > 1 && (
          <Text fontSize="xs" color="fg.muted" data-testid="trip-distance" title={STRAIGHT_LINE_NOTE}>{tripDistanceText(totalKm, units)}</Text>
        )}
        {data.viewerRole === 'none' && <Text fontSize="sm" data-testid="trip-read-only">A trip {data.owner.displayName ?? 'a golfer'} shared: read only.</Text>}
        <TripActions trip={data} busy={saving} onShare={(isPublic) => commit({ isPublic })} />
      </Stack>
      {data.canEdit && <TripRouteTools plan={plan} dayLabels={dayLabels} saving={saving} commit={commit} />}
      <TripDaysBoard
        days={data.days} plan={plan} routes={routes} canEdit={data.canEdit} overlapOf={overlap}
        onMove={(from, to) => void commit({}, moveRound(plan, from, to))}
        onRemove={(day, index) => void commit({}, removeRound(plan, day, index))}
        onTeeTime={(day, index, t) => void commit({}, setTeeTime(plan, day, index, t))}
        onNote={(day, index, n) => void commit({}, setNote(plan, day, index, n))}
      />
      {data.canEdit && (
        <>
          <Separator />
          <Stack gap="2">
            <Heading as="h2" size="sm">Who's coming</Heading>
            <TripCompanions trip={data} members={members} courseNames={courseNames} busy={saving} onChange={(companions) => commit({ companions })} />
          </Stack>
          <Separator className="no-print" />
          <Stack gap="2" className="no-print">
            <Heading as="h2" size="sm">Courses to add</Heading>
            <TripCandidates members={members} meId={meId} dayCount={plan.length} dayLabels={dayLabels} onAdd={add}
              isOnDay={(courseId, day) => hasCourseOnDay(plan, day, courseId)} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
