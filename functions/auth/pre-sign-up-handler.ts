import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { decidePreSignUp } from './pre-sign-up';

/** The user pool's pre sign-up trigger (password sign-ups and first Google sign-ins alike). */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => ({
  ...event,
  response: { ...event.response, ...decidePreSignUp(event.request.userAttributes) },
});
