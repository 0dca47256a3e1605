/**
 * What a brief sells at a price it gives, each with its price: "kaju katli ₹900/kg, samosa ₹20",
 * "haircut 250, beard 150", "custom cakes from ₹450". The price belongs to the words before it
 * in its clause; a page shows the two together, never one price beside another dish.
 */

/** A price with its currency sign or word, and its unit ("₹900/kg", "₹30 plate", "Rs 250"). */
const PRICE =
  /(?:₹|\brs\.?|\binr|\$|\busd|€|\beur|£|\bgbp|¥|\bjpy)\s?\d[\d,]*(?:\.\d{1,2})?(?:\s?(?:k|lakh)\b)?(?:\s?\/\s?-|\s?\/\s?[a-z]+)?|\d[\d,]*(?:\.\d{1,2})?\s?(?:rupees|rs\b|inr\b|dollars|usd\b|euros?|eur\b|pounds|gbp\b)(?:\s?\/\s?[a-z]+)?/i;
/** An amount alone at the end of a clause ("haircut 250"), priced only in a list of them. */
const BARE_AMOUNT = /(?<![\d:.,/-])(\d{2,3}(?:,\d{3})+|\d{2,6})(?:\s?\/-)?\s*(?:only|each)?$/i;

/** The words that join a thing to its price, left off its name ("cakes from", "shirt @"). */
const JOINERS =
  /^(?:at|for|from|starting|starts|start|only|just|@|-|–|=|is|are|costs?|priced|approx|around|about|under|upto|rs\.?|inr|per|each)$/i;
/** Words that open a clause, not a name ("and samosa", "also thukpa"). */
const OPENERS = /^(?:and|or|also|plus|with|a|an|the|our|all|&)$/i;
/**
 * Words for a charge rather than a thing sold ("entry 300", "fees ₹1,500", "rent"): the amount is
 * a price of the business, not of an offer.
 */
const CHARGES =
  /^(?:tickets?|entry|entrance|cover|charges?|fees?|prices?|pricing|rates?|costs?|rent|rents|budget|deposit|advance|salary|stipend|discount|off|price list|plate|everything|anything|all|items?|products?|dishes|range|stuff|menu|orders?)$/i;
/** What is not a thing for sale: times, counts and units before an amount. */
const NOT_NAMES =
  /^(?:\d.*|am|pm|kg|km|sq|ft|min|mins|hrs?|hours?|days?|years?|pin|code|no|number)$/i;

export interface PricedOffer {
  /** What is sold, as the brief writes it ("kaju katli"). */
  offer: string;
  /** Its price, as written ("₹900/kg", "250"), after "from" when it is the least it costs. */
  price: string;
}

/** The name a clause gives before its price, or none when its words do not name a thing. */
function nameBefore(words: string[]): string | undefined {
  const kept = [...words];
  while (kept.length > 0 && OPENERS.test(kept[0] ?? '')) kept.shift();
  while (kept.length > 0 && JOINERS.test(kept.at(-1) ?? '')) kept.pop();
  if (kept.length === 0 || kept.length > 4) return undefined;
  if (kept.some((word) => CHARGES.test(word) || NOT_NAMES.test(word))) return undefined;
  // "croissants and cinnamon buns from ₹80": a list's price, not one thing's.
  if (kept.some((word) => /^(?:and|or)$/i.test(word))) return undefined;
  // A name that is all capitals or starts each word with one is the business's, not an offer's.
  if (kept.length > 1 && kept.every((word) => /^\p{Lu}/u.test(word))) return undefined;
  return kept.join(' ');
}

/** The clauses of a brief: what its commas, stops, colons, dashes and brackets divide. */
const clausesOf = (prompt: string): string[] =>
  prompt.split(/,(?!\d)|[;\n|()]|[.:!?](?=\s|$)|\s[—–-]\s|[—–]/).map((clause) => clause.trim());

/** Words before an amount alone that count or place something, never sell it ("batch 30"). */
const COUNTED =
  /^(?:of|capacity|seats?|seating|batch(?:es)?|size|students|members|guests|people|rooms?|beds?|ages?|aged|class|std|standard|grade|year|floor|sector|block|plot|flat|house|gate|platform|ward|route|bus|since|est|established)$/i;

/** One clause's priced offer, if it prices one: `bare` when its amount has no currency. */
function pricedIn(clause: string): (PricedOffer & { bare: boolean }) | undefined {
  const signed = PRICE.exec(clause);
  const match = signed ?? BARE_AMOUNT.exec(clause);
  if (!match) return undefined;
  const price = (signed ? match[0] : (match[1] ?? '')).trim();
  const amount = Number(price.replace(/[^\d.]/g, ''));
  const words = clause.slice(0, match.index).split(/\s+/).filter(Boolean);
  // A year ("since 2015"), or a count or a place's number ("batch 30", "sector 18").
  if (!signed && ((amount >= 1900 && amount <= 2100) || COUNTED.test(words.at(-1) ?? ''))) {
    return undefined;
  }
  const offer = nameBefore(words);
  // "cakes from ₹450": the least it costs, which the page says as such.
  const from =
    /^(?:from|starting|starts)$/i.test(words.at(-1) ?? '') ||
    /^starting$/i.test(words.at(-2) ?? '');
  return offer ? { offer, price: from ? `from ${price}` : price, bare: !signed } : undefined;
}

/**
 * The brief's priced offers, in its order. Amounts without a currency count only in a list of
 * two or more of them ("haircut 250, beard 150"), where they are not a count or a year.
 */
export function pricedOffersIn(prompt: string): PricedOffer[] {
  const found = clausesOf(prompt).flatMap((clause) => pricedIn(clause) ?? []);
  const listed = found.filter((each) => each.bare).length >= 2;
  return found.filter((each) => listed || !each.bare).map(({ offer, price }) => ({ offer, price }));
}
