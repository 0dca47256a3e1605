/**
 * The SPA's Content-Security-Policy, one directive per entry so each source can say why it is
 * there. The SPA is a Vite build served from its own origin; it calls `/api/*` on that origin and,
 * later, the WebSocket API on another host.
 */
export const contentSecurityPolicyDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // Vite emits external module scripts only. Razorpay Checkout is loaded from its own host.
  'script-src': ["'self'", 'https://checkout.razorpay.com'],
  // Toast and UI libraries inject <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // The WebSocket API and Cognito live on other hosts; only encrypted transports are allowed.
  'connect-src': ["'self'", 'https:', 'wss:'],
  // The workspace previews generated HTML in a sandboxed frame built from a blob: or data: URL;
  // Razorpay Checkout opens its payment form in a frame from api.razorpay.com.
  'frame-src': [
    "'self'",
    'blob:',
    'data:',
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
  ],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
};

/** Renders directives as the header value, e.g. `default-src 'self'; object-src 'none'`. */
export function contentSecurityPolicy(
  directives: Readonly<Record<string, readonly string[]>> = contentSecurityPolicyDirectives,
): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
