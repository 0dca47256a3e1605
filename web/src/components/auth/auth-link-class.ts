/** The auth screen's text links and link-like buttons. */
export const authLinkClassName =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
