/**
 * Claims about a business that only its owner can make: when it began, how long it has worked,
 * how many it has served, how experienced its people are, its awards, certifications, ratings,
 * rankings, tax or legal status, accounts, and where it is. A page may carry one only when the
 * person's own words gave it; anything else is an invented fact.
 */

const YEAR = '(?:19[5-9]\\d|20[0-3]\\d)';
const PEOPLE =
  '(?:happy\\s+|satisfied\\s+|loyal\\s+)?(?:guests|customers|clients|patients|students|members|supporters|families|people|visitors|users|teams|companies|businesses|brands|readers|subscribers|volunteers|artists|attendees|pets|projects|orders|couples|kids|children|learners|athletes|donors)';

/**
 * Cities a page could place a business in (with the other names people write them by): placing
 * it in one the brief did not name is a claim about where it is.
 */
const CITIES: Readonly<Record<string, readonly string[]>> = {
  Mumbai: ['Bombay'],
  Delhi: [],
  Bengaluru: ['Bangalore'],
  Hyderabad: [],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Pune: [],
  Ahmedabad: [],
  Jaipur: [],
  Kochi: ['Cochin'],
  Goa: [],
  Lucknow: [],
  Chandigarh: [],
  Gurugram: ['Gurgaon'],
  Noida: [],
  Mysuru: ['Mysore'],
  Coimbatore: [],
  Indore: [],
  Nagpur: [],
  Udaipur: [],
  Varanasi: [],
  London: [],
  Paris: [],
  Berlin: [],
  Tokyo: [],
  Kyoto: [],
  Singapore: [],
  Dubai: [],
  'New York': [],
};
const PLACE_CLAIM = 'a city the brief did not name';
const CITY_NAMES = Object.entries(CITIES).flatMap(([city, others]) => [city, ...others]);
const PLACED_IN = new RegExp(
  `\\b(?:[Ii]n|[Aa]cross|[Nn]ear|[Ff]rom|[Aa]round)\\s+(?:${CITY_NAMES.join('|')})\\b`,
);

/** Whether the prompt names the city a match places the business in, by any of its names. */
function placeGivenBy(match: string, prompt: string): boolean {
  const lowerPrompt = prompt.toLowerCase();
  const [city, others] =
    Object.entries(CITIES).find(([name, aliases]) =>
      [name, ...aliases].some((written) => match.endsWith(written)),
    ) ?? [];
  return (
    !!city && [city, ...(others ?? [])].some((name) => lowerPrompt.includes(name.toLowerCase()))
  );
}

/** Each kind of claim, and how it reads on a page. */
const CLAIMS: readonly [kind: string, pattern: RegExp][] = [
  [
    'a founding year',
    new RegExp(
      `\\b(?:in|since|from|est\\.?|established|founded|opened|started|began)\\s+(?:in\\s+)?${YEAR}\\b`,
      'i',
    ),
  ],
  ['an opening story', /\bopened (?:its|our|the) doors\b/i],
  [
    'years of experience',
    /\byears of (?:experience|practice|expertise)\b|\b(?:for|over|more than|nearly|almost)\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen|twenty)\+?\s+years\b|\b\d+\+?\s+years (?:of|in)\b|\bdecades? of\b/i,
  ],
  [
    'a count of people served',
    new RegExp(
      `\\b(?:more than|over|nearly|almost|upwards of)\\s+\\d[\\d,]*\\+?\\s+${PEOPLE}\\b|\\b\\d{1,3}(?:,\\d{3})+\\+?\\s+${PEOPLE}\\b|\\b\\d+\\+\\s+${PEOPLE}\\b`,
      'i',
    ),
  ],
  [
    'a figure about the business',
    // A count in the hundreds or more ("61,000+", "10k+"; "500+ families" is a count of people),
    // or a percentage of uptime, satisfaction or people recommending.
    new RegExp(
      `(?<!\\d[-–]\\d+\\s+)\\b(?:\\d{1,3}(?:,\\d{3})+|\\d{3,}|\\d+(?:\\.\\d+)?\\s*[kKmM])\\+(?!\\s*${PEOPLE}\\b)|\\b\\d{1,3}(?:\\.\\d+)?%\\s+(?:uptime|satisfaction|of (?:our )?${PEOPLE})\\b|\\b(?:uptime|satisfaction|would recommend(?: us)?)\\b[^.\\d]{0,30}\\d{1,3}(?:\\.\\d+)?%`,
      'i',
    ),
  ],
  [
    'a reach',
    /\b(?:in|across|to)\s+\d+\+?\s+(?:cities|countries|states|locations|branches)\b|\b(?:cities|countries|locations|branches)\s+\d+\b/i,
  ],
  [
    'a claim of experience',
    /\b(?:experienced|expert|seasoned|highly skilled|qualified)\s+(?:team|staff|professionals?|hands|stylists?|teachers?|trainers?|coaches?|doctors?|chefs?|technicians?|mechanics?)\b/i,
  ],
  ['an award', /\baward(?:s|-winning|ed)?\b|\bshortlisted\b|\bwinner of\b/i],
  ['a certification', /\bcertified\b|\bcertifications?\b|\baccredited\b|\bISO\s?\d{3,5}\b/i],
  ['a rating', /\brated\s+\d|\b\d(?:\.\d)?\s*(?:\/\s*5|out of 5|stars?)\b|★/i],
  ['a ranking', /(?:^|\s)#1\b|\bnumber one\b|\bbest in (?:town|the city|india|the country)\b/i],
  [
    'a tax or legal status',
    /\btax[- ](?:deductible|exempt|benefits?)\b|\b(?:section\s+)?80G\b|\bregistered\s+(?:charity|trust|society|nonprofit|ngo)\b/i,
  ],
  [
    'a claim about its accounts',
    /\baccounts are (?:published|audited)\b|\baudited (?:accounts|financials)\b/i,
  ],
  [PLACE_CLAIM, PLACED_IN],
];

/** The words of a match that the prompt would have to contain for the claim to be the person's. */
function givenBy(match: string, prompt: string): boolean {
  const lowerPrompt = prompt.toLowerCase();
  const numbers = match.match(/\d[\d,.]*/g) ?? [];
  if (numbers.length > 0) {
    return numbers.every((number) => lowerPrompt.includes(number.replace(/[.,]$/, '')));
  }
  const words = match.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return words.some((word) => lowerPrompt.includes(word.replace(/s$/, '')));
}

export interface OwnerClaim {
  kind: string;
  /** The words on the page. */
  text: string;
}

/**
 * The owner's claims in a page's text that the prompt did not give: "opened its doors in 2014",
 * "more than 3,400 guests", "Years of experience", "award-winning". Sample content counts too: it
 * may stand in for a dish or a name, never for a claim.
 */
export function ownerClaimsIn(text: string, prompt: string): OwnerClaim[] {
  const claims: OwnerClaim[] = [];
  for (const [kind, pattern] of CLAIMS) {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    for (const match of text.matchAll(global)) {
      const words = match[0].trim();
      const given = kind === PLACE_CLAIM ? placeGivenBy : givenBy;
      if (!given(words, prompt)) claims.push({ kind, text: words });
    }
  }
  return claims;
}
