/**
 * Who comes: the owner, the companions who joined, and (for the owner) the golfers invited who
 * have not answered yet, marked "Invited". The owner invites golfers they follow, withdraws an
 * invitation, or removes a companion; every such save names everyone asked along, joined and
 * invited (trip-invitations.ts), or the open invitations would be dropped. What the party wants
 * to play together is summed up here ("3 of you want to play Kingsbarns").
 */
import { Avatar, Badge, Button, Field, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import type { PartyMember, TripDetail } from '../../../shared/contracts/trips.contract';
import type { PublicUser } from '../../../shared/contracts/users.contract';
import { TRIP_COMPANIONS_MAX } from '../../../shared/domain/trips/trip-rules';
import { useFollowing } from '../api/get-following';
import { askedAlong, golferName, invitableGolfers, withInvited, withoutGolfer } from '../lib/trip-invitations';

function Golfer({ user, note, children, testId, className }: {
  user: PublicUser; note?: string; children?: React.ReactNode; testId: string; className?: string;
}) {
  const name = golferName(user);
  return (
    <HStack gap="1.5" data-testid={testId} data-user-id={user._id} className={className}>
      <Avatar.Root size="xs"><Avatar.Fallback name={name} />{user.picture && <Avatar.Image src={user.picture} alt="" />}</Avatar.Root>
      <Link to={`/users/${user._id}`}><Text fontSize="sm">{name}{note}</Text></Link>
      {children}
    </HStack>
  );
}

export function TripCompanions({ trip, members, courseNames, onChange, busy }: {
  trip: TripDetail;
  members: readonly PartyMember[];
  courseNames: ReadonlyMap<string, string>;
  /** Saves who is asked along; true once saved. */
  onChange: (companions: string[]) => Promise<boolean>;
  busy: boolean;
}) {
  const following = useFollowing(trip.isOwner);
  const confirm = useConfirm();
  const [pick, setPick] = useState('');
  const invitable = invitableGolfers(following.data?.items ?? [], trip);
  const full = askedAlong(trip).length >= TRIP_COMPANIONS_MAX;
  // Courses two or more of the party want to play, most wanted first.
  const wanted = new Map<string, number>();
  for (const m of members) for (const id of new Set([...m.wished, ...m.watched])) wanted.set(id, (wanted.get(id) ?? 0) + 1);
  const together = [...wanted].filter(([id, n]) => n >= 2 && courseNames.has(id)).sort((a, b) => b[1] - a[1]).slice(0, 5);

  const save = async (companions: string[], done: string) => {
    if (await onChange(companions)) notify(done);
  };
  const invite = () => {
    const golfer = invitable.find((u) => u._id === pick);
    if (!golfer) return;
    setPick('');
    void save(withInvited(trip, golfer._id), `${golferName(golfer)} is invited: they join the trip when they accept.`);
  };
  const remove = async (u: PublicUser) => {
    const name = golferName(u);
    const yes = await confirm({
      title: `Remove ${name} from the trip?`,
      message: `${name} will no longer see ${trip.name} or plan it. To bring them back, invite them again.`,
      confirmText: 'Remove',
      destructive: true,
    });
    if (yes) await save(withoutGolfer(trip, u._id), `${name} is no longer on ${trip.name}.`);
  };
  const emptyChoice = invitable.length ? 'Invite a golfer you follow…'
    : full ? `A trip takes at most ${TRIP_COMPANIONS_MAX} companions`
      : askedAlong(trip).length ? 'Everyone you follow is on the trip or invited'
        : 'Follow golfers to invite them';

  return (
    <Stack gap="3" data-testid="trip-companions">
      <Wrap gap="3">
        <Golfer user={trip.owner} note=" (plans it)" testId="trip-golfer" />
        {trip.companions.map((u) => (
          <Golfer key={u._id} user={u} testId="trip-golfer">
            {trip.isOwner && (
              <Button size="2xs" variant="ghost" className="no-print" aria-label={`Remove ${golferName(u)} from the trip`} disabled={busy}
                onClick={() => void remove(u)} data-testid="companion-remove">Remove</Button>
            )}
          </Golfer>
        ))}
        {/* Not on the printed itinerary: an invitation still open is nobody coming yet. */}
        {trip.invited.map((u) => (
          <Golfer key={u._id} user={u} testId="trip-invitee" className="no-print">
            <Badge size="sm" colorPalette="accent" variant="subtle">Invited</Badge>
            <Button size="2xs" variant="ghost" aria-label={`Withdraw the invitation to ${golferName(u)}`} disabled={busy}
              onClick={() => void save(withoutGolfer(trip, u._id), `The invitation to ${golferName(u)} is withdrawn.`)}
              data-testid="invitation-withdraw">Withdraw</Button>
          </Golfer>
        ))}
      </Wrap>
      {together.map(([id, n]) => (
        <Text key={id} fontSize="sm" color="fg.info" data-testid="party-overlap">{n} of you want to play {courseNames.get(id)}</Text>
      ))}
      {trip.isOwner && (
        <Field.Root className="no-print">
          <HStack w="full">
            <NativeSelect.Root size="sm" flex="1" disabled={full}>
              <NativeSelect.Field aria-label="Invite a golfer you follow" value={pick} onChange={(e) => setPick(e.target.value)} data-testid="invite-companion">
                <option value="">{emptyChoice}</option>
                {!full && invitable.map((u) => <option key={u._id} value={u._id}>{golferName(u)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" disabled={!pick || busy || full} onClick={invite} data-testid="invite-companion-submit">Invite</Button>
          </HStack>
          <Field.HelperText>They see the plan and join once they accept.</Field.HelperText>
        </Field.Root>
      )}
    </Stack>
  );
}
