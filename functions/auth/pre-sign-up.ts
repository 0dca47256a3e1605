import { z } from 'zod';

const attributesSchema = z.record(z.string(), z.string());

export interface PreSignUpDecision {
  autoConfirmUser: boolean;
  autoVerifyEmail: boolean;
}

/**
 * Every new account is confirmed on the spot, so sign-up is immediate (spec §4: register, then
 * straight to the dashboard); its email counts as verified, which password reset by email needs.
 * Cognito refuses to verify an email the account does not have, so that is only asked for then.
 */
export function decidePreSignUp(userAttributes: unknown): PreSignUpDecision {
  const attributes = attributesSchema.parse(userAttributes ?? {});
  return { autoConfirmUser: true, autoVerifyEmail: Boolean(attributes.email) };
}
