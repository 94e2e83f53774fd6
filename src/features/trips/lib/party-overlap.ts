/**
 * What the trip's golfers have in common about one course: who wished for it ("on Anna's
 * wishlist", "3 of you want to play Kingsbarns") and who has played it ("Tom has played
 * Carnoustie"). The signed-in golfer is "you".
 */
import type { PartyMember } from '../../../shared/contracts/trips.contract';

export interface CourseOverlap {
  wishedBy: string[];
  playedBy: string[];
  /** The signed-in golfer played it. */
  playedByMe: boolean;
  /** On the signed-in golfer's own wishlist or watchlist. */
  mine: boolean;
}

const nameOf = (m: PartyMember) => m.user.displayName ?? m.user.fullName ?? 'A golfer';

export function overlapOf(members: readonly PartyMember[], courseId: string, meId: string | null): CourseOverlap {
  const wishers = members.filter((m) => m.wished.includes(courseId) || m.watched.includes(courseId));
  const players = members.filter((m) => m.played.includes(courseId));
  return {
    wishedBy: wishers.map((m) => (m.user._id === meId ? 'you' : nameOf(m))),
    playedBy: players.map((m) => (m.user._id === meId ? 'you' : nameOf(m))),
    playedByMe: players.some((m) => m.user._id === meId),
    mine: wishers.some((m) => m.user._id === meId),
  };
}

const list = (names: string[]) => (names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The lines the planner shows under a course; empty when nobody in the party has a word on it. */
export function overlapLines(o: CourseOverlap, courseName: string, partySize: number): string[] {
  const lines: string[] = [];
  if (o.wishedBy.length >= 2 && partySize > 1) lines.push(`${o.wishedBy.length} of you want to play ${courseName}`);
  else if (o.wishedBy.length === 1) lines.push(o.wishedBy[0] === 'you' ? 'On your wishlist' : `On ${o.wishedBy[0]}'s wishlist`);
  const others = o.playedBy.filter((n) => n !== 'you');
  if (o.playedByMe) lines.push('You have played it');
  if (others.length > 0) lines.push(`${capital(list(others))} ${others.length === 1 ? 'has' : 'have'} played ${courseName}`);
  return lines;
}
