import type { PreSignUpTriggerEvent } from 'aws-lambda';
import * as z from '../../shared/zod';

const attributesSchema = z.record(z.string(), z.string());

export interface PreSignUpDecision {
  autoConfirmUser: boolean;
  autoVerifyEmail: boolean;
}

type TriggerSource = PreSignUpTriggerEvent['triggerSource'];

/**
 * Every new account is confirmed on the spot, so sign-up is immediate (requirements §4: register, then
 * straight to the dashboard); its email counts as verified, which password reset by email needs.
 * Cognito refuses to verify an email the account does not have, so that is only asked for then.
 * An account the API creates (`AdminCreateUser`) is confirmed by the permanent password it is
 * given and has its email marked verified in the same call, so nothing is asked for it.
 */
export function decidePreSignUp(
  triggerSource: TriggerSource,
  userAttributes: unknown,
): PreSignUpDecision {
  if (triggerSource === 'PreSignUp_AdminCreateUser') {
    return { autoConfirmUser: false, autoVerifyEmail: false };
  }
  const attributes = attributesSchema.parse(userAttributes ?? {});
  return { autoConfirmUser: true, autoVerifyEmail: Boolean(attributes.email) };
}

/**
 * How an account signs in: `password`, or the identity provider it was made through, by the
 * name Cognito gives its users (`google_{sub}`, `github_{sub}`), lower-cased.
 */
export type LoginMethod = 'password' | (string & {});

/** An account the pool already has for an email, by how it signs in. */
export interface ExistingAccount {
  loginMethod: LoginMethod;
}

/** The provider part of a federated user's name (`GitHub_583231` → `github`). */
export function providerOfUserName(userName: string): LoginMethod {
  const underscore = userName.indexOf('_');
  return underscore > 0 ? userName.slice(0, underscore).toLowerCase() : userName.toLowerCase();
}

/**
 * Whether a new account would be the email's second, signed into another way: a first Google or
 * GitHub sign-in for an email registered with a password or signed into through the other
 * provider, or a password account (made by the API, or by a self-service sign-up on a pool that
 * still allows it) for an email that signs in through a provider. One
 * person, one account and one balance (and one welcome bonus); the SPA tells them to use the way
 * they signed up with.
 */
export function isOtherLoginMethod(
  triggerSource: TriggerSource,
  userName: string,
  existing: readonly ExistingAccount[],
): boolean {
  if (triggerSource === 'PreSignUp_ExternalProvider') {
    // Cognito runs the trigger on a provider identity's first sign-in only, so any account the
    // email already has is another way in.
    return existing.length > 0;
  }
  if (triggerSource === 'PreSignUp_AdminCreateUser' || triggerSource === 'PreSignUp_SignUp') {
    return existing.some((account) => account.loginMethod !== 'password');
  }
  return false;
}
