import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { EMAIL_CODE_LENGTH, type User } from '../../../../shared/api/auth-schemas';
import { WELCOME_CREDITS } from '../../../../shared/constants';
import { api } from '../../lib/api-client';
import { errorDetail, isApiError } from '../../lib/api-error';
import { sessionKeys } from '../../lib/auth/session-queries';
import { TextField } from '../auth/text-field';
import { Button } from '../ui/button';
import { SpinnerIcon } from '../ui/icons';
import { SheetDialog } from '../ui/sheet-dialog';
import { useResendPause } from './use-resend-pause';

export const EMAIL_VERIFIED_MESSAGE = 'Email verified. Your build is starting.';
export const CODE_SENT_NOTE = 'Code sent. It can take a minute to arrive; check spam too.';

export interface EmailVerificationDialogProps {
  email: string;
  /** The address is verified (the cached user already says so). */
  onVerified: () => void;
  onCancel: () => void;
}

type Sending =
  | { state: 'sending' }
  | { state: 'sent'; note: string }
  | { state: 'failed'; note: string };

/**
 * Asks for the code that proves the user owns their email, before their first credits are spent.
 * Opening it sends a code; "Send a new code" asks again (the server allows one a minute).
 */
export function EmailVerificationDialog({
  email,
  onVerified,
  onCancel,
}: EmailVerificationDialogProps) {
  const queryClient = useQueryClient();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'sending' });
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { resting, rest } = useResendPause();

  async function sendCode() {
    setSending({ state: 'sending' });
    try {
      await api('sendEmailCode', { body: {} });
      setSending({ state: 'sent', note: CODE_SENT_NOTE });
      rest();
    } catch (failure) {
      // A code sent under a minute ago is still good: say so, not that something broke.
      if (isApiError(failure) && failure.status === 429) {
        setSending({ state: 'sent', note: failure.detail });
        rest();
      } else {
        setSending({ state: 'failed', note: errorDetail(failure) });
      }
    }
  }

  // Opening the dialog sends a code, once (Strict Mode runs effects twice in development).
  const sentOnce = useRef(false);
  const sendFirstCode = useEffectEvent(() => void sendCode());
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    sendFirstCode();
  }, []);

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    setError(null);
    setVerifying(true);
    try {
      const { user } = await api('verifyEmail', { body: { code: code.trim() } });
      queryClient.setQueryData<User>(sessionKeys.me(), user);
      toast.success(EMAIL_VERIFIED_MESSAGE);
      onVerified();
    } catch (failure) {
      setError(errorDetail(failure));
      codeRef.current?.focus();
    } finally {
      setVerifying(false);
    }
  }

  return (
    <SheetDialog
      title="Verify your email"
      description={
        <>
          Enter the code we sent to{' '}
          <span className="font-medium break-words text-foreground">{email}</span>. Your{' '}
          {WELCOME_CREDITS} free credits are added as soon as you do, and your build starts.
        </>
      }
      onClose={onCancel}
      initialFocus={codeRef}
      className="max-w-md overflow-y-auto"
    >
      <form onSubmit={(event) => void verify(event)} className="space-y-4 px-5 py-4 sm:px-6">
        <TextField
          ref={codeRef}
          label="Verification code"
          value={code}
          onChange={(event) =>
            setCode(event.target.value.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH))
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={EMAIL_CODE_LENGTH}
          placeholder={'0'.repeat(EMAIL_CODE_LENGTH)}
          aria-invalid={error !== null}
          className="text-center font-mono text-lg tracking-[0.4em]"
          hint={
            <span role="status">
              {sending.state === 'sending' ? 'Sending the code…' : sending.note}
            </span>
          }
        />
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Button
            type="button"
            variant="ghost"
            disabled={sending.state === 'sending' || resting}
            onClick={() => void sendCode()}
          >
            Send a new code
          </Button>
          <Button type="submit" disabled={code.length !== EMAIL_CODE_LENGTH || verifying}>
            {verifying ? <SpinnerIcon className="size-4 animate-spin" /> : null}
            Verify and build
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}
