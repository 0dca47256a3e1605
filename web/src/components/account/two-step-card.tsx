import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { SignInMethod } from '../../lib/account/sign-in-method';
import {
  authenticatorUri,
  groupedKey,
  normalizedCode,
  useTwoStep,
} from '../../lib/account/two-step';
import { SOCIAL_SIGN_IN_PROVIDERS } from '../../../../shared/app-config';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { LockIcon, SpinnerIcon } from '../ui/icons';
import { StatusBadge } from '../ui/status-badge';
import { TextField } from '../auth/text-field';
import { QrCode } from './qr-code';

export interface TwoStepCardProps {
  email: string;
  method: SignInMethod;
}

/**
 * "Two-step sign-in": a code from an authenticator app after the password, turned on with the
 * app's QR code (or its key typed in) and a first code, and off again after a question. An account
 * signed in through Google or GitHub has its second step there.
 */
export function TwoStepCard({ email, method }: TwoStepCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      {method.kind === 'password' ? (
        <PasswordTwoStep email={email} headingId={headingId} />
      ) : (
        <CardHeading headingId={headingId}>
          You sign in with{' '}
          {method.provider ? SOCIAL_SIGN_IN_PROVIDERS[method.provider] : 'another account'}: its own
          two-step verification protects this account too.
        </CardHeading>
      )}
    </section>
  );
}

function CardHeading({
  headingId,
  badge,
  children,
}: {
  headingId: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <LockIcon />
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-base font-semibold">
            Two-step sign-in
          </h2>
          {badge}
        </div>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

function PasswordTwoStep({ email, headingId }: { email: string; headingId: string }) {
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
    <>
      <CardHeading headingId={headingId} badge={badge}>
        After your password, ask for the 6-digit code an authenticator app on your phone shows
        (Google Authenticator, Microsoft Authenticator, 1Password and others), so a stolen password
        alone cannot open your account.
      </CardHeading>
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
    </>
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
          <TextField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="123456"
            aria-invalid={invalid || undefined}
            hint={invalid ? 'Enter the 6 digits the app shows.' : undefined}
            className="font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
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
