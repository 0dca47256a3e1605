import type { IncomingMessage } from 'node:http';
import { COGNITO_PATH, cognitoTargetOf, isProductOrReadingTarget } from './cognito/local-cognito';
import { SES_PATH } from './cognito/outbox';
import { DNS_FORM_PATHS } from './dns/local-dns';
import { CAPTCHA_VERIFY_PATH } from './gateway/local-captcha';
import { GITHUB_ACCESS_TOKEN_PATH, GITHUB_AUTHORIZE_PATH } from './idp/github-oauth';
import { GITHUB_API_PATH, GITHUB_IDP_PATH, GOOGLE_IDP_PATH } from './idp/local-idp';
import { KMS_PATH } from './kms/local-kms';
import { KVS_PATH } from './kvs/local-key-value-store';
import { RAZORPAY_PATH } from './razorpay/local-razorpay';

/**
 * Where the line runs between the product calling the services it calls on AWS (or at Razorpay,
 * Google, GitHub) and someone controlling the local cloud. The product's calls answer this
 * machine without the control token, as on AWS IAM or the service's own credentials let them
 * through: the functions' SDKs know no token, and neither does the SPA calling Cognito's public
 * API. Everything else that changes state needs the token: the stand-ins' controls, the user
 * pool's operator calls, and the stand-ins' own pages that stand for a person's action at the
 * real service (paying at checkout, consenting at Google or GitHub, editing the DNS table).
 */

/** Path prefixes of the APIs only the product calls, each with what authenticates it on AWS. */
const PRODUCT_API_PREFIXES: readonly string[] = [
  // SES SendEmail from the functions (IAM).
  `${SES_PATH}/`,
  // KMS Sign, GenerateMac, Encrypt, Decrypt from the GitHub bridge and save to GitHub (IAM).
  KMS_PATH,
  // CloudFront KeyValueStore PutKey, DeleteKey from the deploy functions (IAM).
  KVS_PATH,
  // Razorpay's REST API from the payment functions (Basic auth with the key secret).
  `${RAZORPAY_PATH}/v1/`,
  // The hosted UI's token endpoint from the SPA (client id, code and PKCE verifier).
  `${COGNITO_PATH}/oauth2/token`,
  // Google's token and userinfo endpoints from the hosted UI (client secret, access token).
  `${GOOGLE_IDP_PATH}/token`,
  `${GOOGLE_IDP_PATH}/userinfo`,
  // GitHub's token endpoint from the GitHub bridge (client secret), and its REST API from save
  // to GitHub (a user's OAuth token).
  `${GITHUB_IDP_PATH}${GITHUB_ACCESS_TOKEN_PATH}`,
  `${GITHUB_API_PATH}/`,
];

/**
 * Forms of the stand-ins' own pages: a form cannot set a header, so it carries the token in a
 * hidden field, and its service checks the field (or the header, for a script's call).
 */
const FORM_PATHS: readonly string[] = [
  ...DNS_FORM_PATHS,
  CAPTCHA_VERIFY_PATH,
  `${GOOGLE_IDP_PATH}/authorize`,
  `${GITHUB_IDP_PATH}${GITHUB_AUTHORIZE_PATH}`,
];

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * Whether a state-changing `/_local/` call may reach its service without the control token in
 * its header: a product's call, or a form whose service checks the token itself.
 */
export function answersWithoutControlToken(request: IncomingMessage, url: URL): boolean {
  const path = url.pathname;
  if (path === COGNITO_PATH || path === `${COGNITO_PATH}/`) {
    return isProductOrReadingTarget(cognitoTargetOf(request));
  }
  return (
    PRODUCT_API_PREFIXES.some((prefix) => underPrefix(path, prefix)) || FORM_PATHS.includes(path)
  );
}
