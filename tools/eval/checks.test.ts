import { describe, expect, it } from 'vitest';
import { askedMode, clockTimesIn, misplacedOn, unmarkedSampleOf, wrongLanguageOf } from './checks';
import {
  dietBreaches,
  mispricedOf,
  namesAsWords,
  praiseOfOwnItems,
  termsNotGiven,
  practicesNotGiven,
} from './copy-checks';
import type { EvalPrompt } from './prompts';

const hindiBrief: EvalPrompt = {
  id: 'hi',
  site: 'shop',
  language: 'hi',
  prompt: 'जयपुर में हमारी सिलाई की दुकान के लिए वेबसाइट बनाइए',
  expect: [],
  facts: [],
};

describe("the eval's language check", () => {
  it('passes a page in the brief’s language, tagged so', () => {
    expect(
      wrongLanguageOf(hindiBrief, {
        lang: 'hi',
        text: 'रंगरेज़ टेलर्स जयपुर में ब्लाउज़ सिलाई, कुर्ता सिलाई और शेरवानी। संपर्क करें',
      }),
    ).toEqual([]);
  });

  it('finds an English page for a Hindi brief, and a Hindi text tagged English', () => {
    expect(
      wrongLanguageOf(hindiBrief, {
        lang: 'en',
        text: 'Welcome to our shop. Pricing: Starter, Growth and Scale. Contact us',
      }),
    ).toEqual(['lang="en", asked in hi', 'the text reads as en, asked in hi']);
    expect(wrongLanguageOf(hindiBrief, { lang: 'en', text: 'संपर्क करें और सेवाएँ देखें' })).toEqual([
      'lang="en", asked in hi',
    ]);
  });

  it('holds English briefs to English', () => {
    const english = { ...hindiBrief, language: undefined, prompt: 'a tailoring shop' };
    expect(
      wrongLanguageOf(english, { lang: 'en', text: 'A shop for the city, with prices' }),
    ).toEqual([]);
  });
});

describe("the eval's reading of the look asked for", () => {
  it('reads a dark page from "dark" or a night, not from how many nights a stay is', () => {
    expect(askedMode('a dark moody bar')).toBe('dark');
    expect(askedMode('jazz night at Blue Frog')).toBe('dark');
    expect(askedMode('pet boarding, rates per night')).toBeUndefined();
    expect(askedMode('homestay, ₹2,000 a night')).toBeUndefined();
  });
});

describe("the eval's check of sample content", () => {
  const clinic: EvalPrompt = {
    id: 'clinic',
    site: 'clinic',
    prompt: 'website for Dr. Mehta’s skin clinic in Surat, phone 0261 246 8100',
    expect: [],
    facts: ['Surat'],
  };

  it('counts a made-up person not marked as sample, and not the person the prompt names', () => {
    expect(
      unmarkedSampleOf(clinic, {
        sectionItems: [
          { kind: 'team', text: 'Dr. Mehta', sample: false },
          { kind: 'team', text: 'Neel Bose Consultant', sample: false },
          { kind: 'team', text: 'Zoya Rao Front desk', sample: true },
        ],
      }),
    ).toEqual(['team: “Neel Bose Consultant”']);
  });

  it('takes a thing the prompt names, with no number it did not give, as the prompt’s', () => {
    const dentist: EvalPrompt = { ...clinic, prompt: 'Dr. Rao dental clinic. root canal, braces' };
    const services = (title: string, text: string) => ({
      sectionItems: [{ kind: 'services', title, text, sample: false }],
    });
    expect(
      unmarkedSampleOf(dentist, services('Root canal', 'Root canal Ask us the price.')),
    ).toEqual([]);
    expect(unmarkedSampleOf(dentist, services('Root canal', 'Root canal ₹3,469'))).toEqual([
      'services: “Root canal ₹3,469”',
    ]);
    expect(unmarkedSampleOf(dentist, services('Teeth whitening', 'Teeth whitening'))).toEqual([
      'services: “Teeth whitening”',
    ]);
  });

  it('reads numbers in any script’s digits: hours the brief gives are the brief’s', () => {
    const sweets: EvalPrompt = {
      id: 'sweets',
      site: 'bakery',
      prompt: 'আমাদের দোকান "রায় মিষ্টি"। খোলার সময় সকাল ৮টা থেকে রাত ৯টা',
      expect: [],
      facts: [],
    };
    const hours = (text: string) => ({ sectionItems: [{ kind: 'hours', text, sample: false }] });
    expect(unmarkedSampleOf(sweets, hours('খোলার সময়সকাল ৮টা থেকে রাত ৯টা'))).toEqual([]);
    expect(unmarkedSampleOf(sweets, hours('খোলার সময়সকাল ১০টা থেকে রাত ৮টা'))).toEqual([
      'hours: “খোলার সময়সকাল ১০টা থেকে রাত ৮টা”',
    ]);
  });
});

describe("the eval's check of another business's sections", () => {
  const tuition: EvalPrompt = {
    id: 'tuition',
    site: 'school',
    prompt: 'tuition classes for class 10 maths in Nagpur, fees and a demo class form',
    expect: [],
    facts: [],
  };
  const plans = (texts: string[]) => ({
    kinds: { pricing: { filled: true, items: texts.length } },
    sectionItems: texts.map((text) => ({ kind: 'pricing', text, sample: true })),
  });

  it('counts a software product’s plans on another business’s page', () => {
    expect(
      misplacedOn(
        tuition,
        plans(['Growth ₹899 per month More seats, priority support and reports']),
      ),
    ).toEqual(['software plans on a school page']);
    expect(
      misplacedOn(tuition, plans(['Monthly fee ₹1,500 per month Two classes a week'])),
    ).toEqual([]);
    // On a software product's page they are its own.
    const saas = { ...tuition, site: 'saas', prompt: 'SaaS for invoices, pricing' };
    expect(misplacedOn(saas, plans(['Growth ₹899 per month More seats']))).toEqual([]);
  });

  it('counts another business’s goods or services, whatever section holds them', () => {
    const page = (kind: string, text: string) => ({
      kinds: { [kind]: { filled: true, items: 1 } },
      sectionItems: [{ kind, text, sample: true }],
    });
    const kirana = { ...tuition, site: 'shop', prompt: 'Sree Durga kirana store in Thrissur' };
    expect(misplacedOn(kirana, page('products', 'Limited Edition Kirana ₹4,309'))).toEqual([
      "a gift shop's editions on a shop page",
    ]);
    expect(misplacedOn(kirana, page('products', 'Atta, 5 kg ₹279'))).toEqual([]);
    const yoga = { ...tuition, site: 'yoga', prompt: 'yoga classes on my terrace in Pune' };
    expect(misplacedOn(yoga, page('services', 'Brand identity ₹1,14,869'))).toEqual([
      "a design agency's services on a yoga page",
    ]);
    const mela = {
      ...tuition,
      site: 'community',
      prompt: 'Diwali mela at our society Green Valley Apartments, Vashi',
    };
    expect(misplacedOn(mela, page('listings', '1 BHK home in Old Town ₹1,500'))).toEqual([
      'homes to let on a community page',
    ]);
  });

  it('counts a portfolio’s client work in the gallery of a shop or a cause', () => {
    const gallery = (text: string) => ({
      kinds: { gallery: { filled: true, items: 1 } },
      sectionItems: [{ kind: 'gallery', text, sample: true }],
    });
    const shelter = { ...tuition, site: 'charity', prompt: 'animal shelter, gallery of dogs' };
    expect(misplacedOn(shelter, gallery('Everyday Project Stray dogs for a client.'))).toEqual([
      "a portfolio's client work on a charity page",
    ]);
    expect(misplacedOn(shelter, gallery('Our volunteers'))).toEqual([]);
    const studio = { ...tuition, site: 'portfolio', prompt: 'illustrator portfolio' };
    expect(misplacedOn(studio, gallery('Monsoon Print, a commission'))).toEqual([]);
  });

  it('counts a conference’s talks in the timetable of a school', () => {
    const schedule = (text: string) => ({
      kinds: { schedule: { filled: true, items: 1 } },
      sectionItems: [{ kind: 'schedule', text, sample: true }],
    });
    expect(misplacedOn(tuition, schedule('Keynote: the future of grades 09:30'))).toEqual([
      "a conference's talks on a school page",
    ]);
    expect(misplacedOn(tuition, schedule('Evening batch 18:30'))).toEqual([]);
    const summit = { ...tuition, site: 'conference', prompt: 'a design summit' };
    expect(misplacedOn(summit, schedule('Keynote: the future of design'))).toEqual([]);
  });

  it('counts a section the catalogue places on another kind of site', () => {
    const clinic = { ...tuition, site: 'clinic', prompt: 'a dental clinic in Thane' };
    expect(
      misplacedOn(clinic, { kinds: { booking: { filled: true, items: 0 } }, sectionItems: [] }),
    ).toEqual(['booking on a clinic page (appointment belongs there)']);
  });
});

describe("the eval's reading of times", () => {
  it('reads a range’s first time in the half of the day its end gives', () => {
    expect(clockTimesIn('tuition timings 4 to 6 pm').map(([, minutes]) => minutes)).toEqual([
      16 * 60,
      18 * 60,
    ]);
    expect(clockTimesIn('open 4-6pm').map(([, minutes]) => minutes)).toEqual([16 * 60, 18 * 60]);
    // An earlier end is the next half's: "10-2pm" starts at 10am, which it does not say.
    expect(clockTimesIn('10-2pm').map(([, minutes]) => minutes)).toEqual([14 * 60]);
  });
});

describe("the eval's reading of the copy against the brief", () => {
  it('finds meat on a vegetarian kitchen’s page, and dairy on a vegan one', () => {
    const tiffin = "Sunita's tiffin service in Andheri, veg lunch boxes, monthly plans";
    expect(dietBreaches(tiffin, 'Dal tadka. Crispy calamari. Roast chicken with greens.')).toEqual([
      'serves calamari on a vegetarian brief',
      'serves chicken on a vegetarian brief',
    ]);
    expect(dietBreaches(tiffin, 'Dal tadka, jeera rice, eggless brownies')).toEqual([]);
    expect(dietBreaches('a vegan café in Goa', 'Oat milk latte. Paneer wrap.')).toEqual([
      'serves paneer on a vegan brief',
    ]);
    expect(dietBreaches('Jain food tiffins in Surat', 'Aloo sabzi and dal')).toEqual([
      'serves aloo on a Jain brief',
    ]);
  });

  it('leaves kitchens that serve both, and people called Jain, alone', () => {
    expect(dietBreaches('veg and non-veg thalis in Pune', 'Chicken thali')).toEqual([]);
    expect(dietBreaches('food truck with vegan badges', 'Fish tacos')).toEqual([]);
    expect(dietBreaches('Rakesh Jain & Co, chartered accountants', 'Audit and tax')).toEqual([]);
  });

  it('finds a person written as a thing, not the same name written as a name', () => {
    const tiffin = "Sunita's tiffin service in Andheri, veg lunch boxes";
    expect(namesAsWords(tiffin, 'The best sunita in Andheri, made fresh')).toEqual([
      'writes the name Sunita as a word: “The best sunita in Andheri”',
    ]);
    expect(namesAsWords(tiffin, "Sunita's Tiffins. Meet Sunita, who cooks")).toEqual([]);
    expect(namesAsWords("Nature's Basket, organic nature store", 'Close to nature')).toEqual([]);
  });
});

describe("the eval's check of the brief's prices", () => {
  it('counts a priced item only when one item shows it with its price', () => {
    const priced = [
      ['kaju katli', '₹880/kg'],
      ['samosa', '₹20'],
    ] as const;
    expect(
      mispricedOf(priced, [{ text: 'Kaju katli ₹880 per kg' }, { text: 'Samosa ₹20 Vegetarian' }]),
    ).toEqual([]);
    expect(
      mispricedOf(priced, [
        { text: 'Focaccia ₹880 Seasonal' },
        { text: 'Kaju katli ₹339' },
        { text: 'Samosa ₹20' },
      ]),
    ).toEqual(['kaju katli at ₹880/kg: no item shows both']);
  });
});

describe('praise of the brief’s own things', () => {
  it('counts praise on an item the brief gave, not on a sample or in the brief’s own words', () => {
    const items = [
      {
        kind: 'products',
        text: 'Banarasi silk saree Limited run; when it is gone, it is gone',
        sample: false,
      },
      { kind: 'products', text: 'Golden saree A customer favourite since day one', sample: true },
      { kind: 'menu', text: 'Thukpa ₹110 House favourite', sample: false },
      { kind: 'testimonials', text: 'The best sarees, a customer favourite', sample: false },
    ];
    expect(praiseOfOwnItems('saree shop: banarasi silk saree ₹3,500', items)).toEqual([
      'praise the brief did not give: “Limited run” on “Banarasi silk saree Limited run; when it”',
      'praise the brief did not give: “House favourite” on “Thukpa ₹110 House favourite”',
    ]);
    expect(praiseOfOwnItems('thukpa, our house favourite, ₹110', items.slice(2, 3))).toEqual([]);
  });
});

describe('terms the brief did not offer', () => {
  const page =
    'Gift-ready: we will gift-wrap your order for free. Yes, to every pin code, usually within 3 to 7 days. UPI, cards and net banking. Can I return something? Yes, within 14 days.';

  it('counts each term a shop’s page offers for its owner', () => {
    expect(termsNotGiven('T-shirt shop in Pune, graphic tees ₹599', page)).toEqual([
      'something free the brief did not offer: “for free”',
      'gift-wrapping the brief did not offer: “gift-wrap”',
      'a time to deliver or reply the brief did not offer: “within 3 to 7 days”',
      'a time to deliver or reply the brief did not offer: “within 14 days”',
      'where it delivers the brief did not offer: “every pin code”',
      'how it is paid the brief did not offer: “upi”',
      'how it is paid the brief did not offer: “net banking”',
    ]);
  });

  it('counts an event’s policies and a venue’s access said for the owner', () => {
    const faq =
      'Tickets are refundable up to 14 days before. Under-12s go free. Step-free paths and quiet tents. We have reserved rooms at a hotel near the venue.';
    expect(termsNotGiven('music festival in Goa, tickets and faq', faq)).toEqual([
      'something free the brief did not offer: “go free”',
      'returns or refunds the brief did not offer: “refundable”',
      'access for all the brief did not offer: “step-free”',
      'access for all the brief did not offer: “quiet tents”',
      'rooms kept for guests the brief did not offer: “reserved rooms”',
    ]);
  });

  it('leaves the terms the brief gives', () => {
    expect(
      termsNotGiven(
        'T-shirt shop: free gift wrap, delivery all over India in 5 days, UPI or net banking, returns within 14 days',
        page,
      ),
    ).toEqual([]);
  });
});

describe('how the business works, said without the brief', () => {
  const page =
    'Made fresh every day at Bittu’s. We make momos the slow way, with no shortcuts. Ask about catering and large orders. Classes run seven days a week. Prices are agreed before we begin, so there are no surprises. Every order is checked by hand. Holiday hours may differ; we post them here first.';

  it('counts each practice a page says for its owner', () => {
    expect(practicesNotGiven('momos stall in Lajpat Nagar, steamed momos ₹60', page)).toEqual([
      'how it is made the brief did not say: “made fresh”',
      'how it is made the brief did not say: “the slow way”',
      'how it is made the brief did not say: “no shortcuts”',
      'made or done by hand the brief did not say: “by hand”',
      'how it prices the brief did not say: “agreed before”',
      'how it prices the brief did not say: “no surprises”',
      'when it works the brief did not say: “seven days a week”',
      'something else it takes on the brief did not say: “catering”',
      'something else it takes on the brief did not say: “large orders”',
      'the care it takes the brief did not say: “we post them here”',
    ]);
  });

  it('counts what a page says of the people who do the work and the attention they give', () => {
    const service =
      'Happy Tails offers dog walking in Pune, with patient pet sitters who treat every pet as their own. We teach at a pace that suits each student, with time for every question. A small team that knows it inside out. Dog walking you can trust.';
    expect(practicesNotGiven('dog walker in Pune, 300 per walk', service)).toEqual([
      'who does the work and how the brief did not say: “patient pet sitters”',
      'who does the work and how the brief did not say: “treat every pet as their own”',
      'who does the work and how the brief did not say: “at a pace that suits”',
      'who does the work and how the brief did not say: “time for every question”',
      'who does the work and how the brief did not say: “small team”',
      'who does the work and how the brief did not say: “inside out”',
      'who does the work and how the brief did not say: “you can trust”',
    ]);
    expect(
      practicesNotGiven(
        'a small team of patient dog walkers who go at your pace and treat pets as their own',
        service,
      ),
    ).toEqual([]);
  });

  it('leaves what the brief says of itself', () => {
    expect(
      practicesNotGiven(
        'momos made fresh and slow, by hand, no surprises on price, open every day, we cater weddings and take large orders, and post holiday hours here',
        page,
      ),
    ).toEqual([]);
  });
});
