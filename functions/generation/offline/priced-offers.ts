/**
 * What a brief sells at a price it gives, each with its price: "kaju katli ₹900/kg, samosa ₹20",
 * "haircut 250, beard 150", "custom cakes from ₹450", "a ₹2,499 kurta set". The price belongs to
 * the words before it in its clause, or, when nothing before it names a thing, to the words right
 * after it; a page shows the two together, never one price beside another dish.
 */

/** What an amount is for, when a brief says so after it. */
const UNITS =
  'month|mo|week|quarter|term|year|yr|day|night|person|head|hour|hr|session|class|visit|plate|kg|kilo|piece|pc|dozen|thali';
/**
 * What "per" can say an amount is for beyond the usual units: a length of time ("per half hour",
 * "per 30 min walk") or any one thing ("per km", "per line", "per hand").
 */
const PER_ANY = `half (?:an )?hour|\\d+\\s?(?:min|mins|minutes|hrs?|hours?)(?:\\s[a-z]+)?|[a-z]+`;
/**
 * What an amount is for, written after it: "/kg", "a month", "per session", "per km", or a unit
 * alone that only measures ("₹30 plate", "₹450 kilo").
 */
export const UNIT_AFTER = `\\s?\\/\\s?(?:${UNITS})\\b|\\s(?:a|an|each)\\s(?:${UNITS})\\b|\\sper\\s(?:${PER_ANY})\\b|\\s(?:plate|kg|kilo|piece|dozen)\\b`;
const WRITTEN_UNIT = new RegExp(
  `(?:\\s?\\/\\s?|\\s(?:(?:a|an|each)\\s)?)(${UNITS})$|\\sper\\s(${PER_ANY})$`,
  'i',
);
/** A price with what it is for written one way, as "/kg": "₹30 plate" → "₹30/plate". */
export const withUnitAsSlash = (price: string): string =>
  price.replace(
    WRITTEN_UNIT,
    (_, unit: string | undefined, per: string | undefined) => `/${unit ?? per}`,
  );

/** A price with its currency sign or word, and its unit ("₹900/kg", "₹30 plate", "Rs 250"). */
const PRICE = new RegExp(
  `(?:₹|\\brs\\.?|\\binr|\\$|\\busd|€|\\beur|£|\\bgbp|¥|\\bjpy)\\s?\\d[\\d,]*(?:\\.\\d{1,2})?(?:\\s?(?:k|lakh)\\b)?(?:\\s?\\/\\s?-|${UNIT_AFTER}|\\s?\\/\\s?[a-z]+)?|\\d[\\d,]*(?:\\.\\d{1,2})?\\s?(?:rupees|rs\\b|inr\\b|dollars|usd\\b|euros?|eur\\b|pounds|gbp\\b)(?:${UNIT_AFTER}|\\s?\\/\\s?[a-z]+)?`,
  'i',
);
/** The text with its prices taken out ("milk ₹60/litre, paneer" → "milk , paneer"). */
export const withoutPrices = (text: string): string =>
  // An amount's digits take the comma after them ("₹1,200, dupattas"): the list keeps it.
  text.replace(new RegExp(PRICE.source, 'gi'), (price) => (price.endsWith(',') ? ' , ' : ' '));

/**
 * An amount without a currency at the end of a clause ("haircut 250", "car 1800/day", "avakaya
 * 350 per kg"), with what it is per when it says.
 */
const BARE_AMOUNT = new RegExp(
  `(?<![\\d:.,/-])(\\d{2,3}(?:,\\d{3})+|\\d{2,6})(?:\\s?\\/-)?(${UNIT_AFTER})?\\s*(?:only|each)?$`,
  'i',
);

/** The words that join a thing to its price, left off its name ("cakes from", "shirt @"). */
const JOINERS =
  /^(?:at|for|from|starting|starts|start|only|just|@|-|–|=|is|are|costs?|priced|approx|around|about|under|upto|rs\.?|inr|per|each)$/i;
/** Words that say what follows is sold ("selling", "serves"). */
const SELLING =
  /^(?:sell|sells|selling|serve|serves|serving|offer|offers|offering|supply|supplies|supplying|deliver|delivers|delivering)$/i;
/** Words that open a clause, not a name ("and samosa", "also thukpa"). */
const OPENERS = /^(?:and|or|also|plus|with|a|an|the|our|all|&)$/i;
/**
 * Words for a charge rather than a thing sold ("entry 300", "fees ₹1,500", "rent"): the amount is
 * a price of the business, not of an offer.
 */
const CHARGES =
  /^(?:tickets?|entry|entrance|cover|charges?|fees?|prices?|pricing|rates?|costs?|rent|rents|budget|deposit|advance|salary|stipend|discount|off|cashback|prizes?|rewards?|cash|scholarships?|grants?|donations?|registration|delivery|shipping|turnover|revenue|funding|price list|plate|everything|anything|all|items?|products?|dishes|range|stuff|menu|orders?)$/i;
/** What is not a thing for sale: times, counts and units before an amount. */
const NOT_NAMES =
  /^(?:\d.*|am|pm|kg|km|sq|ft|min|mins|hrs?|hours?|days?|years?|pin|code|no|number|crore|lakh|onwards|upwards|extra|inclusive|taxes|gst)$/i;
/** How often, which names a thing only beside another word ("monthly pass", not "monthly"). */
const HOW_OFTEN = /^(?:monthly|weekly|yearly|daily|annually|quarterly)$/i;

export interface PricedOffer {
  /** What is sold, as the brief writes it ("kaju katli"). */
  offer: string;
  /** Its price, as written ("₹900/kg", "250"), after "from" when it is the least it costs. */
  price: string;
}

/** How much of a thing is sold at the price, written after its name ("500g", "1 kg", "6 pcs"). */
const QUANTITY =
  /^\d+(?:\.\d+)?\s?(?:g|gm|gms|grams?|kg|kgs|kilos?|ml|l|ltr|litres?|liters?|pcs?|pieces?)$/i;

/** The name a clause gives before its price, or none when its words do not name a thing. */
function nameBefore(words: string[]): string | undefined {
  // "a dairy selling fresh cow milk ₹60/litre": what is sold is what follows the selling.
  const sells = words.findLastIndex((word) => SELLING.test(word));
  const kept = words.slice(sells + 1);
  while (kept.length > 0 && OPENERS.test(kept[0] ?? '')) kept.shift();
  while (kept.length > 0 && JOINERS.test(kept.at(-1) ?? '')) kept.pop();
  // "avakaya 500g ₹250", "ghee 1 kg ₹650": the quantity stays with the name it measures.
  const [unit = '', amount = ''] = [kept.at(-1), kept.at(-2)];
  if (/^\d+(?:\.\d+)?$/.test(amount) && QUANTITY.test(`${amount}${unit}`)) {
    kept.splice(-2, 2, `${amount} ${unit}`);
  }
  const quantity = kept.length > 1 && QUANTITY.test(kept.at(-1) ?? '') ? kept.pop() : undefined;
  if (kept.length === 0 || kept.length > 4) return undefined;
  // "GST registration ₹1,500", "company registration": a thing registered is a service sold,
  // where "registration ₹500" alone is a charge.
  const registers =
    kept.length > 1 && /^registrations?$/i.test(kept.at(-1) ?? '') && !CHARGES.test(kept[0] ?? '');
  if (!registers && kept.some((word) => CHARGES.test(word) || NOT_NAMES.test(word))) {
    return undefined;
  }
  if (kept.every((word) => HOW_OFTEN.test(word))) return undefined;
  // "croissants and cinnamon buns from ₹80": a list's price, not one thing's.
  if (kept.some((word) => /^(?:and|or)$/i.test(word))) return undefined;
  // A name that is all capitals or starts each word with one is the business's, not an offer's.
  if (kept.length > 1 && kept.every((word) => /^\p{Lu}/u.test(word))) return undefined;
  return [...kept, ...(quantity ? [quantity] : [])].join(' ');
}

/** Words right before an amount that make it no price of a thing ("win ₹10,000", "flat ₹200 off"). */
const NOT_A_PRICE_AFTER =
  /^(?:win|won|get|save|saves|earn|pay|flat|worth|over|above|below|extra|raised|raise|goal|target)$/i;
/** Words after an amount that say what it is per, not what it buys ("₹999 a month"). */
const PER_UNIT =
  /^(?:(?:a|an|per|\/)\s+)?(?:month|week|year|day|night|person|head|hour|session|class|visit|kg|piece|pc|plate)s?\b\s*/i;
/** Words that end the name after an amount ("₹1,200 cotton sarees in 20 colours"). */
const NAME_ENDS =
  /^(?:in|at|for|with|that|which|who|from|by|on|to|made|and|or|&|a|an|the|each|only|per|is|are|of|incl|including|plus|\+)$/i;

/**
 * The name right after a price, when the words before it name nothing ("a ₹2,499 kurta set",
 * "₹899 printed dupattas"): up to where its clause goes on about it; none when it is what the
 * amount is per, a charge, or not a thing.
 */
function nameAfter(rest: string): string | undefined {
  const words = rest.trim().replace(PER_UNIT, '').split(/\s+/).filter(Boolean);
  const end = words.findIndex((word) => NAME_ENDS.test(word));
  const kept = end < 0 ? words : words.slice(0, end);
  if (kept.length === 0 || kept.length > 4 || !/^\p{L}/u.test(kept[0] ?? '')) return undefined;
  return nameBefore(kept);
}

/**
 * The clauses of a brief: what its commas, stops, colons, dashes and brackets divide, and an
 * "and" right after a price that goes on to another thing ("milk ₹60/litre and paneer ₹400/kg").
 */
const clausesOf = (prompt: string): string[] =>
  prompt
    .split(
      /,(?!\d)|[;\n|()]|[.:!?](?=\s|$)|\s[—–-]\s|[—–]|(?<=\d(?:\s?\/\s?[a-z]+|\s(?:per|a|an|each)\s[a-z]+)?)\s+(?:and|&)\s+(?=[a-z])/i,
    )
    .map((clause) => clause.trim());

/** Words before an amount alone that count or place something, never sell it ("batch 30"). */
const COUNTED =
  /^(?:of|to|up|upto|max|maximum|min|minimum|capacity|seats?|seating|batch(?:es)?|size|students|members|guests|people|rooms?|beds?|ages?|aged|year|floor|sector|block|plot|flat|house|gate|platform|ward|route|bus|since|est|established|shop|unit|suite|office|door|apartment|apt|building|tower|wing|lane|road|street|cross|main|phase|stage|pin|pincode|zip)$/i;
/** A school year before an amount up to 12 ("class 10", "std 12"); "class 500" is a price. */
const GRADE = /^(?:class|std|standard|grade)$/i;
/** A clause's amount without a currency is a price alone from this much, and below a PIN code. */
const PRICE_ALONE = { least: 100, below: 100_000 };

/** One price a clause gives: what it prices, if it names one; `bare` when it has no currency. */
interface ClausePrice {
  offer: string | undefined;
  price: string;
  /** Whether it is the least the thing (or the list) costs ("from ₹450", "₹999 onwards"). */
  from: boolean;
  /** Whether it is about what things cost, no one's price ("prices around ₹799"). */
  around: boolean;
  bare: boolean;
  /** A bare amount that is a price even when the brief gives no other ("consultation 500"). */
  alone: boolean;
}

/** A unit that is itself what is sold, a time with someone: "₹700/session", "₹300/visit". */
const SOLD_BY_THE = /\/(session|visit)$/i;

/** The price a clause gives, if it gives one that is not a count, a year or an amount won. */
function priceIn(clause: string): ClausePrice | undefined {
  const signed = PRICE.exec(clause);
  const match = signed ?? BARE_AMOUNT.exec(clause);
  if (!match) return undefined;
  const written = signed ? match[0] : `${match[1] ?? ''}${match[2] ?? ''}`;
  const price = withUnitAsSlash(written.trim());
  const amount = Number((signed ? price : (match[1] ?? '')).replace(/[^\d.]/g, ''));
  const words = clause.slice(0, match.index).split(/\s+/).filter(Boolean);
  const rest = clause.slice(match.index + match[0].length);
  // A year ("since 2015"), a count or a place's number ("batch 30", "sector 18"), or a grade.
  const last = words.at(-1) ?? '';
  if (
    !signed &&
    ((amount >= 1900 && amount <= 2100) || COUNTED.test(last) || (GRADE.test(last) && amount <= 12))
  ) {
    return undefined;
  }
  // "win ₹10,000", "flat ₹200 off", "save ₹50": an amount won, taken off or saved.
  if (NOT_A_PRICE_AFTER.test(words.at(-1) ?? '')) return undefined;
  // "a ₹2,499 kurta set", "gym with ₹999 membership": nothing before the price names it.
  const opensOnly = words.every((word) => OPENERS.test(word) || JOINERS.test(word));
  const afterWith = /^(?:with|including|incl)$/i.test(words.at(-1) ?? '');
  // "monthly plans ₹2,400 and ₹3,600": prices of more than one thing, none of them named alone.
  const another = /^\s*(?:and|or|&)\s*(?:₹|rs\.?|\$|€|£)?\s?\d/i.test(rest);
  // "₹700 per session" with nothing named: a session is what it sells, at that price.
  const sold = signed && opensOnly ? SOLD_BY_THE.exec(price)?.[1] : undefined;
  const offer = another
    ? undefined
    : signed && (opensOnly || afterWith)
      ? (nameAfter(rest) ?? sold)
      : nameBefore(words);
  // "cakes from ₹450", "prices start at ₹99", "₹999 onwards": the least it costs.
  const before = words.at(-2) ?? '';
  const from =
    /^(?:from|starting|starts|min|minimum)$/i.test(last) ||
    (/^(?:at|from)$/i.test(last) && /^(?:starting|starts|start)$/i.test(before)) ||
    /^\s*(?:onwards|upwards|and up|\+)/i.test(rest);
  const around = /^(?:around|about|approx|approximately|roughly|~)$/i.test(last);
  // "consultation 500", "car 1800/day", "wash & fold 70/kg": named, and too much for a count
  // (or said per a unit), too little for a PIN.
  const perUnit = !signed && match[2] !== undefined;
  const alone =
    !signed &&
    !/^(?:for|at)$/i.test(last) &&
    amount >= (perUnit ? 10 : PRICE_ALONE.least) &&
    amount < PRICE_ALONE.below;
  return { offer, price, from, around, bare: !signed, alone };
}

/**
 * The brief's priced offers, in its order. An amount without a currency counts in a list of two
 * or more of them ("haircut 250, beard 150"), or alone when it is too large for a count
 * ("consultation 500"); never when it is a count, a place's number or a year.
 */
export function pricedOffersIn(prompt: string): PricedOffer[] {
  const found = clausesOf(prompt).flatMap((clause) => {
    const each = priceIn(clause);
    return each?.offer ? [{ ...each, offer: each.offer }] : [];
  });
  const listed = found.filter((each) => each.bare).length >= 2;
  return found
    .filter((each) => listed || !each.bare || each.alone)
    .map(({ offer, price, from }) => ({ offer, price: from ? `from ${price}` : price }));
}

/**
 * What the brief says its things cost as a list, rather than one thing's price: the least
 * ("everything from ₹80", "croissants and buns from ₹80", "₹99 onwards") or about what they cost
 * ("prices around ₹799"), each with its word ("from ₹80", "around ₹799"). A page says it of the
 * list, and prices no item at it.
 */
export function listPricesIn(prompt: string): string[] {
  return clausesOf(prompt).flatMap((clause) => {
    const each = priceIn(clause);
    if (!each || each.offer || each.bare) return [];
    return each.from ? [`from ${each.price}`] : each.around ? [`around ${each.price}`] : [];
  });
}

/** A clause about getting things to the buyer, and what it costs or when it is free. */
const DELIVERY_TERM =
  /\b(?:delivery|deliveries|shipping|courier|home drop|pick-?ups?(?:\s*(?:&|and)\s*drops?)?)\b/i;

/**
 * The brief's terms of delivery that carry an amount, each as written ("free delivery above
 * ₹999", "shipping ₹50"): said as the brief says them, never taken for an item's price.
 */
export function deliveryTermsIn(prompt: string): string[] {
  return clausesOf(prompt).flatMap((clause) => {
    const price = PRICE.exec(clause);
    if (!price || !DELIVERY_TERM.test(clause) || clause.split(/\s+/).length > 8) return [];
    return [clause.replace(/^(?:and|also|plus|with)\s+/i, '')];
  });
}

/** What a brief offers besides its goods, by kind: each kind, its title, and what says it. */
const TERM_KINDS: readonly [title: string, says: RegExp][] = [
  [
    'Delivery',
    /\bcash on delivery\b|\bCOD\b|\b(?:free|home)\s+(?:home\s+)?(?:delivery|shipping)\b|\b(?:delivery|deliveries|shipping|courier)\b.*\b(?:available|free|above|over|across|all over|within|anywhere|only|extra|charges?|pan[- ]india)\b|\b(?:deliver|ship)(?:s|ping)?\s+(?:across|all over|anywhere|pan|within)\b/i,
  ],
  [
    'We come to you',
    /\bpick-?up\s+(?:and|&)\s+drop\b|\bhome visits?\b|\bdoorstep\b|\bat your home\b/i,
  ],
  [
    'Returns',
    /\b(?:returns?|exchanges?|refunds?)\s+(?:within|in \d|accepted|available)\b|\b(?:easy|free)\s+(?:returns?|exchanges?)\b/i,
  ],
  ['Warranty', /\bwarrant(?:y|ies)\b|\bguarantee[ds]?\b/i],
  [
    'First consultation',
    /\bconsultation\s+(?:is\s+)?free\b|\bfree\s+(?:first\s+)?consultations?\b/i,
  ],
  ['Same day', /\bsame[- ]day\b/i],
  ['Minimum', /\b\d+\s*(?:hours?|hrs?)\s+minimum\b|\bminimum\s+(?:of\s+)?\d+\s*(?:hours?|hrs?)\b/i],
  [
    'Class size',
    /\bsmall (?:groups?|batch(?:es)?|classes)\b|\b(?:max(?:imum)?\.?|at most|up ?to|only|limited to)\s+\d+\s+(?:people|persons|students|kids|children|learners|participants|members)\b|\b\d+\s+(?:people|students|kids|children|learners)\s+(?:per|a|in each)\s+(?:batch|class|group)\b/i,
  ],
];
/** A clause that asks the visitor to do something ("book a free consultation") offers no term. */
const ASKS =
  /^(?:book|register|sign|call|whatsapp|order|get|join|enquire|contact|add|include|show|list)\b/i;

/**
 * The terms the brief gives beyond its prices, as written, each with a title for its kind:
 * "cash on delivery all over India", "pickup and drop available", "first consultation free".
 * Those with an amount are its delivery terms, said with its prices instead.
 */
export function termsIn(prompt: string): { title: string; text: string }[] {
  const terms = clausesOf(prompt).flatMap((clause) => {
    const text = clause.replace(/^(?:and|also|plus|with|we offer|we do|we provide)\s+/i, '');
    if (ASKS.test(text) || PRICE.test(text) || text.split(/\s+/).length > 9) return [];
    const kind = TERM_KINDS.find(([, says]) => says.test(text));
    if (!kind) return [];
    // "grocery store in Andheri with home delivery": the term is what comes with it.
    const at = text.search(kind[1]);
    const joined = /^(.*)\s(?:with|offering|and)\s/i.exec(text.slice(0, at))?.[1];
    return [
      {
        title: kind[0],
        text:
          joined === undefined
            ? text
            : text.slice(joined.length).replace(/^\s*(?:with|offering|and)\s+/i, ''),
      },
    ];
  });
  // Terms of one kind said one after the other are one ("Small groups, max 8 people").
  return terms.reduce<{ title: string; text: string }[]>((joined, term) => {
    const last = joined.at(-1);
    if (last?.title === term.title) last.text = `${last.text}, ${term.text}`;
    else joined.push({ ...term });
    return joined;
  }, []);
}
