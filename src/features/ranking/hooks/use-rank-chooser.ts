/**
 * The data and the actions of the "Rank it" chooser: the golfer's course and hole lists (read fresh
 * on every opening), where the course stands in them, and choosing one: My Lie is created on first
 * use, the chosen list is read again (its items are what the rank dialog compares with) and checked
 * once more for room and for the course already in it, so the golfer answers no question in vain.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import { apiFormErrors, sentence } from '../../../lib/field-errors';
import { useCurrentUser } from '../../../lib/get-current-user';
import type { CourseStanding } from '../../../shared/contracts/list-items.contract';
import type { ListDetail } from '../../../shared/contracts/lists.contract';
import { listNameSchema } from '../../../shared/contracts/lists.contract';
import { MY_LIE_TYPE } from '../../../shared/domain/list-rules';
import { useCourse } from '../../courses/api/get-course';
import { useCourseStandings } from '../../lists/api/get-list-reads';
import { listQueryOptions } from '../../lists/api/get-list';
import { listsOfKindQueryOptions } from '../../lists/api/get-lists-of-kind';
import { useCreateList } from '../../lists/api/list-writes';
import {
  alreadyInList, listAllowance, listBlock, MY_LIE_NAME, newListTypes, rankChoices, type NewListType, type RankChoice,
} from '../lib/rank-choices';

const NO_STANDINGS: CourseStanding[] = [];
const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.');

export function useRankChooser(courseId: string, onChosen: (list: ListDetail, holeNumber: number | null) => void) {
  const { user } = useAuth();
  const viewer = user?.uid ?? null;
  const me = useCurrentUser();
  const myId = me.data?._id ?? '';
  const isPremium = !!me.data?.isPremium;
  const courseLists = useQuery({ ...listsOfKindQueryOptions(myId, 'course', viewer), enabled: !!myId, staleTime: 0 });
  const holeLists = useQuery({ ...listsOfKindQueryOptions(myId, 'hole', viewer), enabled: !!myId, staleTime: 0 });
  const standings = useCourseStandings(courseId);
  const course = useCourse(courseId);
  const queryClient = useQueryClient();
  const { mutateAsync: createList } = useCreateList();

  /** What is under way: a list id, 'my-lie' or 'new'. */
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const loadError = me.error ?? courseLists.error ?? holeLists.error ?? null;
  // Standings that fail to load only lose the "already ranked" lines; the server still refuses a duplicate.
  const standingsData = standings.data ?? (standings.isError ? NO_STANDINGS : undefined);
  const loaded = !!me.data && !!courseLists.data && !!holeLists.data && !!standingsData;
  const choices = useMemo(() => (courseLists.data && holeLists.data && standingsData
    ? rankChoices({ courseLists: courseLists.data, holeLists: holeLists.data, standings: standingsData, isPremium })
    : null), [courseLists.data, holeLists.data, standingsData, isPremium]);
  const allowance = useMemo(() => listAllowance([...(courseLists.data ?? []), ...(holeLists.data ?? [])], isPremium), [courseLists.data, holeLists.data, isPremium]);
  const types = useMemo(() => newListTypes(isPremium), [isPremium]);

  const retry = () => {
    void me.refetch();
    void courseLists.refetch();
    void holeLists.refetch();
  };

  /** My Lie's id, creating it on first use (or finding the one another tab just created). */
  const myLieId = useCallback(async (): Promise<string> => {
    try {
      return (await createList({ name: MY_LIE_NAME, kind: 'course', type: MY_LIE_TYPE }))._id;
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 409)) throw e;
      const lists = await queryClient.fetchQuery({ ...listsOfKindQueryOptions(myId, 'course', viewer), staleTime: 0 });
      const found = lists.find((l) => l.type === MY_LIE_TYPE);
      if (!found) throw e;
      return found._id;
    }
  }, [createList, queryClient, myId, viewer]);

  /** Reads the chosen list and hands it to the rank dialog, or says why it cannot take the course. */
  const choose = useCallback(async (choice: RankChoice, holeNumber: number | null = null) => {
    setBusy(choice.list?._id ?? 'my-lie');
    setError(null);
    try {
      const listId = choice.list?._id ?? await myLieId();
      const list = await queryClient.fetchQuery({ ...listQueryOptions(listId, viewer), staleTime: 0 });
      const refusal = alreadyInList(list.items, courseId, holeNumber, list.name)
        ?? listBlock({ ...list, itemCount: list.items.length }, isPremium)?.message ?? null;
      if (refusal) setError(refusal);
      else onChosen(list, holeNumber);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }, [myLieId, queryClient, viewer, courseId, isPremium, onChosen]);

  /**
   * Creates a list of `type` named `name` (its type's name when empty). A course list goes on to the
   * rank dialog; a hole list is returned as a choice, for the hole to be asked first.
   */
  const createAndChoose = useCallback(async (type: NewListType, name: string): Promise<RankChoice | null> => {
    const parsed = listNameSchema.safeParse(name.trim() || type.name);
    if (!parsed.success) {
      setNameError(sentence(parsed.error.issues[0]?.message ?? 'is not a valid name'));
      return null;
    }
    setBusy('new');
    setError(null);
    setNameError(null);
    try {
      const list = await createList({ name: parsed.data, kind: type.kind, type: type.type as ListDetail['type'] });
      const choice: RankChoice = { list, kind: type.kind, name: list.name, detail: type.label, ranked: null, block: null };
      if (type.kind === 'course') onChosen(list, null);
      return choice;
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) {
        setError(e.message);
      } else {
        const { fields, form } = apiFormErrors(e, ['name']);
        setNameError(fields.name ?? null);
        setError(form);
      }
      return null;
    } finally {
      setBusy(null);
    }
  }, [createList, onChosen]);

  return {
    loaded, loadError, retry, choices, allowance, types, isPremium, standings: standingsData ?? [],
    // What the hole picker offers from (holeChoices): the course's holes, par, type and scorecard.
    course: {
      type: course.data?.type ?? 'FULL LENGTH', holes: course.data?.holes ?? null, par: course.data?.par ?? null, scorecard: course.data?.scorecard ?? [],
    },
    busy, error, setError, nameError, setNameError, choose, createAndChoose,
  };
}
