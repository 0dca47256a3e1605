/**
 * A practice of a profession that clients consult by appointment: accounts and tax (a chartered
 * accountant, a tax consultant, a bookkeeper), the law (a lawyer, an advocate, a notary), the
 * stars or the cards (an astrologer, a tarot reader), or visas (an immigration consultant). Its
 * page lists what it does, who does it, what clients ask, and books a consultation.
 */
export interface Practice {
  /** What its people are called, one of them ("chartered accountant", "lawyer"). */
  worker: string;
  /** What it usually does, each with what it is paid by and a usual fee range in rupees. */
  services: [string, string, number, number][];
  /** Who works there, by role, for a team the brief does not name. */
  roles: string[];
  /** What clients ask before they book (besides the fee), answered as any practice can. */
  questions: [string, string][];
}

/** Roles at a practice whose people are called so. */
const rolesOf = (worker: string): string[] => [
  'Founding partner',
  `Senior ${worker}`,
  worker.charAt(0).toUpperCase() + worker.slice(1),
  'Front office',
];

const ACCOUNTS: Practice = {
  worker: 'accountant',
  roles: rolesOf('accountant'),
  services: [
    ['Income tax returns', 'per return', 1000, 5000],
    ['GST registration and returns', 'per month', 1000, 4000],
    ['Bookkeeping', 'per month', 3000, 10000],
    ['Company registration', 'one-time', 6000, 15000],
    ['Audit', 'per year', 15000, 60000],
  ],
  questions: [
    ['What documents do I need?', 'Tell us what you need done, and we send you a list'],
    ['Can we meet online?', 'Ask us when you book, and we will tell you'],
  ],
};

const LAW: Practice = {
  worker: 'lawyer',
  roles: rolesOf('lawyer'),
  services: [
    ['Legal consultation', '45 min', 1000, 5000],
    ['Property matters', 'per matter', 10000, 50000],
    ['Family matters', 'per matter', 15000, 60000],
    ['Contracts and agreements', 'per document', 3000, 15000],
  ],
  questions: [
    ['What should I bring?', 'Any papers about your matter; tell us what it is when you book'],
    ['Can we meet online?', 'Ask us when you book, and we will tell you'],
  ],
};

/** An astrologer's: charts made and matched, a reading, a home's vastu; asked for by birth details. */
const ASTROLOGY: Practice = {
  worker: 'astrologer',
  roles: ['Astrologer', 'Appointments'],
  services: [
    ['Kundli making', 'per chart', 500, 2100],
    ['Kundli matching', 'per match', 500, 2100],
    ['Horoscope reading', '30 min', 500, 1500],
    ['Vastu consultation', 'per visit', 2100, 11000],
  ],
  questions: [
    [
      'What do you need from me?',
      'Your date, time and place of birth; we ask for them when you book',
    ],
    ['Can we consult on the phone or online?', 'Ask us when you book, and we will tell you'],
  ],
};

/** A tarot reader's or a numerologist's: readings, asked for by the question and the name. */
const READINGS: Practice = {
  worker: 'reader',
  roles: ['Tarot reader', 'Appointments'],
  services: [
    ['Tarot reading', '30 min', 500, 2000],
    ['Numerology report', 'per report', 500, 2500],
    ['Name numerology', 'per name', 1000, 3000],
    ['Online reading', '30 min', 500, 1500],
  ],
  questions: [
    [
      'What do you need from me?',
      'Your question, and for numerology your full name and date of birth; we ask when you book',
    ],
    ['Can we do a reading online?', 'Ask us when you book, and we will tell you'],
  ],
};

/** A visa or immigration consultant's: applications by country and kind, and honest odds. */
const VISAS: Practice = {
  worker: 'visa consultant',
  roles: rolesOf('visa consultant'),
  services: [
    ['Visa consultation', '45 min', 500, 2000],
    ['Study visa application', 'per application', 15000, 50000],
    ['Visitor visa application', 'per application', 3000, 10000],
    ['Work permit and PR', 'per application', 50000, 150000],
  ],
  questions: [
    ['What documents do I need?', 'Tell us the country and the visa, and we send you a list'],
    ['Can you promise a visa?', 'No one can: the embassy decides. We help you apply well'],
  ],
};

/** The words that name each practice, as a business or as its people. */
const ACCOUNTS_WORDS =
  /\b(?:chartered accountants?|accountants?|accountancy|accounting|bookkeep(?:er|ers|ing)|auditors?|tax (?:consultants?|consultancy|advis[eo]rs?|practitioners?)|CA firm)\b/i;
const LAW_WORDS =
  /\b(?:lawyers?|advocates?|attorneys?|solicitors?|notar(?:y|ies)|law (?:firm|office|chambers|practice)|legal (?:advis[eo]rs?|consultants?|services|advice))\b/i;

const ASTROLOGY_WORDS = /\b(?:astrolog(?:ers?|y)|jyotish\w*|kundli|kundali|horoscopes?|vastu)\b/i;
const READING_WORDS = /\b(?:tarot|numerolog(?:ists?|y))\b/i;
const VISA_WORDS =
  /\b(?:visas?|immigration|study abroad|overseas education)\s+(?:consultants?|consultancy|agents?|services|advis[eo]rs?|experts?)\b|\bimmigration\b/i;

/** A brief for a practice of any kind. */
export const PRACTICE_WORDS = new RegExp(
  [ACCOUNTS_WORDS, LAW_WORDS, ASTROLOGY_WORDS, READING_WORDS, VISA_WORDS]
    .map((words) => words.source)
    .join('|'),
  'i',
);

/** The practice a subject is, by what it is and offers, if it is one. */
export function practiceOf(subject: { business: string; offer: string }): Practice | undefined {
  const words = `${subject.business} ${subject.offer}`;
  if (LAW_WORDS.test(words) || /^legal\b/.test(subject.offer)) return LAW;
  if (ACCOUNTS_WORDS.test(words) || /\b(?:accounts|tax)\b/.test(subject.offer)) return ACCOUNTS;
  if (ASTROLOGY_WORDS.test(words)) return ASTROLOGY;
  if (READING_WORDS.test(words)) return READINGS;
  if (VISA_WORDS.test(words) || /^visa\b/.test(subject.offer)) return VISAS;
  return undefined;
}
