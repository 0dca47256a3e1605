/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Rupees as the page shows them: ₹1,499. */
export function formatRupees(amount: number): string {
  return `\u20b9${amount.toLocaleString('en-IN')}`;
}

/** Money as the page shows it, whole units: ₹1,499, $49, €1,200. */
export function formatMoney(amount: number, currency: string, language = 'en'): string {
  if (currency === 'INR') return formatRupees(amount);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${currency} ${amount.toLocaleString('en')}`;
  }
}

/** JSON that is safe inside a <script> element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** A phone as a tel: link's target: its digits and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A phone as link text that never breaks across lines (html-validate's tel-non-breaking). */
export const unbrokenPhone = (phone: string): string => escapeHtml(phone).replace(/ /g, '&nbsp;');
