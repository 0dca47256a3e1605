import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { SocialProvider } from '../../../../shared/app-config';
import { ACCOUNT_MESSAGES } from '../../lib/account/account-messages';
import { signInMethodOf } from '../../lib/account/sign-in-method';
import { useDeleteAccount } from '../../lib/account/use-delete-account';
import { useDownloadExport } from '../../lib/account/use-download-export';
import { refusalOr } from '../../lib/api-error';
import { useAuthDeps } from '../../lib/auth/auth-context';
import { meQuery } from '../../lib/auth/session-queries';
import { readSessionToken } from '../../lib/auth/session-storage';
import { returnAfterSignIn } from '../../lib/auth/sign-in-return';
import { startSocialSignIn } from '../../lib/auth/start-social-sign-in';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { CreditsNav } from '../credits/credits-nav';
import { AccountDataCard } from './account-data-card';
import { AccountProfileCard } from './account-profile-card';
import { DeleteAccountCard } from './delete-account-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { TwoStepCard } from './two-step-card';

/** Where a fresh sign-in through Google or GitHub comes back to, to confirm the deletion. */
const CONFIRM_AFTER_SIGN_IN = '/account?confirm=delete';

/**
 * The account page: who is signed in, "Download my data" (a zip of everything the account holds)
 * and "Delete account" (confirmed in a dialog; then signed out, on the landing page).
 */
export function AccountScreen({ confirmDelete }: { confirmDelete: boolean }) {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const deps = useAuthDeps();
  const navigate = useNavigate();
  // Read when the page opens: after a fresh sign-in it opens again, with the new token.
  const method = useMemo(() => signInMethodOf(readSessionToken()), []);
  const download = useDownloadExport();
  const deletion = useDeleteAccount();
  const [confirming, setConfirming] = useState(confirmDelete);
  useTokenRenewal();
  useEndSessionOnUnauthorized(userError, download.error, deletion.error);

  function closeDialog() {
    setConfirming(false);
    deletion.reset();
    if (confirmDelete) void navigate({ to: '/account', replace: true });
  }

  function signInAgain(provider: SocialProvider) {
    returnAfterSignIn(CONFIRM_AFTER_SIGN_IN);
    void startSocialSignIn(deps, provider);
  }

  return (
    <div className="min-h-dvh">
      <CreditsNav credits={user.credits} label="Account" />
      <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">Account</h1>
        <p className="mt-1.5 text-pretty text-muted-foreground">
          Your profile, a copy of everything you made here, and closing your account.
        </p>
        <div className="mt-8 space-y-4">
          <AccountProfileCard user={user} method={method} />
          <TwoStepCard email={user.email} method={method} />
          <div className="grid gap-4 md:grid-cols-2">
            <AccountDataCard
              downloading={download.isPending}
              onDownload={() => download.mutate()}
            />
            <DeleteAccountCard onDelete={() => setConfirming(true)} />
          </div>
        </div>
      </main>
      {confirming ? (
        <DeleteAccountDialog
          method={method}
          deleting={deletion.isPending}
          error={deletion.error ? refusalOr(deletion.error, ACCOUNT_MESSAGES.deleteFailed) : null}
          onConfirm={(password) => deletion.mutate(password)}
          onCancel={closeDialog}
          onSignInAgain={signInAgain}
        />
      ) : null}
    </div>
  );
}
