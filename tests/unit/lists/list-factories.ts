/** Small ListDetail / ListItem factories for the lists' unit tests; each takes overrides. */
import type { ListItem } from '../../../src/shared/contracts/list-items.contract';
import type { ListDetail } from '../../../src/shared/contracts/lists.contract';
import type { RankBucket } from '../../../src/shared/domain/ranking/buckets';
import { scoresOf } from '../../../src/shared/domain/ranking/score';

export function item(id: string, bucket: RankBucket | null, overrides: Partial<ListItem> = {}): ListItem {
  return {
    _id: id,
    index: 0,
    course: {
      _id: `course-${id}`,
      club_name: `Course ${id}`,
      architects: [],
      year_established: null,
      club_membership: 'PUBLIC',
      type: 'FULL LENGTH',
      location: { lat: 56, lng: -2.7 },
      address: { country: 'Scotland', province: 'Fife', city: null },
      main_image: null,
    },
    holeNumber: null,
    bucket,
    score: null,
    note: null,
    reaction: null,
    reactions: [],
    viewerReaction: null,
    addedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A list whose items are in the given order, with indexes and scores as the server would send them. */
export function list(items: ListItem[], overrides: Partial<ListDetail> = {}): ListDetail {
  const scores = scoresOf(items.map((i) => i.bucket));
  return {
    _id: 'list-1',
    name: 'Fife',
    kind: 'course',
    type: 'most_fun',
    isPublic: true,
    itemCount: items.length,
    updatedAt: '2026-01-01T00:00:00.000Z',
    description: null,
    owner: { _id: 'owner-1', displayName: 'Owner', fullName: null, picture: null, isPremium: false, isDemo: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    usesBuckets: true,
    maxItems: 10,
    isSaved: false,
    savedCount: 0,
    items: items.map((i, index) => ({ ...i, index, score: scores[index]! })),
    ...overrides,
  };
}

export const order = (l: ListDetail) => l.items.map((i) => i._id);
