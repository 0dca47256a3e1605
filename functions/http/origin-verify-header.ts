/**
 * The header the web distribution adds to every request it sends the API, with a secret only it
 * and the functions that need it know (CloudFront replaces a viewer's header of the same name). A
 * call made to the API's own URL, not through CloudFront, lacks it. A module of its own, so the
 * CDK app and the local gateway take the name without the secret's reader.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
