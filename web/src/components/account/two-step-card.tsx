import { useState, type FormEvent } from 'react';
import { SOCIAL_SIGN_IN_PROVIDERS } from '../../../../shared/app-config';
import type { SignInMethod } from '../../lib/account/sign-in-method';
import { authenticatorUri, groupedKey, useTwoStep } from '../../lib/account/two-step';
import { normalizedCode } from '../../lib/auth/authenticator-code';
import { AuthenticatorCodeField } from '../auth/authenticator-code-field';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { LockIcon, SpinnerIcon } from '../ui/icons';
import { StatusBadge } from '../ui/status-badge';
import { AccountCard } from './account-card';
import { QrCode } from './qr-code';

export interface TwoStepCardProps {
  email: string;
  method: SignInMethod;
}

const TITLE = 'Two-step sign-in';

/**
 * "Two-step sign-in": a code from an authenticator app after the password, turned on with the
 * app's QR code (or its key typed in) and a first code, and off again after a question. An account
 * signed in through Google or GitHub has its second step there.
 */
export function TwoStepCard({ email, method }: TwoStepCardProps) {
  if (method.kind === 'password') return <PasswordTwoStep email={email} />;
  const provider = method.provider ? SOCIAL_SIGN_IN_PROVIDERS[method.provider] : 'another account';
  return (
    <AccountCard
      icon={<LockIcon />}
      title={TITLE}
      description={`You sign in with ${provider}: its own two-step verification protects this account too.`}
    />
  );
}

function PasswordTwoStep({ email }: { email: string }) {
  const twoStep = useTwoStep();
  const [askingOff, setAskingOff] = useState(false);
  const badge =
    twoStep.enabled === null ? null : twoStep.enabled ? (
      <StatusBadge tone="on" colour="green">
        On
      </StatusBadge>
    ) : (
      <StatusBadge tone="off" colour="grey">
        Off
      </StatusBadge>
    );
  return (
    <AccountCard
      icon={<LockIcon />}
      title={TITLE}
      badge={badge}
      description="After your password, ask for the 6-digit code an authenticator app on your phone shows (Google Authenticator, Microsoft Authenticator, 1Password and others), so a stolen password alone cannot open your account."
    >
      {twoStep.failed ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Two-step sign-in could not be checked. Reload the page to try again.
        </p>
      ) : twoStep.secret ? (
        <TwoStepSetup
          email={email}
          secret={twoStep.secret}
          confirming={twoStep.confirm.isPending}
          onConfirm={(code) => twoStep.confirm.mutate(code)}
          onCancel={twoStep.cancel}
        />
      ) : twoStep.enabled === null ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <SpinnerIcon /> Checking…
        </p>
      ) : twoStep.enabled ? (
        <Button variant="outline" className="self-start" onClick={() => setAskingOff(true)}>
          Turn off
        </Button>
      ) : (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => twoStep.begin.mutate()}
          disabled={twoStep.begin.isPending}
        >
          {twoStep.begin.isPending ? <SpinnerIcon /> : null}
          Turn on
        </Button>
      )}
      {askingOff ? (
        <ConfirmDialog
          title="Turn off two-step sign-in?"
          message="Your password alone will open your account again."
          confirmLabel="Turn off"
          busyLabel="Turning off..."
          busy={twoStep.turnOff.isPending}
          onConfirm={() =>
            twoStep.turnOff.mutate(undefined, { onSettled: () => setAskingOff(false) })
          }
          onCancel={() => setAskingOff(false)}
        />
      ) : null}
    </AccountCard>
  );
}

interface TwoStepSetupProps {
  email: string;
  secret: string;
  confirming: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** Setting it up: the QR code (or the key) into the app, then the app's first code. */
function TwoStepSetup({ email, secret, confirming, onConfirm, onCancel }: TwoStepSetupProps) {
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const uri = authenticatorUri(email, secret);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = normalizedCode(typed);
    setInvalid(code === null);
    if (code) onConfirm(code);
  }

  return (
    <div className="grid gap-5 rounded-xl border bg-muted/40 p-4 sm:grid-cols-[auto_1fr] sm:p-5">
      <QrCode
        value={uri}
        label="QR code for your authenticator app"
        className="mx-auto size-44 rounded-lg border bg-white sm:mx-0"
      />
      <div className="min-w-0 space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-pretty">
          <li>
            Scan the QR code with your authenticator app
            <span className="sm:hidden">
              , or on this phone{' '}
              <a href={uri} className="font-medium text-primary underline underline-offset-4">
                open it in the app
              </a>
            </span>
            .
          </li>
          <li>
            Or add an account by hand with this key:{' '}
            <code className="font-mono text-xs break-all select-all">{groupedKey(secret)}</code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <form onSubmit={submit} className="space-y-3" aria-label="Confirm two-step sign-in">
          <AuthenticatorCodeField
            label="Code from the app"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={invalid || undefined}
            hint={invalid ? 'Enter the 6 digits the app shows.' : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={confirming} aria-busy={confirming}>
              {confirming ? <SpinnerIcon /> : null}
              {confirming ? 'Checking...' : 'Turn on'}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={confirming}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
