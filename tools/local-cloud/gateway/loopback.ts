/**
 * Whether a caller is on this machine. The local stand-ins of AWS APIs that need IAM credentials
 * on AWS (SigV4) answer only such callers, which is what being signed stands in for here.
 */
export function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}
