/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An amount to the cent: 1.2 → 1.2, 3.499 → 3.5. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100;

/** The digits an amount is shown with: none when whole, else two ("€1.20"). */
const digitsOf = (amount: number) => {
  const places = Number.isInteger(toCents(amount)) ? 0 : 2;
  return { minimumFractionDigits: places, maximumFractionDigits: places };
};

/** Rupees as the page shows them: ₹1,499, ₹12.50. */
export function formatRupees(amount: number): string {
  return `\u20b9${amount.toLocaleString('en-IN', digitsOf(amount))}`;
}

/** Money as the page shows it, in whole units unless given to the cent: ₹1,499, $49, €1.20. */
export function formatMoney(amount: number, currency: string, language = 'en'): string {
  if (currency === 'INR') return formatRupees(amount);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      ...digitsOf(amount),
    }).format(amount);
  } catch {
    return `${currency} ${amount.toLocaleString('en', digitsOf(amount))}`;
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
