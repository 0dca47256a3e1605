import type { PreSignUpTriggerEvent } from 'aws-lambda';
import * as z from 'zod';

const attributesSchema = z.record(z.string(), z.string());

export interface PreSignUpDecision {
  autoConfirmUser: boolean;
  autoVerifyEmail: boolean;
}

/**
 * Every new account is confirmed on the spot, so sign-up is immediate (requirements §4: register, then
 * straight to the dashboard); its email counts as verified, which password reset by email needs.
 * Cognito refuses to verify an email the account does not have, so that is only asked for then.
 */
export function decidePreSignUp(userAttributes: unknown): PreSignUpDecision {
  const attributes = attributesSchema.parse(userAttributes ?? {});
  return { autoConfirmUser: true, autoVerifyEmail: Boolean(attributes.email) };
}

/**
 * An account the pool already has for an email: signed into with a password, or through another
 * provider (Google, GitHub).
 */
export interface ExistingAccount {
  /** Cognito's `EXTERNAL_PROVIDER` status: created by a sign-in through another provider. */
  external: boolean;
}

/**
 * Whether a new account would be the email's second, signed into another way: a first sign-in
 * through Google or GitHub for an email that already has an account (registered with a password,
 * or signed into through the other provider), or a password registration for an email that signs
 * in through a provider. Cognito runs the trigger only on a provider identity's first sign-in, so
 * any account the email has is another one. One person, one account and one balance (and one
 * welcome bonus); the SPA tells them to use the way they signed up with.
 */
export function isOtherLoginMethod(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  existing: readonly ExistingAccount[],
): boolean {
  if (triggerSource === 'PreSignUp_ExternalProvider') return existing.length > 0;
  if (triggerSource === 'PreSignUp_SignUp') return existing.some((account) => account.external);
  return false;
}
