/**
 * Who comes: the owner and the companions they invited from the golfers they follow. Companions
 * see the trip and change its plan; the owner adds and removes them. What the party wants to play
 * together is summed up here ("3 of you want to play Kingsbarns").
 */
import { Avatar, Button, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PartyMember, TripDetail } from '../../../shared/contracts/trips.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import { TRIP_COMPANIONS_MAX } from '../../../shared/domain/trips/trip-rules';
import { useFollowing } from '../api/get-following';

const nameOf = (u: PublicUser) => u.displayName ?? u.fullName ?? 'Golfer';

export function TripCompanions({ trip, members, courseNames, onChange, busy }: {
  trip: TripDetail;
  members: readonly PartyMember[];
  courseNames: ReadonlyMap<string, string>;
  onChange: (companions: string[]) => void;
  busy: boolean;
}) {
  const following = useFollowing(trip.isOwner);
  const [pick, setPick] = useState('');
  const ids = trip.companions.map((c) => c._id);
  const invitable = (following.data?.items ?? []).filter((u) => !ids.includes(u._id));
  // Courses two or more of the party want to play, most wanted first.
  const wanted = new Map<string, number>();
  for (const m of members) for (const id of new Set([...m.wished, ...m.watched])) wanted.set(id, (wanted.get(id) ?? 0) + 1);
  const together = [...wanted].filter(([id, n]) => n >= 2 && courseNames.has(id)).sort((a, b) => b[1] - a[1]).slice(0, 5);
  return (
    <Stack gap="3" data-testid="trip-companions">
      <Wrap gap="3">
        {[trip.owner, ...trip.companions].map((u, i) => (
          <HStack key={u._id} gap="1.5" data-testid="trip-golfer">
            <Avatar.Root size="xs"><Avatar.Fallback name={nameOf(u)} />{u.picture && <Avatar.Image src={u.picture} />}</Avatar.Root>
            <Link to={`/users/${u._id}`}><Text fontSize="sm">{nameOf(u)}{i === 0 ? ' (plans it)' : ''}</Text></Link>
            {trip.isOwner && i > 0 && (
              <Button size="2xs" variant="ghost" className="no-print" aria-label={`Remove ${nameOf(u)} from the trip`} disabled={busy}
                onClick={() => onChange(ids.filter((id) => id !== u._id))}>Remove</Button>
            )}
          </HStack>
        ))}
      </Wrap>
      {together.map(([id, n]) => (
        <Text key={id} fontSize="sm" color="fg.info" data-testid="party-overlap">{n} of you want to play {courseNames.get(id)}</Text>
      ))}
      {trip.isOwner && (
        <HStack className="no-print">
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field aria-label="Invite a golfer you follow" value={pick} onChange={(e) => setPick(e.target.value)} data-testid="invite-companion">
              <option value="">{invitable.length ? 'Invite a golfer you follow…' : ids.length ? 'Everyone you follow is coming' : 'Follow golfers to invite them'}</option>
              {invitable.map((u) => <option key={u._id} value={u._id}>{nameOf(u)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" disabled={!pick || busy || ids.length >= TRIP_COMPANIONS_MAX} data-testid="invite-companion-submit"
            onClick={() => { onChange([...ids, pick]); setPick(''); }}>Invite</Button>
        </HStack>
      )}
    </Stack>
  );
}
