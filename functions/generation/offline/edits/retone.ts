/**
 * Rewording a text offline, as asked: shorter, longer, friendlier or more formal. Each works on
 * the text as it is in the page (entities kept) and never makes up a fact: a longer text gains a
 * sentence built from what the plan states, or an invitation that states nothing.
 */
export const TONES = ['shorter', 'longer', 'friendlier', 'formal'] as const;
export type Tone = (typeof TONES)[number];

/** What a longer text may draw on: the plan's stated contact details and the site's name. */
export interface RetoneContext {
  name?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  place?: string | undefined;
  /** The text is a headline: a line, not a paragraph. */
  headline?: boolean;
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9“"‘'])/;
const FILLERS = /\s+\b(?:really|very|truly|just|simply|actually|quite|extremely|incredibly)\b/gi;

function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function ended(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

function shorter(text: string, headline: boolean): string {
  const sentences = sentencesOf(text);
  if (!headline && sentences.length >= 2) {
    return sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ');
  }
  let line = text.trim().replace(FILLERS, '');
  line = line.replace(/\s*\([^)]*\)/g, '');
  // A parenthesis, a dash's or colon's afterthought, the last clause, the last phrase of place,
  // time or manner ("… at Crumb & Co", "… for every occasion").
  const cuts = [
    /\s+[—–-]\s+.*$/,
    /:\s+.*$/,
    /,\s+[^,]*$/,
    /\s+\b(?:at|in|for|with|from|on|by|across|throughout|since)\b\s+(?:&#?\w+;|[^,.;!?])*[.!?]?$/,
  ];
  for (const cut of cuts) {
    const cutDown = line.replace(cut, '');
    if (cutDown !== line && wordCount(cutDown) >= 3) {
      line = headline ? cutDown : ended(cutDown);
      break;
    }
  }
  return line;
}

function longer(text: string, context: RetoneContext): string {
  const trimmed = text.trim();
  if (context.headline) {
    return context.place && !trimmed.includes(context.place)
      ? `${trimmed.replace(/[.!]$/, '')}, in ${context.place}`
      : `${trimmed.replace(/[.!]$/, '')}, made with care`;
  }
  const additions = [
    context.phone && !trimmed.includes(context.phone)
      ? `Questions? Call us on ${context.phone}.`
      : null,
    context.email && !trimmed.includes(context.email)
      ? `You can also write to us at ${context.email}.`
      : null,
    context.place && !trimmed.includes(context.place)
      ? `You will find us in ${context.place}.`
      : null,
    `We would love to hear from you.`,
  ].filter((addition): addition is string => addition !== null && !trimmed.includes(addition));
  const addition = additions[0];
  return addition ? `${ended(trimmed)} ${addition}` : trimmed;
}

/** Formal words and their everyday ones, and contractions, both ways. */
const PLAIN_WORDS: [RegExp, string, RegExp, string][] = [
  [/\bpurchase\b/g, 'buy', /\bbuy\b/g, 'purchase'],
  [/\bassist\b/g, 'help', /\bhelp\b/g, 'assist'],
  [/\brequire\b/g, 'need', /\bneed\b/g, 'require'],
  [/\bcommence\b/g, 'start', /\bstart\b/g, 'commence'],
  [/\butili[sz]e\b/g, 'use', /\buse\b/g, 'utilise'],
  [/\bnumerous\b/g, 'lots of', /\blots of\b/g, 'numerous'],
  [/\bcontact us\b/gi, 'get in touch', /\bget in touch\b/gi, 'contact us'],
  [/\bcustomers\b/g, 'guests', /\bguests\b/g, 'customers'],
  [/\bcourteous\b/g, 'friendly', /\bfriendly\b/g, 'courteous'],
  [/\bcare for\b/g, 'look after', /\blook after\b/g, 'care for'],
  [
    /(?:\s+is|[’']s) convenient for you\b/g,
    ' suits you',
    /\bsuits you\b/g,
    'is convenient for you',
  ],
];
const CONTRACTIONS: [RegExp, string][] = [
  [/\b([Ww])e are\b/g, '$1e’re'],
  [/\b([Ww])e will\b/g, '$1e’ll'],
  [/\b([Ww])e have\b/g, '$1e’ve'],
  [/\b([Yy])ou are\b/g, '$1ou’re'],
  [/\b([Yy])ou will\b/g, '$1ou’ll'],
  [/\b([Ii])t is\b/g, '$1t’s'],
  [/\b([Tt])hat is\b/g, '$1hat’s'],
  [/\b([Ll])et us\b/g, '$1et’s'],
  [/\b([Dd])o not\b/g, '$1on’t'],
  [/\b([Dd])oes not\b/g, '$1oesn’t'],
  [/\b([Cc])annot\b/g, '$1an’t'],
  [/\b([Ii]) am\b/g, '$1’m'],
];
const EXPANSIONS: [RegExp, string][] = [
  [/\b([Ww])e(?:’|'|&#39;)re\b/g, '$1e are'],
  [/\b([Ww])e(?:’|'|&#39;)ll\b/g, '$1e will'],
  [/\b([Ww])e(?:’|'|&#39;)ve\b/g, '$1e have'],
  [/\b([Yy])ou(?:’|'|&#39;)re\b/g, '$1ou are'],
  [/\b([Yy])ou(?:’|'|&#39;)ll\b/g, '$1ou will'],
  [/\b([Ii])t(?:’|'|&#39;)s\b/g, '$1t is'],
  [/\b([Tt])hat(?:’|'|&#39;)s\b/g, '$1hat is'],
  [/\b([Ll])et(?:’|'|&#39;)s\b/g, '$1et us'],
  [/\b([Dd])on(?:’|'|&#39;)t\b/g, '$1o not'],
  [/\b([Dd])oesn(?:’|'|&#39;)t\b/g, '$1oes not'],
  [/\b([Cc])an(?:’|'|&#39;)t\b/g, '$1annot'],
  [/\b([Ii])(?:’|'|&#39;)m\b/g, '$1 am'],
];

function friendlier(text: string, headline: boolean): string {
  let line = text;
  for (const [pattern, plain] of CONTRACTIONS) line = line.replace(pattern, plain);
  for (const [formal, plain] of PLAIN_WORDS) line = line.replace(formal, plain);
  if (line !== text) return line;
  // Nothing stiff to soften: a warmer ending instead.
  if (headline) return /!$/.test(line.trim()) ? line : `${line.trim().replace(/[.]$/, '')}!`;
  const sentences = sentencesOf(line);
  return sentences.some((sentence) => sentence.endsWith('!'))
    ? line
    : `${ended(line.trim())} We can’t wait to see you!`;
}

function formal(text: string): string {
  let line = text;
  for (const [pattern, expanded] of EXPANSIONS) line = line.replace(pattern, expanded);
  for (const [, , plain, formalWord] of PLAIN_WORDS) line = line.replace(plain, formalWord);
  return line.replace(/!/g, '.').replace(/\.\.+/g, '.');
}

/** The text reworded; the same text when this tone has nothing to change in it. */
export function retone(text: string, tone: Tone, context: RetoneContext = {}): string {
  const headline = context.headline === true;
  switch (tone) {
    case 'shorter':
      return shorter(text, headline);
    case 'longer':
      return longer(text, context);
    case 'friendlier':
      return friendlier(text, headline);
    case 'formal':
      return formal(text);
  }
}

/** How a tone is said in a reply: "Made the headline shorter". */
export const TONE_WORDS: Record<Tone, string> = {
  shorter: 'shorter',
  longer: 'longer',
  friendlier: 'friendlier',
  formal: 'more formal',
};
