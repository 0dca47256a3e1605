import { describe, expect, it } from 'vitest';
import { factsFromPrompt, isVenue } from './facts';

describe('the facts a prompt gives', () => {
  it('keeps names, places, prices, phones and times exactly as written', () => {
    const facts = factsFromPrompt(
      'bakery called Crumb & Co in Pune selling sourdough, croissants and cinnamon buns from ₹80. opening hours 7am to 7pm, call +91 98765 43210',
    );
    expect(facts).toMatchObject({
      name: 'Crumb & Co',
      places: ['Pune'],
      prices: ['₹80'],
      currency: 'INR',
      phones: ['+91 98765 43210'],
      times: ['7am', '7pm'],
      offers: ['sourdough', 'croissants', 'cinnamon buns'],
      people: [],
    });
  });

  it.each([
    ['Teléfono 954 123 456 y un formulario de contacto', ['954 123 456']],
    ['appelez le 05 56 12 34 56', ['05 56 12 34 56']],
    ['फ़ोन: 98290 12345। संपर्क फ़ॉर्म भी चाहिए', ['98290 12345']],
    ['call +91 98765 43210 or email us', ['+91 98765 43210']],
    // Nine digits with nothing saying they are a phone are not one.
    ['order number 954 123 456 for the cake', []],
  ])('reads the phone a brief names in any of its languages: %s', (prompt, phones) => {
    expect(factsFromPrompt(prompt).phones).toEqual(phones);
  });

  it.each([
    ['portfolio for a product designer, Kavya Menon, with case studies', 'Kavya Menon'],
    ['resume site for a data engineer: Rohan Pillai. skills and experience', 'Rohan Pillai'],
    ['personal page of a freelance writer, Meher Bhatt', 'Meher Bhatt'],
  ])('names a person’s site after the person its role names: %s', (prompt, person) => {
    expect(factsFromPrompt(prompt)).toMatchObject({ name: person, people: [person] });
  });

  it('names no site after a person on a business’s site, where they are its people', () => {
    const facts = factsFromPrompt('a dental clinic in Thane run by Dr. Nikhil Shah');
    expect(facts.name).toBeUndefined();
    // A doctor is called one.
    expect(facts.people).toEqual(['Dr. Nikhil Shah']);
  });

  it.each([
    [
      'Monsoon Makers Fair 2026 on 12 July — stalls, workshops and a map',
      'Monsoon Makers Fair 2026',
    ],
    ['Kiran & Sons: hardware store in Indore', 'Kiran & Sons'],
    ['Blue Lotus Spa - massages and facials in Goa', 'Blue Lotus Spa'],
  ])('takes the capitalised words a brief opens with as its name: %s', (prompt, name) => {
    expect(factsFromPrompt(prompt).name).toBe(name);
  });

  it.each([
    'Create a website for my bakery',
    'My Bakery Website with a menu and hours',
    'Please make a landing page for an app',
    // Title Case for what a site is, not a name.
    'Yoga Classes in Pune with a timetable',
  ])('takes no instruction for a name: %s', (prompt) => {
    expect(factsFromPrompt(prompt).name).toBeUndefined();
  });

  it('reads a race’s 5k and 10k as distances, not as figures about the business', () => {
    expect(factsFromPrompt('Hill Trail Run: 5k and 10k categories, registration').figures).toEqual(
      [],
    );
    expect(factsFromPrompt('a bakery that has sold 10k cakes').figures).toEqual(['10k cakes']);
  });

  it('reads a person’s site as being about that person, with their email and handle', () => {
    const facts = factsFromPrompt(
      'a dark-theme portfolio for Ananya Rao, a UX designer in Kyoto. email ananya@studio.jp, instagram @ananya.designs',
    );
    expect(facts).toMatchObject({
      name: 'Ananya Rao',
      people: ['Ananya Rao'],
      places: ['Kyoto'],
      emails: ['ananya@studio.jp'],
      handles: ['@ananya.designs'],
      look: ['dark'],
    });
  });

  it('finds a couple, a date and a time, and people named after a cue', () => {
    expect(
      factsFromPrompt('wedding website for Riya and Sam on 14 March 2027 at 5pm in Udaipur'),
    ).toMatchObject({
      people: ['Riya', 'Sam'],
      dates: ['14 March 2027'],
      times: ['5pm'],
      places: ['Udaipur'],
    });
    expect(
      factsFromPrompt('a hackathon with judges Meera Nair and Arjun Das, prize pool $5,000').people,
    ).toEqual(['Meera Nair', 'Arjun Das']);
  });

  it('keeps a range of days whole, and puts the venue, with its area, before the town', () => {
    expect(
      factsFromPrompt('a poetry festival on 3-4 March at NCPA Nariman Point in Mumbai'),
    ).toMatchObject({ dates: ['3-4 March'], places: ['NCPA Nariman Point', 'Mumbai'] });
    expect(factsFromPrompt('open mic on May 2 to 3, 7pm at The Blue Door, Khar')).toMatchObject({
      dates: ['May 2 to 3'],
      times: ['7pm'],
      places: ['The Blue Door, Khar'],
    });
    // A town's state after its comma is no venue's area: the town alone.
    expect(factsFromPrompt('a yoga studio in Pune, Maharashtra').places).toEqual(['Pune']);
  });

  it('keeps an area with its city first, and towns in the brief’s order', () => {
    expect(factsFromPrompt('tailor in Malleswaram Bangalore, alterations').places).toEqual([
      'Malleswaram Bangalore',
      'Bangalore',
    ]);
    expect(factsFromPrompt('bakery in Kanpur, we also deliver to Agra').places).toEqual([
      'Kanpur',
      'Agra',
    ]);
    // An area with its city after a comma is one place, in that city, and no venue.
    const clinic = factsFromPrompt('physio clinic in Kothrud, Pune. back pain and rehab');
    expect(clinic.places).toEqual(['Kothrud, Pune', 'Pune']);
    expect(isVenue(clinic.places[0] ?? '')).toBe(false);
    // A town named like a dish is no place ("chole puri" is not Puri).
    expect(factsFromPrompt('tiffin with chole puri on Tuesdays').places).toEqual([]);
  });

  it('finds the people a team, a practice or a firm names, with or without a title', () => {
    const people = (prompt: string) => factsFromPrompt(prompt).people;
    expect(people("yoga studio 'Prana' in Pune, our teachers Priya Nair and Rahul Mehta")).toEqual([
      'Priya Nair',
      'Rahul Mehta',
    ]);
    expect(people('salon site, stylists Anjali, Kiran and Farah')).toEqual([
      'Anjali',
      'Kiran',
      'Farah',
    ]);
    expect(people('law firm led by Adv. Suresh Menon and partner Kavya Iyer')).toEqual([
      'Suresh Menon',
      'Kavya Iyer',
    ]);
    expect(people("Chef Arjun Rao's restaurant in Kochi")).toEqual(['Arjun Rao']);
    expect(people('Site for Dr. Meera Joshi dental clinic in Thane')).toEqual(['Dr. Meera Joshi']);
    expect(people('website for Dr. Mehta’s skin clinic in Surat')).toEqual(['Dr. Mehta']);
    // A cuisine or a language after "with" is no one's name.
    expect(people('a food blog with Indian recipes and a newsletter')).toEqual([]);
    // A surname alone keeps its title, however the brief writes the apostrophe.
    expect(people("Dr. Rao's dental clinic in Pune")).toEqual(['Dr. Rao']);
    // A business's name after a cue word is not a person's.
    expect(people('With Love Bakery in Pune, fresh bread daily')).toEqual([]);
    expect(people('a Meet the Team section and a Gallery')).toEqual([]);
  });

  it('names a site after its business word or its couple when there is no "called"', () => {
    expect(factsFromPrompt('elegant italian restaurant Trattoria Bella in Mumbai').name).toBe(
      'Trattoria Bella',
    );
    expect(factsFromPrompt('ice cream parlour Scoop Street in Mysuru').name).toBe('Scoop Street');
    expect(
      factsFromPrompt('Priya & Rahul are getting married! 12th December 2026, Jaipur'),
    ).toMatchObject({ name: 'Priya & Rahul', people: ['Priya', 'Rahul'], places: ['Jaipur'] });
    expect(factsFromPrompt('B2B CRM software for small businesses').name).toBeUndefined();
  });

  it('prices in the currency the prompt uses', () => {
    expect(factsFromPrompt('a yoga studio in Berlin, classes €15 each')).toMatchObject({
      prices: ['€15'],
      currency: 'EUR',
    });
    expect(factsFromPrompt('saas with plans at $29/month and $99/month')).toMatchObject({
      prices: ['$29/month', '$99/month'],
      currency: 'USD',
    });
    // "k" for thousands only as a word of its own: the next word's first letter is not one.
    expect(factsFromPrompt('a ₹2,499 kurta and a ₹12k lehenga').prices).toEqual(['₹2,499', '₹12k']);
    // A currency's name only as a word: "compound" names no pounds, "European" no euros.
    expect(factsFromPrompt('compound interest calculator').currency).toBe('INR');
    expect(factsFromPrompt('a European bistro in Pune').currency).toBe('INR');
    expect(factsFromPrompt('a shop in London, prices in pounds').currency).toBe('GBP');
  });

  it('prices in the currency of where the business is, when the brief gives no currency', () => {
    const currency = (prompt: string) => factsFromPrompt(prompt).currency;
    expect(currency('a family-run Italian restaurant in Brooklyn, with a menu')).toBe('USD');
    expect(currency('cafe in Austin, Texas with a menu')).toBe('USD');
    expect(currency('tax advisers in Berlin, Müller & Partner')).toBe('EUR');
    expect(currency('dividir la cuenta entre amigos en Madrid')).toBe('EUR');
    expect(currency('Le Fournil, boulangerie à Lyon')).toBe('EUR');
    expect(currency('ramen bar in Tokyo')).toBe('JPY');
    // A name is not a place, and a business in India pays in rupees whoever it serves.
    expect(currency('Paris Bakery in Bandra, cakes')).toBe('INR');
    expect(currency('London Dairy ice cream parlour in Pune')).toBe('INR');
    expect(currency('yoga retreat in Rishikesh for guests from the UK')).toBe('INR');
  });

  it('reads an amount named by what it pays for as a price, in the order written', () => {
    const prices = (prompt: string) => factsFromPrompt(prompt).prices;
    expect(prices('comedy show on 21 Dec, 8:30pm. tickets 599, lineup and faq')).toEqual(['599']);
    // With what it is for, as a price with a currency keeps it ("₹900/kg"), and read once.
    expect(prices('entry: 300 per head, or ₹1,000 for a table')).toEqual(['300/head', '₹1,000']);
    expect(prices('coaching in Kota, fees 25000/year')).toEqual(['25000/year']);
    expect(prices('keyboard classes, fees 3000 per quarter')).toEqual(['3000/quarter']);
    // …or after how often it is paid; a count after the same words is none.
    expect(prices('gym in Ludhiana. monthly 1200, quarterly 3200')).toEqual([
      '1200/month',
      '3200/quarter',
    ]);
    expect(prices('yoga, weekly 3 classes, daily 10 km walks')).toEqual([]);
    // A count, a time, a distance or a year after the same words is none.
    expect(prices('tickets for 200 people, entry at 10:30, entry 10km, fees 2027')).toEqual([]);
    // …or by what it is per, alone: but not a count of people per class.
    expect(prices('Dog walking in Koramangala. 300 per walk. Happy Paws')).toEqual(['300']);
    expect(prices('yoga in Pune, 500 a class, batches of 20 per class')).toEqual(['500']);
    expect(prices('Rs 300 per walk')).toEqual(['Rs 300/walk']);
  });

  it('names a site after an evening, not after the venue it is held at', () => {
    expect(factsFromPrompt('open mic for poets every Sunday at Cafe Zoe, 7pm')).toMatchObject({
      places: ['Cafe Zoe'],
    });
    expect(
      factsFromPrompt('open mic for poets every Sunday at Cafe Zoe, 7pm').name,
    ).toBeUndefined();
    // A venue is named by what it is ("bar", "Club"), its area after the comma.
    expect(factsFromPrompt('jazz night at Blue Frog bar, Lower Parel').places).toEqual([
      'Blue Frog bar, Lower Parel',
    ]);
    expect(factsFromPrompt('a bakery in Pune bar none').places).toEqual(['Pune']);
  });

  it('does not take a dark chocolate, a dark mode switch or opening hours for something else', () => {
    const facts = factsFromPrompt(
      'a chocolate shop selling dark chocolate and truffles with a dark mode toggle, hours 10am-8pm',
    );
    expect(facts.look).toEqual([]);
    expect(facts.prices).toEqual([]);
    expect(facts.times).toEqual(['10am', '8pm']);
  });
});

describe('the figures a business states about itself', () => {
  it.each([
    [
      'an NGO site for Seed Trust: 12,000 meals served, 40 volunteers and 98% satisfaction',
      ['12,000 meals served', '40 volunteers', '98% satisfaction'],
    ],
    [
      'a dental clinic in Pune, 15 years of experience, 500+ happy families every year',
      ['15 years of experience', '500+ happy families'],
    ],
    ['a coaching site, we have 2k+ students in 12 cities', ['2k+ students', '12 cities']],
  ])('keeps them as written in “%s”', (prompt, figures) => {
    expect(factsFromPrompt(prompt).figures).toEqual(figures);
  });

  it.each([
    'a bakery that takes cake orders for 20 people, call +91 98765 43210',
    'a kids coding school for children from 5 years old, fees ₹1,500 a month',
    'a flat for rent: 1,200 sq ft, 3 bedrooms, ₹45,000 per month, open 7am to 9pm',
    'a landing page with three key features, 5 blog posts and a menu of 10 dishes',
    'a wedding on 14 February 2027 for 150 guests? no, up to 150 guests',
    // How many a class takes is its size, not a count the business makes of itself.
    'yoga on my terrace, small groups, max 8 people',
    'tuition classes, maximum 6 students per batch',
  ])('finds none in “%s”', (prompt) => {
    expect(factsFromPrompt(prompt).figures).toEqual([]);
  });
});

describe('the plans a prompt names', () => {
  it.each([
    ['an app landing page with pricing with a free and a pro plan, and an FAQ', ['Free', 'Pro']],
    ['a SaaS site: basic, standard and premium tiers', ['Basic', 'Standard', 'Premium']],
    ['a gym with monthly or annual memberships', []],
    ['a bakery with a menu and a contact form', []],
    // What an agency books, not plans of it.
    ['travel agency that books hotels, cabs and tour packages', []],
    ['honeymoon, family and group packages', ['Honeymoon', 'Family', 'Group']],
  ])('finds them in “%s”', (prompt, plans) => {
    expect(factsFromPrompt(prompt).plans).toEqual(plans);
  });
});

describe('the app stores a prompt asks buttons for', () => {
  it.each([
    [
      'a landing page for a habit-tracking app: a bold hero with app store buttons',
      ['App Store', 'Google Play'],
    ],
    ['an app site with a Google Play link and an FAQ', ['Google Play']],
    ['an iOS app launch page, download on the App Store', ['App Store']],
    ['a bakery in Pune with a menu', []],
  ])('finds them in “%s”', (prompt, stores) => {
    expect(factsFromPrompt(prompt).stores).toEqual(stores);
  });
});

describe('what a brief says its phones are for', () => {
  it('labels each phone by its clause, and puts the everyday number first', () => {
    const facts = factsFromPrompt(
      'clinic for Dr. Anjali Rao in Mysuru. For emergencies call 98450 11111, appointments 0821 242 4242',
    );
    expect(facts.phones).toEqual(['0821 242 4242', '98450 11111']);
    expect(facts.phoneLabels).toEqual(['Emergencies: 98450 11111', 'Appointments: 0821 242 4242']);
    expect(factsFromPrompt('tiffins in Pune. Order on whatsapp 98220 12345').phoneLabels).toEqual([
      'Order on WhatsApp: 98220 12345',
    ]);
  });

  it('gives no label where the words only say to call', () => {
    for (const brief of [
      'bakery in Pune, call +91 98765 43210',
      'dental clinic, phone 011 2345 6789',
      'contact us at 98765 43210 for orders',
      'फ़ोन: 98290 12345',
    ]) {
      expect({ brief, labels: factsFromPrompt(brief).phoneLabels }).toEqual({ brief, labels: [] });
    }
  });
});

describe('what a brief lists the business as doing', () => {
  it.each([
    [
      'Nair Associates, chartered accountants in Kochi. tax filing, audits and payroll for small firms.',
      ['tax filing', 'audits', 'payroll'],
    ],
    [
      'Mehta & Co. chartered accountants. GST returns, TDS filing and audits',
      ['GST returns', 'TDS filing', 'audits'],
    ],
    [
      'Dr. Rao dental clinic. Root canal, braces and teeth whitening. book now',
      ['Root canal', 'braces', 'teeth whitening'],
    ],
    // Three or more without an "and", a dish named with a page's word, and Hindi's "sab hota hai".
    [
      'Dr. Kavita Rao Dental Clinic, Jayanagar. Root canal, braces, teeth cleaning. book now',
      ['Root canal', 'braces', 'teeth cleaning'],
    ],
    [
      'Udupi cafe in Pune. dosa, idli, vada, filter coffee. open 7 to 11',
      ['dosa', 'idli', 'vada', 'filter coffee'],
    ],
    [
      'mobile repair ka dukaan hai Lajpat Nagar me. screen change, battery, software sab hota hai.',
      ['screen change', 'battery', 'software'],
    ],
    // A list a colon opens.
    [
      'unisex salon in Andheri: haircut, facial, bridal makeup',
      ['haircut', 'facial', 'bridal makeup'],
    ],
    // What it is and where, then three or more things it does; or what "we do".
    [
      'Laptop and mobile repair shop in Lajpat Nagar, screen replacement, battery, software installation, data recovery',
      ['screen replacement', 'battery', 'software installation', 'data recovery'],
    ],
    [
      'Repair shop in Lajpat Nagar. We do screen replacement, battery and data recovery',
      ['screen replacement', 'battery', 'data recovery'],
    ],
    // What a person is for ("pandit for …"), and a list one of whose things is priced.
    [
      'Pandit Ramesh Shastri for griha pravesh, satyanarayan katha and marriage puja in Pune',
      ['griha pravesh', 'satyanarayan katha', 'marriage puja'],
    ],
    [
      'dairy farm selling fresh cow milk Rs 60 per litre, paneer and ghee, home delivery',
      ['fresh cow milk', 'paneer', 'ghee'],
    ],
    ['selling cow milk, paneer and ghee', ['cow milk', 'paneer', 'ghee']],
  ])('reads a sentence that is only a list as what %j offers', (prompt, offers) => {
    expect(factsFromPrompt(prompt).offers).toEqual(offers);
  });

  it.each([
    // Whom it is for, the site it is for, and how it looks.
    'yoga classes for kids, teens and adults',
    'a bookshop selling rare first editions, purple and elegant',
    'website for my bakery, cakes and cookies and more',
    'dental clinic in Thane. services list, clinic timings mon-sat 10am to 7pm, book appointment form',
    'wedding photographer. gallery, packages and an enquiry form',
    'Mehta & Co',
    'yoga in Pune. Mon, Wed, Fri.',
    'we deliver to Pune, Mumbai, Nashik.',
    'cafe. menu, gallery, contact form.',
    'bakery in Pune. sections: menu, gallery, contact.',
    'timings: mon, wed, fri',
    // Praise describes the place; it names nothing it sells.
    'Cafe in Bandra, cozy vibes, great coffee and fresh bakes',
  ])('takes no list of the page’s parts, or a name, for offers: %j', (prompt) => {
    expect(factsFromPrompt(prompt).offers).toEqual([]);
  });
});
