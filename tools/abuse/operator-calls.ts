import { moderationResponseSchema, type ModerationResponse } from '../../shared/api/abuse-schemas';
import { errorBodySchema } from '../../shared/api/common';
import { endpoints } from '../../shared/api/endpoints';
import { appConfigSchema, APP_CONFIG_PATH } from '../../shared/app-config';
import { OPERATORS_GROUP } from '../../shared/constants';
import { CONTROL_TOKEN_HEADER } from '../local-cloud/gateway/control-token-names';

/**
 * What an operator does about abuse, as calls to the app at its address (`npm run abuse`): the
 * API's operator routes, with an operator's token. The same calls work against AWS and against
 * the local cloud.
 */

export type ModerationCommand = 'takedown' | 'release';

const ROUTES = { takedown: endpoints.takeDownSite, release: endpoints.releaseSite } as const;

async function detailOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    return errorBodySchema.parse(JSON.parse(text)).detail;
  } catch {
    return `${response.status} ${text.slice(0, 200)}`;
  }
}

/** Signs the operator in through the app's own login: their ID token names their groups. */
export async function signInOperator(
  appUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${appUrl}${endpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Could not sign in: ${await detailOf(response)}`);
  const { access_token: token } = (await response.json()) as { access_token?: unknown };
  if (typeof token !== 'string') throw new Error('The app answered the sign-in without a token');
  return token;
}

/** Takes the site at `site` down, or releases it, with why: the app logs who, when and why. */
export async function moderateSite(
  appUrl: string,
  token: string,
  command: ModerationCommand,
  site: string,
  reason: string,
): Promise<ModerationResponse> {
  const response = await fetch(`${appUrl}${ROUTES[command].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ site, reason }),
  });
  if (!response.ok) throw new Error(await detailOf(response));
  return moderationResponseSchema.parse(await response.json());
}

/**
 * Makes an account an operator on the local cloud (AdminAddUserToGroup at its user pool
 * stand-in, with the cloud's control token). On AWS an administrator does it with the AWS CLI
 * (docs/deployments.md). The account's next sign-in gets a token naming the group.
 */
export async function addLocalOperator(
  appUrl: string,
  controlToken: string,
  email: string,
): Promise<void> {
  const config = appConfigSchema.parse(await (await fetch(`${appUrl}${APP_CONFIG_PATH}`)).json());
  if (!config.auth.endpoint) throw new Error('Only the local cloud takes operators from here');
  const response = await fetch(config.auth.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminAddUserToGroup',
      [CONTROL_TOKEN_HEADER]: controlToken,
    },
    body: JSON.stringify({
      UserPoolId: config.auth.userPoolId,
      Username: email,
      GroupName: OPERATORS_GROUP,
    }),
  });
  if (!response.ok) {
    throw new Error(`Could not add ${email} to ${OPERATORS_GROUP}: ${await response.text()}`);
  }
}
