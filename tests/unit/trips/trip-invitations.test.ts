import { describe, expect, it } from 'vitest';
import {
  acceptedIn, askedAlong, declinedIn, golferName, hubSections, INVITATION_CLOSED, invitableGolfers, invitationErrorMessage,
  isInvitationClosed, withInvited, withoutGolfer,
} from '../../../src/features/trips/lib/trip-invitations';
import { ApiError } from '../../../src/lib/api-client';

const golfer = (id: string, displayName: string | null = id, fullName: string | null = null) => ({ _id: id, displayName, fullName, picture: null, isPremium: false, isDemo: false });
const party = { owner: golfer('olly'), companions: [golfer('anna'), golfer('tom')], invited: [golfer('lee'), golfer('kim')] };

describe('who is asked along', () => {
  it('names the companions who joined and the golfers still invited, joined first', () => {
    expect(askedAlong(party)).toEqual(['anna', 'tom', 'lee', 'kim']);
  });

  it('keeps every open invitation when one more golfer is invited', () => {
    expect(withInvited(party, 'max')).toEqual(['anna', 'tom', 'lee', 'kim', 'max']);
  });

  it('keeps the open invitations when the trip has no companion yet', () => {
    expect(withInvited({ companions: [], invited: [golfer('lee')] }, 'max')).toEqual(['lee', 'max']);
  });

  it('does not name a golfer twice when they are invited again', () => {
    expect(withInvited(party, 'lee')).toEqual(['anna', 'tom', 'lee', 'kim']);
    expect(withInvited(party, 'anna')).toEqual(['anna', 'tom', 'lee', 'kim']);
  });

  it.each([
    ['withdraws an invitation and keeps everyone else', 'lee', ['anna', 'tom', 'kim']],
    ['removes a companion and keeps the open invitations', 'anna', ['tom', 'lee', 'kim']],
    ['changes nothing for a golfer not on the trip', 'max', ['anna', 'tom', 'lee', 'kim']],
  ])('%s', (_, id, ids) => {
    expect(withoutGolfer(party, id)).toEqual(ids);
  });
});

describe('invitableGolfers', () => {
  it('offers the golfers followed who are neither on the trip nor invited, in the given order', () => {
    const following = [golfer('max'), golfer('anna'), golfer('lee'), golfer('olly'), golfer('zoe')];
    expect(invitableGolfers(following, party).map((u) => u._id)).toEqual(['max', 'zoe']);
  });
});

describe('golferName', () => {
  it.each([
    ['the display name', golfer('a', 'Anna', 'Anna Berg'), 'Anna'],
    ['the full name without a display name', golfer('a', null, 'Anna Berg'), 'Anna Berg'],
    ['a stand-in without either', golfer('a', null, null), 'A golfer'],
  ])('is %s', (_, user, name) => {
    expect(golferName(user)).toBe(name);
  });
});

describe('hubSections', () => {
  const trip = (id: string, role: 'owner' | 'companion' | 'invited', endDate: string) => ({ _id: id, role, endDate });
  const trips = [
    trip('invite-soon', 'invited', '2027-05-06'),
    trip('own-soon', 'owner', '2027-05-07'),
    trip('joined-later', 'companion', '2027-06-01'),
    trip('invite-later', 'invited', '2027-07-01'),
    trip('own-past', 'owner', '2027-05-01'),
    trip('invite-past', 'invited', '2027-04-01'),
    trip('joined-past', 'companion', '2027-03-01'),
  ];
  const ids = (ts: { _id: string }[]) => ts.map((t) => t._id);

  it('lists invitations apart, in the given order, before the trips the golfer plans', () => {
    const s = hubSections(trips, '2027-05-04');
    expect(ids(s.invitations)).toEqual(['invite-soon', 'invite-later']);
    expect(ids(s.upcoming)).toEqual(['own-soon', 'joined-later']);
    expect(ids(s.past)).toEqual(['own-past', 'joined-past']);
  });

  it('leaves out an invitation to a trip that is over: there is nothing left to join', () => {
    const s = hubSections(trips, '2027-05-04');
    expect([...s.invitations, ...s.upcoming, ...s.past].map((t) => t._id)).not.toContain('invite-past');
  });

  it('keeps an invitation to a trip ending today', () => {
    expect(ids(hubSections(trips, '2027-05-06').invitations)).toEqual(['invite-soon', 'invite-later']);
  });

  it('answers empty sections for no trips', () => {
    expect(hubSections([], '2027-05-04')).toEqual({ invitations: [], upcoming: [], past: [] });
  });
});

describe('the golfer\'s trips after an answer, before the server confirms it', () => {
  const trips = [{ _id: 'a', role: 'invited' as const }, { _id: 'b', role: 'owner' as const }, { _id: 'c', role: 'invited' as const }];

  it('accepting turns only that invitation into a trip joined', () => {
    expect(acceptedIn(trips, 'c')).toEqual([{ _id: 'a', role: 'invited' }, { _id: 'b', role: 'owner' }, { _id: 'c', role: 'companion' }]);
  });

  it('accepting leaves a trip the golfer owns as it is', () => {
    expect(acceptedIn(trips, 'b')).toEqual(trips);
  });

  it('declining takes that invitation away and keeps the rest', () => {
    expect(declinedIn(trips, 'a')).toEqual([{ _id: 'b', role: 'owner' }, { _id: 'c', role: 'invited' }]);
  });

  it('does not change the list it was given', () => {
    const copy = structuredClone(trips);
    acceptedIn(trips, 'a');
    declinedIn(trips, 'a');
    expect(trips).toEqual(copy);
  });
});

describe('invitationErrorMessage', () => {
  it.each([
    ['a withdrawn invitation (404) says it is no longer open', new ApiError('Trip not found.', 404), 'accept', INVITATION_CLOSED],
    ['the same on a decline', new ApiError('Trip not found.', 404), 'decline', INVITATION_CLOSED],
    ["a refusal gives the server's reason", new ApiError('Accept the invitation to this trip first.', 403), 'accept', 'Accept the invitation to this trip first.'],
    ['no connection says so', new ApiError('Cannot reach TPL. Check your connection and try again.', 0), 'accept', 'Cannot reach TPL. Check your connection and try again.'],
    ['a server fault stays generic', new ApiError('Internal error', 500), 'accept', 'The invitation could not be accepted. Try again.'],
    ['anything else stays generic', new Error('boom'), 'decline', 'The invitation could not be declined. Try again.'],
  ] as const)('%s', (_, error, answer, message) => {
    expect(invitationErrorMessage(error, answer)).toBe(message);
  });

  it('tells a closed invitation apart from other failures', () => {
    expect(isInvitationClosed(new ApiError('x', 404))).toBe(true);
    expect(isInvitationClosed(new ApiError('x', 403))).toBe(false);
    expect(isInvitationClosed(new Error('x'))).toBe(false);
  });
});
