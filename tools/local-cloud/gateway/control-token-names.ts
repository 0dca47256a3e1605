/**
 * Where the local cloud's control token travels (control-token.ts), in a module of its own so the
 * stand-ins' browser scripts can import it without Node's crypto.
 */

/** The header calls carry it in. */
export const CONTROL_TOKEN_HEADER = 'x-local-cloud-token';

/** The hidden field the local cloud's own HTML forms carry it in (a form cannot set a header). */
export const CONTROL_TOKEN_FIELD = 'local_cloud_token';
