/**
 * Simple line-and-fill motifs that say what a site is about: a cup for a cafe, a loaf for a
 * bakery, a tooth for a dentist. Each draws in a 100×100 box with two colours (`ink` for lines,
 * `fill` for shapes), so the Image agent can place one at any size in the palette.
 */
export type Motif = (ink: string, fill: string) => string;

const line = (ink: string, d: string, width = 4): string =>
  `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"></path>`;
const shape = (fill: string, d: string): string => `<path d="${d}" fill="${fill}"></path>`;

export const MOTIFS: Record<string, Motif> = {
  cup: (ink, fill) =>
    shape(fill, 'M22 38h46v24a20 20 0 0 1-20 20h-6a20 20 0 0 1-20-20z') +
    line(ink, 'M22 38h46v24a20 20 0 0 1-20 20h-6a20 20 0 0 1-20-20zM68 44h6a9 9 0 0 1 0 18h-7') +
    line(ink, 'M36 16c-4 6 4 10 0 16M48 14c-4 6 4 10 0 16', 3),
  bread: (ink, fill) =>
    shape(fill, 'M14 56c0-18 16-28 36-28s36 10 36 28v16a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6z') +
    line(
      ink,
      'M14 56c0-18 16-28 36-28s36 10 36 28v16a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6zM34 42l6 10M50 38l4 12M64 42l4 10',
    ),
  cake: (ink, fill) =>
    shape(fill, 'M20 50h60v30H20z') +
    line(
      ink,
      'M20 50h60v30H20zM20 62c10 6 20-6 30 0s20 6 30 0M50 50V36M50 36c-4-4-2-10 0-12 2 2 4 8 0 12',
    ),
  bowl: (ink, fill) =>
    shape(fill, 'M14 46h72a36 30 0 0 1-72 0z') +
    line(
      ink,
      'M14 46h72a36 30 0 0 1-72 0zM40 80h20M36 30c-3 4 3 8 0 12M50 26c-3 4 3 8 0 16M64 30c-3 4 3 8 0 12',
    ),
  pizza: (ink, fill) =>
    shape(fill, 'M50 86 18 24q32-14 64 0z') +
    line(ink, 'M50 86 18 24q32-14 64 0zM22 32q28-10 56 0') +
    `<circle cx="44" cy="42" r="5" fill="${ink}"></circle><circle cx="58" cy="54" r="5" fill="${ink}"></circle><circle cx="48" cy="66" r="4" fill="${ink}"></circle>`,
  glass: (ink, fill) =>
    shape(fill, 'M26 20h48L50 52z') + line(ink, 'M26 20h48L50 52zM50 52v28M36 82h28M62 14l12-8'),
  leaf: (ink, fill) =>
    shape(fill, 'M20 80C20 40 46 18 84 16c0 40-24 64-64 64z') +
    line(ink, 'M20 80C20 40 46 18 84 16c0 40-24 64-64 64zM20 80 64 36'),
  flower: (ink, fill) =>
    [0, 72, 144, 216, 288]
      .map(
        (angle) =>
          `<ellipse cx="50" cy="30" rx="10" ry="16" fill="${fill}" stroke="${ink}" stroke-width="3" transform="rotate(${angle} 50 48)"></ellipse>`,
      )
      .join('') + `<circle cx="50" cy="48" r="8" fill="${ink}"></circle>`,
  candle: (ink, fill) =>
    shape(fill, 'M34 40h32v44H34z') +
    line(ink, 'M34 40h32v44H34zM50 40V30M50 30c-6-6-2-14 0-18 2 4 6 12 0 18'),
  book: (ink, fill) =>
    shape(
      fill,
      'M14 24c14-4 26-2 36 6v52c-10-8-22-10-36-6zM86 24c-14-4-26-2-36 6v52c10-8 22-10 36-6z',
    ) +
    line(
      ink,
      'M14 24c14-4 26-2 36 6v52c-10-8-22-10-36-6zM86 24c-14-4-26-2-36 6v52c10-8 22-10 36-6z',
      3,
    ),
  record: (ink, fill) =>
    `<circle cx="50" cy="50" r="36" fill="${fill}" stroke="${ink}" stroke-width="4"></circle><circle cx="50" cy="50" r="10" fill="${ink}"></circle>` +
    line(ink, 'M50 24a26 26 0 0 1 26 26M50 32a18 18 0 0 1 18 18', 2),
  shirt: (ink, fill) =>
    shape(fill, 'M34 16 14 28l8 16 8-4v44h40V40l8 4 8-16-20-12c-4 8-20 8-24 0z') +
    line(ink, 'M34 16 14 28l8 16 8-4v44h40V40l8 4 8-16-20-12c-4 8-20 8-24 0z'),
  bag: (ink, fill) =>
    shape(fill, 'M20 34h60l-6 50H26z') +
    line(ink, 'M20 34h60l-6 50H26zM36 34v-6a14 14 0 0 1 28 0v6'),
  camera: (ink, fill) =>
    shape(fill, 'M14 32h20l6-10h20l6 10h20v48H14z') +
    line(ink, 'M14 32h20l6-10h20l6 10h20v48H14z') +
    `<circle cx="50" cy="56" r="14" fill="none" stroke="${ink}" stroke-width="4"></circle>`,
  palette: (ink, fill) =>
    shape(
      fill,
      'M50 14a36 36 0 1 0 0 72c6 0 8-6 4-10s-2-12 6-12h10a16 16 0 0 0 16-16c0-20-16-34-36-34z',
    ) +
    line(
      ink,
      'M50 14a36 36 0 1 0 0 72c6 0 8-6 4-10s-2-12 6-12h10a16 16 0 0 0 16-16c0-20-16-34-36-34z',
      3,
    ) +
    `<circle cx="34" cy="40" r="5" fill="${ink}"></circle><circle cx="50" cy="30" r="5" fill="${ink}"></circle><circle cx="66" cy="38" r="5" fill="${ink}"></circle>`,
  code: (ink, fill) =>
    shape(fill, 'M12 20h76v60H12z') +
    line(ink, 'M12 20h76v60H12zM12 32h76M36 48l-10 10 10 10M64 48l10 10-10 10M54 44l-8 28'),
  chart: (ink, fill) =>
    shape(fill, 'M22 60h12v20H22zM44 44h12v36H44zM66 28h12v52H66z') +
    line(ink, 'M14 84h74M22 60h12v20H22zM44 44h12v36H44zM66 28h12v52H66z', 3),
  mountain: (ink, fill) =>
    shape(fill, 'M8 82 38 30l16 26 10-14 28 40z') +
    line(ink, 'M8 82 38 30l16 26 10-14 28 40zM30 44l8 6 8-6') +
    `<circle cx="74" cy="22" r="8" fill="none" stroke="${ink}" stroke-width="4"></circle>`,
  plane: (ink, fill) =>
    shape(
      fill,
      'M46 50 14 40l4-6 34 4 20-20c4-4 10-2 8 4L62 42l4 34-6 4-10-32-14 12v10l-6 4-4-14-14-4 4-6h10z',
    ) +
    line(
      ink,
      'M46 50 14 40l4-6 34 4 20-20c4-4 10-2 8 4L62 42l4 34-6 4-10-32-14 12v10l-6 4-4-14-14-4 4-6h10z',
      3,
    ),
  bed: (ink, fill) =>
    shape(fill, 'M14 52h74v16H14zM22 40h20v12H22z') +
    line(ink, 'M14 30v54M14 68h74M88 52v32M14 52h74M22 40h20v12H22z'),
  key: (ink, fill) =>
    `<circle cx="32" cy="50" r="16" fill="${fill}" stroke="${ink}" stroke-width="4"></circle>` +
    line(ink, 'M48 50h38M74 50v12M86 50v10'),
  house: (ink, fill) =>
    shape(fill, 'M18 46 50 18l32 28v36H18z') +
    line(ink, 'M12 50 50 16l38 34M18 46v36h64V46M42 82V60h16v22'),
  mic: (ink, fill) =>
    shape(fill, 'M38 16h24v40a12 12 0 0 1-24 0z') +
    line(ink, 'M38 16h24v40a12 12 0 0 1-24 0zM28 50a22 22 0 0 0 44 0M50 72v12M36 84h28'),
  music: (ink, fill) =>
    `<circle cx="30" cy="72" r="10" fill="${fill}" stroke="${ink}" stroke-width="4"></circle><circle cx="70" cy="64" r="10" fill="${fill}" stroke="${ink}" stroke-width="4"></circle>` +
    line(ink, 'M40 72V24l40-8v48'),
  rings: (ink, fill) =>
    `<circle cx="38" cy="58" r="22" fill="none" stroke="${fill}" stroke-width="8"></circle><circle cx="62" cy="58" r="22" fill="none" stroke="${ink}" stroke-width="6"></circle>` +
    shape(fill, 'M54 24l8-10 8 10-8 8z'),
  heart: (ink, fill) =>
    shape(fill, 'M50 84 18 52a18 18 0 0 1 32-26 18 18 0 0 1 32 26z') +
    line(ink, 'M50 84 18 52a18 18 0 0 1 32-26 18 18 0 0 1 32 26z'),
  dumbbell: (ink, fill) =>
    shape(fill, 'M14 36h10v28H14zM76 36h10v28H76zM24 30h8v40h-8zM68 30h8v40h-8z') +
    line(ink, 'M32 50h36', 6),
  lotus: (ink, fill) =>
    shape(fill, 'M50 22c10 12 12 28 0 46-12-18-10-34 0-46z') +
    line(
      ink,
      'M50 22c10 12 12 28 0 46-12-18-10-34 0-46zM50 68c-14-2-26-12-30-26 14 0 24 8 30 26zM50 68c14-2 26-12 30-26-14 0-24 8-30 26zM22 78h56',
      3,
    ),
  tooth: (ink, fill) =>
    shape(
      fill,
      'M30 18c10-4 14 4 20 4s10-8 20-4c12 6 10 24 4 36-4 10-4 30-12 30-6 0-6-18-12-18s-6 18-12 18c-8 0-8-20-12-30-6-12-8-30 4-36z',
    ) +
    line(
      ink,
      'M30 18c10-4 14 4 20 4s10-8 20-4c12 6 10 24 4 36-4 10-4 30-12 30-6 0-6-18-12-18s-6 18-12 18c-8 0-8-20-12-30-6-12-8-30 4-36z',
      3,
    ),
  cross: (ink, fill) =>
    shape(fill, 'M38 14h24v24h24v24H62v24H38V62H14V38h24z') +
    line(ink, 'M38 14h24v24h24v24H62v24H38V62H14V38h24z', 3),
  scissors: (ink, fill) =>
    `<circle cx="28" cy="72" r="10" fill="${fill}" stroke="${ink}" stroke-width="4"></circle><circle cx="72" cy="72" r="10" fill="${fill}" stroke="${ink}" stroke-width="4"></circle>` +
    line(ink, 'M34 64 70 14M66 64 30 14'),
  paw: (ink, fill) =>
    shape(fill, 'M50 52c14 0 26 14 24 24-2 8-12 6-24 6s-22 2-24-6c-2-10 10-24 24-24z') +
    [
      [28, 40],
      [42, 28],
      [58, 28],
      [72, 40],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="7" ry="9" fill="${ink}"></ellipse>`)
      .join(''),
  hands: (ink, fill) =>
    shape(
      fill,
      'M50 40a12 12 0 0 1 20-8 12 12 0 0 1 0 16L50 66 30 48a12 12 0 0 1 0-16 12 12 0 0 1 20 8z',
    ) + line(ink, 'M12 62l14 14h30l18-12M88 62 74 76', 3),
  cap: (ink, fill) =>
    shape(fill, 'M50 20 90 38 50 56 10 38z') +
    line(ink, 'M50 20 90 38 50 56 10 38zM26 46v18c12 10 36 10 48 0V46M90 38v22'),
  trophy: (ink, fill) =>
    shape(fill, 'M32 16h36v22a18 18 0 0 1-36 0z') +
    line(
      ink,
      'M32 16h36v22a18 18 0 0 1-36 0zM32 24H18c0 12 6 18 16 18M68 24h14c0 12-6 18-16 18M50 56v14M36 82h28l-4-12H40z',
    ),
  calendar: (ink, fill) =>
    shape(fill, 'M14 24h72v60H14z') +
    line(
      ink,
      'M14 24h72v60H14zM14 40h72M32 14v18M68 14v18M30 54h8M46 54h8M62 54h8M30 68h8M46 68h8',
    ),
  briefcase: (ink, fill) =>
    shape(fill, 'M12 34h76v46H12z') + line(ink, 'M12 34h76v46H12zM38 34v-8h24v8M12 52h76'),
  scales: (ink, fill) =>
    shape(fill, 'M10 56h28a14 14 0 0 1-28 0zM62 56h28a14 14 0 0 1-28 0z') +
    line(ink, 'M50 14v68M30 82h40M20 28h60M24 28 10 56M24 28l14 28M76 28 62 56M76 28l14 28'),
  wheel: (ink, fill) =>
    shape(fill, 'M20 42a30 30 0 1 0 60 0a30 30 0 1 0-60 0z') +
    line(
      ink,
      'M20 42a30 30 0 1 0 60 0a30 30 0 1 0-60 0zM50 12v60M20 42h60M29 21l42 42M71 21 29 63',
    ) +
    line(ink, 'M50 42 34 88M50 42l16 46M26 88h48') +
    [
      [50, 12],
      [80, 42],
      [50, 72],
      [20, 42],
      [29, 21],
      [71, 21],
      [29, 63],
      [71, 63],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${ink}"></circle>`)
      .join(''),
  star: (ink, fill) =>
    shape(fill, 'M50 12l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z') +
    line(ink, 'M50 12l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z', 3),
};

/** Words that call for each motif; the first word found in an item's or site's words wins. */
const MOTIF_WORDS: [string, RegExp][] = [
  ['cup', /coffee|cafe|café|espresso|latte|cappuccino|flat white|brew|chai|tea\b|mug|kaapi|roast/],
  ['bread', /bread|loaf|sourdough|bakery|baker|bun\b|buns|croissant|focaccia|rye|bagel|pastr/],
  ['cake', /cake|cupcake|dessert|sweet|cheesecake|brownie|patisserie|tart\b/],
  ['pizza', /pizza|pizzeria|margherita|slice/],
  // A fair, before the food at its stalls.
  [
    'wheel',
    /\bmelas?\b|\bfunfairs?\b|\bfun fairs?\b|carnival|\bfetes?\b|fête|\b(?:book|craft|crafts|job|trade|science|christmas|summer|village|school|church|annual|diwali|holi|spring|winter|autumn|county|charity|food) fairs?\b/,
  ],
  [
    'bowl',
    /curry|biryani|thali|ramen|noodle|soup|bowl|dal|sushi|restaurant|kitchen|dhaba|food|dish|menu|salad|rice/,
  ],
  ['glass', /cocktail|bar\b|wine|beer|brewery|drink|mocktail|gin/],
  ['candle', /candle|wax|wick/],
  // A place to stay, before a "book a stay" calls for a book.
  [
    'bed',
    /hotel|homestay|resort|guest ?house|hostel|lodge|\binn\b|motel|\bbnb\b|b&b|\bstays?\b|dorm/,
  ],
  ['book', /book|novel|library|reading|recipe|journal|blog|article|post|story|stories/],
  ['record', /vinyl|record|album/],
  [
    'music',
    /music|band|song|concert|gig|festival|dj|lineup|set\b|jazz|blues|karaoke|qawwali|ghazal|open mic|orchestra|choir|recital/,
  ],
  ['mic', /conference|summit|talk|speaker|keynote|podcast|meetup|panel|workshop/],
  ['shirt', /shirt|tee|tees|cloth|apparel|fashion|wear|merch|hoodie|dress|saree|boutique/],
  ['flower', /flower|florist|bouquet|rose|botanical|floral/],
  ['leaf', /plant|nursery|garden|organic|green|eco|leaf|herb|farm|vegan|tea blend/],
  ['camera', /photo|camera|lens|portrait|shoot|wedding photographer|film/],
  // A studio alone says nothing of what it makes: a yoga studio is no painter's.
  ['palette', /illustrat|paint|art\b|artist|design|poster|creative|brand/],
  ['code', /code|developer|software|engineer|api|app\b|saas|platform|startup|dashboard|tech/],
  ['chart', /analytics|data|metric|growth|finance|invoice|account|crm|report|stats/],
  ['mountain', /mountain|himalaya|hike|hiking|trek|ladakh|outdoor|adventure|camp/],
  ['plane', /travel|tour|trip|holiday|flight|journey|itinerary|wander/],
  // Things let by the day: the keys handed over (before the house of "rent").
  [
    'key',
    /\b(?:rentals?|hire|self[- ]drive)\b|\b(?:bikes?|cars?|scoot\w*|cycles?|cameras?)\s+(?:for|on)\s+rent\b/,
  ],
  [
    'house',
    /home|house|apartment|flat|bhk|villa|property|real estate|rent|architect|interior|residen|cowork|space/,
  ],
  ['rings', /wedding|marriage|bride|groom|engagement|rsvp/],
  // Whole words: "categories", "education" and "competition" keep their cats and pets. Before
  // the heart of "pet care".
  ['paw', /\bdogs?\b|\bcats?\b|\bpets?\b|animal|\bpaws?\b|shelter|groom/],
  ['heart', /love|care|charity|nonprofit|ngo|volunteer|donat|kindness|support/],

  ['hands', /help|community|hand|together/],
  ['dumbbell', /gym|fitness|workout|training|trainer|strength|crossfit|muscle/],
  ['lotus', /yoga|meditat|wellness|calm|mindful|pilates|spa\b|retreat/],
  ['tooth', /dental|dentist|tooth|teeth|smile|orthodont/],
  ['cross', /clinic|doctor|health|medical|hospital|physio|pharmacy|care\b|patient|therapy/],
  ['scissors', /salon|hair|barber|stylist|beauty|haircut|nail/],
  ['cap', /school|tuition|class|course|learn|teach|student|academy|maths|education|lesson/],
  [
    'trophy',
    /hackathon|prize|award|winner|competition|challenge|judge|marathon|\brace\b|\bruns?\b|triathlon|cyclothon|walkathon|tournament|league|championship|medal/,
  ],
  ['calendar', /event|schedule|agenda|date|timetable|session/],
  ['scales', /law|legal|lawyer|advocate|attorney|associates/],
  ['briefcase', /agency|consult|business|marketing|firm|partners|services|b2b/],
  ['bag', /shop|store|buy|product|gift|sale|market/],
];

/** The motif for these words (an item's title, its category, the site's topic): the first that fits. */
export function motifFor(...texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const words = text.toLowerCase();
    const found = MOTIF_WORDS.find(([, pattern]) => pattern.test(words));
    if (found) return found[0];
  }
  return undefined;
}

/**
 * A picture of the subject: soft palette shapes behind a motif, seeded so items differ. `label`
 * says what it shows, honestly ("Illustration of a cup for Flat white").
 */
export function motifScene(
  motif: string,
  colours: { ground: string; soft: string; ink: string; fill: string },
  random: { int: (min: number, max: number) => number },
  width: number,
  height: number,
): string {
  const draw = MOTIFS[motif] ?? MOTIFS.star;
  if (!draw) return '';
  const size = Math.round(Math.min(width, height) * 0.62);
  const x = Math.round(width / 2 - size / 2 + random.int(-width / 10, width / 10));
  const y = Math.round(height / 2 - size / 2);
  const tilt = random.int(-8, 8);
  const blob = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours.soft}" fill-opacity="0.55"></circle>`;
  return (
    `<rect width="${width}" height="${height}" fill="${colours.ground}"></rect>` +
    blob(random.int(0, width), random.int(0, height / 2), random.int(height / 5, height / 3)) +
    blob(random.int(0, width), random.int(height / 2, height), random.int(height / 6, height / 3)) +
    `<g transform="translate(${x} ${y}) rotate(${tilt} ${size / 2} ${size / 2}) scale(${(size / 100).toFixed(3)})">${draw(colours.ink, colours.fill)}</g>`
  );
}
