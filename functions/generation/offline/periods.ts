/**
 * What a price is paid per: the periods a fee is paid for, each with how a brief writes it, its
 * word on a row ("Monthly fee") and its length in months; and any other unit a brief gives a
 * price by ("12 rs per km", "£30 per half hour").
 */

interface Period {
  /** As a price list's row says it. */
  per: string;
  /** As a brief writes it ("monthly", "per month", "/mo", "a month"). */
  written: RegExp;
  /** The word a row named for it starts with ("Monthly pass"), when fees are paid so. */
  every?: string;
  months?: number;
}

/** In the order a brief's words are tried: the first that matches is the period. */
const PERIODS: readonly Period[] = [
  {
    per: 'per month',
    written: /\bmonthly\b|\bper month\b|\/\s?(?:month|mo)\b|\ba month\b/i,
    every: 'Monthly',
    months: 1,
  },
  {
    per: 'per week',
    written: /\bweekly\b|\bper week\b|\/\s?week\b|\ba week\b/i,
    every: 'Weekly',
    months: 0.25,
  },
  { per: 'per night', written: /\bnightly\b|\bper night\b|\/\s?night\b|\ba night\b/i },
  {
    per: 'per year',
    written: /\byearly\b|\bannual\b|\bper year\b|\/\s?(?:year|yr)\b|\ba year\b/i,
    every: 'Yearly',
    months: 12,
  },
  {
    per: 'per quarter',
    written: /\bquarterly\b|\bper quarter\b|\/\s?quarter\b|\ba quarter\b/i,
    every: 'Quarterly',
    months: 3,
  },
  { per: 'per term', written: /\bper term\b|\/\s?term\b|\ba term\b/i, every: 'Term', months: 4 },
];

/**
 * The period texts say ("monthly plans", "₹900/night"), as a row says it: the first of the
 * periods any of them says.
 */
export const periodIn = (texts: string | readonly string[]): string | undefined =>
  PERIODS.find(({ written }) => [texts].flat().some((text) => written.test(text)))?.per;

/** A fee's period with its row word and length in months, when fees are paid by it. */
export function feePeriod(per: string): { every: string; months: number } | undefined {
  const period = PERIODS.find((each) => each.per === per);
  return period?.every && period.months
    ? { every: period.every, months: period.months }
    : undefined;
}

/** A row title that starts with a fee's period ("Monthly fee", "Annual membership"). */
export const NAMED_FOR_PERIOD = new RegExp(
  `^(?:${PERIODS.flatMap(({ every }) => every ?? []).join('|')}|Annual)\\s+`,
);

/** Units written short, as a row says them in full. */
const SHORT_UNITS: Readonly<Record<string, string>> = {
  hr: 'hour',
  hrs: 'hour',
  yr: 'year',
  mo: 'month',
  pc: 'piece',
  pcs: 'piece',
};

/**
 * What a price the brief gives is per, as a row says it: a period ("₹1,500/month" → "per
 * month"), or any unit it names ("12 rs/km" → "per km", "$65/hr" → "per hour"); none when it
 * names none.
 */
export function unitOf(price: string): string | undefined {
  const period = periodIn(price);
  if (period) return period;
  const unit = /\/\s?([a-z\d][a-z\d ]*)$/i.exec(price)?.[1]?.toLowerCase();
  return unit ? `per ${SHORT_UNITS[unit] ?? unit}` : undefined;
}

/** The titles of a rate's row, ours or a person's: a rate is asked about, not chosen like a plan. */
const RATE_TITLES = ['Our rate', 'My rate'] as const;

/** A rate's title, in the voice of a business or of a person who works alone. */
export const rateTitle = (flavour: string): string =>
  flavour === 'person' ? RATE_TITLES[1] : RATE_TITLES[0];

/** Whether an item is a rate, which is asked about for a quote rather than booked or chosen. */
export const isRate = (title: string): boolean => RATE_TITLES.some((each) => each === title);
