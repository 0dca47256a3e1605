import { LOCAL_POWERTOOLS_ENVIRONMENT } from '../tools/local-cloud/quiet-powertools';

/**
 * The environment every test process, and the shared test cloud's, runs with. The SDK's notice
 * that Node 20 support ends is turned off: production Lambdas run Node 24, and once per test file
 * it only buries the results. Tests always build with the offline models, whatever model API the
 * developer's shell points at (a blank variable counts as unset). Powertools as on the local
 * cloud (no EMF lines, no X-Ray), logging errors only.
 */
export const TEST_ENVIRONMENT: Record<string, string> = {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...LOCAL_POWERTOOLS_ENVIRONMENT,
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
  OPENAI_API_KEY_SECRET_ARN: '',
  OPENAI_MODEL: '',
  OPENAI_PLAN_MODEL: '',
  OPENAI_IMAGE_MODEL: '',
  OPENAI_IMAGE_BASE_URL: '',
  OPENAI_IMAGE_API_KEY: '',
  OPENAI_IMAGE_API_KEY_SECRET_ARN: '',
  OPENAI_REASONING_EFFORT: '',
  OPENAI_PAGE_REASONING_EFFORT: '',
  OPENAI_TIMEOUT_SECONDS: '',
  // Nor do they reach GitHub: the sign-in bridge's GitHub is a closed port on this machine unless
  // a test gives the local cloud a GitHub of its own (LocalCloudOptions.github).
  GITHUB_OAUTH_URL: 'http://127.0.0.1:9',
  GITHUB_API_URL: 'http://127.0.0.1:9',
};
