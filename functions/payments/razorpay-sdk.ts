import Razorpay from 'razorpay';
import type { RazorpayKeys } from './razorpay-config';

/** Below the function's 15 s timeout, so a hanging Razorpay is answered with a 502, not a 504. */
const REQUEST_TIMEOUT_MS = 8000;

/**
 * The SDK creates its axios instance with Razorpay's host hard-coded; locally the stand-in takes
 * its place by pointing that instance's base URL elsewhere (the `/v1/...` paths stay the same).
 * Checked rather than assumed, so an SDK upgrade that moves it fails loudly, not by calling out.
 */
function configureHttpClient(client: Razorpay, apiUrl: string | undefined): Razorpay {
  // An axios instance is a function with properties.
  const http: unknown = Reflect.get(client.api, 'rq');
  const defaults: unknown = typeof http === 'function' ? Reflect.get(http, 'defaults') : undefined;
  if (typeof defaults !== 'object' || defaults === null) {
    throw new Error('The razorpay SDK no longer exposes its HTTP client (api.rq.defaults)');
  }
  Object.assign(defaults, {
    timeout: REQUEST_TIMEOUT_MS,
    ...(apiUrl === undefined ? {} : { baseURL: apiUrl }),
  });
  return client;
}

/** The SDK with these keys, at `apiUrl` when given (the stand-in), with the request timeout. */
export function razorpayClient(
  keys: Pick<RazorpayKeys, 'keyId' | 'keySecret'>,
  apiUrl?: string,
): Razorpay {
  return configureHttpClient(
    new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }),
    apiUrl,
  );
}
