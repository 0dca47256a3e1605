import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMES } from '../../../shared/constants';
import { offlineModels } from './offline-models';
import { planFromPrompt } from './planner';
import { OFFLINE_PROMPTS } from '../../../testing/fixtures/generation/offline-prompts';
import { runAgents } from '../../../testing/fixtures/generation/run-agents';
import { validatePage } from '../page/validate-page';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { NodeFilter, parsedPage } from '../../../testing/fixtures/generation/parsed-page';
import { practicesNotGiven, termsNotGiven } from '../../../tools/eval/copy-checks';

const runOfflineBuild = (prompt: string) => runAgents({ prompt, agents: AGENT_NAMES });
const editPage = (baseHtml: string, prompt: string) => runAgents({ prompt, baseHtml });

/** What a reader sees of a generated page: its title, headings, hero and every line of text. */
interface PageText {
  title: string;
  h1: string;
  lead: string;
  headings: string[];
  /** Every text node of the body and the meta description, one entry per node. */
  lines: string[];
  /** Texts of list items per section id, for checks on repetition. */
  lists: Record<string, string[]>;
}

async function pageText(prompt: string): Promise<PageText> {
  const plan = await offlineModels.plan(prompt);
  const content = await offlineModels.writeContent(plan);
  const images = await offlineModels.makeImages(plan, content);
  return readPage(await offlineModels.buildPage(plan, content, images));
}

function readPage(html: string): PageText {
  const document = parsedPage(html);
  const lines: string[] = [document.title];
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) lines.push(description);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style')) continue;
    const text = node.textContent?.trim();
    if (text) lines.push(text);
  }
  const lists: Record<string, string[]> = {};
  for (const section of document.querySelectorAll('main > section')) {
    lists[section.id] = [
      ...section.querySelectorAll('li h3, li p:not(.tag):not(.price), figcaption, summary'),
    ].map((element) => element.textContent ?? '');
  }
  const page: PageText = {
    title: document.title,
    h1: document.querySelector('h1')?.textContent ?? '',
    lead: document.querySelector('.hero .lead')?.textContent ?? '',
    headings: [...document.querySelectorAll('h2')].map((h) => h.textContent ?? ''),
    lines,
    lists,
  };
  return page;
}

/** Words that start with a vowel letter but not a vowel sound, and the other way round. */
const A_BEFORE_VOWEL_LETTER = /^(?:uni|use|usu|eu|one|once)/i;
const AN_BEFORE_CONSONANT_LETTER = /^(?:hour|honest|honou?r|heir|[A-Z]{2,})/;

function articleMistakes(line: string): string[] {
  const mistakes: string[] = [];
  for (const [phrase, article, word] of line.matchAll(/\b(a|an) ([\w’'-]+)/gi)) {
    if (!article || !word) continue;
    const vowel = /^[aeiou]/i.test(word);
    if (article.toLowerCase() === 'a' && vowel && !A_BEFORE_VOWEL_LETTER.test(word)) {
      mistakes.push(phrase);
    }
    if (article.toLowerCase() === 'an' && !vowel && !AN_BEFORE_CONSONANT_LETTER.test(word)) {
      mistakes.push(phrase);
    }
  }
  return mistakes;
}

/** Phrases the old generator wrote when it took a site-type word for the product. */
const SITE_WORD_AS_PRODUCT =
  /\b(?:about|discover|of|for|with|choose|favourite place for|good about) (?:store|shop|website|site|page|startup|saas|portfolio|blog|personal|services|selling|agency|event)\b/i;

/** For every fixture prompt, what the hero (name and opening line) must talk about. */
const HERO_NOUNS: Record<(typeof OFFLINE_PROMPTS)[number], RegExp> = {
  'a bakery website for Crumb & Co.': /bread|pastr/i,
  'a dark online store selling handmade soy candles': /soy candle/i,
  'minimal portfolio for a wedding photographer called Lens & Light': /wedding photography/i,
  'a playful landing page for a kids coding app named Bitbuddies with pricing': /kids coding app/i,
  'an elegant Italian restaurant called Trattoria Bella with reservations': /Italian food/,
  'a SaaS startup landing page for an analytics dashboard, bold and blue': /analytics dashboard/i,
  'a personal blog about hiking in the Himalayas': /hiking in the Himalayas/,
  'a tech conference website for DevSummit Bengaluru with schedule and tickets': /technology/i,
  'a marketing agency site for Northwind Partners, minimal and green': /marketing/i,
  'a pastel cafe website for Bean There with a menu': /coffee/i,
  'an ecommerce shop for vintage vinyl records with filters and a cart': /vinyl record/i,
  'portfolio for an illustrator who draws botanical posters, soft and pink':
    /botanical illustration/i,
  'a sushi restaurant called Koi Garden, dark theme': /sushi/i,
  'a yoga studio called Stillpoint with classes and a contact form': /yoga/i,
  'a music festival called Monsoon Beats with lineup, tickets and FAQ': /music/i,
  'a CRM software platform for small businesses with a free trial': /CRM/,
  'a food blog with Indian recipes and a newsletter': /Indian recipe/,
  'an architect portfolio showcasing residential projects, elegant': /residential architecture/i,
  'a neon gaming merch store for Pixel Forge': /gaming merch/i,
  'a dental clinic website for Smile Care with services and team': /dental care/i,
  'a personal resume site for a data scientist named Ananya': /data science/i,
  'a bookshop selling rare first editions, purple and elegant': /first edition/i,
  'a startup landing page for a meal planning app with testimonials': /meal planning app/i,
  'an orange-themed pizzeria called Slice Society with online ordering': /pizza/i,
  'a wedding event website for Riya and Sam with schedule and RSVP': /married/i,
  'a law firm consultancy site for Mehta & Associates, navy': /legal advice/i,
  'a travel photography journal with articles about Kerala': /travel photography/i,
  'an organic tea shop selling loose leaf blends with a cart': /tea|loose leaf/i,
  'a fitness gym called Iron Temple, bold red, with pricing plans': /fitness/i,
  'a nonprofit helping stray dogs find homes': /stray dogs/i,
};

/** More prompts, beyond the fixture, and what their hero must talk about. */
const MORE_HERO_NOUNS: Record<string, RegExp> = {
  'a bakery selling sourdough bread in Pune': /sourdough/i,
  'wedding photography portfolio for Anika': /wedding photography/i,
  'a yoga studio in Pune': /yoga/i,
  'an online store for handmade leather wallets': /leather wallet/i,
  'a coffee roastery selling single origin beans': /coffee/i,
  'a florist delivering fresh flowers in Mumbai': /flowers/i,
  'a landing page for an AI note-taking app': /AI note-taking app/,
  'a pottery studio selling ceramic mugs and bowls': /pottery|ceramic/i,
  'an indie game developer portfolio': /indie game/i,
  'a jazz bar with live music every night': /jazz/i,
  'a plant nursery selling indoor plants': /plant/i,
  'a tutoring service for maths and science': /tutoring/i,
  'a hackathon for students in Chennai': /hackathon/i,
  'an eco-friendly clothing brand': /eco-friendly clothing/i,
  'a pet grooming salon': /pet grooming/i,
  'an ice cream parlour': /ice cream/i,
};
const ALL_PROMPTS = [...OFFLINE_PROMPTS, ...Object.keys(MORE_HERO_NOUNS)];

describe('offline copy, across the thirty fixture prompts and sixteen more', () => {
  const pages = new Map<string, PageText>();
  beforeAll(async () => {
    for (const prompt of ALL_PROMPTS) pages.set(prompt, await pageText(prompt));
  });
  /** Every page's offending lines, labelled with the prompt; empty when all pages pass. */
  const offending = (find: (page: PageText, prompt: string) => string[]): string[] =>
    ALL_PROMPTS.flatMap((prompt) => {
      const page = pages.get(prompt);
      if (!page) return [`${prompt}: no page`];
      return find(page, prompt).map((line) => `${prompt}: ${line}`);
    });

  it('names what the business offers in the hero', () => {
    const expected: Record<string, RegExp> = { ...HERO_NOUNS, ...MORE_HERO_NOUNS };

    const heroes = offending((page, prompt) => {
      const hero = `${page.h1} ${page.lead}`;
      return expected[prompt]?.test(hero) ? [] : [hero];
    });

    expect(heroes).toEqual([]);
  });

  it('never doubles punctuation or leaves a space before it', () => {
    const lines = offending((page) =>
      page.lines.filter((line) =>
        /(?<!\.)\.\.(?!\.)|[,;:]\s*[.,;:]|\?\.|!\.|\s[,.;:!?]/.test(line),
      ),
    );

    expect(lines).toEqual([]);
  });

  it('starts every sentence with a capital letter', () => {
    const lines = offending((page) =>
      page.lines
        .filter((line) => /[.!?]$/.test(line) && !line.includes('@'))
        .filter((line) => /^[a-z]|[a-z]{2}[.!?] [a-z]/.test(line)),
    );

    expect(lines).toEqual([]);
  });

  it('uses "a" and "an" by the sound of the next word', () => {
    const mistakes = offending((page) => page.lines.flatMap(articleMistakes));

    expect(mistakes).toEqual([]);
  });

  it('never treats a site-type word as the product ("Questions about store?")', () => {
    const lines = offending((page) => page.lines.filter((line) => SITE_WORD_AS_PRODUCT.test(line)));

    expect(lines).toEqual([]);
  });

  it('repeats no quote, answer, card or person within a section', () => {
    const repeats = offending((page) =>
      Object.entries(page.lists)
        .filter(([id]) => id !== 'menu' && id !== 'schedule')
        .flatMap(([id, texts]) =>
          texts
            .filter((text, i) => text && texts.indexOf(text) !== i)
            .map((text) => `#${id} ${text}`),
        ),
    );

    expect(repeats).toEqual([]);
  });

  it('gives every section its own heading, short enough for the navigation', () => {
    const headings = offending((page) =>
      page.headings.filter(
        (heading, i) => page.headings.indexOf(heading) !== i || heading.split(' ').length > 4,
      ),
    );

    expect(headings).toEqual([]);
  });
});

describe('offline copy for a candle store', () => {
  const prompt = 'a dark online store selling handmade soy candles';

  it('names the shop, its headings and its products after the candles', async () => {
    const page = await pageText(prompt);

    expect(page.title).toMatch(/candle/i);
    expect(page.headings.some((heading) => /candles/i.test(heading))).toBe(true);
    expect(page.lists.products?.some((text) => /Soy Candle$/.test(text))).toBe(true);
    expect(page.lines.join(' ')).not.toMatch(/Handmade Supply|Questions about store|Co\.\./);
  });
});

describe('offline copy fits the kind of business', () => {
  it('gives a yoga studio teachers and classes, not speakers', async () => {
    const page = await pageText('a yoga studio in Pune');

    expect(page.title).toMatch(/yoga/i);
    expect(page.lead).toMatch(/Pune/);
    expect(page.headings).not.toContain('Speakers');
    expect(page.headings).toContain('Meet the teachers');
  });

  it('gives one thing one price, wherever on the page it is listed', async () => {
    const { html } = await offlinePage(
      'hatha yoga classes on my terrace in Indiranagar, Bangalore, fees 1500 per month',
    );
    const prices = new Map<string, Set<string>>();
    for (const card of parsedPage(html).querySelectorAll('[data-item]')) {
      const title = card.querySelector('h3')?.textContent ?? '';
      const price = card.querySelector('.price')?.textContent;
      if (price) prices.set(title, (prices.get(title) ?? new Set()).add(price));
    }
    expect(prices.get('Monthly pass')).toEqual(new Set(['₹1,500']));
    expect(prices.get('Drop-in class')?.size).toBe(1);
  });

  it('books a beauty parlour’s treatments, with no ice-cream menu', async () => {
    const { plan, html } = await offlinePage(
      'Beauty parlour & bridal makeup in Patna. Bridal makeup 15000, facial 800, threading 50.',
    );
    expect(plan.sections.map((section) => section.kind)).not.toContain('menu');
    expect(plan.sections.map((section) => section.kind)).toContain('appointment');
    expect(parsedPage(html).body.textContent).not.toMatch(/scoops|sundae|ice cream/i);
  });

  it('sells a pickle maker’s jars as goods, whatever its name says: no menu, no opening hours', async () => {
    for (const brief of [
      "my mom's pickle business from Guntur, mango avakaya 350 per kg, gongura 300. Amma's Kitchen",
      'pure honey and ghee from our farm, 500g jars, order on whatsapp',
    ]) {
      const kinds = (await offlinePage(brief)).plan.sections.map((section) => section.kind);
      expect({ brief, kinds }).toEqual({ brief, kinds: expect.arrayContaining(['products']) });
      expect(kinds).not.toContain('menu');
      expect(kinds).not.toContain('hours');
    }
  });

  it('takes a tailor’s stitching at the shop: its prices, no cart, no visit to your home', async () => {
    const brief =
      'Stitch Perfect ladies tailor in Chandigarh, blouse stitching 450, salwar suit 700, alterations';
    const { plan, html } = await offlinePage(brief);
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toContain('services');
    expect(kinds).not.toContain('products');
    const text = parsedPage(html).body.textContent ?? '';
    expect(text).toMatch(/Blouse stitching\s*₹450/);
    expect(text).not.toMatch(/we will confirm we can come|at home|waiting area|consultant/i);
  });

  it('takes a printer’s cards and banners at the shop, whatever the cards are for', async () => {
    for (const brief of [
      'printing press in Sivakasi, visiting cards, wedding cards, flex banners, call 94430 12345',
      'xerox and printing shop near the college',
      'printers in Pune, visiting cards and banners',
    ]) {
      const { plan, html } = await offlinePage(brief);
      const doc = parsedPage(html);
      const text = doc.body.textContent ?? '';
      expect({ brief, kinds: plan.sections.map((section) => section.kind) }).toEqual({
        brief,
        kinds: expect.arrayContaining(['services', 'appointment']),
      });
      expect({ brief, title: plan.title }).toEqual({
        brief,
        title: expect.not.stringMatching(/Wedding|Company/),
      });
      expect({ brief, wedding: /our wedding|rsvp|countdown/i.test(text) }).toEqual({
        brief,
        wedding: false,
      });
      expect({ brief, cards: /Visiting cards/.test(text) }).toEqual({ brief, cards: true });
    }
    // A press that is no printer's is not one.
    expect((await offlinePage('French press coffee shop in Goa')).plan.intent).toBe('restaurant');
  });

  it('has a seller with no shop reviewed by buyers, and named for its goods, not where it sends them', async () => {
    const { plan, html } = await offlinePage(
      "we don't have a shop, we deliver handmade soy candles across India, order on whatsapp",
    );
    expect(plan.title).toBe('The Soy Candle Shop');
    const reviews = parsedPage(html).querySelector('[data-kind="testimonials"]')?.textContent ?? '';
    expect(reviews).not.toMatch(/in person|visitor|across India/i);
  });

  it('gives an astrologer his charts and readings, the brief’s fee on its own, and a consultation', async () => {
    const { plan, html } = await offlinePage(
      'astrologer Pandit Sharma, kundli matching Rs 501, horoscope reading, call 98100 22222',
    );
    expect(plan.title).toBe('Pandit Sharma');
    expect(plan.sections.map((section) => section.kind)).toEqual(
      expect.arrayContaining(['services', 'faq', 'appointment']),
    );
    const doc = parsedPage(html);
    const services = doc.querySelector('[data-kind="services"]')?.textContent ?? '';
    expect(services).toMatch(/Kundli matching₹501/);
    expect(services).not.toMatch(/Fillings|Haircut|Brand identity/);
    expect(doc.querySelector('[data-kind="faq"]')?.textContent ?? '').toMatch(/place of birth/);
    // An app of horoscopes is an app.
    expect((await offlinePage('horoscope app for daily predictions')).plan.intent).toBe('saas');
  });

  it('calls packers and movers what they are, never “The and Movers”', async () => {
    const { plan } = await offlinePage('packers and movers in Noida');
    expect(plan.title).toBe('Noida Packers and Movers');
    expect(plan.tagline).not.toMatch(/^And\b/);
  });

  it('asks about a phone repair brought to the shop, and books a visit for one that comes to you', async () => {
    const shop = parsedPage(
      (
        await offlinePage(
          'Laptop and mobile repair shop in Lajpat Nagar, screen replacement, battery, software installation, data recovery',
        )
      ).html,
    );
    const text = shop.body.textContent ?? '';
    expect(text).toContain('Where do I bring it?');
    expect(text).not.toMatch(/\bvisits?\b|at a time that suits you|we can come/i);
    const services = shop.querySelector('[data-kind="services"]');
    expect([...(services?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual([
      'Screen replacement',
      'Battery',
      'Software installation',
      'Data recovery',
    ]);
    expect(services?.querySelector('.button')?.textContent).toMatch(/^Ask us/);
    const doorstep = parsedPage(
      (await offlinePage('doorstep mobile repair in Pune, call 98765 43210')).html,
    );
    expect(doorstep.body.textContent).toMatch(/Book a visit/);
    expect(doorstep.body.textContent).not.toContain('Where do I bring it?');
  });

  it('gives a watch, a cycle and a car repairer their own work, asked about at the shop', async () => {
    for (const [brief, job, not] of [
      [
        'Watch repair shop in Chandni Chowk, battery change, strap, servicing of all brands',
        /Servicing of all brands/,
        /Resoling|Heel repair|Trusted by/,
      ],
      ['bicycle repairs in Bristol, ask for a quote', /Puncture repair/, /Oil change/],
      [
        'Sharma Motors car garage in Noida',
        /Car servicing and repairs/,
        /General service,|friendly/,
      ],
    ] as const) {
      const text = parsedPage((await offlinePage(brief)).html).body.textContent ?? '';
      expect({ brief, job: job.test(text), other: not.test(text) }).toEqual({
        brief,
        job: true,
        other: false,
      });
      expect(text).toContain('Where do I bring it?');
    }
  });

  it('reads the business, not the words about its owner or its hours, into its copy', async () => {
    for (const [brief, not] of [
      ['hi i run a small tiffin service in pune kothrud, veg thali 120rs', /\brun\b/i],
      [
        'mera ac repair ka kaam hai chennai mein, split ac service 599',
        /\bmera\b|\bkaam\b|\bmein\b/i,
      ],
      ['plumber in Indore, 24 hr service. call 98260 12345', /\bhr\b/i],
    ] as const) {
      const { plan, html } = await offlinePage(brief);
      const text = `${plan.title} ${parsedPage(html).body.textContent ?? ''}`;
      expect({ brief, found: text.match(not)?.[0] }).toEqual({ brief, found: undefined });
    }
  });

  it('fills a kitchen’s menu with dishes of its own kind: a chai tapri’s snacks, an Indian restaurant’s curries', async () => {
    const menuOf = async (brief: string) =>
      parsedPage((await offlinePage(brief)).html).querySelector('[data-kind="menu"]')
        ?.textContent ?? '';
    expect(await menuOf('chai tapri on FC Road Pune. cutting chai 15, bun maska 30')).not.toMatch(
      /Bruschetta|calamari|risotto|Crème brûlée/,
    );
    expect(await menuOf('restaurant in Pune with a menu')).not.toMatch(
      /Bruschetta|calamari|risotto/,
    );
    expect(await menuOf('a neighbourhood bistro in Brooklyn with a menu')).not.toMatch(
      /Paneer|biryani|Gulab jamun/i,
    );
  });

  it('gives a takeaway its own sample menu: kebabs and wraps, fish and chips, burgers, milk teas', async () => {
    const menu = async (brief: string) => {
      const doc = parsedPage((await offlinePage(brief)).html);
      const items = [...doc.querySelectorAll('[data-kind="menu"] [data-item]')].map((item) => ({
        name: item.querySelector('strong')?.textContent ?? '',
        price: Number((item.querySelector('.price')?.textContent ?? '').replace(/[^\d.]/g, '')),
        badges: item.querySelector('.badges')?.textContent ?? '',
      }));
      const text = items.map((item) => `${item.name} ${item.price}`).join(' | ');
      return { title: doc.title, items, text };
    };
    const kebab = await menu('Kebab shop in Leeds, menu: doner £7, chicken shish £8.50');
    expect(kebab.text).not.toMatch(/calamari|Tomato soup|risotto|Crème brûlée/i);
    expect(kebab.items[0]).toMatchObject({ name: 'Doner', price: 7 });
    expect(kebab.text).toMatch(/wrap/i);
    const chippy = await menu('fish and chip shop in Whitby');
    expect(chippy.text).toMatch(/Cod and chips|Haddock and chips/);
    const burgers = await menu('burger joint in Bangalore');
    expect(burgers.title).toBe('Bangalore Burger Joint');
    expect(burgers.text).toMatch(/burger/i);
    expect((await menu('bubble tea shop in Delhi')).text).toMatch(/milk tea/i);
    // Fish or meat is never called vegan or vegetarian.
    for (const { items } of [kebab, chippy, burgers]) {
      const meat = items.filter(({ name }) =>
        /cod|haddock|scampi|sausage|kebab|doner|shish|grill|shawarma|smash|cheeseburger/i.test(
          name,
        ),
      );
      expect(meat.length).toBeGreaterThan(0);
      for (const { name, badges } of meat)
        expect({ name, veg: /Vegan|Vegetarian/.test(badges) }).toEqual({ name, veg: false });
    }
    // A side of chips costs less than fish and chips.
    const mains = chippy.items.filter(({ name }) => / and chips$/.test(name));
    const sides = chippy.items.filter(({ name }) =>
      /^(?:Mushy peas|Curry sauce|Gravy)$/.test(name),
    );
    expect(sides.length).toBeGreaterThan(0);
    expect(Math.max(...sides.map(({ price }) => price))).toBeLessThan(
      Math.min(...mains.map(({ price }) => price)),
    );
  });

  it('finds no kitchen in a joint that aches, is replaced or is a venture', async () => {
    for (const brief of [
      'physiotherapy for knee and joint pain in Noida',
      'joint replacement surgery, Dr Rao, Pune',
      'joint venture consulting firm in Mumbai',
    ]) {
      const { html } = await offlinePage(brief);
      expect({
        brief,
        menu: parsedPage(html).querySelector('[data-kind="menu"]') !== null,
      }).toEqual({
        brief,
        menu: false,
      });
    }
  });

  it('gives a business abroad sample people of where it is, and one in India Indian ones', async () => {
    const namesIn = async (brief: string) =>
      [
        ...parsedPage((await offlinePage(brief)).html).querySelectorAll(
          '[data-kind="testimonials"] [data-item]',
        ),
      ]
        .map((item) => item.textContent ?? '')
        .join(' ');
    expect(await namesIn('a neighbourhood bistro in Brooklyn with reviews')).not.toMatch(
      /\b(?:Rao|Menon|Kapoor|Iyer|Sharma|Nair|Mehta)\b/,
    );
    expect(await namesIn('bakery in Pune with reviews')).toMatch(
      /\b(?:Rao|Menon|Kapoor|Iyer|Sharma|Das|Bose|Nair|Mehta|Khan|Sen|Pillai)\b/,
    );
  });

  it('makes up no founder: the sample team has roles, never who started the business', async () => {
    for (const brief of [
      "Verma Sir's Classes, maths tuition in Patna, meet the teachers",
      'physiotherapy clinic in Kochi with our team',
      'a design agency in Pune with a team section',
    ]) {
      const team = parsedPage((await offlinePage(brief)).html).querySelector('[data-kind="team"]');
      expect({ brief, team: team === null }).toEqual({ brief, team: false });
      expect({ brief, founder: /founder/i.test(team?.textContent ?? '') }).toEqual({
        brief,
        founder: false,
      });
    }
  });

  it('answers what it costs with the prices on the page, when the brief gives them', async () => {
    const { html } = await offlinePage('Chartered accountant in Pune, FAQ. GST filing ₹1,500');
    const faq = parsedPage(html).querySelector('[data-kind="faq"]')?.textContent ?? '';
    // A practice's prices are its fees.
    expect(faq).toContain('The fees are on this page');
    expect(faq).not.toContain('ask us for a price');
  });

  it('sells nothing named after whose the business is', async () => {
    for (const brief of [
      "need website for my uncle's shop",
      "my sister's bakery in Pune, custom cakes",
    ]) {
      const page = await pageText(brief);
      expect({ brief, lines: page.lines.filter((line) => /uncle|sister/i.test(line)) }).toEqual({
        brief,
        lines: [],
      });
    }
  });

  it('sells no tickets for a wedding and lists the day in order', async () => {
    const page = await pageText('a wedding event website for Riya and Sam with schedule and RSVP');

    expect(page.headings).not.toContain('Tickets');
    expect(page.headings).not.toContain('Pricing');
    expect(page.headings).toContain('RSVP');
    const order = ['Mehendi', 'Sangeet', 'Ceremony', 'Reception dinner'].map((event) =>
      page.lines.indexOf(event),
    );
    expect(order.every((position, i) => position > (order[i - 1] ?? -1))).toBe(true);
  });

  it('writes a cause that asks for gifts as a cause, with drives for its dates, not talks', async () => {
    const page = await pageText(
      'Books for Every Child — we collect old textbooks for village schools. collection drive dates, volunteer form, donate',
    );

    expect(page.title).toBe('Books for Every Child');
    expect(page.headings).toEqual(expect.arrayContaining(['Our mission', 'Donate']));
    expect(page.lines).toContain('Community drive');
    expect(page.lines.join(' ')).not.toMatch(/keynote|panel|speakers|fairly priced|shelter/i);
  });

  it('reads the town after a name as where it is, not what it offers', async () => {
    const page = await pageText(
      'Sharma Plumbers, Leeds. emergency call outs, same day visits, 2 hour minimum, £60 per hour',
    );
    expect(page.title).toBe('Sharma Plumbers');
    expect(page.lead).not.toMatch(/^Leeds\b/);
    expect(page.lead).toMatch(/emergency call outs/i);
  });

  it('calls a repairer without a name by what it repairs, and where when it says', async () => {
    for (const [brief, title] of [
      ['Watch repair shop in Chandni Chowk, battery change', 'Watch Repairs'],
      ['laptop and mobile repair shop, screens and batteries', 'Laptop and Mobile Repairs'],
      ['AC repair in Chennai, gas refill', 'Chennai AC Repairs'],
    ] as const) {
      expect({ brief, title: planFromPrompt(brief).title }).toEqual({ brief, title });
    }
  });

  it('writes a bakery about its bread, and the same city everywhere on the page', async () => {
    const page = await pageText('a bakery selling sourdough bread in Pune');

    expect(page.title).toBe('Pune Sourdough Bakery');
    const cities = page.lines
      .join(' ')
      .match(/\b(?:Bengaluru|Mumbai|Pune|Chennai|Kochi|Jaipur|Delhi|Hyderabad)\b/g);
    expect(page.lead).toMatch(/sourdough bread/i);
    expect(cities?.[0]).toBe('Pune');
  });

  it('prices a sample menu as one place would: a bun below a slice of cake, a slice below a main', async () => {
    const pricesOf = async (prompt: string) => {
      const plan = await offlineModels.plan(prompt);
      const content = await offlineModels.writeContent(plan);
      const menu = plan.sections.find((section) => section.kind === 'menu');
      const items = content.sections[menu?.id ?? '']?.items ?? [];
      return (pattern: RegExp) =>
        items.filter((item) => pattern.test(item.title)).map((item) => item.price ?? 0);
    };
    for (const prompt of [
      'a bakery in Pune with a menu',
      'a bakery called Crumb & Co with a menu',
    ]) {
      const priced = await pricesOf(prompt);
      const pastries = priced(/croissant|danish|bun|pain au/i);
      const cakes = priced(/drizzle|slice|carrot cake|cheesecake/i);
      expect(pastries.length).toBeGreaterThan(0);
      expect(cakes.length).toBeGreaterThan(0);
      expect(Math.max(...pastries)).toBeLessThan(Math.min(...cakes));
    }
    const pizzeria = await pricesOf('an italian pizzeria in Mumbai with a menu');
    const desserts = pizzeria(/panna cotta|tiramisu/i);
    const mains = pizzeria(/margherita|diavola|funghi|formaggi|pepe|arrabbiata|pesto|carbonara/i);
    expect(Math.max(...desserts, 0)).toBeLessThan(Math.min(...mains));
  });

  it('names a shop after its goods when the prompt gives no name', async () => {
    const records = await pageText('an ecommerce shop for vintage vinyl records');
    const tea = await pageText('an organic tea shop selling loose leaf blends');

    expect(records.title).toMatch(/Vinyl Record/);
    expect(tea.title).toBe('The Organic Tea Shop');
  });
});

describe('offline edits keep the copy', () => {
  it('adds testimonials to a blog and leaves every other section as it was', async () => {
    const original = await runOfflineBuild('a personal blog about hiking in the Himalayas');

    const edited = await editPage(original.html, 'add a testimonials section');

    const before = readPage(original.html);
    const after = readPage(edited.html);
    expect(after.headings.length).toBe(before.headings.length + 1);
    expect(after.lists).toMatchObject(before.lists);
    expect(after.lead).toBe(before.lead);
    expect(await validatePage(edited.html)).toEqual([]);
  });

  it('changes the title and the name in the copy, nothing else', async () => {
    const original = await runOfflineBuild('a dark online store selling handmade soy candles');

    const edited = await editPage(original.html, 'change the title to "Wick & Wax"');

    const after = readPage(edited.html);
    expect(after.title).toBe('Wick & Wax');
    expect(after.lines.join(' ')).not.toMatch(/Soy Candle Shop/);
    expect(after.headings).toEqual(readPage(original.html).headings);
    expect(after.lead).toBe(readPage(original.html).lead);
  });
});

describe('the ways to find and reach a business', () => {
  it('heads a WhatsApp asked for alone as a way to message, and names no café after Instagram', async () => {
    const headingOf = async (prompt: string) =>
      (await offlineModels.plan(prompt)).sections.find((section) => section.kind === 'social')
        ?.heading;
    expect(await headingOf('barber shop in Nagpur, haircut prices, whatsapp us to book')).toBe(
      'Message us on WhatsApp',
    );
    expect(await headingOf('home bakery, order on whatsapp 98220 12345')).toBe('Call or WhatsApp');
    expect(await headingOf('cafe in Pune with instagram @beanthere and whatsapp')).not.toMatch(
      /whatsapp/i,
    );
    expect((await offlineModels.plan('cafe in Pune with instagram @beanthere')).title).not.toMatch(
      /instagram/i,
    );
  });

  /** What a visitor reads, with the targets of the links. */
  const readable = (html: string) => {
    const document = parsedPage(html);
    document.querySelectorAll('script, style').forEach((element) => element.remove());
    const links = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    return `${document.body.textContent ?? ''} ${links.join(' ')}`;
  };

  it('makes up no street and no email: only the place and the ways in the brief gave', async () => {
    const vague = readable(
      (await offlinePage('a website for my cafe with a map and a contact form')).html,
    );
    const given = readable(
      (
        await offlinePage(
          'a website for Chai Point in Pune with a map and a contact form, call 98220 11223',
        )
      ).html,
    );

    for (const text of [vague, given]) {
      expect(text).not.toMatch(/\b\d{1,3} [A-Z][a-z]+ (?:Road|Street|Lane)\b/);
      expect(text).not.toMatch(/@|mailto:/);
    }
    expect(given).toContain('Pune');
    expect(given).toContain('tel:9822011223');
  });

  it('asks for the WhatsApp number it was not given, and links no account it made up', async () => {
    const socialOf = async (prompt: string) => {
      const document = parsedPage((await offlinePage(prompt)).html);
      return [...document.querySelectorAll('[data-kind="social"] [data-item]')].map((item) => ({
        text: (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
        href: item.querySelector('a')?.getAttribute('href'),
        sample: item.hasAttribute('data-sample'),
      }));
    };

    expect(await socialOf('a barber shop in Nagpur with prices and whatsapp')).toEqual([
      { text: 'WhatsApp Add your number', href: 'https://www.whatsapp.com/', sample: true },
    ]);
    const made = await socialOf('a bakery in Pune with social media links');
    expect(made.length).toBeGreaterThan(0);
    for (const link of made) {
      expect(link.sample).toBe(true);
      expect(link.href).toMatch(/^https:\/\/[a-z.]+\/$/);
    }
    // What the brief gives is the owner's own, and goes where it says.
    expect(await socialOf('a bakery in Pune, instagram @crumbpune, whatsapp 98220 11223')).toEqual(
      expect.arrayContaining([
        { text: 'Instagram @crumbpune', href: 'https://instagram.com/crumbpune', sample: false },
        {
          text: 'WhatsApp 98220 11223',
          href: 'https://wa.me/919822011223',
          sample: false,
        },
      ]),
    );
  });
});

describe('a team the brief names', () => {
  it('is the people named, and nobody made up beside them', async () => {
    const { plan, html } = await offlinePage(
      "website for our yoga studio 'Prana' in Pune with a team section: our teachers Priya Nair and Rahul Mehta",
    );
    const document = parsedPage(html);
    const team = plan.sections.find((section) => section.kind === 'team');

    expect(
      [...document.querySelectorAll(`#${team?.id} h3`)].map((name) => name.textContent),
    ).toEqual(['Priya Nair', 'Rahul Mehta']);
  });

  it('of one doctor is that doctor’s section, with no sample colleagues', async () => {
    const { plan, html } = await offlinePage(
      'Site for Dr. Meera Joshi dental clinic in Thane. clinic timings mon-sat 10am to 7pm, call 022 2534 7788',
    );
    const document = parsedPage(html);
    const team = plan.sections.find((section) => section.kind === 'team');

    expect(team?.heading).toBe('Meet Dr. Meera Joshi');
    expect(
      [...document.querySelectorAll(`#${team?.id} h3`)].map((name) => name.textContent),
    ).toEqual(['Dr. Meera Joshi']);
    expect(document.querySelector(`#${team?.id} [data-sample]`)).toBeNull();
  });
});

describe('reviews on a page', () => {
  it('are samples to replace, even when they name the doctor the clinic is named after', async () => {
    const { html } = await offlinePage(
      'Dr. Kavita Rao Dental Clinic, Jayanagar, Bangalore. Root canal, braces, teeth cleaning. patient testimonials and book appointment',
    );
    const reviews = [...parsedPage(html).querySelectorAll('#testimonials [data-item]')];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.filter((review) => !review.hasAttribute('data-sample'))).toEqual([]);
  });
});

/** What an eval check finds on each brief's page, all its text read, each with its brief. */
async function saidOfEach(
  briefs: readonly string[],
  check: (brief: string, text: string) => string[],
): Promise<string[]> {
  const said = await Promise.all(
    briefs.map(async (brief) => {
      const { html } = await offlinePage(brief);
      const text = (parsedPage(html).body.textContent ?? '').replace(/\s+/g, ' ');
      return check(brief, text).map((found) => `${brief}: ${found}`);
    }),
  );
  return said.flat();
}

describe('what a page says of the people who do the work', () => {
  it('is only what the brief says: no patient sitters, no pace that suits, no small team', async () => {
    const briefs = [
      'Happy Tails dog walking in Koregaon Park, Pune. 300 per walk, book a walk',
      'pet grooming salon in Indiranagar with prices and an appointment form',
      'maths tuition for class 9 and 10 in Thane, fees and batch timings, why choose us',
      'PhysioFirst physiotherapy clinic in Kochi, back pain and sports injuries, why choose us',
      'portfolio for Anita Desai, a freelance illustrator in Goa, with my work and a contact form',
      'a branding and design agency in Bengaluru with services and why choose us',
      'a consulting firm in Delhi with our story and a contact form',
    ];
    expect(await saidOfEach(briefs, practicesNotGiven)).toEqual([]);
  });
});

describe('what an event’s questions answer', () => {
  it('offers no refund, free entry, access or rooms the brief did not give', async () => {
    const briefs = [
      'Sunburn-style music festival in Goa, 2 days in December, lineup, tickets and faq',
      'DevConf 2027, a developer conference in Bengaluru on 12 March, tickets and faq',
      'wedding website for Riya and Sam on 14 March 2027 in Udaipur with RSVP and faq',
      'Pune half marathon on 10 January, 5K, 10K and 21K, register and faq',
    ];
    expect(await saidOfEach(briefs, termsNotGiven)).toEqual([]);
  });
});

describe('an event the brief gives no city or length for', () => {
  it('is placed in no city and given no number of days, calendar entry included', async () => {
    const { lines } = await pageText(
      'a page for our tech meetup on 12 April, schedule, faq and an add-to-calendar download',
    );
    const text = lines.join(' ');
    expect(text).not.toMatch(
      /\b(?:in|across) (?:Bengaluru|Mumbai|Pune|Chennai|Kochi|Jaipur|Delhi|Hyderabad)\b/,
    );
    expect(text).not.toMatch(/\btwo days\b/i);
    const { html } = await offlinePage(
      'a page for our tech meetup on 12 April with an add-to-calendar download',
    );
    const calendar = /href="data:text\/calendar;charset=utf-8,([^"]+)"/.exec(html)?.[1] ?? '';
    expect(decodeURIComponent(calendar)).toContain('SUMMARY:');
    expect(decodeURIComponent(calendar)).not.toContain('LOCATION:');
  });

  it('says in its hero when and where it happens, as the brief wrote them', async () => {
    const evening = await pageText(
      'stand-up comedy evening on 14 Feb, 8pm at The Habitat, Khar, tickets ₹499, book seats',
    );
    expect(evening.lead).toContain('14 Feb, 8pm at The Habitat, Khar.');
    // Opening hours are not when something happens: a clinic's hero gives no time.
    const clinic = await pageText('dental clinic in Thane, timings mon-sat 10am to 7pm');
    expect(clinic.lead).not.toMatch(/10am|7pm/);
  });

  it('of one evening starts at the time the brief gives, with an evening’s tickets', async () => {
    const { lines } = readPage(
      (await offlinePage('An event page for a jazz night on 14 March, 8pm, with ticket prices'))
        .html,
    );
    const times = lines.filter((line) => /^\d\d:\d\d$/.test(line));
    expect(times[0]).toBe('20:00');
    expect(times.every((time) => time >= '20:00')).toBe(true);
    // One evening: no weekend of stages, and no festival's tents.
    expect(lines.join(' ')).not.toMatch(/weekend|both days|festival|tents/i);
    expect(lines).toContain('On 14 March, 8pm; the full address is on your ticket.');
  });

  it('of performances has a lineup of artists, not speakers and keynotes', async () => {
    const { plan, html } = await offlinePage(
      'An event page for a jazz night on 14 March with a schedule and ticket prices',
    );
    expect(plan.title).toBe('Jazz Night');
    expect(plan.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(['Lineup', 'Artists']),
    );
    expect(readPage(html).lines.join(' ')).not.toMatch(/keynote|workshops?\b|talks\b/i);
  });
});

describe('an evening of performances the brief does not call an event', () => {
  it('is an evening with its entry price, not a business with monthly plans', async () => {
    const { plan, html } = await offlinePage(
      'Friday karaoke night at The Loft, Bandra, 8pm onwards, entry ₹300, sign-up form',
    );
    const { lines, lead } = readPage(html);
    const text = lines.join(' ');
    expect(plan.intent).toBe('event');
    expect(lead).toContain('8pm at The Loft, Bandra.');
    expect(text).not.toMatch(/per month|Starter|Growth|waitlist/i);
    const tickets = plan.sections.find((section) => section.kind === 'tickets');
    expect(tickets).toBeDefined();
    expect(text).toMatch(/Entry ₹300 per person/);
    // The guests sing: no bill of artists made up for them, and the sign-up is to perform.
    expect(plan.sections.map((section) => section.kind)).not.toContain('speakers');
    expect(text).not.toMatch(/headliner|DJ set|singer-songwriter/i);
    expect(text).toContain('What would you like to perform?');
    // Nothing the brief did not give: no food, no dancing, no open skies.
    expect(text).not.toMatch(/food|dance|open skies|this year/i);
  });

  it('is named for what it is, not for the bar it is held at', async () => {
    const { plan, html } = await offlinePage(
      'Jazz night at Blue Frog bar, Lower Parel on 14 March, 8pm. Tickets ₹800',
    );
    expect(plan.intent).toBe('event');
    expect(plan.title).toBe('Jazz Night');
    expect(plan.sections.map((section) => section.kind)).not.toContain('menu');
    expect(readPage(html).lead).toContain('14 March, 8pm at Blue Frog bar, Lower Parel.');
    const venue = planFromPrompt('open mic for poets every Sunday at Cafe Zoe, 7pm');
    expect(venue.title).toBe('Open Mic');
  });

  it('has the performers of its kind: comedians at a comedy show', async () => {
    const { plan, html } = await offlinePage(
      'Stand-up comedy show at Canvas Laugh Club, Saturday 9pm, tickets ₹499',
    );
    const text = readPage(html).lines.join(' ');
    expect(plan.sections.map((section) => section.heading)).toContain('Comedians');
    expect(text).toContain('at Canvas Laugh Club');
    expect(text).not.toMatch(/DJ|singer|acoustic|band|sunset/i);
  });

  it('leaves a café with music nights a café', () => {
    const plan = planFromPrompt('a cosy cafe in Pune with live music nights on Fridays');
    expect(plan.intent).toBe('restaurant');
    expect(plan.sections.map((section) => section.kind)).toContain('menu');
  });
});

describe('a business whose name says another kind of business', () => {
  it('is what the brief says it is: "Smile Studio dental clinic" is a clinic', async () => {
    const { plan, html } = await offlinePage(
      'website for Smile Studio dental clinic in Chennai with services and opening hours',
    );
    expect(plan.title).toBe('Smile Studio');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/dental|teeth/i);
    expect(text).not.toMatch(/brand identity|website design|campaign|designer|strategist/i);
  });
});

describe('a school or a tuition class', () => {
  it('has batches, teachers and fees, not a conference’s keynotes or a clinic’s consultants', async () => {
    const { plan, html } = await offlinePage(
      'maths tuition classes for grades 8-10 in Pune, batches schedule, our team, fees and an enquiry form',
    );
    expect(plan.title).toBe('Maths Classes');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/batch/i);
    expect(text).toMatch(/teacher/i);
    expect(text).not.toMatch(/keynote|workshop|lightning talks|consultant|patients/i);
    const headings = plan.sections.map((section) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(['Fees', 'Our teachers']));
  });
});

describe('a business that asks for a gallery and passes', () => {
  it('is that business, with its passes as its prices, not a portfolio selling tickets', async () => {
    const { plan, html } = await offlinePage(
      'coworking space in Pune called Desk Club. day passes, monthly memberships, gallery and a map',
    );
    expect(plan.intent).not.toBe('portfolio');
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toEqual(expect.arrayContaining(['gallery', 'pricing']));
    expect(kinds).not.toContain('tickets');
    expect(readPage(html).lines.join(' ')).not.toMatch(/commission|talk|speaker|series/i);
  });
});

describe('signing up for an event', () => {
  it('asks what the event needs, not a wedding guest’s answer', async () => {
    const { html } = await offlinePage(
      'hackathon called HackMonsoon on 6 June 2027, schedule and a register form',
    );
    const text = readPage(html).lines.join(' ');
    expect(text).toContain('Register for HackMonsoon on 6 June 2027');
    expect(text).not.toMatch(/joyfully|regretfully|dietary/i);
  });
});

describe('people who perform or meet together', () => {
  /** The page's words and its sections' kinds and headings. */
  const built = async (prompt: string) => {
    const { plan, html } = await offlinePage(prompt);
    return {
      plan,
      text: readPage(html).lines.join(' '),
      headings: plan.sections.map((section) => section.heading),
      kinds: plan.sections.map((section) => section.kind),
    };
  };
  const A_SHOP = /gift-wrap|handwritten note|checked by hand|deliver across india|bulk/i;
  const A_BUSINESS = /consultation|clients|fairly priced|keynote|lightning talks|panel:/i;

  it('makes a band with merch a band that sells its merch, not a shop selling “band”', async () => {
    const band = await built(
      'rock band The Static from Pune, upcoming gigs, merch store with cart',
    );
    expect(band.plan.intent).not.toBe('store');
    expect(band.kinds).toEqual(expect.arrayContaining(['products', 'schedule']));
    expect(band.headings).toEqual(expect.arrayContaining(['Merch', 'Upcoming gigs']));
    expect(band.text).toMatch(/T-shirt/);
    expect(band.text).not.toMatch(A_SHOP);
    expect(band.text).not.toMatch(A_BUSINESS);
    expect(band.text).not.toMatch(/rock band (?:is|are) (?:even|checked)|order of/i);
  });

  it('gives a drama group shows and a cast, and a club its meetings and members', async () => {
    const troupe = await built('drama group Natak Manch in Lucknow, upcoming shows and photos');
    expect(troupe.text).toMatch(/put on plays/);
    expect(troupe.text).not.toMatch(A_BUSINESS);
    const club = await built(
      'cycling club in Mysuru, weekend rides, membership fees and a join form',
    );
    expect(club.plan.title).toBe('Mysuru Cycling Club');
    expect(club.headings).toContain('Membership');
    expect(club.text).toMatch(/members/i);
    expect(club.text).not.toMatch(A_BUSINESS);
  });

  it('leaves a wedding with a live band a wedding, and a jazz night with one an evening', async () => {
    const wedding = await built('our wedding in Jaipur with a live band, schedule and rsvp');
    expect(wedding.kinds).toContain('rsvp');
    expect(wedding.text).not.toMatch(/merch|upcoming gigs/i);
    const night = await built('jazz night with a live band on 12 March, 8pm, tickets ₹500');
    expect(night.plan.intent).toBe('event');
    expect(night.headings).toContain('Tickets');
  });
});

describe('a timetable on a page that is not an event', () => {
  it('has no conference talks: a food truck’s stops, classes a studio’s', async () => {
    const truck = await offlinePage(
      'biryani truck in Hyderabad with a menu and our weekly schedule',
    );
    const truckText = readPage(truck.html).lines.join(' ');
    expect(truckText).toMatch(/Lunch stop/);
    expect(truckText).not.toMatch(/keynote|lightning talks|panel:/i);
    const classes = await offlinePage('site for my pilates classes in Goa with a timetable');
    expect(classes.plan.title).toBe('Goa Pilates Classes');
    const classText = readPage(classes.html).lines.join(' ');
    expect(classText).toMatch(/pilates/i);
    expect(classText).not.toMatch(/keynote|lightning talks|strategist|designer/i);
  });

  it('reads “a menu with vegan badges” as how the menu looks, not what is sold', async () => {
    const { plan } = await offlinePage('food truck Chaat Wagon, menu with vegan badges');
    expect(plan.topic).not.toMatch(/badges/);
  });
});

describe('a business that looks after animals', () => {
  it('grooms pets, with groomers and photos of them, not a clinic’s consultations', async () => {
    const { html } = await offlinePage(
      'dog grooming salon in Indore with services, our team, photos and appointment booking',
    );
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/Full groom/);
    expect(text).toMatch(/groomer/i);
    expect(text).not.toMatch(/consultation|health check|consultant|haircut and style/i);
  });

  it('shows a shelter’s animals in its gallery', async () => {
    const { html } = await offlinePage(
      'animal rescue charity in Goa helping stray cats, donate button and a photo gallery',
    );
    expect(readPage(html).lines.join(' ')).toMatch(/Looking for a home/);
  });
});

describe('a trade called to a home', () => {
  const electrician =
    'Ravi Electricals, Bhopal - house wiring, inverter and fan repair, rate card, technicians, book a visit, available 24x7';

  it('lists an electrician’s jobs, books a visit for one of them and keeps the hours it gives', async () => {
    const { plan, html } = await offlinePage(electrician);
    const document = parsedPage(html);
    const text = readPage(html).lines.join(' ');
    expect(plan.title).toBe('Ravi Electricals');
    expect(text).toMatch(/Fan and light fitting/);
    expect(text).not.toMatch(/consultation|Guests|strategist/i);
    const form = document.querySelector('#appointment form, section form');
    expect(form?.textContent).toMatch(/Request a visit/);
    expect([...document.querySelectorAll('select option')].map((o) => o.textContent)).toContain(
      'Switchboard repair',
    );
    expect(text).toMatch(/open 24x7/);
    expect(text).toMatch(/Open 24 hours/);
    expect(readPage(html).headings).toContain('Our electricians');
    // Bhopal is where, never part of what is offered.
    expect(plan.topic).not.toMatch(/bhopal/i);
  });

  it('gives a rate card of visits and labour, not a generic Basic/Standard/Premium', async () => {
    const text = readPage((await offlinePage(electrician)).html).lines.join(' ');
    expect(text).toMatch(/Visit and inspection/);
    expect(text).not.toMatch(/\bPremium\b/);
  });

  it('asks for the form the brief names, and only that one', async () => {
    const { plan } = await offlinePage(
      'house painting contractor in Kolkata: interior and exterior painting, rate per sq ft, before and after photos, get a free estimate',
    );
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toContain('enquiry');
    expect(kinds).not.toContain('appointment');
  });

  it('books a visit, not a table, whatever else its words say it is', async () => {
    const { plan, html } = await offlinePage(
      'CoolCare AC repair in Chennai. AC service ₹499, gas refill ₹2,200. call 98410 22334 or book a visit',
    );
    expect(plan.sections.map((section) => section.kind)).toContain('appointment');
    expect(plan.sections.map((section) => section.kind)).not.toContain('booking');
    expect(parsedPage(html).querySelector('section form')?.textContent).not.toMatch(/Guests/);
  });

  it('says a car wash washes: no repairs, no parts, no job at home', async () => {
    const { plan, html } = await offlinePage(
      'doorstep car wash in Baner, Pune: foam wash, interior vacuum, waxing. book a slot, reviews, faq',
    );
    const text = readPage(html).lines.join(' ');
    expect(plan.sections.map((section) => section.kind)).toContain('appointment');
    expect(text).not.toMatch(/fixed it|the parts|every job at home/i);
  });
});

describe('a podcast', () => {
  it('lists episodes, links the platforms the brief names and makes up no host', async () => {
    const { plan, html } = await offlinePage(
      'Hindi true crime podcast Raat Ki Kahaani - all episodes, listen on youtube and spotify, about the hosts',
    );
    const text = readPage(html).lines.join(' ');
    expect(plan.topic).toBe('Hindi true crime');
    expect(text).toMatch(/Episode \d+ · \d+ min/);
    expect(text).toMatch(/Spotify/);
    expect(text).toMatch(/YouTube/);
    expect(text).not.toMatch(/Instagram|min read|Hi, I am/);
  });

  it('introduces a writer by the name the brief gives, and by none it does not', async () => {
    const unnamed = readPage((await offlinePage('a blog about vegan cooking')).html).lines;
    expect(unnamed.join(' ')).not.toMatch(/\bI am\b/);
    const named = readPage((await offlinePage('a blog about vegan cooking by Anita Rao')).html);
    expect(named.lines.join(' ')).toMatch(/I am Anita Rao/);
  });
});

describe('a place of worship', () => {
  it('gives a church its Mass times and clergy, and a temple its aarti', async () => {
    const church = await offlinePage('St. Thomas Church Kochi - mass timings, our priests, donate');
    const churchText = readPage(church.html);
    expect(church.plan.title).toBe('St. Thomas Church Kochi');
    expect(churchText.headings).toContain('Mass times');
    expect(churchText.lines.join(' ')).toMatch(/Parish priest/);
    expect(churchText.lines.join(' ')).not.toMatch(/Customer|consultant|keynote/i);
    const temple = readPage((await offlinePage('website for our temple in Madurai')).html);
    expect(temple.lines.join(' ')).toMatch(/Evening aarti/);
    expect(temple.lines.join(' ')).not.toMatch(/Mass|Imam/);
  });
});

describe('opening hours the brief gives', () => {
  it('are shown in a section of their own, though the brief asks for none', async () => {
    const { plan, html } = await offlinePage(
      'Glow salon in Jaipur, open tue-sun 10am-8pm, services and prices, book online',
    );
    expect(plan.sections.map((section) => section.kind)).toContain('hours');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/Tuesday 10am – 8pm/);
    expect(text).toMatch(/Monday Closed/);
  });
});

describe('a kitchen that is a room', () => {
  it('is fitted or renovated by a trade, not a restaurant with a menu', async () => {
    const renovation = await offlinePage(
      'kitchen and bathroom renovation contractor in Chennai, past projects, get a quote',
    );
    const kinds = renovation.plan.sections.map((section) => section.kind);
    expect(kinds).not.toContain('menu');
    expect(renovation.plan.topic).toBe('kitchen and bathroom renovation');
    const carpenter = await offlinePage('carpenter for kitchen cabinets and beds in Surat');
    const carpenterKinds = carpenter.plan.sections.map((section) => section.kind);
    expect(carpenterKinds).not.toContain('menu');
    expect(carpenterKinds).not.toContain('listings');
  });

  it('still names a business where it is one', async () => {
    const { plan } = await offlinePage('cloud kitchen in Pune with a menu');
    expect(plan.intent).toBe('restaurant');
  });
});

describe('a word that says what a business sells or has, not what it is', () => {
  it('reads wedding cards as a printer’s goods, not a wedding', async () => {
    const { plan } = await offlinePage(
      'printing shop in Indore: visiting cards, flex banners, wedding cards, rates, upload your design',
    );
    expect(plan.intent).not.toBe('event');
    expect(plan.sections.map((section) => section.kind)).not.toContain('rsvp');
  });

  it('reads rooms with AC as a hostel’s, not an AC repair trade', async () => {
    const { plan } = await offlinePage(
      'boys PG hostel near Manipal university, rooms with AC and non-AC, rent per month, call the warden',
    );
    expect(plan.title).toBe('Manipal Boys PG Hostel');
    expect(plan.sections.map((section) => section.kind)).not.toContain('appointment');
  });
});

describe('a place to stay', () => {
  it('is a stay, not a shop, however boutique: rooms by the night, and a booking for dates', async () => {
    const { plan, html } = await offlinePage(
      'boutique hotel in Goa with rooms and rates, book a stay',
    );
    expect(plan.intent).toBe('generic');
    expect(plan.title).toBe('Goa Hotel');
    const page = readPage(html);
    expect(page.headings).toEqual(expect.arrayContaining(['Rooms and rates', 'Book a stay']));
    const text = page.lines.join(' ');
    expect(text).toMatch(/per night/);
    expect(text).toMatch(/Check-in/);
    expect(text).toMatch(/Check-out/);
    expect(text).not.toMatch(/shop|checkout|delivered|reliable and fairly priced/i);
  });

  it('is one whatever else it has, and its setting is in its name, not its offer', async () => {
    const { plan, html } = await offlinePage(
      'riverside homestay in Coorg with a cafe, book a cottage',
    );
    expect(plan.intent).toBe('generic');
    expect(plan.title).toBe('Coorg Riverside Homestay');
    expect(plan.sections.map((section) => section.kind)).not.toContain('menu');
    expect(readPage(html).lines.join(' ')).not.toMatch(/\briverside should\b|best riverside/i);
  });
});

describe('a paying guest house', () => {
  it('lets its rooms by the month, from the day a guest moves in, to whom it is for', async () => {
    const { plan, html } = await offlinePage('PG for working women in Pune with prices');
    expect(plan.siteType).toBe('PG');
    const page = readPage(html);
    expect(page.headings).toEqual(expect.arrayContaining(['Rooms and rates', 'Book a room']));
    const text = page.lines.join(' ');
    expect(text).toMatch(/Twin sharing/);
    expect(text).toMatch(/per month/);
    expect(text).toMatch(/Move-in date/);
    expect(text).not.toMatch(/per night|Check-out|stayed two nights|your dates/i);
    // A place for women only has women's words in it.
    const quoted = html.match(/<figcaption[^>]*>[^<,]+/g) ?? [];
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.join(' ')).not.toMatch(/Rohan|Kabir|Arjun|Dev|Vikram|Ishaan|Neel/);
  });

  it('is not a postgraduate course', () => {
    const plan = planFromPrompt('PG diploma courses in data science');
    expect(plan.title).not.toMatch(/PG\b/);
    expect(plan.sections.map((section) => section.kind)).not.toContain('booking');
  });

  it('is the kind of stay its words end on: a PG hostel is a hostel let as a PG', () => {
    const plan = planFromPrompt('boys PG hostel near Manipal university, rent per month');
    expect(plan.title).toBe('Manipal Boys PG Hostel');
    expect(plan.siteType).toBe('PG hostel');
  });
});

describe('a place to stay named in words of its own', () => {
  it.each([
    'Small bed & breakfast in Lisbon, 4 rooms, from €85/night including breakfast',
    'cosy B&B near the beach in Goa, book your dates',
    'guest house in Manali, rooms from ₹1500 a night',
  ])('is a stay, with rooms by the night and a booking: %s', async (prompt) => {
    const { plan, html } = await offlinePage(prompt);
    const text = readPage(html).lines.join(' ');
    expect(plan.title).not.toMatch(/\bBed\b|Company|Garden/);
    expect(plan.sections.map((section) => section.kind)).toContain('booking');
    expect(text).toMatch(/per night/);
  });
});

describe('a stay’s prices', () => {
  it('are its rooms’, whatever else its words mention', async () => {
    const text = readPage(
      (await offlinePage('Beach resort in Goa with yoga classes and room rates')).html,
    ).lines.join(' ');
    expect(text).toMatch(/Deluxe room/);
    expect(text).not.toMatch(/Drop-in class|Monthly pass/);
  });
});

describe('a business that works at weddings, parties and events', () => {
  it.each([
    ['Wedding caterers in Pune', /catering/],
    ['Wedding decorator in Delhi', /decoration/],
    ['Wedding planners in Udaipur', /planning/],
    ['Wedding band in Mumbai for sangeet and baraat', /music/],
    ['DJ Rohan - wedding and party DJ in Mumbai, book now', /music/],
    ['Birthday party decorators in Chennai', /decoration/],
  ])('is that business, not a wedding of its own: %s', async (prompt, work) => {
    const { plan, html } = await offlinePage(prompt);
    expect(plan.intent).not.toBe('event');
    expect(plan.sections.map((section) => section.kind)).not.toContain('rsvp');
    expect(plan.tagline.toLowerCase()).toMatch(work);
    expect(readPage(html).lines.join(' ')).not.toMatch(/getting married|our wedding/i);
  });

  it('is the event’s own site when the brief is for the event', () => {
    const plan = planFromPrompt(
      'Wedding invitation site for Meera and Karan with DJ night schedule',
    );
    expect(plan.sections.map((section) => section.kind)).toContain('rsvp');
  });

  it('plans events without a conference’s speakers and tickets', () => {
    const kinds = planFromPrompt('Event planners for corporate offsites').sections.map(
      (section) => section.kind,
    );
    expect(kinds).not.toContain('speakers');
    expect(kinds).not.toContain('tickets');
  });

  it('is a DJ’s when the brief is for a DJ', () => {
    expect(planFromPrompt('DJ for weddings in Delhi').siteType).toBe('DJ');
  });
});

describe('an evening the brief calls an event', () => {
  it.each([
    ['An event page for a jazz night on 14 March with a schedule and ticket prices', 'jazz'],
    ['Event page for a comedy night in Bandra', 'comedy'],
  ])('is an evening of what is performed: %s', (prompt, what) => {
    const plan = planFromPrompt(prompt);
    expect(plan.tagline).toMatch(new RegExp(`\\b${what}\\b`));
    expect(plan.tagline).not.toMatch(/\bof event\b/);
  });
});

describe('food for those who do not come to a table', () => {
  it('is a tiffin service’s daily meals by the month, not a restaurant’s tables and hours', async () => {
    const { plan, html } = await offlinePage(
      "Sunita's tiffin service in Andheri, veg lunch boxes, monthly plans, order on whatsapp",
    );
    expect(plan.sections.map((section) => section.kind)).not.toContain('hours');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/\bDal\b|Phulka rotis|Seasonal sabzi/);
    // Not the owner's name as what is cooked, no meat for a veg kitchen, no dining room.
    expect(text).not.toMatch(/\bbest Sunita\b|makes Sunita|Sunita worth/i);
    expect(text).not.toMatch(/calamari|chicken|fish|mutton|egg/i);
    expect(text).not.toMatch(
      /walk in|walk-ins|dining room|Come hungry|Sunday lunch|delivery apps/i,
    );
    // A tiffin's dishes are what its meals hold: their prices are the plans'.
    expect(html).toMatch(/<strong>(?:Dal|Phulka rotis|Seasonal sabzi|Steamed rice)<\/strong>/);
    expect(html).not.toMatch(/<strong>[^<]+<\/strong><span class="price">/);
  });

  it('is a caterer’s menu planned for an event, Indian in India', async () => {
    const { plan, html } = await offlinePage('Wedding caterers in Pune, menu, reviews');
    expect(plan.sections.map((section) => section.kind)).not.toContain('hours');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/price per plate|quote/);
    expect(text).toMatch(/Paneer tikka|Dal makhani|Gulab jamun|Malai kofta|Dahi puri|Onion bhaji/);
    expect(text).not.toMatch(/Book a table|walk in|dining room|Sunday lunch|Our wedding/i);
  });

  it('serves only what the brief’s kitchen cooks: Jain food has no onion or potato', async () => {
    for (const seed of ['Borivali', 'Malad', 'Thane', 'Dadar']) {
      const text = readPage(
        (await offlinePage(`Annapurna Tiffin Centre, Jain food, menu, ${seed}`)).html,
      ).lines.join(' ');
      expect(text).not.toMatch(/aloo|potato|onion|garlic|chicken|egg/i);
    }
  });

  it('prices plans named for meals by the month, claiming nothing of what they hold', async () => {
    const text = readPage(
      (await offlinePage('Annapurna Tiffin Centre, Jain food, lunch and dinner plans, Borivali'))
        .html,
    ).lines.join(' ');
    expect(text).toMatch(/Lunch ₹[\d,]+ per month/);
    expect(text).toMatch(/Dinner ₹[\d,]+ per month/);
    expect(text).not.toMatch(/\bFood ₹|per week|Everything Annapurna Tiffin Centre offers/);
  });
});

describe('a place to eat tiffin', () => {
  it('is a café with its hours, and filter coffee asks for no filters', () => {
    const plan = planFromPrompt(
      'filter coffee and tiffin café in Mylapore, menu with prices, open 7am-10pm',
    );
    expect(plan.siteType).toMatch(/café$/);
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toContain('hours');
    expect(kinds).not.toContain('products');
    expect(plan.checklist.map((item) => item.kind)).not.toContain('filters');
  });
});

describe('levels of a membership the brief names', () => {
  it.each([
    'Gym with silver, gold and platinum memberships',
    'Yoga studio in Pune with basic, plus and unlimited plans',
  ])('are sold for one period, each dearer than the one before: %s', async (prompt) => {
    for (const seed of ['', ' in Pune', ' in Delhi', ' near me']) {
      const { html } = await offlinePage(`${prompt}${seed}`);
      const pricing = /data-kind="pricing"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      const prices = [...pricing.matchAll(/class="price">₹([\d,]+)/g)].map((match) =>
        Number((match[1] ?? '').replace(/,/g, '')),
      );
      expect(prices).toHaveLength(3);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(pricing).not.toMatch(/per class|per year/);
    }
  });
});

describe('a school’s free demo', () => {
  it('is a first class booked, not a software trial with a work email', async () => {
    const { plan, html } = await offlinePage(
      'Suraj motor driving school in Nagpur, car lessons, book a free demo',
    );
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toContain('appointment');
    expect(kinds).not.toContain('trial');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/A trial class/);
    expect(text).not.toMatch(/Work email|Team size/);
  });
});

describe('a school’s years and a teacher’s name', () => {
  it('are whom it teaches and who teaches, not what is taught', () => {
    const tuition = planFromPrompt(
      'Tuition classes for class 10 maths and science in Kota, batch timings, fees, enroll',
    );
    expect(tuition.title).toBe('Maths and Science Classes');
    expect(tuition.checklist).toContainEqual({ asked: 'batch timings', kind: 'schedule' });
    expect(tuition.sections.map((section) => section.kind)).not.toContain('hours');
    const standard = planFromPrompt('maths tuition for 10th standard students in Thane');
    expect(standard.title).not.toMatch(/10th/);
    expect(standard.tagline).toMatch(/\bmaths\b/i);
    const teacher = planFromPrompt('Yoga teacher Meera offering online classes, timetable, fees');
    expect(teacher.facts.people).toEqual(['Meera']);
    expect(teacher.tagline).not.toMatch(/meera/i);
  });
});

describe('classes to move', () => {
  it.each([
    ['Kickboxing classes for women in Delhi, fees', /kickboxing/],
    ['Dance classes for kids in Mumbai', /dance/],
    ['Zumba classes, timetable', /zumba/],
  ])('are a studio’s, offering the moves, not whom they are for: %s', (prompt, moves) => {
    const plan = planFromPrompt(prompt);
    expect(plan.tagline.toLowerCase()).toMatch(moves);
    expect(plan.tagline).not.toMatch(/\b(?:women|kids)\b/i);
    expect(plan.siteType).toMatch(/ classes$/);
    expect(plan.sections.map((section) => section.kind)).toContain('pricing');
  });
});

describe('a menu’s prices', () => {
  it('are the brief’s, written with "rs" after them, on the dish and on the plan', async () => {
    const page = parsedPage(
      (
        await offlinePage(
          'i run a small tiffin service in pune, veg thali 120rs, monthly plan 3000rs. whatsapp 9890098900',
        )
      ).html,
    );
    const rows = Array.from(page.querySelectorAll('[data-item]'), (item) => ({
      text: (item.textContent ?? '').replace(/\s+/g, ' '),
      sample: item.hasAttribute('data-sample'),
    }));
    expect(rows.find(({ text }) => /Veg thali/.test(text))?.text).toContain('₹120');
    expect(rows.find(({ text }) => /Monthly plan/.test(text))).toEqual({
      text: expect.stringContaining('₹3,000'),
      sample: false,
    });
  });

  it('says the least a list costs of the list, and prices no item at it or below', async () => {
    for (const prompt of [
      'bakery in Pune, everything from ₹80, menu',
      'bakery selling sourdough, croissants and cinnamon buns from ₹80',
    ]) {
      const page = parsedPage((await offlinePage(prompt)).html);
      const menu = page.querySelector('[data-kind="menu"]');
      expect(menu?.querySelector('.intro')?.textContent).toMatch(/Prices from ₹80\./);
      const prices = Array.from(menu?.querySelectorAll('[data-item] .price') ?? [], (price) =>
        Number((price.textContent ?? '').replace(/\D/g, '')),
      );
      expect(prices.length).toBeGreaterThan(3);
      expect(prices.filter((amount) => amount <= 80)).toEqual([]);
    }
  });

  it('says what things cost about of the list, and prices samples near it, none at it', async () => {
    const page = parsedPage(
      (await offlinePage('tshirt shop "Loud Tees", products, add to cart, prices around ₹799'))
        .html,
    );
    const products = page.querySelector('[data-kind="products"]');
    expect(products?.querySelector('.intro')?.textContent).toMatch(/Prices around ₹799\./);
    const prices = Array.from(products?.querySelectorAll('[data-item] .price') ?? [], (price) =>
      Number((price.textContent ?? '').replace(/\D/g, '')),
    );
    expect(prices.length).toBeGreaterThan(3);
    expect(prices.filter((amount) => amount === 799 || amount < 600 || amount > 1000)).toEqual([]);
  });
});

describe('care for pets', () => {
  it('is what it does for pets: a kennel’s stays by the night, booked for a pet by its dates', async () => {
    const { plan, html } = await offlinePage('pet boarding in Pune, daily rates, book a stay');
    expect(plan.title).toBe('Pune Pet Boarding');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/Overnight stay/);
    expect(text).toMatch(/per night/);
    expect(text).toMatch(/Your pet’s name/);
    expect(text).toMatch(/Drop-off/);
    // One price list, the stays', and no copy written for any business at all.
    expect(text).not.toMatch(/\bBasic\b|\bGuests\b|reliable and fairly priced|work delivered/);
  });

  it('is a trainer’s classes and trainers, not a clinic’s or a groomer’s', async () => {
    const { html } = await offlinePage('dog trainer in Gurgaon, puppy classes, our trainers, fees');
    const page = readPage(html);
    expect(page.headings).toContain('Our trainers');
    const text = page.lines.join(' ');
    expect(text).toMatch(/dog training/);
    expect(text).toMatch(/Puppy basics/);
    expect(text).not.toMatch(/Full groom|groomer|Clear advice|no waiting|Monthly fee/);
  });
});

describe('a clinic for animals', () => {
  it.each(['pet clinic in Pune, services, our doctors', 'vet clinic in Pune, services, our team'])(
    'is a vet’s, not a groomer’s or a doctor’s: %s',
    async (prompt) => {
      const text = readPage((await offlinePage(prompt)).html).lines.join(' ');
      expect(text).toMatch(/Vaccination/);
      expect(text).toMatch(/\bVet\b/);
      expect(text).not.toMatch(/groom|General consultation/i);
    },
  );
});

describe('a coach', () => {
  it('of a life, a career or a business gives advice one to one, not classes', async () => {
    for (const prompt of ['career coach for freshers in Pune', 'business coaching for founders']) {
      const { plan, html } = await offlinePage(prompt);
      expect(plan.title).toMatch(/^(?:Career|Business) Coaching$/);
      const page = readPage(html);
      expect(page.headings).toContain('Book an appointment');
      const text = page.lines.join(' ');
      expect(text).not.toMatch(/\bclass(?:es)?\b|freshers should|founders should/i);
    }
  });

  it('for an exam or a sport still teaches classes', () => {
    expect(planFromPrompt('IIT JEE coaching in Kota').title).toBe('IIT JEE Coaching');
    expect(planFromPrompt('cricket coach in Chennai').siteType).toMatch(/coach/);
  });
});

describe('a business named as its owner’s', () => {
  it('is called as the brief says it, and the owner is the brief’s person', () => {
    const plan = planFromPrompt("Sunita's tiffin service in Andheri, veg lunch boxes");
    expect(plan.title).toBe("Sunita's Tiffin Service");
    expect(plan.facts.people).toEqual(['Sunita']);
    expect(plan.siteType).toBe('tiffin');
  });

  it('is called so when it sells what a home kitchen makes', () => {
    const plan = planFromPrompt("Nani's pickles from Guntur, mango avakaya 250g ₹180. we ship");
    expect(plan.title).toBe("Nani's Pickles");
    expect(plan.tagline).not.toMatch(/nani/i);
  });

  it('is not one when the words say whom it is for', () => {
    const plan = planFromPrompt("Men's salon in Pune");
    expect(plan.facts.people).toEqual([]);
    // Whom it is for, in the possessive English gives it: no owner called "Men".
    expect(plan.title).toBe("The Men's Salon");
  });

  it('keeps the words the brief writes in capitals', () => {
    expect(planFromPrompt('IIT JEE coaching in Kota').title).toBe('IIT JEE Coaching');
  });
});

describe('a trade’s photos', () => {
  it('are its jobs, before and after, not a portfolio’s commissions', async () => {
    const { html } = await offlinePage(
      'house painting contractor in Kolkata: interior and exterior painting, before and after photos',
    );
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/Before/);
    expect(text).not.toMatch(/commission|for a client/i);
  });
});

describe('a counter known by its owner and its dishes', () => {
  it('is a kitchen with a menu, offering its first dish, named as its board says', () => {
    const plan = planFromPrompt(
      'Verma ji chaat corner in Bhopal - golgappa ₹30 plate, papdi chaat ₹50, open evenings',
    );
    expect(plan.title).toBe('Verma Ji Chaat Corner');
    expect(plan.intent).toBe('restaurant');
    expect(plan.sections.map((section) => section.kind)).toContain('menu');
    expect(`${plan.tagline} ${plan.siteType}`).not.toMatch(/\bplate\b|verma/i);
  });
});

describe('a page whose brief gives no name', () => {
  /** Words a title may add to the brief's own: what kind of thing it is. */
  const KIND_WORDS = new Set(['the', 'shop', 'company', 'app', 'project', 'journal', 'studio']);
  const singularOf = (word: string) => word.replace(/(?:es|s)$/, '');

  it.each([
    'website for my bakery with a menu and a map',
    'home bakery in Pune, brownies ₹400/box',
    'online plant shop with add to cart',
    'a meal planning app landing page with testimonials',
    'a travel photography journal with articles about Kerala',
    'cafe with live music on weekends',
    'homestay in Coorg with a booking form',
  ])('is titled with what it is and where, never a made-up brand: %s', (prompt) => {
    const { title } = planFromPrompt(prompt);
    const said = new Set(
      prompt
        .toLowerCase()
        .match(/\p{L}+/gu)
        ?.map(singularOf),
    );
    const added = (title.toLowerCase().match(/\p{L}+/gu) ?? []).filter(
      (word) => !said.has(singularOf(word)) && !KIND_WORDS.has(word),
    );
    expect(added).toEqual([]);
  });
});

describe('terms only the owner can offer', () => {
  const TERMS =
    /gift-wrap|for free|every pin code|across India|within (?:\d|one|two)|same day|to your door|UPI|net banking|free trial/i;

  it.each([
    'tshirt shop "Loud Tees", products, add to cart',
    'Pinecone - a SaaS tool for invoices, sign up for a trial',
    'Dr. Anil Rao skin clinic in Pune, book an appointment',
    'Meera Iyer, freelance illustrator, portfolio and contact form',
  ])('are none of them offered when the brief gives none: %j', async (prompt) => {
    const text = parsedPage((await offlinePage(prompt)).html).body.textContent ?? '';
    expect(text.match(TERMS) ?? []).toEqual([]);
  });

  it('are the brief’s own, said where a visitor looks for them', async () => {
    const page = parsedPage(
      (
        await offlinePage(
          'Threadline - printed t-shirts and hoodies, graphic tees ₹599, cash on delivery all over India',
        )
      ).html,
    );
    expect(page.querySelector('[data-kind="features"]')?.textContent).toMatch(
      /Cash on delivery all over India\./,
    );
    expect(page.querySelector('[data-kind="faq"]')?.textContent).toMatch(
      /Do you deliver\?\s*Cash on delivery all over India\./,
    );
    expect(page.querySelector('[data-kind="products"]')).not.toBeNull();
  });
});

describe('what the brief says a business does', () => {
  it('is what the page says it does, where no section lists it', async () => {
    const page = parsedPage(
      (
        await offlinePage(
          'Kapoor Consultancy in Delhi. visa applications, passport renewals and document attestation for families.',
        )
      ).html,
    );
    const titles = Array.from(
      page.querySelectorAll('[data-kind="features"] [data-item] h3'),
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Visa applications', 'Passport renewals', 'Document attestation']);
  });

  it('is listed without a price, as the owner’s, where the brief gives none', async () => {
    const page = parsedPage(
      (await offlinePage('Dr. Rao dental clinic in Pune. Root canal, braces and teeth whitening.'))
        .html,
    );
    const items = Array.from(page.querySelectorAll('[data-kind="services"] [data-item]'));
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Root canal',
      'Braces',
      'Teeth whitening',
    ]);
    expect(items.map((item) => item.querySelector('.price'))).toEqual([null, null, null]);
    expect(items.every((item) => item.textContent?.includes('Ask us the price.'))).toBe(true);
    expect(items.some((item) => item.hasAttribute('data-sample'))).toBe(false);
  });
});

describe('what a business takes on', () => {
  const text = async (prompt: string) => readPage((await offlinePage(prompt)).html).lines.join(' ');

  it('is only what the brief says: a stall is not offered as a caterer, a caterer is', async () => {
    const stall = await text('Bittu’s momos stall in Lajpat Nagar: steamed momos ₹60 plate');
    expect(stall).not.toMatch(/\bcater|\blarge orders|\bbulk orders/i);
    expect(await text('Annapurna caterers in Indore for weddings and parties')).toMatch(/\bcater/i);
  });

  it('answers what the brief did not say with how to ask, not with a rule made up for it', async () => {
    const faq = parsedPage(
      (await offlinePage('a cafe in Pune with an FAQ and a contact form')).html,
    ).querySelector('[data-kind="faq"]')?.textContent;
    expect(faq).toMatch(/Do I need to book\?\s*Call or write to us/);
    expect(faq).not.toMatch(/walk-ins|gluten-free|vegan/i);
  });
});

describe('a business of no kind the templates know', () => {
  it.each([
    'pandit ji for puja, griha pravesh, satyanarayan katha. Varanasi',
    'Diwali mela at our society in Vashi, 2nd Nov, food and games',
  ])('is said to be what it is, in no sentence its words must fit: %s', async (prompt) => {
    const text = readPage((await offlinePage(prompt)).html).lines.join(' ');
    expect(text).not.toMatch(/should be friendly and reliable|The best \w+ we have found/);
  });
});

describe('what a page’s questions point to', () => {
  it('is on the page: no booking to change, no dates to see, where there are none', async () => {
    const faq = async (prompt: string) =>
      parsedPage((await offlinePage(prompt)).html).querySelector('[data-kind="faq"]')
        ?.textContent ?? '';
    expect(await faq('matrimonial bureau in Ahmedabad, free registration')).not.toMatch(/booking/i);
    expect(await faq('DJ Rohit for weddings and birthday parties in Jaipur')).not.toMatch(
      /gigs are on this page/,
    );
    // A page that books, or lists its dates, still says so.
    expect(await faq('AC repair in Chennai, book a visit, faq')).toMatch(/visit/i);
    expect(await faq('indie band from Pune, upcoming gigs, faq')).toMatch(/gigs are on this page/);
  });

  it('asks a business’s visitors to register with it, not whether they will attend', async () => {
    const form = async (prompt: string) =>
      parsedPage((await offlinePage(prompt)).html).querySelector('[data-kind="rsvp"]')
        ?.textContent ?? '';
    for (const prompt of [
      'matrimonial bureau in Ahmedabad, free registration',
      'dance academy in Pune, registration form for new batches',
    ]) {
      const text = await form(prompt);
      expect({ prompt, text }).toEqual({ prompt, text: expect.stringMatching(/^Register/) });
      expect(text).not.toMatch(/Will you attend|Dietary/);
    }
    // A guest still answers an invitation.
    expect(await form('our wedding site, schedule of the day and rsvp form pls')).toMatch(
      /Will you attend/,
    );
  });
});

describe('a shop of goods no template knows', () => {
  it('has reviews of what any buyer says, and says its goods are priced only where they are', async () => {
    const page = parsedPage(
      (
        await offlinePage(
          'pet shop in Kochi selling dog food, cat food, aquarium fish and accessories',
        )
      ).html,
    );
    const text = (kind: string) => page.querySelector(`[data-kind="${kind}"]`)?.textContent ?? '';
    expect(text('testimonials')).not.toMatch(/gift|handwritten|packaging/i);
    expect(text('features')).not.toMatch(/each with its price/);
  });
});

describe('a shop of everyday needs', () => {
  it.each([
    [
      'Small kirana and dairy store in Thrissur, Kerala. Sree Durga Stores. open 6am-10pm all days',
      /Atta|Milk|Toor dal/,
    ],
    ['Sharma Hardware, Ludhiana. paints, sanitary fittings, tools', /Claw hammer|LED bulb/],
  ])('sells the things on its shelves, not gifts: %s', async (prompt, shelf) => {
    const text = readPage((await offlinePage(prompt)).html).lines.join(' ');
    expect(text).toMatch(shelf);
    expect(text).not.toMatch(
      /Limited Edition|Collector|Gift set|as a gift|worth giving|packaging|collection/i,
    );
  });
});

describe('a housing society named in a brief', () => {
  it('is where something happens, not flats to let', async () => {
    const { plan } = await offlinePage(
      'Diwali mela at our society Green Valley Apartments, Vashi - 2nd Nov, 4pm to 10pm. food, games, rangoli competition',
    );
    expect(plan.sections.map((section) => section.kind)).not.toContain('listings');
  });
});

describe('a studio named by where it is', () => {
  it('is the studio of what is taught there', async () => {
    const { plan, html } = await offlinePage(
      'yoga classes on my terrace studio in Pune, fees 1500 per month',
    );
    const text = readPage(html).lines.join(' ');
    expect(plan.title).not.toMatch(/Terrace/);
    expect(text).toMatch(/\byoga\b/i);
    expect(text).not.toMatch(/Brand identity|Website design|Campaign/);
    // Its pictures are of what is taught there, not a painter's palette.
    expect(html).toMatch(/Illustration of a lotus/);
    expect(html).not.toMatch(/Illustration of a palette/);
  });
});

describe('a fair', () => {
  const MELA =
    'Diwali mela at Green Valley Society, Sector 45 Gurgaon on 1st Nov, 4pm to 10pm. food stalls, games for kids, tambola at 7pm, rangoli competition. stall booking Rs 1500. contact Mrs Kapoor 98111 22334';

  it('is a day out with what is on, when, its prices and stalls to book, not a restaurant', async () => {
    const { plan, html } = await offlinePage(MELA);
    const kinds = plan.sections.map((section) => section.kind);
    expect(plan.title).toBe('Diwali Mela');
    expect(kinds).not.toContain('menu');
    expect(kinds).not.toContain('booking');
    expect(kinds).not.toContain('speakers');
    const document = parsedPage(html);
    const text = (selector: string) =>
      (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ');
    // What is on, as the brief says it; the stall it prices is among its prices, not on show.
    expect(text('#features')).toMatch(/Food stalls.*Tambola.*At 7pm.*Rangoli competition/);
    expect(text('#features')).not.toMatch(/Stall booking/);
    expect(text('#schedule')).toMatch(/Tambola\s*7pm/);
    expect(text('#pricing')).toMatch(/Stall booking\s*₹1,500/);
    expect(document.querySelector('#rsvp h2')?.textContent).toBe('Book a stall');
    expect(text('#rsvp')).toMatch(/What will you sell\?/);
    // Whom to call is not the fair's name, nor its leader; nothing is served at a price.
    const all = readPage(html).lines.join(' ');
    expect(all).toMatch(/Contact Mrs Kapoor:\s98111\s22334/);
    expect(all).not.toMatch(/led by|Pav bhaji|Book a table|Artists|Headliner/);
    // Its picture is a fair's, not a bowl of food for its food stalls.
    expect(html).toMatch(/Illustration of a fairground wheel for Diwali Mela/);
  });

  it('is the fair a school or a church holds, not the school or the church', async () => {
    const fete = await offlinePage(
      "St Mary's school summer fete, Saturday 14 June 11am-3pm. cake stall, tombola, bouncy castle, dog show at 1pm. entry £2, kids free",
    );
    expect(fete.plan.title).toMatch(/Fete$/);
    const text = readPage(fete.html).lines.join(' ');
    expect(text).toMatch(/Dog show/);
    expect(text).toMatch(/£2/);
    expect(text).not.toMatch(/Batch|batches|Fees|teaches/);
    const fair = await offlinePage(
      "church christmas fair sat 6 dec 10-2, mince pies, raffle at 1pm, santa's grotto",
    );
    // The raffle is a thing on at the fair, not a tool to build; the day starts before it.
    expect(fair.plan.sections.map((section) => section.kind)).not.toContain('tool');
    expect(fair.plan.title).toBe('Christmas Fair');
    expect(readPage(fair.html).lines.join(' ')).not.toMatch(/Starts sat 6 dec, 1pm|worship/i);
  });

  it.each([
    ['bakery in Pune with fair prices, cakes and cookies', /Bakery/],
    ['fair trade coffee roastery in Bangalore', /Fair Trade Coffee Roastery/],
    ['honest and fair plumber in Leeds, £60 per hour', /Plumber/],
    ['our prices are fair. tiffin service in Pune', /Tiffin/],
    ['Mela Restaurant in Leicester, indian food', /Mela Restaurant/],
  ])(
    'is no fair where "fair" praises, or a fair’s word names a business: %s',
    async (prompt, title) => {
      const { plan, html } = await offlinePage(prompt);
      expect(plan.intent).not.toBe('event');
      expect(html).not.toMatch(/fairground wheel/);
      expect(plan.title).toMatch(title);
    },
  );
});

describe('the site’s name', () => {
  it('heads the hero alone: no section is headed with it', async () => {
    const { plan } = await offlinePage('yoga studio called "Timetable", with class schedule');
    expect(plan.title).toBe('Timetable');
    const headings = plan.sections.map((section) => section.heading.toLowerCase());
    expect(headings).not.toContain('timetable');
  });
});

describe('a practice clients consult', () => {
  it('is an accountant’s: its work, its people, what clients ask, a consultation booked', async () => {
    const { plan, html } = await offlinePage(
      'Chartered accountant in Pune, GST filing, ITR and audits for small businesses. CA Neha Jain. call 98220 11223',
    );
    const kinds = plan.sections.map((section) => section.kind);
    // The one CA the brief names is the practice.
    expect(plan.title).toBe('Neha Jain, Chartered Accountant');
    expect(kinds).toEqual(expect.arrayContaining(['services', 'team', 'faq', 'appointment']));
    expect(kinds).not.toContain('gallery');
    const document = parsedPage(html);
    const text = (selector: string) =>
      (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ');
    expect(document.querySelector('#services h2')?.textContent).toBe('Services');
    expect(text('#services')).toMatch(/GST filing.*ITR.*Audits/);
    // The CA the brief names is its team, alone; nobody is made up beside her.
    expect(document.querySelector('#team h2')?.textContent).toBe('Meet Neha Jain');
    expect(document.querySelectorAll('#team [data-item]')).toHaveLength(1);
    expect(document.querySelector('#appointment h2')?.textContent).toBe('Book a consultation');
    const all = readPage(html).lines.join(' ');
    expect(all).toMatch(/Accounts and tax in Pune/);
    expect(all).not.toMatch(/Treatments|Health check|Follow-up visit|insurance|Chartered in Pune/);
  });

  it('is a visa consultant’s or a tarot reader’s, with the work and the questions of each', async () => {
    const page = async (prompt: string) => {
      const { plan, html } = await offlinePage(prompt);
      const document = parsedPage(html);
      return {
        title: plan.title,
        services: Array.from(
          document.querySelectorAll('[data-kind="services"] [data-item] h3'),
          (title) => title.textContent,
        ).join(' | '),
        faq: document.querySelector('[data-kind="faq"]')?.textContent ?? '',
      };
    };
    const visas = await page(
      'visa consultant in Chandigarh for Canada and Australia, free first consultation',
    );
    // The countries it sends people to are neither its name nor where it is.
    expect(visas.title).toBe('Chandigarh Visa Consultants');
    expect(visas.services).toMatch(/Study visa application/);
    expect(visas.faq).toMatch(/the embassy decides/);
    const numbers = await page('numerologist in Mumbai, name correction');
    expect(numbers.title).toBe('Mumbai Numerologists');
    expect(numbers.services).toMatch(/Numerology report/);
    expect(numbers.services).not.toMatch(/Kundli|GST|Legal/);
    // One person the brief names is the practice.
    expect((await page('tarot reader Meera, online readings Rs 999')).title).toBe(
      'Meera, Tarot Reader',
    );
    expect((await page('lawyer Suresh Menon in Kochi')).title).toBe('Suresh Menon, Lawyer');
  });

  it('lists what the brief says it does as its services', async () => {
    const page = parsedPage(
      (
        await offlinePage(
          'Nair Associates, chartered accountants in Kochi. tax filing, audits and payroll for small firms.',
        )
      ).html,
    );
    const titles = Array.from(
      page.querySelectorAll('[data-kind="services"] [data-item] h3'),
      (title) => title.textContent,
    );
    expect(titles).toEqual(['Tax filing', 'Audits', 'Payroll']);
  });

  it('prices what the brief prices on its own service, and asks for no sign-up form', async () => {
    const { plan, html } = await offlinePage(
      'tax consultant in Jaipur, ITR filing Rs 999, GST registration Rs 1500, TDS returns',
    );
    expect(plan.title).toBe('Jaipur Tax Consultants');
    expect(plan.sections.map((section) => section.kind)).not.toContain('rsvp');
    const services = (parsedPage(html).querySelector('#services')?.textContent ?? '').replace(
      /\s+/g,
      ' ',
    );
    expect(services).toMatch(/ITR filing ?₹999/);
    expect(services).toMatch(/GST registration ?₹1,500/);
    expect(services).not.toMatch(/Income tax returns ?₹1,500/);
  });

  it('is a lawyer’s, with a lawyer’s work', async () => {
    const { plan, html } = await offlinePage(
      'Advocate Ramesh Kulkarni, civil and criminal cases, District court Nashik. call 94220 33445',
    );
    expect(plan.title).toBe('Advocate Ramesh Kulkarni');
    const all = readPage(html).lines.join(' ');
    expect(all).toMatch(/Legal consultation/);
    expect(all).toMatch(/Meet Ramesh Kulkarni/);
    expect(all).not.toMatch(/Treatments|Health check|Brand identity/);
  });

  it.each([
    ['Chartered Accountant. Audit, taxation, GST. Office in Pune', 'Pune Chartered Accountants'],
    ['Accountant in Pune for GST and ITR', 'Pune Accountants'],
    ['Chartered accountants firm. Audit and tax. Meet our team', 'The Chartered Accountants'],
  ])('is not named by what it does: %s', async (prompt, title) => {
    expect((await offlinePage(prompt)).plan.title).toBe(title);
  });
});

describe('a class business’s plain timings', () => {
  it('are its timetable of batches, not opening hours every day of the week', async () => {
    const { plan, html } = await offlinePage(
      'maths tuition for class 9 and 10 in Kothrud, timings 4-6pm and 6-8pm, fees 2000 per month',
    );
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toContain('schedule');
    expect(kinds).not.toContain('hours');
    const schedule = (parsedPage(html).querySelector('#schedule')?.textContent ?? '').replace(
      /\s+/g,
      ' ',
    );
    expect(schedule).toMatch(/Evening batch ?4pm – 6pm/);
    expect(schedule).toMatch(/Evening batch ?6pm – 8pm/);
  });

  it('are opening hours where the brief says the place is open then', async () => {
    const { plan } = await offlinePage('coaching institute, open Mon-Sat 9am-6pm');
    expect(plan.sections.map((section) => section.kind)).toContain('hours');
    // "Mon-Sat" is English's Monday, not French's "mon"; a centre is named as one.
    expect(plan.language).toBe('en');
    expect(plan.title).toBe('The Coaching Centre');
  });
});

describe('a shop of food to eat', () => {
  it.each([
    ['kebab shop in Leeds, doner £7', 'The Kebab Shop'],
    ['fish and chip shop in Whitby, cod and chips £9.50', 'The Fish and Chip Shop'],
    ['ice cream shop in Goa', 'Goa Ice Cream Shop'],
    ['bubble tea shop in Mumbai', 'Mumbai Bubble Tea Shop'],
  ])('is an eatery with a menu, not goods in a cart: %s', async (prompt, title) => {
    const { plan, html } = await offlinePage(prompt);
    const kinds = plan.sections.map((section) => section.kind);
    expect(plan.title).toBe(title);
    expect(kinds).toContain('menu');
    expect(kinds).not.toContain('products');
    expect(html).not.toMatch(/handpicked gifts|Add to cart/i);
  });

  it('leaves a shop of goods a shop', async () => {
    const { plan } = await offlinePage('gift shop in Goa');
    expect(plan.sections.map((section) => section.kind)).toContain('products');
  });
});

describe('a business that says it has no shop', () => {
  it('is not named for the shop it does not have', async () => {
    const { plan, html } = await offlinePage(
      'home baker in Indore, only orders no shop. chocolate cake 600/kg, brownies 80 each. order on whatsapp 98260 12345',
    );
    expect(plan.title).toBe('Indore Bakery');
    expect(plan.sections.map((section) => section.kind)).toContain('menu');
    expect(readPage(html).lines.join(' ')).toMatch(/Chocolate cake ?₹600/);
  });

  it('is a baker who bakes to order: no opening hours, no visit, an order asked for', async () => {
    const { plan, html } = await offlinePage(
      'home baker in Indore, only orders no shop. chocolate cake 600/kg, brownies 80 each',
    );
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).not.toContain('hours');
    expect(kinds).not.toContain('booking');
    const text = readPage(html).lines.join(' ');
    expect(text).toMatch(/baked to order|bake it for you/);
    expect(text).not.toMatch(/Come and visit|Come hungry|book a table/i);
  });
});
