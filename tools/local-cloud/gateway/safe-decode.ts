/** `decodeURIComponent` that answers undefined for a malformed escape (`%ZZ`) instead of throwing. */
export function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
