/** A status as its badge reads it: "completed" → "Completed". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
