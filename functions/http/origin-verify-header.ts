/**
 * The header the web and sites distributions add to every request they send the API, with a
 * secret only they and the functions know (CloudFront replaces a viewer's header of that name). A
 * call made to the API's own URL, not through CloudFront, lacks it. A module of its own, so the
 * CDK app and the local gateway take the name without the secret's reader.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
