/**
 * What the demo community is, as plain data: the generator makes it, the repository writes it in
 * one transaction (`data/demo-community.repository.ts`). Courses are named by their seed key
 * (`courses.source_id`), golfers and lists by keys of the plan, so the plan is the same on every
 * machine; the repository gives the rows their ids.
 */
import type { ActivityKind } from '../../shared/contracts/community.contract';
import type { CourseType, ListKind } from '../../shared/domain/enums';
import type { ListReaction, RankBucket } from '../../shared/domain/list-rules';
import type { PlayedDatePrecision } from '../../shared/domain/played-date';
import type { TripCompanionStatus } from '../../shared/domain/trips/trip-rules';
import type { ConflictKind } from '../../shared/domain/panel-rankings';

/** A seed course as the generator needs it. */
export interface DemoCourse {
  /** The seed key (`courses.source_id` of a seed row). */
  key: string;
  name: string;
  country: string | null;
  province: string | null;
  continent: string | null;
  lat: number;
  lng: number;
  prominence: number;
  holes: number | null;
  /** The total par and the kind of course: what says a hole's par (shared/domain/lists/hole-par.ts). */
  par: number | null;
  type: CourseType;
  membership: string | null;
  fee: number | null;
}

/** The demo account of `npm start` (demo.golfer@example.com): followed by and following demo golfers. */
export const ACCOUNT = '@account';
/** A demo golfer's key, or the demo account. */
export type GolferRef = string;

export interface DemoGolfer {
  key: string;
  displayName: string;
  fullName: string | null;
  isPremium: boolean;
  /** When they joined (ISO). */
  joinedAt: string;
}

export interface DemoPlayed {
  golfer: string;
  course: string;
  /** 'YYYY-MM-DD'; 1 January when only the year is known. */
  date: string;
  precision: PlayedDatePrecision;
  /** When they marked it (ISO). */
  at: string;
}

export interface DemoItem {
  course: string;
  hole: number | null;
  bucket: RankBucket | null;
  note: string | null;
  /** Trips: the day and tee time. */
  day: number | null;
  teeTime: string | null;
  addedAt: string;
}

export interface DemoTrip {
  startDate: string;
  endDate: string;
  destination: string;
  lat: number;
  lng: number;
}

export interface DemoList {
  key: string;
  owner: string;
  kind: ListKind;
  type: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  createdAt: string;
  updatedAt: string;
  /** Best first (trips: in day order). */
  items: DemoItem[];
  trip: DemoTrip | null;
}

/** An approved panelist and a conflict they declared (demo-panel.ts derives both from the plan). */
export interface DemoPanelist { golfer: string; message: string; submittedAt: string; approvedAt: string }
export interface DemoConflict { golfer: string; course: string; kind: ConflictKind }

export interface DemoFollow { follower: GolferRef; followee: GolferRef; at: string }
export interface DemoCompanion { list: string; golfer: GolferRef; status: TripCompanionStatus; addedAt: string; acceptedAt: string | null }
/** `item`: the item's index in its list. */
export interface DemoReaction { golfer: string; list: string; item: number; reaction: ListReaction; at: string }
export interface DemoSave { golfer: string; list: string; at: string }

/** A feed entry, in the shapes the feed recorder writes (`services/feed-recorder.ts`). */
export interface DemoActivity {
  actor: string;
  kind: ActivityKind;
  course: string | null;
  list: string | null;
  item: number | null;
  payload: Record<string, unknown> | null;
  at: string;
}

export interface DemoCommunity {
  golfers: DemoGolfer[];
  /** Approved panelists and the conflicts they declared (`demo-panel.ts`). */
  panelists: DemoPanelist[];
  conflicts: DemoConflict[];
  played: DemoPlayed[];
  lists: DemoList[];
  follows: DemoFollow[];
  companions: DemoCompanion[];
  reactions: DemoReaction[];
  saves: DemoSave[];
  activity: DemoActivity[];
}
