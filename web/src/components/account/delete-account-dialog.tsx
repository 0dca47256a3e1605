import { useRef, useState, type FormEvent } from 'react';
import { SOCIAL_SIGN_IN_PROVIDERS, type SocialProvider } from '../../../../shared/app-config';
import { ACCOUNT_MESSAGES } from '../../lib/account/account-messages';
import type { SignInMethod } from '../../lib/account/sign-in-method';
import { PasswordField } from '../auth/password-field';
import { Button } from '../ui/button';
import { ModalDialog } from '../ui/modal-dialog';

export interface DeleteAccountDialogProps {
  method: SignInMethod;
  deleting: boolean;
  /** Why the last attempt was refused ("Incorrect password"), shown in the dialog. */
  error: string | null;
  /** Deletes the account: with the password, or null for an account that signed in elsewhere. */
  onConfirm: (password: string | null) => void;
  onCancel: () => void;
  /** Off to Google or GitHub for a fresh sign-in, coming back here to confirm. */
  onSignInAgain: (provider: SocialProvider) => void;
}

const WARNING =
  'Your projects, sites, uploads and form submissions are deleted and any subscription ends now. This cannot be undone.';

/**
 * The last question before the account goes: a password account types its password; one that
 * signs in through Google or GitHub confirms after a sign-in made in the last few minutes, or is
 * sent to sign in again first. Escape and Cancel keep the account.
 */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  const { method, deleting, error, onConfirm, onCancel, onSignInAgain } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  // A Google or GitHub account whose last sign-in is not recent signs in again first; with no
  // known provider it cannot, and the dialog only says so.
  const needsSignIn = method.kind === 'social' && !method.signedInRecently;
  const signInWith = needsSignIn ? method.provider : null;
  const providerName = signInWith ? SOCIAL_SIGN_IN_PROVIDERS[signInWith] : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (deleting) return;
    if (signInWith) {
      onSignInAgain(signInWith);
      return;
    }
    onConfirm(method.kind === 'password' ? password : null);
  }

  const confirmLabel = providerName ? `Sign in with ${providerName}` : 'Delete account';
  const message = needsSignIn
    ? `${WARNING} ${ACCOUNT_MESSAGES.signInAgain(providerName ?? 'your provider')}`
    : WARNING;

  return (
    <ModalDialog
      title="Delete your account?"
      message={message}
      onEscape={() => {
        if (!deleting) onCancel();
      }}
      initialFocus={cancelRef}
      actionsClassName="mt-5"
      actions={
        <form onSubmit={submit} className="space-y-4">
          {method.kind === 'password' ? (
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              visible={visible}
              onVisibleChange={setVisible}
              disabled={deleting}
            />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={deleting || (needsSignIn && !signInWith)}
            >
              {deleting ? 'Deleting...' : confirmLabel}
            </Button>
          </div>
        </form>
      }
    />
  );
}
