import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuthDeps } from '../auth/auth-context';
import { authErrorCode } from '../auth/auth-errors';
import { PRODUCT_NAME } from '../product';
import { ACCOUNT_MESSAGES } from './account-messages';

const twoStepKey = ['account', 'two-step'] as const;

/**
 * The address an authenticator app reads from the QR code (the Key URI format Google
 * Authenticator defined, which the others follow): the account, the product, the key.
 */
export function authenticatorUri(email: string, secret: string): string {
  const label = encodeURIComponent(`${PRODUCT_NAME}:${email}`);
  const issuer = encodeURIComponent(PRODUCT_NAME);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
}

/** The key as a person types it into an app: groups of four. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Two-step sign-in of the signed-in password account: whether it is on, and the steps that turn
 * it on (a key for the app, then a code from it) and off.
 */
export function useTwoStep() {
  const { auth } = useAuthDeps();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoStepKey, queryFn: () => auth.twoStep.enabled() });
  const settled = (enabled: boolean) => queryClient.setQueryData(twoStepKey, enabled);

  const begin = useMutation({
    mutationFn: () => auth.twoStep.begin(),
    onError: () => toast.error(ACCOUNT_MESSAGES.twoStepFailed),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => auth.twoStep.confirm(code),
    onSuccess: () => {
      settled(true);
      begin.reset();
      toast.success(ACCOUNT_MESSAGES.twoStepOn);
    },
    onError: (error) =>
      toast.error(
        authErrorCode(error) === 'CodeMismatchException' ||
          authErrorCode(error) === 'EnableSoftwareTokenMFAException'
          ? ACCOUNT_MESSAGES.twoStepWrongCode
          : ACCOUNT_MESSAGES.twoStepFailed,
      ),
  });
  const turnOff = useMutation({
    mutationFn: () => auth.twoStep.turnOff(),
    onSuccess: () => {
      settled(false);
      toast.success(ACCOUNT_MESSAGES.twoStepOff);
    },
    onError: () => toast.error(ACCOUNT_MESSAGES.twoStepFailed),
  });

  return {
    /** On, off, or not known yet (null) or at all (the check failed). */
    enabled: status.data ?? null,
    failed: status.isError,
    /** The key being set up, from Turn on until the app's code confirms it (or Cancel). */
    secret: begin.data ?? null,
    begin,
    confirm,
    cancel: () => begin.reset(),
    turnOff,
  };
}
