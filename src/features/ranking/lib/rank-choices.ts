/**
 * What the "Rank it" chooser offers for one course, as pure functions of the golfer's lists, where
 * the course already stands in them and the golfer's plan: My Lie first (to be created on first
 * use), then the other course lists, then the hole lists, each open or closed with the reason
 * (already ranked, full, a Pro list type); and the types a new list can take, with the free list
 * limit said before it is reached. The rules themselves are the shared ones (list-rules.ts).
 */
import type { CourseStanding } from '../../../shared/contracts/list-items.contract';
import type { ListSummary } from '../../../shared/contracts/lists.contract';
import { COURSE_LIST_TYPES, HOLE_LIST_TYPES } from '../../../shared/domain/enums';
import {
  OWN_STORE_TYPES, countsTowardListLimit, isProOnlyType, itemLimitMessage, listLimitMessage, maxItemsFor, maxRankedListsFor, MY_LIE_TYPE,
  PRO_NAME, proOnlyTypeMessage,
} from '../../../shared/domain/list-rules';
import { listItemsText, listTypeLabel } from '../../../shared/domain/list-labels';
import { formatScore } from '../../../shared/domain/ranking/score';

export const MY_LIE_NAME = 'My Lie';
export const MY_LIE_PURPOSE = 'Your overall ranking of courses you played';

/** Why a list cannot take the course now; `pro`: TPL Pro would lift it (the option links to /pro). */
export interface ChoiceBlock {
  reason: 'ranked' | 'full' | 'pro-type';
  message: string;
  pro: boolean;
}

export interface RankChoice {
  /** null: My Lie, which does not exist yet and is created when chosen. */
  list: ListSummary | null;
  kind: 'course' | 'hole';
  name: string;
  /** The muted line under the name: "Most fun · 3 courses". */
  detail: string;
  /** Where the course already stands in it: "Already ranked #3 · 8.4", "Hole 7 ranked #2". */
  ranked: string | null;
  block: ChoiceBlock | null;
}

export interface RankChoices {
  myLie: RankChoice;
  courseLists: RankChoice[];
  holeLists: RankChoice[];
}

/** "#3 · 8.4", or "#3" where the list has no scores. */
export const placeText = (rank: number, score: number | null | undefined) => (score == null ? `#${rank}` : `#${rank} · ${formatScore(score)}`);

/** Why a list cannot take another item for this golfer (a Pro-only type, full), or null. */
export function listBlock(list: Pick<ListSummary, 'kind' | 'type' | 'itemCount'>, isPremium: boolean): ChoiceBlock | null {
  if (list.kind === 'trip') return null;
  if (!isPremium && isProOnlyType(list.kind, list.type)) return { reason: 'pro-type', message: proOnlyTypeMessage(listTypeLabel(list.type)), pro: true };
  const max = maxItemsFor(list.kind, list.type, isPremium);
  if (list.itemCount >= max) return { reason: 'full', message: itemLimitMessage(max, isPremium, list.type === MY_LIE_TYPE), pro: !isPremium };
  return null;
}

function choiceOf(list: ListSummary, standings: readonly CourseStanding[], isPremium: boolean): RankChoice {
  const kind = list.kind === 'hole' ? 'hole' : 'course';
  const here = standings.filter((s) => s.listId === list._id);
  const detail = list.type === MY_LIE_TYPE
    ? `${MY_LIE_PURPOSE} · ${listItemsText(kind, list.itemCount)}`
    : `${listTypeLabel(list.type)} · ${listItemsText(kind, list.itemCount)}`;
  if (kind === 'course' && here[0]) {
    const ranked = `Already ranked ${placeText(here[0].rank, here[0].score)}`;
    return { list, kind, name: list.name, detail, ranked, block: { reason: 'ranked', message: ranked, pro: false } };
  }
  const ranked = here.length
    ? here.map((s) => `Hole ${s.holeNumber} ranked ${placeText(s.rank, s.score)}`).join(', ')
    : null;
  return { list, kind, name: list.name, detail, ranked, block: listBlock(list, isPremium) };
}

/** The chooser's options: My Lie (existing or to create), the other course lists, the hole lists. */
export function rankChoices(input: {
  courseLists: readonly ListSummary[];
  holeLists: readonly ListSummary[];
  standings: readonly CourseStanding[];
  isPremium: boolean;
}): RankChoices {
  const { standings, isPremium } = input;
  const myLieList = input.courseLists.find((l) => l.type === MY_LIE_TYPE) ?? null;
  const myLie: RankChoice = myLieList
    ? choiceOf(myLieList, standings, isPremium)
    : { list: null, kind: 'course', name: MY_LIE_NAME, detail: `${MY_LIE_PURPOSE} · new`, ranked: null, block: null };
  return {
    myLie,
    courseLists: input.courseLists.filter((l) => l.type !== MY_LIE_TYPE && l.kind === 'course').map((l) => choiceOf(l, standings, isPremium)),
    holeLists: input.holeLists.filter((l) => l.kind === 'hole').map((l) => choiceOf(l, standings, isPremium)),
  };
}

export interface NewListType {
  /** "course:most_fun", "hole:par_3s": 'beauty' and 'custom' are types of both kinds. */
  key: string;
  kind: 'course' | 'hole';
  type: string;
  /** "Most fun", "Par 3s (holes)". */
  label: string;
  /** The name a new list of this type takes when none is given: "Most fun", "Par 3s". */
  name: string;
  proOnly: boolean;
  /** Free golfers cannot pick Pro's types. */
  disabled: boolean;
}

/** The types a new list can take from the chooser: course types (not My Lie, which is one per golfer), then hole types. */
export function newListTypes(isPremium: boolean): NewListType[] {
  const course = COURSE_LIST_TYPES.filter((t) => t !== MY_LIE_TYPE && !(OWN_STORE_TYPES as readonly string[]).includes(t));
  const of = (kind: 'course' | 'hole', type: string): NewListType => {
    const proOnly = isProOnlyType(kind, type);
    const name = listTypeLabel(type);
    return { key: `${kind}:${type}`, kind, type, label: kind === 'hole' ? `${name} (holes)` : name, name, proOnly, disabled: proOnly && !isPremium };
  };
  return [...course.map((t) => of('course', t)), ...HOLE_LIST_TYPES.map((t) => of('hole', t))];
}

/** The free golfer's list allowance, said before it runs out; `full` once no list can be added. */
export function listAllowance(lists: readonly Pick<ListSummary, 'kind' | 'type'>[], isPremium: boolean): { used: number; max: number; full: boolean; note: string | null } {
  const max = maxRankedListsFor(isPremium);
  const used = lists.filter((l) => countsTowardListLimit(l.kind, l.type)).length;
  if (isPremium) return { used, max, full: used >= max, note: null };
  if (used >= max) return { used, max, full: true, note: listLimitMessage(max) };
  const left = max - used;
  return {
    used, max, full: false,
    note: `Free golfers keep up to ${max} ranked lists besides My Lie: you have ${used}, so ${left} more. ${PRO_NAME} gives you unlimited lists.`,
  };
}

/** The holes of this course already in a hole list, with their place: hole number -> "#2 · 8.4". */
export function rankedHoles(standings: readonly CourseStanding[], listId: string): Map<number, string> {
  return new Map(standings.filter((s) => s.listId === listId && s.holeNumber != null).map((s) => [s.holeNumber!, placeText(s.rank, s.score)]));
}

/** The success snackbar: "Ranked #3 in Most fun · 8.4". */
export const rankedMessage = (listName: string, rank: number, score: number | null | undefined) =>
  score == null ? `Ranked #${rank} in ${listName}` : `Ranked #${rank} in ${listName} · ${formatScore(score)}`;

/** A limit's message without its pointer to /pro, for where a "See TPL Pro" link follows it. */
export const withoutProPointer = (message: string) => message.replace(/:\s*see \/pro\.?$/, '.');

/** What a fresh read of the list says when the course (or this hole of it) is in it already, or null. */
export function alreadyInList(
  items: readonly { course: { _id: string }; holeNumber: number | null; index: number; score: number | null }[],
  courseId: string, holeNumber: number | null, listName: string,
): string | null {
  const hit = items.find((i) => i.course._id === courseId && (holeNumber == null || i.holeNumber === holeNumber));
  if (!hit) return null;
  return `${holeNumber == null ? 'This course' : `Hole ${holeNumber}`} is already ranked ${placeText(hit.index + 1, hit.score)} in ${listName}.`;
}

/** The type the new-list form starts on. */
export const DEFAULT_NEW_LIST_TYPE = 'course:most_fun';

