/**
 * Once someone who arrived through an invite link is signed in, the invite is attributed (the
 * server also makes them follow the inviter, in the same transaction). Mounted in the shell.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-provider';
import { attributeReferral } from '../api/attribute-referral';
import { pendingInvite } from '../pending-invite';

export function InviteAttribution() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    const code = pendingInvite.get();
    if (!user || !code) return;
    attributeReferral(code)
      .then(({ referrer }) => {
        pendingInvite.clear();
        void queryClient.invalidateQueries({ queryKey: ['users'] });
        notify(`Welcome! You now follow ${referrer.displayName ?? 'the friend who invited you'}.`);
      })
      .catch((e: unknown) => {
        // Already referred, own code, unknown code: nothing more to do with this code.
        if (e instanceof ApiError && e.status >= 400 && e.status < 500) pendingInvite.clear();
      });
  }, [user, queryClient]);
  return null;
}
