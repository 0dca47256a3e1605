/**
 * The code an authenticator app shows, as typed: six digits, spaces allowed (apps show "123 456").
 * Null when it is not one.
 */
export function normalizedCode(typed: string): string | null {
  const code = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
