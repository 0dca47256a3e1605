/**
 * The name a brief gives its site, and what its quoted phrases are: read by the planner (the
 * page's name and buttons) and by the dashboard (the project's name), so both call a site the
 * same.
 */
import { GOODS_WORDS } from './goods';
import { isPlace, opensWithPlace } from './places';

/** Words for what a business is, after which people write its name ("restaurant Trattoria Bella"). */
const BUSINESS_WORDS =
  'restaurant|cafe|café|bakery|bistro|bar|pub|brewery|clinic|hospital|agency|firm|studio|shop|store|boutique|brand|label|app|software|platform|startup|conference|summit|festival|meetup|hackathon|shelter|nonprofit|ngo|charity|foundation|band|truck|salon|spa|gym|school|academy|club|company|hotel|resort|homestay|podcast|magazine|blog|practice|nursery|bookshop|roastery|kitchen|space|parlour|parlor|house|box|centre|center|lab|labs|collective|dhaba|shack|lounge|church|temple|mosque|masjid|gurdwara|mandir|cathedral|repair|repairs|servicing|plumbing|plumbers|electricals|electricians|movers|packers|laundry|contractors|services|boarding|grooming|kennels?|cattery|daycare|florists?|guesthouse|tailors?|jewell?ers|pharmacy|chemists?|opticians?|opticals|caterers?|decorators|corner|bhandar|emporium|traders|tiffins?|wash|carwash|cleaners|couriers?|garage|hostel|canteen|detailing';
const BUSINESS_NOUNS = new RegExp(`\\b(?:${BUSINESS_WORDS})\\s+`, 'gi');
/** A name: capitalised words, with "&", "and", "of"… between them (case matters here). */
const NAME_AT = /(?:The\s+)?[A-Z][\w'’.-]*(?:\s+(?:&|and|of|the|de|la|[A-Z][\w'’.-]*))*/y;

/** "for 10th standard": an ordinal says which, never a name. */
const ORDINAL = /^\d+(?:st|nd|rd|th)$/i;
/** "coaching for JEE", "classes for CBSE": an exam or a syllabus is what is taught for. */
const EXAMS =
  /^(?:JEE|NEET|UPSC|SSC|CAT|GATE|GRE|GMAT|IELTS|TOEFL|PTE|CBSE|ICSE|IGCSE|IB|NDA|CLAT|IAS|IPS|SAT|CUET|CET|MHT-CET)(?:\s+(?:Mains|Advanced|Prelims|exams?|preparation))?$/i;

/**
 * Words for a profession and its work, capitalised only to say what a practice is ("Chartered
 * Accountant", "GST and ITR"): a name of these words alone names no one.
 */
const PRACTICE_WORK =
  /^(?:chartered|accountants?|accountancy|accounting|auditors?|audits?|lawyers?|advocates?|attorneys?|solicitors?|notary|legal|tax|taxation|consultants?|GST|ITR|TDS|CA|CAs|bookkeeping|returns?|filing|and|&|of)$/i;

/** Business words that, capitalised, open a name of their own ("Café Mocha", "Hotel Taj"). */
const NAME_OPENERS = /^(?:Café|Cafe|Hotel|Studio|Club|Casa|Villa)$/;

/** Capitalised words that start an instruction, a sentence or a page's label, never a name. */
const NOT_A_NAME_START =
  /^(?:I|I'm|We|We're|My|Our|A|An|Please|Create|Build|Make|Design|Generate|Need|Want|Give|Help|Website|Site|Page|Landing|Simple|New|Modern|Hi|Hello)$/;

/** A capitalised name right after a business word, when the prompt gives no "called" or "for". */
function namedAfterBusiness(prompt: string): string | undefined {
  const opener = leadingWordName(prompt);
  for (const match of prompt.matchAll(BUSINESS_NOUNS)) {
    // "Pawfect pet grooming Kothrud": so does a name a few lowercase words before it.
    const lead = prompt.slice(0, match.index).trim();
    if (
      opener &&
      lead.startsWith(opener) &&
      /^(?:\s+[a-z][\w-]*){0,2}$/.test(lead.slice(opener.length))
    ) {
      continue;
    }
    // "Crumb Bakery Pune", "Sharma Hardware store Nagpur": a business word after a name ends
    // it; what follows is a place. ("Italian restaurant Trattoria Bella" says what it is first.)
    const words = prompt.slice(0, match.index).trimEnd().split(/\s+/);
    const before = words.at(-1) ?? '';
    // "T-shirt shop Loud Tees": what is sold, capitalised only because the brief opens with it.
    const opensWithGoods = words.length === 1 && namesGoods(before);
    if (/^[A-Z&]/.test(before) && !describesRatherThanNames([before]) && !opensWithGoods) continue;
    // "Masjid Al-Noor": a place of worship's word opens its name.
    if (PLACE_OF_WORSHIP.test(prompt.slice(match.index))) continue;
    NAME_AT.lastIndex = (match.index ?? 0) + match[0].length;
    const name = NAME_AT.exec(prompt)?.[0];
    if (!name || NOT_A_NAME_START.test(name.split(/\s+/)[0] ?? '')) continue;
    // "Café Mocha", "Hotel Saravana Bhavan": some words open the names they are part of.
    const word = match[0].trim();
    return NAME_OPENERS.test(word) ? `${word} ${name}` : name;
  }
  return undefined;
}

/**
 * A phrase in double quotes, or in single quotes that stand outside words: the apostrophes in
 * "We're" and "Nonna's Table" quote nothing.
 */
const QUOTED = /["“]([^"”]{2,60})["”]|(?<![\p{L}\d])['‘]([^'’]{2,60})['’](?![\p{L}\d])/gu;
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
    return { text: (match[1] ?? match[2] ?? '').trim(), button };
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

/**
 * What the business is, in sentence case, then its name after a dash or a colon ("Chartered
 * accountant firm - Gupta & Associates", "Packers and movers: Shree Balaji Packers").
 */
const DESCRIPTION_THEN_NAME =
  /^\s*((?:I|[A-Z]?[a-z][\w'’-]*)(?:\s+(?:[a-z][\w'’-]*|&|(?<=\b(?:in|at|near|from)\s+)[A-Z][\w'’-]*))+)\s*(?:[—–:]|\s-\s)\s*((?:[A-Z0-9][\w'’.-]*)(?:\s+(?:&|and|of|the|[A-Z0-9][\w'’.-]*))+)(?=$|[\s,;.!)])/;
/** Capitalised words that start a list, a time or a request, not a name. */
const NOT_NAMES_AFTER_A_DASH =
  /^(?:Morning|Evening|Weekend|Weekday|Daily|Open|Closed|Call|Contact|Book|Order|Visit|Price|Prices|Menu|Services|Timings|Hours|Address|Phone|Email|WhatsApp|Instagram|Facebook|Thank|Thanks|Please|Hi|Hello|We|I|Our|My)\b/;

const DAY_OR_MONTH =
  /^(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?s?|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|to|and|&)$/;

/** Whether capitalised words can be a name: not what the page is, a list, a time or a place's people. */
function canBeName(words: readonly string[]): boolean {
  const first = words[0] ?? '';
  return (
    words.length >= 2 &&
    !NOT_A_NAME_START.test(first) &&
    !WHAT_A_PAGE_IS.test(first) &&
    !NOT_NAMES_AFTER_A_DASH.test(first) &&
    !describesRatherThanNames(words) &&
    // "Monday Wednesday Friday", "March April": when, not who.
    !words.every((word) => DAY_OR_MONTH.test(word)) &&
    // "Yoga Classes", "Home Bakery": Title Case for what it is.
    !words.every((word) => DESCRIBING.has(word.toLowerCase()) || BUSINESS_NOUN.test(word))
  );
}

/**
 * What the business is and where, then its name after a comma ("Tiffin service in Bhopal,
 * Annapoorna Tiffins.", "in Jaipur, Kesar Sweets, …"). A town's second part ("Navi Mumbai")
 * or its state ("Madhya Pradesh") comes there too, so the name must end in a business's word,
 * in what it sells, or in an owner's "'s".
 */
const PLACE_THEN_NAME =
  /^\s*(?:(?:I|[A-Z]?[a-z][\w'’-]*)(?:\s+[a-z][\w'’-]*)*\s+)?(?:[Ii]n|[Aa]t|[Nn]ear|[Ff]rom)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s*,\s*((?:[A-Z][\w'’.-]*)(?:\s+(?:&|and|of|the|[A-Z][\w'’.-]*))+)(?=\s*(?:$|[.,;!(]|[—–]|\s-\s))/;

function nameAfterPlace(prompt: string): string | undefined {
  const name = PLACE_THEN_NAME.exec(prompt)?.[1];
  const words = name?.split(/\s+/) ?? [];
  const last = words.at(-1) ?? '';
  const saysWhose =
    BUSINESS_NOUN.test(last) || namesGoods(last.toLowerCase()) || /['’]s$/.test(words[0] ?? '');
  return name && saysWhose && canBeName(words) ? name : undefined;
}

/** "Chartered accountant firm - Gupta & Associates": the name after what the business is. */
function nameAfterDescription(prompt: string): string | undefined {
  const [, , found] = DESCRIPTION_THEN_NAME.exec(prompt) ?? [];
  const name = found && untilFullStop(found);
  return name && canBeName(name.split(/\s+/)) ? name : undefined;
}

/**
 * Capitalised words up to a full stop after a word, not after an initial or "Ltd." ("Green Roots
 * Farm. Box of 5kg" is "Green Roots Farm").
 */
function untilFullStop(name: string): string {
  const ended = /\b(?!(?:Bros|Ltd|Pvt|Inc|Corp|Mrs)\.)([A-Za-z]{3,})\.\s/.exec(name);
  return ended ? name.slice(0, ended.index + (ended[1] ?? '').length) : name;
}

/**
 * A sentence that is only a name, perhaps its town after a comma, its phone after it, or "name
 * is" (Hindi's "naam") before it. One word is a name when it is written as one ("FreshFold").
 */
const NAME_SENTENCE =
  /^\s*(?:(?:(?:[Oo]ur |[Tt]he |[Mm]y )?(?:(?:shop|business|company|brand|studio|store|restaurant|cafe|salon|clinic|firm|agency) )?(?:[Nn]ame|[Nn]aam)(?: is| hai|:)?|[Cc]alled|[Nn]amed|[Tt]his is|[Ii]t is|[Cc]ontact)\s+)?((?:[A-Z][\p{L}'’&-]*)(?:\s+(?:&|and|of|by|the|[A-Z][\p{L}'’.-]*)){1,4}|[A-Z]\p{Ll}+[A-Z]\p{L}+)(?:,\s*[A-Z][\p{L} ]*)?(?:\s+\+?\d[\d\s-]{8,})?[.!]?\s*$/u;

/** How a person is addressed before their name ("Mrs Kapoor", "Shri Verma"). */
const ADDRESSED = /^(?:Mr|Mrs|Ms|Miss|Smt|Shri|Sri|Shrimati)\.?$/;

/** One word said to be the name ("name Rukhsar", "naam hai Chotu"): a name, however short. */
const NAMED_IN_ONE_WORD =
  /^\s*(?:(?:[Oo]ur |[Mm]y )?(?:(?:shop|business|studio|brand) )?(?:[Nn]ame|[Nn]aam)(?: is| hai|:)?)\s+([A-Z]\p{Ll}+)[.!]?\s*$/u;

/** Names written as one word that are the platforms a business is on, not the business. */
const PLATFORMS =
  /^(?:YouTube|WhatsApp|LinkedIn|GitHub|PayPal|TikTok|PhonePe|GPay|PayTm|WordPress|JavaScript|TypeScript|PlayStation|MacBook|OnePlus)$/i;
/** Last words of a sentence that say how or when, not whose: "Sunday Closed", "Free Delivery". */
const SAYS_HOW = /^(?:closed|open|delivery|available|orders?|only|now|online|daily)$/i;

/**
 * A name given as a sentence of its own, anywhere in the brief, perhaps with its town after a
 * comma or its words before it ("… pickup at the station. Goa Wheels", "Kamla Boutique,
 * Ludhiana", "name is Raju Electricals").
 */
function nameOnItsOwn(prompt: string): string | undefined {
  // Sentences end at a full stop after a word, not after "Dr." or "Smt." before a name.
  const sentences = prompt.split(
    /(?<=[\p{Ll}\d)]{2}[.!?])(?<!\b(?:Mrs|Smt|Shri|Sri|Prof|Capt|Adv)\.)\s+|\n+/u,
  );
  for (const sentence of sentences) {
    const one = NAMED_IN_ONE_WORD.exec(sentence)?.[1];
    if (one && !PLATFORMS.test(one) && !SAYS_HOW.test(one)) return one;
    const [, name] = NAME_SENTENCE.exec(sentence) ?? [];
    const words = name?.split(/\s+/) ?? [];
    // "contact Mrs Kapoor 98111 22334": a person to ask, by how they are addressed, not the site.
    if (ADDRESSED.test(words[0] ?? '') && !/\b(?:name|naam|called|named)\b/i.test(sentence)) {
      continue;
    }
    const oneWord =
      words.length === 1 && /^[A-Z]\p{Ll}+[A-Z]/u.test(name ?? '') && !PLATFORMS.test(name ?? '');
    if (
      name &&
      (oneWord || canBeName(words)) &&
      /^[A-Z]/.test(words.at(-1) ?? '') &&
      !SAYS_HOW.test(words.at(-1) ?? '')
    ) {
      return name;
    }
  }
  return undefined;
}

/**
 * A firm's name the brief opens with: a family's or a founder's name and the word a firm ends
 * its name with ("Nair Associates chartered accountants", "R. K. Sinha & Co.", "Bansal & Sons
 * hardware"), whatever follows it.
 */
const FIRM_NAME =
  /^\s*((?:[A-Z][\w'’-]*\.?\s*){1,4}(?:&|and)?\s*(?:Associates|Co\.|Co\b|Sons|Brothers|Bros\.|Partners|Enterprises|Industries|LLP|Pvt\.?\s+Ltd\.?|Ltd\.))(?=$|[\s,;:—–)])/;

/**
 * The same written in lower case after one name ("Verma travels", "Balaji motors, Nagpur"): the
 * word is still part of what the board says, so it is kept, capitalised.
 */
const FIRM_WORD_AFTER =
  /^\s*([A-Z][\p{L}'’-]+)\s+(associates|enterprises|industries|traders|travels|tours|motors|builders|interiors|consultants|jewell?ers|caterers|electricals|opticals|tailors|bakers|printers)(?=$|[\s,;:—–)])/u;

/**
 * Words for what a business is that name it only in lower case, after its name ("Bright Future
 * tuition classes"): capitalised, they say what it is ("Maths Tuition in Patna").
 */
const TAUGHT_OR_SOLD = 'tuition|tuitions|classes|coaching|institute|tutorials|sweets|stall';

/** Words that say what an event is, after which its name is done ("Sunday Smashers cricket tournament"). */
const EVENT_NOUNS =
  'tournament|league|cup|championship|marathon|race|run|ride|trek|fest|fair|expo|exhibition|workshop|bootcamp|camp|retreat|concert|gig|party|reunion|drive|sale|show';

/**
 * Capitalised words the prompt opens with, then a few lowercase words ending in what the
 * business or the event is ("Koi Garden sushi restaurant", "Sunday Smashers cricket tournament").
 */
const NAME_BEFORE_BUSINESS = new RegExp(
  // Its small words join capitalised ones: "Laptop and mobile repair" names nothing.
  `^\\s*((?:[A-Z0-9][\\w'’.-]*)(?:\\s+(?:(?:&|and|of|the)\\s+)*[A-Z0-9][\\w'’.-]*)+)\\s+(?:[a-z][\\w-]*\\s+){0,2}(?:${BUSINESS_WORDS}|${EVENT_NOUNS}|${TAUGHT_OR_SOLD})s?\\b`,
);

/**
 * Capitalised words the prompt opens with, ending in a capitalised business word or what it
 * sells or teaches ("Crumb Bakery", "Joshi Sweets").
 */
const NAME_ENDING_IN_BUSINESS = new RegExp(
  `^\\s*((?:[A-Z][\\w'’.-]*\\s+(?:(?:&|and)\\s+)?){1,3}(?:${`${BUSINESS_WORDS}|${TAUGHT_OR_SOLD}`
    .split('|')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('|')}))(?![\\w'’-])`,
);

/**
 * Words that open a brief by saying what kind of business it is, not what it is called ("Vegan
 * bakery", "Luxury salon", "Dog grooming", "Update: …"): a single capitalised word that opens a
 * brief is its name only when it is none of these. Sentence case capitalises both alike.
 */
const DESCRIBING = new Set(
  // How it is, or whom it is for.
  (
    'affordable authentic best big bridal budget casual certified cheap classic community cosy ' +
    'cozy custom cute eco elegant emergency ethical exclusive expert express family fancy fast ' +
    'fine free fresh friendly gents global green handcrafted handmade healthy home homemade ' +
    'homestyle independent indie kids ladies licensed little local luxe luxury men mens ' +
    'minimal modern natural neighbourhood neighborhood new nice old online organic our pure ' +
    'premium private professional quick quiet reliable rustic seasonal senior simple small ' +
    'smart stylish sustainable tiny top traditional trendy trusted unisex urban vegan ' +
    'vegetarian veg vintage virtual women womens youth mobile wholesale retail boutique ' +
    'designer artisan artisanal bespoke hyperlocal nonveg jain sattvic halal kosher gluten ' +
    // What it sells or does.
    'art arts auto ayurveda ayurvedic baby bag bags bakery beauty bike bikes book books bread ' +
    'burger cake cakes candle candles car cars cat catering chai chess chocolate cloth cloud ' +
    'clothing coaching coffee coding computer cookery cooking cricket cycle dairy dance dental ' +
    'design dessert desserts diet dog dogs dry electrical electronics ethnic event events eye ' +
    'fashion fish fitness floral flower flowers food football footwear fruit furniture garden ' +
    'gift gifts grocery hair handloom hardware health herbal ice interior jewellery jewelry ' +
    'juice karate kitchen language law legal makeup martial meat medical mehendi mehndi milk ' +
    'mobile momo music nail nails paint painting paper party pet pets phone photo photography ' +
    'physio physiotherapy pickle pickles pizza plant plants pottery print printing property ' +
    'real salon saree sarees shoe shoes silk skin skincare snack snacks soap spa spice spices ' +
    'sports sweet sweets swimming tailoring tattoo tax tea textile tiffin toy toys travel tuition ' +
    'tutoring wedding wellness wine wood yoga street cafe restaurant tour tours taxi cab laundry ' +
    'repair cleaning pest plumbing packers movers security solar water ' +
    // What is taught.
    'maths math mathematics science physics chemistry biology english accounts commerce ' +
    'economics abacus vedic phonics spoken drawing guitar piano violin tabla singing vocal ' +
    'keyboard drums driving typing pilates zumba aerobics crossfit boxing kickboxing ' +
    'bharatanatyam kathak odissi carnatic hindustani bollywood salsa ballet hiphop calligraphy ' +
    'crochet knitting embroidery macrame resin terracotta brass silver gold diamond leather ' +
    'denim cotton linen khadi bamboo ceramic glass student startup corporate commercial ' +
    'residential industrial architectural civil digital social marketing branding web app ' +
    'coworking co-working consulting consultancy ' +
    'software tech gaming esports anime comic vinyl antique thrift secondhand used rental ' +
    'desi mithai namkeen chaat dosa biryani kebab tandoori paratha thali dabba kulfi lassi paan ' +
    'kirana dhaba unani homeopathy homoeopathic homeopathic siddha naturopathy acupuncture ' +
    'reiki astrology vastu tarot numerology meditation dermatology orthopedic orthopaedic ' +
    'pediatric paediatric veterinary vet nursing diagnostic pathology eyewear optical ' +
    'cosmetic hotel resort camping trekking adventure rafting scuba surf weekend night ' +
    'evening morning summer winter monsoon festive diwali holi christmas eid ' +
    // Words that open longer names more often than they name anything alone ("Happy paws …").
    'happy golden royal grand great good bright super mega prime star sunny lucky magic red ' +
    'blue black white pink yellow orange purple lovely sparkle shiny clean quality perfect ' +
    // Words that open a note rather than a name.
    'brief goal idea note project task update urgent requirement requirements client request ' +
    'summary context background homepage portfolio website site page landing'
  )
    .split(/\s+/)
    .concat(GOODS_WORDS),
);

/**
 * A name of one word the brief opens with, before a dash or a colon ("Zaika - food delivery") or
 * before a few lowercase words ending in what the business is ("Pawfect dog grooming", "Crumbs
 * bakery"), unless the word says what kind it is; or a person's name with the word that honours
 * them, and what follows it ("Sharma ji chaat corner").
 */
function leadingWordName(prompt: string): string | undefined {
  const honoured = HONOURED_NAME.exec(prompt)?.[1];
  if (honoured)
    return honoured.replace(
      /(^|\s)(\p{Ll})/gu,
      (_, space, letter) => `${space}${letter.toUpperCase()}`,
    );
  const [, word] =
    /^\s*([A-Z][\p{L}'’-]+)\s*(?:[—–:]|\s-\s)/u.exec(prompt) ??
    new RegExp(
      // "Laptop and mobile repair": a list of what it fixes or sells opens it, not a name; so
      // does the thing a trade puts right ("Watch repair shop", "Sofa cleaning service").
      `^\\s*([A-Z][\\p{L}'’-]+)\\s+(?!and\\s|or\\s|(?:repairs?|servic\\w*|wash\\w*|clean\\w*)\\b)(?:[a-z][\\w-]*\\s+){0,2}(?:${BUSINESS_WORDS}|${TAUGHT_OR_SOLD})s?(?![\\w'’-])`,
      'u',
    ).exec(prompt) ??
    [];
  if (!word || word.length < 3) return undefined;
  // "Pune bakery", "Navi Mumbai tiffins": where it is, not what it is called.
  if (opensWithPlace(prompt)) return undefined;
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  // "Priya's bakery" is named for its owner, not called that.
  if (/['’]s$/.test(word) || BUSINESS_NOUN.test(lower)) return undefined;
  // "Two-wheeler service", "Eco-friendly cafe": a part that says what kind, or how many.
  if (partsOf(lower).some((part) => DESCRIBING.has(part) || COUNT_WORD.test(part))) {
    return undefined;
  }
  if (NOT_A_NAME_START.test(word) || WHAT_A_PAGE_IS.test(word)) return undefined;
  return describesRatherThanNames([word]) ? undefined : word;
}

/**
 * A name opened by a person and the word that honours them ("Sharma ji chaat corner", "Gupta ji
 * ki chai"), up to where the brief goes on about where or what: the whole of it is what the
 * board over the counter says.
 */
const HONOURED_NAME =
  /^\s*([A-Z][\p{L}]+\s+(?:ji|bhai|da|di|anna|amma|uncle|aunty)(?:\s+[\p{Ll}]+){0,3}?)(?=\s*(?:[,.;:!?(—–]|\s-\s|$)|\s+(?:in|at|near|on|from|since|for|with|by|-)\s)/u;

/** A number in words, which counts or sizes what follows rather than naming it. */
const COUNT_WORD =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|multi|single|double|all|self|day|night|full|half)$/;

/** One of the words for what a business is, alone. */
const BUSINESS_NOUN = new RegExp(`^(?:${BUSINESS_WORDS}|${TAUGHT_OR_SOLD}|${EVENT_NOUNS})s?$`, 'i');

/** A word in lower case, whole and by its hyphened parts ("t-shirt", "t", "shirt"). */
const partsOf = (word: string): string[] => {
  const lower = word.toLowerCase();
  return [lower, ...lower.split('-')];
};

const GOODS = new Set(GOODS_WORDS);
/** "T-shirt", "Hoodies": a word, or a part of one, for goods that are sold. */
const namesGoods = (word: string): boolean => partsOf(word).some((part) => GOODS.has(part));

/** One of the words for what is taught or sold, alone ("Sweets", "Classes"). */
const TAUGHT_OR_SOLD_WORD = new RegExp(`^(?:${TAUGHT_OR_SOLD})$`, 'i');

/** A place of worship named by the word that opens its name ("Masjid Al-Noor", "Gurdwara Singh Sabha"). */
const PLACE_OF_WORSHIP = /^\s*((?:Masjid|Gurdwara|Mandir)(?:\s+[A-Z][\w'’.-]*)+)/;

/** A word for where a cuisine, a language or a people is from ("Gujarati", "Italian"). */
const ofAPlace = (word: string): boolean =>
  /^(?:[A-Z][a-z]+(?:ian|ese|ish|ern|kan)|Thai|Asian|Continental|Mughlai|Punjabi|Gujarati|Bengali|Goan|Udupi|Chettinad|Mexican|American|African|Korean|Mediterranean|Hindi|Tamil|Telugu|Marathi|Kannada|Malayalam|Urdu|French|Dutch|Greek)$/.test(
    word,
  );

/**
 * Capitalised words that say what a business is rather than name it: where its cuisine or
 * language is from ("South Indian restaurant", "Hindi typing test"), a short form ("AI resume
 * app", "B2B SaaS platform"), a letter ("Gen Z fashion brand").
 */
function describesRatherThanNames(words: readonly string[]): boolean {
  const last = words.at(-1) ?? '';
  const first = words[0] ?? '';
  return ofAPlace(first) || ofAPlace(last) || /^[A-Z0-9]{1,4}$/.test(first) || last.length < 2;
}

/**
 * A title the prompt opens with before a dash or a colon, with small words between its
 * capitalised ones ("Books for Every Child — we collect…", "Code to Inspire: …"): unless its first
 * word is what the page is ("Portfolio for Ananya Rao — …", whose name is after the "for").
 */
const LEADING_TITLE =
  /^\s*([A-Z0-9][\w'’.-]*(?:\s+(?:&|and|of|the|de|la|for|to|in|on|at|with|by|from|a|an|[A-Z0-9][\w'’.-]*))*\s+[A-Z0-9][\w'’.-]*)\s*(?:[—–:]|\s-\s)/;
const WHAT_A_PAGE_IS =
  /^(?:Portfolio|Resume|CV|Blog|Invitation|Invite|Menu|Homepage|Home|Shop|Store|Event|Wedding|Tickets?|Website|Site|Page|Landing)$/i;

function leadingTitle(prompt: string): string | undefined {
  const found = LEADING_TITLE.exec(prompt)?.[1];
  // "Mehta Sweets in Surat: …" is called Mehta Sweets; "Salon in Indore — …" is called nothing.
  const title = found?.replace(/\s+(?:in|at)\s+[A-Z][\w'’.-]*$/, '');
  const first = title?.split(/\s+/)[0] ?? '';
  if (!title || NOT_A_NAME_START.test(first) || WHAT_A_PAGE_IS.test(first)) return undefined;
  return title === found || /\s/.test(title) ? title : undefined;
}

/** A stage name the brief opens with ("DJ Rohit", "MC Priya Rao"): the act's name, as written. */
const STAGE_NAME = /^\s*((?:DJ|MC)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)/;

function leadingName(prompt: string): string | undefined {
  const [, stage] = STAGE_NAME.exec(prompt) ?? [];
  if (stage) return stage;
  const startsAsNoName = (name: string) => NOT_A_NAME_START.test(name.split(/\s+/)[0] ?? '');
  const stated = nameAfterDescription(prompt) ?? nameAfterPlace(prompt);
  if (stated) return stated;
  const [, firm] = FIRM_NAME.exec(prompt) ?? [];
  if (firm && !startsAsNoName(firm)) return firm;
  const [, owner, firmWord] = FIRM_WORD_AFTER.exec(prompt) ?? [];
  if (owner && firmWord && !startsAsNoName(owner) && !WHAT_A_PAGE_IS.test(owner)) {
    return `${owner} ${firmWord[0]!.toUpperCase()}${firmWord.slice(1)}`;
  }
  const [, name, mark] = LEADING_NAME.exec(prompt) ?? [];
  const clearlyAName = (found: string) => /\d|&/.test(found) || found.split(/\s+/).length >= 3;
  if (name && !startsAsNoName(name) && (mark || clearlyAName(name))) return name;
  const [, worship] = PLACE_OF_WORSHIP.exec(prompt) ?? [];
  if (worship) return worship;
  const [, withBusiness] = NAME_ENDING_IN_BUSINESS.exec(prompt) ?? [];
  const before = withBusiness?.split(/\s+/).slice(0, -1) ?? [];
  // "Yoga Classes in Pune" is Title Case for what is taught; "Joshi Sweets" a name.
  const saysOnlyWhat =
    TAUGHT_OR_SOLD_WORD.test(withBusiness?.split(/\s+/).at(-1) ?? '') &&
    before.every((word) => DESCRIBING.has(word.toLowerCase()));
  if (
    withBusiness &&
    !startsAsNoName(withBusiness) &&
    !describesRatherThanNames(before) &&
    !saysOnlyWhat
  ) {
    return withBusiness;
  }
  const [, beforeBusiness] = NAME_BEFORE_BUSINESS.exec(prompt) ?? [];
  if (!beforeBusiness || startsAsNoName(beforeBusiness) || isPlace(beforeBusiness)) {
    return nameOnItsOwn(prompt) ?? leadingWordName(prompt);
  }
  // "Chef Arjun Rao's restaurant" is named for its owner, not called that.
  const owners = /['’]s$/.test(beforeBusiness);
  return owners || describesRatherThanNames(beforeBusiness.split(/\s+/))
    ? undefined
    : beforeBusiness;
}

/**
 * The name the prompt gives the site: capitalised words after "for", "called" or "named"
 * ("a bakery website for Crumb & Co." → "Crumb & Co."), a quoted name (not a button's words), or
 * the capitalised words it opens with.
 */
export function nameFromPrompt(prompt: string): string | undefined {
  const quoted = quotedIn(prompt).find((each) => !each.button);
  if (quoted) return quoted.text;
  // A number alone names nothing ("for 4 people", "for 5 years").
  const named = Array.from(
    prompt.matchAll(
      /\b(?:called|named|for|brand|studio)\s+((?:[A-Z0-9][\w'’.-]*)(?:\s+(?:&|and|of|the|de|la|[A-Z0-9][\w'’.-]*))*)/g,
    ),
  ).find(
    (match) =>
      /\p{L}/u.test(match[1] ?? '') &&
      !ORDINAL.test(match[1] ?? '') &&
      // "for Rs 799", "for INR 500": what it costs.
      !/^(?:Rs|INR|USD|EUR|GBP|AED|SGD)\b/.test(match[1] ?? '') &&
      // "for Darjeeling tea", "trips for Ladakh", "for Gujarati families": a place or a people.
      !isPlace(match[1] ?? '') &&
      !ofAPlace(match[1] ?? '') &&
      !(match[1] ?? '').split(/\s+(?:and|&)\s+/).every((part) => EXAMS.test(part)),
  );
  // A title the prompt opens with holds a "for" of its own ("Books for Every Child — …").
  const title = leadingTitle(prompt);
  const inTitle = title !== undefined && named !== undefined && named.index < title.length;
  const name = (
    (inTitle ? title : named?.[1]) ??
    namedAfterBusiness(prompt) ??
    leadingName(prompt) ??
    title
  )?.trim();
  if (!name) return undefined;
  const words = untilFullStop(name).split(/\s+/);
  while (words.length > 0 && /^(?:&|and|of|the|de|la)$/.test(words[words.length - 1] ?? '')) {
    words.pop();
  }
  let result = words.join(' ');
  // A sentence's full stop is not part of the name; an abbreviation's ("Co.", "Inc.") is.
  if (/\.$/.test(result) && !/\b(?:Co|Inc|Ltd|Bros|St|Jr)\.$/.test(result)) {
    result = result.slice(0, -1);
  }
  if (result.split(/\s+/).every((word) => PRACTICE_WORK.test(word.replace(/[.,]$/, '')))) {
    return undefined;
  }
  return result.length > 0 ? result : undefined;
}
