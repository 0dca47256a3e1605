import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { useAuthDeps } from '../auth/auth-context';
import { forgetSession } from '../auth/auth-flows';
import { ACCOUNT_MESSAGES } from './account-messages';

/**
 * Deletes the account (DELETE /api/account), confirmed by the password when it has one. Once it
 * is gone the session goes too, with the cached data: signed out, on the landing page, told so.
 */
export function useDeleteAccount() {
  const deps = useAuthDeps();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string | null) =>
      deps.api('deleteAccount', { body: password === null ? {} : { password } }),
    onSuccess: async () => {
      // The pool's user is gone, so nothing is left to revoke: only this browser forgets it.
      await forgetSession(deps);
      queryClient.clear();
      await navigate({ to: '/', replace: true });
      toast.success(ACCOUNT_MESSAGES.deleted);
    },
  });
}
