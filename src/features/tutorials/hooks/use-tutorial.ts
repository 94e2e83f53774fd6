/**
 * Whether to show a tutorial (spec section 2: 'me', 'explore'), and how to put it away for good.
 * Signed in, the server remembers it per golfer (every browser they sign in on): dismissing hides
 * it at once and, if the server refuses, brings it back with a snackbar. Signed out, this browser
 * remembers it for visitors. Nothing shows until it is known (no flash of a dismissed tutorial).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { useAuth } from '../../../lib/auth-provider';
import type { TutorialName, Tutorials } from '../../../shared/contracts/tutorials.contract';
import { markTutorialDone, tutorialsKey, tutorialsQueryOptions } from '../api/tutorials';
import { forgetStored, storeDone, storedDone, VISITOR } from '../lib/tutorial-storage';

export interface TutorialState {
  /** True when the tutorial should show now. */
  show: boolean;
  /** Records it as done (for the golfer on the server, or for visitors in this browser). */
  dismiss(): void;
}

const withDone = (list: Tutorials | undefined, name: TutorialName): Tutorials => {
  const tutorials = list?.tutorials ?? [];
  if (tutorials.some((t) => t.name === name)) return { tutorials };
  return { tutorials: [...tutorials, { name, completedAt: new Date().toISOString() }] };
};

export function useTutorial(name: TutorialName): TutorialState {
  const { user, ready } = useAuth();
  const uid = user?.uid;
  const queryClient = useQueryClient();
  const key = tutorialsKey(uid);
  const server = useQuery(tutorialsQueryOptions(uid));
  const [visitorDone, setVisitorDone] = useState(() => storedDone(name, VISITOR));

  const mark = useMutation({
    scope: { id: 'tutorials' },
    mutationFn: ({ tutorial }: { tutorial: TutorialName; quiet?: boolean }) => markTutorialDone(tutorial),
    onMutate: async ({ tutorial }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Tutorials>(key);
      queryClient.setQueryData<Tutorials>(key, (list) => withDone(list, tutorial));
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData<Tutorials>(key, answer),
    onError: (error, { quiet }, context) => {
      queryClient.setQueryData<Tutorials>(key, context?.before);
      if (!quiet) notify(`These tips could not be put away: ${error.message}`, 'error');
    },
  });

  const serverDone = server.data?.tutorials.some((t) => t.name === name) ?? false;
  // Dismissed in this browser before the server remembered tutorials: move that record over once.
  const legacyDone = !!uid && storedDone(name, uid);
  const { mutate } = mark;
  const moved = useRef<string | null>(null);
  useEffect(() => {
    if (!uid || !server.data) return;
    if (serverDone) {
      if (storedDone(name, uid)) forgetStored(name, uid);
      return;
    }
    // Once per golfer and page: a refused move is not retried in a loop.
    if (legacyDone && moved.current !== uid) {
      moved.current = uid;
      mutate({ tutorial: name, quiet: true });
    }
  }, [uid, name, server.data, serverDone, legacyDone, mutate]);

  if (!ready) return { show: false, dismiss: () => {} };
  if (!uid) {
    return {
      show: !visitorDone,
      dismiss: () => {
        storeDone(name, VISITOR);
        setVisitorDone(true);
      },
    };
  }
  return {
    show: !!server.data && !serverDone && !legacyDone,
    dismiss: () => mutate({ tutorial: name }),
  };
}
