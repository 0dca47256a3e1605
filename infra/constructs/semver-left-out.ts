/**
 * What the functions' bundles give the X-Ray SDK for `semver` (an alias in bundleOptions), in
 * every function but the page checker, whose html-validate uses the real one.
 *
 * The SDK's only use of it is the version check in its patcher for the AWS SDK v2
 * (`captureAWS`), which the functions never call: they use the v3 SDK, traced through
 * `captureAWSv3Client`. Bundled, semver costs every pipeline cold start ~40 KB and some 5 ms (it
 * builds its regular expressions as it loads); left out, a call of that patcher says why it fails.
 */
export function gte(): never {
  throw new Error(
    'semver is left out of the functions: the X-Ray SDK patches the AWS SDK v3 only (captureAWSv3Client).',
  );
}
