import { normalisedText, showsFact } from '../../functions/generation/coverage/coverage';

/**
 * What a page's copy says against its brief, beyond the facts: food a vegetarian, vegan or Jain
 * kitchen does not serve, and a person's name written as if it were a thing. The lists here are
 * the eval's own, written apart from the generator's, so the two cannot share a blind spot.
 */

/** Meat, fish, seafood and eggs, as menus name them. */
const NOT_VEGETARIAN =
  /\b(?:chicken|mutton|lamb|beef|pork|bacon|ham|prosciutto|salami|pepperoni|sausages?|keema|kebabs? of lamb|turkey|duck|veal|venison|steak|fish|prawns?|shrimps?|crabs?|lobsters?|calamari|squid|octopus|salmon|tuna|mackerel|pomfret|surmai|anchov(?:y|ies)|oysters?|mussels?|clams?|eggs?|omelettes?|non[- ]veg(?:etarian)?)\b/gi;

/** Milk and what is made of it, and honey: not when a plant's milk or a vegan version is meant. */
const NOT_VEGAN =
  /\b(?<!(?:oat|almond|soy|soya|coconut|cashew|rice|vegan|plant|peanut|nut|cocoa|shea)[- ])(?:milk|butter|ghee|paneer|cheese|cream|curd|yogh?urt|dahi|lassi|raita|khoya|malai|honey|whey|buttermilk)\b/gi;

/** What a Jain kitchen leaves out besides meat: roots and bulbs. */
const NOT_JAIN = /\b(?:onions?|garlic|potato(?:es)?|aloo|carrots?|beetroots?|radish|ginger)\b/gi;

/** A brief for a whole kitchen that is vegetarian (not one with a veg option). */
const VEGETARIAN_BRIEF =
  /\b(?:pure[- ]veg(?:etarian)?|veg(?:etarian)?(?: only)?|vegan|plant[- ]based)\b/i;
const VEGAN_BRIEF = /\b(?:vegan|plant[- ]based)\b/i;
/** Jain food, not a person called Jain. */
const JAIN_BRIEF =
  /\bjain\s+(?:food|thalis?|menus?|meals?|dishes|kitchen|tiffins?|catering|cooking|options|friendly)\b|\b(?:and|&)\s+jain\b/i;
/** "veg and non-veg", "vegan options": a mixed kitchen, not a vegetarian one. */
const MIXED_KITCHEN =
  /\bnon[- ]veg|\bveg(?:an|etarian)?\s+(?:and|&|or|\/)\s+non|\b(?:veg(?:an|etarian)?|plant[- ]based)\s+(?:options?|choices?|badges?|friendly|dishes too)\b/i;

/** The dishes and words on a page that its vegetarian, vegan or Jain brief does not eat. */
export function dietBreaches(prompt: string, text: string): string[] {
  if (!(VEGETARIAN_BRIEF.test(prompt) || JAIN_BRIEF.test(prompt)) || MIXED_KITCHEN.test(prompt))
    return [];
  const rules: [RegExp, string][] = [[NOT_VEGETARIAN, 'vegetarian']];
  if (VEGAN_BRIEF.test(prompt)) rules.push([NOT_VEGAN, 'vegan']);
  if (JAIN_BRIEF.test(prompt)) rules.push([NOT_JAIN, 'Jain']);
  const given = new Set(prompt.toLowerCase().match(/[\p{L}-]+/gu) ?? []);
  return rules.flatMap(([rule, diet]) =>
    [...new Set((text.match(rule) ?? []).map((word) => word.toLowerCase()))]
      .filter((word) => !given.has(word))
      .map((word) => `serves ${word} on a ${diet} brief`),
  );
}

/**
 * The brief's priced items that no item on the page shows with its price: "kaju katli ₹880/kg"
 * with ₹880 on the focaccia and kaju katli unpriced is a wrong price, though both are shown.
 */
export function mispricedOf(
  pricedItems: readonly (readonly [item: string, price: string])[],
  sectionItems: readonly { text: string }[],
): string[] {
  const texts = sectionItems.map((item) => normalisedText(item.text));
  return pricedItems
    .filter(([item, price]) => {
      const name = normalisedText(item);
      return !texts.some((text) => text.includes(name) && showsFact(price, text, ''));
    })
    .map(([item, price]) => `${item} at ${price}: no item shows both`);
}

/** Words before a name that say a person is meant ("Dr. Rao", "Sunita's"). */
const PERSON_NAMES =
  /\b(?:Dr|Mr|Mrs|Ms|Prof|Chef|Coach)\.?\s+(\p{Lu}\p{Ll}+)|\b(\p{Lu}\p{Ll}+)['’]s\b|\bby\s+(\p{Lu}\p{Ll}+)\b/gu;
/** Possessives that are brands or words, not people. */
const NOT_PEOPLE = new Set(['today', 'children', 'women', 'men', 'kids', 'people', 'appointment']);

/**
 * A person the brief names, written on the page in lower case as if it were a thing ("the best
 * sunita in Andheri"): the page took the name for what the business offers.
 */
export function namesAsWords(prompt: string, text: string): string[] {
  const names = new Set(
    [...prompt.matchAll(PERSON_NAMES)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
      // A word the brief also writes in lower case is a word, not only a name ("Nature's").
      .filter((name) => name.length > 2 && !NOT_PEOPLE.has(name.toLowerCase()))
      .filter((name) => !new RegExp(`\\b${name.toLowerCase()}\\b`).test(prompt)),
  );
  return [...names].flatMap((name) => {
    const lower = name.toLowerCase();
    const found = new RegExp(`([^.!?\\n]{0,24}\\b${lower}\\b[^.!?,\\n]{0,16})`, 'u').exec(text);
    return found ? [`writes the name ${name} as a word: “${found[1]!.trim()}”`] : [];
  });
}

/**
 * What a shop or a kitchen says of a thing only once it has sold it for a while: that people
 * love it, that it sells best or out, that it is new or made a certain way.
 */
const PRAISE =
  /\b(?:(?:customer|house|crowd|local|all-time)\s+favou?rites?|most[- ]loved|best[- ]?sell(?:ers?|ing)|regulars['’]? (?:pick|choice)|limited (?:run|editions?|stock)|back in stock|sells? out|new this season|made to order|award[- ]winning)\b/gi;
/** The lists whose items are the business's own things. */
const OWN_THINGS = new Set(['products', 'menu', 'services']);

/**
 * Praise on an item the brief gave (not marked sample) that the brief did not give: "Limited
 * run; when it is gone, it is gone" under the owner's own saree is a claim about it.
 */
export function praiseOfOwnItems(
  prompt: string,
  sectionItems: readonly { kind: string; text: string; sample: boolean }[],
): string[] {
  const said = prompt.toLowerCase();
  return sectionItems
    .filter((item) => OWN_THINGS.has(item.kind) && !item.sample)
    .flatMap((item) =>
      (item.text.match(PRAISE) ?? [])
        .filter((praise) => !said.includes(praise.toLowerCase()))
        .map(
          (praise) => `praise the brief did not give: “${praise}” on “${item.text.slice(0, 40)}”`,
        ),
    );
}

/**
 * Terms only the owner can offer, each with what in a brief gives it: something free, a time to
 * deliver or reply, returns, a guarantee, where it delivers, how it is paid, a licence or cover.
 * A page that offers one the brief did not is making a promise for the owner.
 */
const TERMS: readonly [term: string, said: RegExp, given: RegExp][] = [
  [
    'something free',
    /\bfor free\b|\b(?:go|goes|get in|enter) free\b|\bfree (?:entry|admission|of charge|delivery|shipping|gift[- ]?wrap\w*|pick-?ups?|drops?|returns?|exchanges?|consultations?|trials?|demos?|installation|alterations?|parking|wi-?fi|samples?|estimates?|quotes?|inspections?)\b/gi,
    /\bfree\b/i,
  ],
  ['gift-wrapping', /\bgift[- ]?wrap\w*/gi, /\bgift[- ]?wrap/i],
  [
    'a time to deliver or reply',
    /\b(?:within|in)\s+(?:\d+|one|two|three|a|an)(?:\s*(?:to|-|–)\s*\d+)?\s+(?:working\s+|business\s+)?(?:days?|hours?|minutes?|weeks?)\b|\b(?:same|next)[- ]day\b/gi,
    /\b(?:within|in)\s+(?:\d+|one|two|three|a|an)\b|\b(?:same|next)[- ]day\b|\b\d+\s*(?:days?|hours?|hrs?|mins?|minutes?)\b/i,
  ],
  [
    'hours round the clock',
    /\b24\s*[x×/]\s*7\b|\bround[- ]the[- ]clock\b|\b24 hours a day\b/gi,
    /\b24\s*[x×/]\s*7\b|\bround[- ]the[- ]clock\b|\b24 hours\b/i,
  ],
  [
    'returns or refunds',
    /\b(?:returns?|refunds?|exchanges?)\s+(?:within|in \d|are free|are easy)\b|\beasy (?:returns|refunds|exchanges)\b|\bmoney[- ]back\b|\bno questions asked\b|\brefundable\b/gi,
    /\b(?:return|refund|exchange)/i,
  ],
  ['a guarantee', /(?<!\bnot )\bguarantee[ds]?\b|\bwarrant(?:y|ies)\b/gi, /\bguarantee|\bwarrant/i],
  [
    'access for all',
    /\bstep-free\b|\bwheelchair[- ](?:access\w*|friendly)\b|\bquiet (?:rooms|tents)\b|\blive captions\b/gi,
    /\baccess|\bwheelchair|\bstep-free/i,
  ],
  [
    'rooms kept for guests',
    /\breserved rooms\b|\brooms (?:at|in) a hotel\b/gi,
    /\bhotel|\brooms\b/i,
  ],
  [
    'where it delivers',
    /\bevery pin ?code\b|\b(?:across|all over) (?:India|the country|the world)\b|\bworldwide\b|\bpan[- ]India\b|\b(?:sent|delivered) to your door\b|\bto your doorstep\b/gi,
    /\bdeliver|\bship|\bcourier|\bdoorstep|\bpan[- ]india|\ball over|\bcod\b|\bcash on delivery/i,
  ],
  [
    'how it is paid',
    /\bcash on delivery\b|\bUPI\b|\bnet banking\b|\bno-cost EMI\b/g,
    /\bcash on delivery|\bcod\b|\bupi\b|\bnet banking|\bemi\b|\bgpay|\bpaytm|\bphonepe/i,
  ],
  [
    'a licence or cover',
    /\b(?:fully\s+)?insured\b|\blicensed\b|\b(?:police|background)[- ](?:verified|checked)\b/gi,
    /\binsur|\blicen[cs]|\bverified\b/i,
  ],
];

/** The terms on a page (its samples included) that its brief did not give, each with its words. */
export function termsNotGiven(prompt: string, text: string): string[] {
  return TERMS.flatMap(([term, said, given]) => {
    if (given.test(prompt)) return [];
    const found = [...new Set((text.match(said) ?? []).map((words) => words.toLowerCase()))];
    return found.map((words) => `${term} the brief did not offer: “${words}”`);
  });
}

/** Whether the brief names a thing the business takes on: "catering", "bulk orders", "home visit". */
function takesOn(words: string, prompt: string): boolean {
  const said = prompt.toLowerCase();
  const first = words.toLowerCase().split(/\s+/)[0]!;
  const key = first === 'catering' || first === 'we' ? 'cater' : first.replace(/s$/, '');
  return said.includes(key);
}

/**
 * How a business works, said for it: how its things are made or sourced, how it prices, when it
 * works, what else it takes on, the care it takes. Each with what in a brief gives it. "Made fresh
 * every morning" or "Ask about catering" on a page whose brief said neither describes a business
 * the owner may not run.
 */
const PRACTICES: readonly [
  practice: string,
  said: RegExp,
  given: RegExp | ((words: string, prompt: string) => boolean),
][] = [
  [
    'how it is made',
    /\b(?:made|baked|cooked|prepared|brewed|roasted)\s+fresh(?:ly)?\b|\bfresh(?:ly)?\s+(?:made|baked|cooked|prepared|ground|roasted)\b|\b(?:made|baked|cooked)\s+(?:every|each)\s+(?:day|morning)\b|\bfrom scratch\b|\bsmall[- ]batch(?:es)?\b|\bthe slow way\b|\bno shortcuts\b|\bno preservatives\b|\b(?:family|house|secret) recipes?\b/gi,
    /\bfresh|\bscratch|\bbatch|\brecipe|\bpreservative|\bslow/i,
  ],
  [
    'made or done by hand',
    /\bby hand\b|\bhand[- ]?(?:made|crafted|picked|rolled|stitched|painted|poured|thrown|woven|checked|finished)\b/gi,
    /\bhand/i,
  ],
  [
    'where it comes from',
    /\b(?:locally|ethically|sustainably|responsibly)\s+(?:sourced|grown|made)\b|\borganic\b|\bfarm[- ]fresh\b|\bsingle[- ]origin\b|\bseasonal (?:ingredients|produce|vegetables|fruits?)\b/gi,
    /\blocal|\bethical|\bsustainab|\bresponsib|\borganic|\bfarm|\borigin|\bseason/i,
  ],
  [
    'how it prices',
    /\bno surprises\b|\bno hidden (?:fees|charges|costs|extras)\b|\btransparent (?:pricing|prices|fees)\b|\b(?:fair|honest|best|lowest) prices?\b|\bagreed? (?:the price )?before\b|\bupfront (?:pricing|prices|quotes?)\b/gi,
    /\bsurprise|\bhidden|\btransparen|\bfair|\bhonest|\bbest price|\blowest|\bagreed|\bupfront/i,
  ],
  [
    'when it works',
    /\b(?:seven|7) days a week\b|\bevery day of the (?:week|year)\b|\ball year round\b|\bopen every day\b|\bon time,? every time\b|\bnever (?:closed|late)\b/gi,
    /\bevery ?day|\bdaily|\b(?:seven|7) days|\ball week|\ball year|\bmon\w*\s*(?:-|–|to)\s*sun|\bon time|\bnever/i,
  ],
  [
    'something else it takes on',
    /\bcatering\b|\bwe cater\b|\b(?:large|bulk|corporate|party|wedding) orders?\b|\bprivate (?:events|dining|parties|functions)\b|\bhome visits?\b|\bonline (?:classes|sessions|consultations?)\b/gi,
    takesOn,
  ],
  [
    'what it serves',
    /\b(?:vegan|gluten[- ]free|jain|sugar[- ]free) (?:options|ones|dishes|food|menus?|choices)\b|\band (?:vegan|gluten[- ]free) ones\b/gi,
    /\bvegan|\bgluten|\bjain|\bsugar[- ]free/i,
  ],
  [
    'how it takes people',
    /\bwalk-?ins (?:are )?welcome\b|\bno appointment needed\b|\bwe recommend booking\b|\bwe have everything else\b|\bmost of our \w+ (?:started|come|are)\b|\bsmall (?:groups|classes|batches)\b|\bnever rushed\b|\bplaces are limited\b|\blimited (?:seats|places|spots)\b/gi,
    /\bwalk-?in|\bno appointment|\bequipment|\bsmall (?:group|class|batch)|\brush|\blimited/i,
  ],
  [
    'where the money goes',
    /\bstraight to the work\b|\bevery (?:rupee|penny|paisa) (?:goes|is spent)\b|\b100% of (?:your|every|each) (?:gift|donation|rupee)\b/gi,
    /\bevery (?:rupee|penny)|\b100%|\bstraight to/i,
  ],
  [
    'the care it takes',
    /\bwe post (?:them|it|changes|updates) here\b|\b(?:sterili[sz]ed|saniti[sz]ed|disinfected)\b|\bhygien(?:e|ic)\b|\bquality[- ]checked\b|\bchecked before\b/gi,
    /\bpost|\bsteril|\bsaniti|\bdisinfect|\bhygien|\bquality|\bcheck/i,
  ],
  [
    'who does the work and how',
    /\bpatient\s+(?:[a-z]+\s+)?(?:sitters?|walkers?|groomers?|teachers?|teaching|trainers?|tutors?|coaches?|staff|team|hands|instructors?|doctors?|carers?)\b|\btreats? every \w+ as (?:their|our|its|his|her) own\b|\bat a pace that suits\b|\btime for every question\b|\btakes? the time to listen\b|\ba team that listens\b|\bevery idea explained\b|\b(?:sweat|care about) the details\b|\btreats? every brief as\b|\binside out\b|\b(?:personal|one[- ]to[- ]one|individual) attention\b|\bsmall team\b|\bfriendly (?:people|staff|team)\b|\bregular word on\b|\bwith patience\b|\byou can trust\b|\bwith time for your questions\b|\bat your own pace\b|\bclear results\b/gi,
    /\bpatien|\bpace\b|\blisten|\battention|\bas (?:their|our) own|\bdetail|\binside out|\bexplain|\bprogress|\bsmall team|\bteam of|\bfriendly|\btrust|\bquestion|\bresult/i,
  ],
];

/** How the business works, said on a page (its samples included) that its brief did not give. */
export function practicesNotGiven(prompt: string, text: string): string[] {
  return PRACTICES.flatMap(([practice, said, given]) => {
    const found = [...new Set((text.match(said) ?? []).map((words) => words.toLowerCase()))];
    return found
      .filter((words) => !(given instanceof RegExp ? given.test(prompt) : given(words, prompt)))
      .map((words) => `${practice} the brief did not say: “${words}”`);
  });
}
