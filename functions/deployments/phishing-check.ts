/**
 * What a page is checked for before it is published: the marks of a phishing page. It is a
 * screen, not a verdict: a page it matches is held for an operator to look at, never deleted, so
 * it errs towards holding the rare honest page that asks for a password in a bank's name. It reads
 * the page as text (the deploy function ships no DOM), so markup written by the page's own script
 * (`'<input type=\"password\">'`) is read too.
 */

/** What a field asks visitors for that a phisher wants. */
export type CredentialField = 'password' | 'pin' | 'card' | 'otp';

export type PhishingSignal =
  /** A field of these kinds is sent to another website: by a form, or by the page's script. */
  | { kind: 'credentialsSentOffSite'; fields: CredentialField[]; to: string }
  /** The page names a bank or payment app and asks for what that app's users guard. */
  | { kind: 'brandAskingForCredentials'; brands: string[]; fields: CredentialField[] };

export interface PhishingVerdict {
  suspicious: boolean;
  signals: PhishingSignal[];
}

/**
 * Banks and payment apps phishing pages most often pretend to be, for Indian users first. Short
 * names are matched as whole words; names that are also ordinary words (`Axis`, `Yes`) only with
 * `Bank`.
 */
export const IMPERSONATED_BRANDS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'SBI', pattern: /\bSBI\b|\bState Bank of India\b|\bonlinesbi\b/i },
  { name: 'HDFC', pattern: /\bHDFC\b/i },
  { name: 'ICICI', pattern: /\bICICI\b/i },
  { name: 'Axis Bank', pattern: /\bAxis\s+Bank\b/i },
  { name: 'Kotak', pattern: /\bKotak\b/i },
  { name: 'Punjab National Bank', pattern: /\bPunjab National Bank\b|\bPNB\b/ },
  { name: 'Bank of Baroda', pattern: /\bBank of Baroda\b/i },
  { name: 'Canara Bank', pattern: /\bCanara\s+Bank\b/i },
  { name: 'Union Bank of India', pattern: /\bUnion Bank of India\b/i },
  { name: 'Yes Bank', pattern: /\bYES\s+BANK\b|\bYes\s+Bank\b/ },
  { name: 'IndusInd', pattern: /\bIndusInd\b/i },
  { name: 'IDFC', pattern: /\bIDFC\b/i },
  { name: 'IDBI', pattern: /\bIDBI\b/i },
  { name: 'Paytm', pattern: /\bPaytm\b/i },
  { name: 'PhonePe', pattern: /\bPhone\s?Pe\b/i },
  { name: 'Google Pay', pattern: /\bGoogle\s?Pay\b|\bGPay\b/i },
  { name: 'Amazon Pay', pattern: /\bAmazon\s?Pay\b/i },
  { name: 'BHIM', pattern: /\bBHIM\b/ },
  { name: 'MobiKwik', pattern: /\bMobiKwik\b/i },
  { name: 'Freecharge', pattern: /\bFreecharge\b/i },
  { name: 'PayPal', pattern: /\bPay\s?Pal\b/i },
  { name: 'Razorpay', pattern: /\bRazorpay\b/i },
  { name: 'Citibank', pattern: /\bCiti\s?bank\b/i },
  { name: 'HSBC', pattern: /\bHSBC\b/i },
  { name: 'Standard Chartered', pattern: /\bStandard Chartered\b/i },
  { name: 'Bank of America', pattern: /\bBank of America\b/i },
  { name: 'Wells Fargo', pattern: /\bWells Fargo\b/i },
];

/** Inputs that cannot carry a secret a visitor types. */
const NOT_TYPED = new Set([
  'hidden',
  'checkbox',
  'radio',
  'submit',
  'button',
  'image',
  'reset',
  'file',
  'color',
  'range',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
  'email',
  'url',
  'search',
]);

/**
 * What a field's name, label or hint says it asks for. A "PIN code" in India is a postal code, so
 * only the PINs that guard money count (MPIN, UPI PIN, ATM PIN…).
 */
const FIELD_WORDS: readonly [CredentialField, RegExp][] = [
  ['otp', /\b(otp|one ?time ?(password|code|pin)|verification code|sms code)\b/],
  ['pin', /\b(m ?pin|upi ?pin|atm ?pin|card ?pin|transaction ?pin|secret ?pin|login ?pin)\b/],
  ['card', /\b(card ?(number|no|num)|cc ?(number|num)|cvv ?2?|cvc)\b/],
  ['password', /\b(password|passcode|passwd|pwd)\b/],
];

type Attributes = ReadonlyMap<string, string>;

const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Attributes {
  const found = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!found.has(key)) found.set(key, decodeEntities(double ?? single ?? bare ?? ''));
  }
  return found;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Words as people read them: `cardNumber`, `card_number` and `card-number` all say card number. */
function wordsOf(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[_\-.[\]]+/g, ' ')
    .toLowerCase();
}

const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ' '));

/** The labels that name a field by its id (`<label for="pwd">Password</label>`). */
function labelsById(html: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<label\b([^>]*)>([\s\S]{0,300}?)<\/label\s*>/gi,
  )) {
    const target = attributesOf(attributes).get('for');
    if (target) labels.set(target, textOf(text));
  }
  return labels;
}

/** The text of a `<label>` the field sits in, up to the field. */
function wrappingLabelText(html: string, fieldAt: number): string {
  const before = html.slice(Math.max(0, fieldAt - 300), fieldAt);
  const opened = before.toLowerCase().lastIndexOf('<label');
  const closed = before.toLowerCase().lastIndexOf('</label');
  return opened > closed ? textOf(before.slice(opened).replace(/^<label\b[^>]*>/i, '')) : '';
}

/** What one `<input>` asks for, or null when it asks for none of the guarded things. */
function fieldKindOf(
  attributes: Attributes,
  labelText: string,
  wrapping: string,
): CredentialField | null {
  const type = (attributes.get('type') ?? 'text').toLowerCase();
  if (NOT_TYPED.has(type)) return null;
  const autocomplete = (attributes.get('autocomplete') ?? '').toLowerCase();
  if (/\bcc-(number|csc)\b/.test(autocomplete)) return 'card';
  if (/\bone-time-code\b/.test(autocomplete)) return 'otp';
  const hint = wordsOf(
    [
      ...['name', 'id', 'placeholder', 'aria-label', 'title'].map((key) => attributes.get(key)),
      labelText,
      wrapping,
    ].join(' '),
  );
  const said = FIELD_WORDS.find(([, words]) => words.test(hint))?.[0];
  if (type === 'password') return said === 'otp' || said === 'pin' ? said : 'password';
  return said ?? null;
}

/** The guarded kinds the fields of `html` ask for, in a stable order. */
function credentialFieldsIn(html: string, labels: Map<string, string>): CredentialField[] {
  const kinds = new Set<CredentialField>();
  for (const match of html.matchAll(/<input\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1] ?? '');
    const label = labels.get(attributes.get('id') ?? '') ?? '';
    const kind = fieldKindOf(attributes, label, wrappingLabelText(html, match.index));
    if (kind) kinds.add(kind);
  }
  return (['password', 'pin', 'card', 'otp'] as const).filter((kind) => kinds.has(kind));
}

/**
 * The website a form's `action` (or a button's `formaction`) sends to, when it is not the site
 * itself: another origin, or an email address. Relative addresses (the product's `_forms/…`) are
 * the site's own.
 */
function offSiteTarget(address: string, site: URL): string | null {
  const target = address.trim();
  if (/^mailto:/i.test(target)) return 'an email address';
  if (!/^(?:(?:https?|wss?):)?\/\//i.test(target)) return null;
  try {
    const url = new URL(target, site);
    return url.host === site.host ? null : url.host;
  } catch {
    return null;
  }
}

interface FormPart {
  attributes: Attributes;
  body: string;
}

/** Each `<form>` with what it holds: up to its `</form>`, or the next form (forms never nest). */
function formsIn(html: string): FormPart[] {
  const starts = [...html.matchAll(/<form\b([^>]*)>/gi)];
  return starts.map((start, index) => {
    const from = start.index + start[0].length;
    const next = starts[index + 1]?.index ?? html.length;
    const close = html.slice(from, next).search(/<\/form\s*>/i);
    return {
      attributes: attributesOf(start[1] ?? ''),
      body: html.slice(from, close < 0 ? next : from + close),
    };
  });
}

/** Calls in a script that send somewhere named by a literal address. */
const SCRIPT_SENDS = [
  /(?:\b(?:fetch|sendBeacon|WebSocket|axios(?:\.\w+)?)|\$\.(?:post|get|ajax))\s*\(\s*['"`]([^'"`\s]+)/g,
  /\.open\s*\(\s*['"`][A-Za-z]+['"`]\s*,\s*['"`]([^'"`\s]+)/g,
  /(?:\burl|\.action)\s*[:=]\s*['"`]([^'"`\s]+)/g,
];

/**
 * The text between `open` and `close` each time they appear, the last one running to the end when
 * it is never closed; in one pass, however many are left open.
 */
function sectionsBetween(html: string, open: string, close: string): string[] {
  const lower = html.toLowerCase();
  const sections: string[] = [];
  for (let at = lower.indexOf(open); at >= 0; at = lower.indexOf(open, at)) {
    const end = lower.indexOf(close, at + open.length);
    sections.push(html.slice(at + open.length, end < 0 ? html.length : end));
    if (end < 0) break;
    at = end + close.length;
  }
  return sections;
}

/** Where the page's scripts send things, outside the site (a bot's chat counts, wherever named). */
function scriptTargets(html: string, site: URL): string[] {
  const targets = new Set<string>();
  for (const script of sectionsBetween(html, '<script', '</script')) {
    if (/api\.telegram\.org\/bot/i.test(script)) targets.add('api.telegram.org');
    for (const pattern of SCRIPT_SENDS) {
      for (const [, address = ''] of script.matchAll(pattern)) {
        const target = offSiteTarget(address, site);
        if (target) targets.add(target);
      }
    }
  }
  return [...targets];
}

function brandsIn(text: string): string[] {
  return IMPERSONATED_BRANDS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

/** Where a page shows whose page it is: its title, main headings, logos' text, the form itself. */
function prominentText(html: string, forms: readonly string[]): string {
  const parts = [...html.matchAll(/<(title|h[1-3])\b[^>]*>([\s\S]{0,500}?)<\/\1\s*>/gi)].map(
    ([, , inner = '']) => textOf(inner),
  );
  for (const [, attributes = ''] of html.matchAll(/<img\b([^>]*)>/gi)) {
    parts.push(attributesOf(attributes).get('alt') ?? '');
  }
  return [...parts, ...forms].join(' \n ');
}

/** A form sends guarded fields elsewhere: its `action`, or a submit button's `formaction`. */
function formSignals(
  forms: readonly FormPart[],
  labels: Map<string, string>,
  site: URL,
): PhishingSignal[] {
  const signals: PhishingSignal[] = [];
  for (const form of forms) {
    const fields = credentialFieldsIn(form.body, labels);
    if (fields.length === 0) continue;
    const addresses = [
      form.attributes.get('action') ?? '',
      ...[...form.body.matchAll(/\bformaction\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
        ([, double, single, bare]) => decodeEntities(double ?? single ?? bare ?? ''),
      ),
    ];
    for (const address of addresses) {
      const to = offSiteTarget(address, site);
      if (to) signals.push({ kind: 'credentialsSentOffSite', fields, to });
    }
  }
  return signals;
}

/**
 * A bank's or payment app's name with what its users guard: named anywhere on a page that asks for
 * a PIN, card details or a one-time code; shown where the page says whose it is, on one that asks
 * for a password only (a shop's signup form beside "payments by Razorpay" is not a bank's login).
 */
function brandSignal(
  page: string,
  fields: readonly CredentialField[],
  forms: readonly FormPart[],
  labels: Map<string, string>,
): PhishingSignal | null {
  const guarded = fields.some((field) => field !== 'password');
  const named = guarded ? brandsIn(page) : [];
  if (named.length > 0)
    return { kind: 'brandAskingForCredentials', brands: named, fields: [...fields] };
  if (!fields.includes('password')) return null;
  const passwordForms = forms
    .filter((form) => credentialFieldsIn(form.body, labels).includes('password'))
    .map((form) => form.body);
  const shown = brandsIn(prominentText(page, passwordForms));
  return shown.length > 0
    ? { kind: 'brandAskingForCredentials', brands: shown, fields: ['password'] }
    : null;
}

/**
 * Checks a page before it is published at `siteUrl`. It is suspicious when it sends a password,
 * a PIN, card details or a one-time code to another website (by a form or by its script), or when
 * it names a bank or payment app and asks for a PIN, card details or a one-time code, or for a
 * password where it shows the name (title, main headings, logo, the form). A page that merely names
 * one ("we accept Paytm") asks for none of them, and passes.
 */
export function checkForPhishing(html: string, siteUrl: string): PhishingVerdict {
  // Markup inside a script's strings reads as markup; comments are not the page.
  const uncommented = html.split('<!--').map((part, index) => {
    const end = part.indexOf('-->');
    return index === 0 ? part : end < 0 ? '' : part.slice(end + 3);
  });
  const page = uncommented.join(' ').replace(/\\(["'/])/g, '$1');
  const site = new URL(siteUrl);
  const labels = labelsById(page);
  const fields = credentialFieldsIn(page, labels);
  if (fields.length === 0) return { suspicious: false, signals: [] };

  const forms = formsIn(page);
  const signals = formSignals(forms, labels, site);
  for (const to of scriptTargets(page, site)) {
    if (!signals.some((signal) => signal.kind === 'credentialsSentOffSite' && signal.to === to)) {
      signals.push({ kind: 'credentialsSentOffSite', fields, to });
    }
  }
  const brand = brandSignal(page, fields, forms, labels);
  if (brand) signals.push(brand);
  return { suspicious: signals.length > 0, signals };
}

const FIELD_NAMES: Record<CredentialField, string> = {
  password: 'a password',
  pin: 'a PIN',
  card: 'card details',
  otp: 'a one-time code',
};

const listed = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** What the check found, in words the page's owner can act on. */
export function phishingReasonOf(signals: readonly PhishingSignal[]): string {
  return signals
    .map((signal) =>
      signal.kind === 'credentialsSentOffSite'
        ? `The page asks for ${listed(signal.fields.map((field) => FIELD_NAMES[field]))} and sends it to another website (${signal.to}).`
        : `The page uses the name ${listed(signal.brands)} and asks visitors for ${listed(signal.fields.map((field) => FIELD_NAMES[field]))}.`,
    )
    .join(' ');
}
