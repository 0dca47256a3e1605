/**
 * The name a brief gives its site, and what its quoted phrases are: read by the planner (the
 * page's name and buttons) and by the dashboard (the project's name), so both call a site the
 * same.
 */

/** Words for what a business is, after which people write its name ("restaurant Trattoria Bella"). */
const BUSINESS_NOUNS =
  /\b(?:restaurant|cafe|café|bakery|bistro|bar|pub|brewery|clinic|hospital|agency|firm|studio|shop|store|boutique|brand|label|app|software|platform|startup|conference|summit|festival|meetup|hackathon|shelter|nonprofit|ngo|charity|foundation|band|truck|salon|spa|gym|school|academy|club|company|hotel|resort|homestay|podcast|magazine|blog|practice|nursery|bookshop|roastery|kitchen|space|parlour|parlor|house|box|centre|center|lab|labs|collective|dhaba|shack|lounge)\s+/gi;
/** A name: capitalised words, with "&", "and", "of"… between them (case matters here). */
const NAME_AT = /(?:The\s+)?[A-Z][\w'’.-]*(?:\s+(?:&|and|of|the|de|la|[A-Z][\w'’.-]*))*/y;

/** Capitalised words that start an instruction, a sentence or a page's label, never a name. */
const NOT_A_NAME_START =
  /^(?:I|I'm|We|We're|My|Our|A|An|Please|Create|Build|Make|Design|Generate|Need|Want|Give|Help|Website|Site|Page|Landing|Simple|New|Modern|Hi|Hello)$/;

/** A capitalised name right after a business word, when the prompt gives no "called" or "for". */
function namedAfterBusiness(prompt: string): string | undefined {
  for (const match of prompt.matchAll(BUSINESS_NOUNS)) {
    NAME_AT.lastIndex = (match.index ?? 0) + match[0].length;
    const name = NAME_AT.exec(prompt)?.[0];
    if (name && !NOT_A_NAME_START.test(name.split(/\s+/)[0] ?? '')) return name;
  }
  return undefined;
}

const QUOTED = /["“']([^"”']{2,60})["”']/g;
/** Words right after a quoted phrase, or right before it, that make it a button's words. */
const BUTTON_AFTER = /^\s*(?:button|btn|cta|call[- ]to[- ]action|link)\b/i;
const BUTTON_BEFORE =
  /\b(?:button|btn|cta|call[- ]to[- ]action|link)\s*(?:that\s+says|saying|labell?ed|reading|which\s+says|with\s+the\s+(?:text|words)|:)?\s*$/i;

/** The brief's quoted phrases, each marked as a button's words or not. */
function quotedIn(prompt: string): { text: string; button: boolean }[] {
  return Array.from(prompt.matchAll(QUOTED), (match) => {
    const at = match.index ?? 0;
    const button =
      BUTTON_AFTER.test(prompt.slice(at + match[0].length)) ||
      BUTTON_BEFORE.test(prompt.slice(0, at));
    return { text: (match[1] ?? '').trim(), button };
  });
}

/** The words of the buttons the brief names ("a big 'Book a consultation' button"). */
export function buttonsFromPrompt(prompt: string): string[] {
  return quotedIn(prompt)
    .filter((quoted) => quoted.button)
    .map((quoted) => quoted.text);
}

/**
 * A name the prompt opens with: two words or more, each capitalised or a number, before a dash,
 * a colon or a comma ("Crumb & Co: a bakery in Pune"), or before a word that goes on about it
 * when the words are clearly a name: with a number, an "&" or three words ("Chennai Coastal Run
 * 2027 on 14 Feb", but not "Yoga Classes in Pune", which is Title Case for what it is).
 */
const LEADING_NAME =
  /^\s*((?:[A-Z0-9][\w'’.-]*)(?:\s+(?:&|and|of|the|de|la|[A-Z0-9][\w'’.-]*))+)\s*(?:([—–:,(]|\s-\s)|\s(?:on|in|at|is|from|for|with|by)\s)/;

function leadingName(prompt: string): string | undefined {
  const [, name, mark] = LEADING_NAME.exec(prompt) ?? [];
  if (!name || NOT_A_NAME_START.test(name.split(/\s+/)[0] ?? '')) return undefined;
  const clearlyAName = /\d|&/.test(name) || name.split(/\s+/).length >= 3;
  return mark || clearlyAName ? name : undefined;
}

/**
 * The name the prompt gives the site: capitalised words after "for", "called" or "named"
 * ("a bakery website for Crumb & Co." → "Crumb & Co."), a quoted name (not a button's words), or
 * the capitalised words it opens with.
 */
export function nameFromPrompt(prompt: string): string | undefined {
  const quoted = quotedIn(prompt).find((each) => !each.button);
  if (quoted) return quoted.text;
  const named =
    /\b(?:called|named|for|brand|studio)\s+((?:[A-Z0-9][\w'’.-]*)(?:\s+(?:&|and|of|the|de|la|[A-Z0-9][\w'’.-]*))*)/.exec(
      prompt,
    );
  const name = (named?.[1] ?? namedAfterBusiness(prompt) ?? leadingName(prompt))?.trim();
  if (!name) return undefined;
  const words = name.split(/\s+/);
  while (words.length > 0 && /^(?:&|and|of|the|de|la)$/.test(words[words.length - 1] ?? '')) {
    words.pop();
  }
  let result = words.join(' ');
  // A sentence's full stop is not part of the name; an abbreviation's ("Co.", "Inc.") is.
  if (/\.$/.test(result) && !/\b(?:Co|Inc|Ltd|Bros|St|Jr)\.$/.test(result)) {
    result = result.slice(0, -1);
  }
  return result.length > 0 ? result : undefined;
}
