/** Shared steps of the ranked-list tests: every list and item goes in through the real API. */
import { expect } from 'vitest';
import type { ItemPlaces, ListItem } from '../../../src/shared/contracts/list-items.contract';
import type { CreateListBody, ListDetail } from '../../../src/shared/contracts/lists.contract';
import type { RankBucket } from '../../../src/shared/domain/list-rules';
import type { Golfer } from './golfers';
import type { TestApp } from './test-app';
import { call, type Who } from './requests';

type NewList = Partial<Omit<CreateListBody, 'description'>> & { description?: string | null };

/** Creates a list as `owner` (a public custom course list unless told otherwise) and answers its id. */
export async function createList(t: TestApp, owner: Golfer, body: NewList = {}): Promise<string> {
  const res = await call(t, 'POST', '/api/lists', owner, { name: 'My list', kind: 'course', type: 'custom', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: ListDetail }).data._id;
}

export interface ItemInput {
  course: string;
  holeNumber?: number;
  bucket?: RankBucket;
  note?: string;
}

/** Adds one item (bucket 'loved' unless told, for lists that use buckets) and answers the new item's id. */
export async function addItem(t: TestApp, owner: Golfer, listId: string, listItem: ItemInput, atIndex?: number): Promise<string> {
  const res = await call(t, 'POST', `/api/lists/${listId}/add-item`, owner, { listItem, ...(atIndex === undefined ? {} : { atIndex }) });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: ItemPlaces }).data.items[0]!._id;
}

export async function getList(t: TestApp, listId: string, who: Who = null): Promise<ListDetail> {
  const res = await call(t, 'GET', `/api/lists/${listId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ListDetail }).data;
}

/** The list's item ids in rank order. */
export const itemIds = async (t: TestApp, listId: string, who: Who = null): Promise<string[]> =>
  (await getList(t, listId, who)).items.map((i: ListItem) => i._id);

/** Sets a golfer's Pro flag the way an admin does. */
export async function setPremium(t: TestApp, admin: Golfer, golfer: Golfer, isPremium: boolean): Promise<void> {
  const res = await call(t, 'POST', `/api/users/admin/${golfer.id}`, admin, { isPremium });
  expect(res.statusCode, res.body).toBe(200);
}
