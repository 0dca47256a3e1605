import { describe, expect, it } from 'vitest';
import { sentence, singular, withArticle } from './words';
import { buttonsFromPrompt, nameFromPrompt } from '../../../shared/site-name';

describe('withArticle', () => {
  it.each([
    ['soy candle', 'a soy candle'],
    ['organic tea', 'an organic tea'],
    ['analytics dashboard', 'an analytics dashboard'],
    ['unique gift', 'a unique gift'],
    ['hour-long class', 'an hour-long class'],
    ['AI note-taking app', 'an AI note-taking app'],
    ['CRM', 'a CRM'],
    ['one-off print', 'a one-off print'],
  ])('writes %j as %j', (phrase, expected) => {
    expect(withArticle(phrase)).toBe(expected);
  });
});

describe('sentence', () => {
  it('closes a sentence with exactly one full stop, even after an abbreviation', () => {
    expect(sentence('Made fresh every day at Crumb & Co.')).toBe(
      'Made fresh every day at Crumb & Co.',
    );
    expect(sentence('why people choose The Soy Candle Shop')).toBe(
      'Why people choose The Soy Candle Shop.',
    );
    expect(sentence('Thank you!')).toBe('Thank you!');
  });
});

describe('singular', () => {
  it.each([
    ['candles', 'candle'],
    ['berries', 'berry'],
    ['boxes', 'box'],
    ['glass', 'glass'],
  ])('makes %j singular as %j', (word, expected) => {
    expect(singular(word)).toBe(expected);
  });
});

describe('nameFromPrompt', () => {
  it('keeps the full stop of "Co." as part of the name', () => {
    expect(nameFromPrompt('a bakery website for Crumb & Co.')).toBe('Crumb & Co.');
    // A button's quoted words are the button's, not the site's name.
    expect(
      nameFromPrompt(
        "site for Dr. Anjali Rao, pediatrician. Add a big 'Book a consultation' button",
      ),
    ).toBe('Dr. Anjali Rao');
    expect(
      nameFromPrompt('landing page with a button saying "Join the waitlist" for "Ferry"'),
    ).toBe('Ferry');
    expect(buttonsFromPrompt('a CTA button: "Get a free quote", and a "Call now" link')).toEqual([
      'Get a free quote',
      'Call now',
    ]);
  });
});

describe('nameFromPrompt, of a person to ask', () => {
  it('names no site after a person the brief says how to address', () => {
    expect(nameFromPrompt('Diwali mela on 1st Nov. contact Mrs Kapoor 98111 22334')).toBe(
      undefined,
    );
    expect(nameFromPrompt('garage sale on Sunday. Mr Davies, 07700 900123')).toBe(undefined);
    // Said to be the name, it is the name.
    expect(nameFromPrompt('tailoring at home. name is Mrs Rao Stitches')).toBe('Mrs Rao Stitches');
  });
});

describe('nameFromPrompt, when a name opens the brief', () => {
  it.each([
    // A title before a dash or a colon keeps its small words, and its own "for".
    [
      'Books for Every Child — we collect old textbooks for village schools',
      'Books for Every Child',
    ],
    ['Code to Inspire: a coding bootcamp for girls', 'Code to Inspire'],
    // …unless its first word is what the page is.
    ['Portfolio for Ananya Rao — illustrator', 'Ananya Rao'],
    // Capitalised words before what the business or the event is.
    ['Sunday Smashers cricket tournament, 16 teams, fixtures', 'Sunday Smashers'],
    ['Koi Garden sushi restaurant in Bandra', 'Koi Garden'],
    // Some business words open the names they are part of; most only say what follows.
    ['Café Mocha in Bandra, brunch menu', 'Café Mocha'],
    ['Hotel Saravana Bhavan in Chennai', 'Hotel Saravana Bhavan'],
    ['italian restaurant Trattoria Bella in Mumbai', 'Trattoria Bella'],
    // Where a title says the business is, before its dash or colon, is not part of its name.
    ['Joshi Sweets in Nagpur: pedha and barfi by the kilo', 'Joshi Sweets'],
    ['Shakespeare in the Park — plays all summer', 'Shakespeare in the Park'],
    // Capitalised words before what is taught or sold, said in lower case.
    ['Bright Future tuition classes, Class 1-10 all subjects', 'Bright Future'],
    // One word that says nothing of the kind of business, before what it is or a dash.
    ['Pawfect dog grooming at home in Noida', 'Pawfect'],
    ['Crumbs bakery in Pune, custom cakes', 'Crumbs'],
    ['Kalpana handloom saree shop in Varanasi', 'Kalpana'],
    ['Zaika - north indian food delivery in Gurgaon', 'Zaika'],
    ['Bookworm: a second hand bookshop', 'Bookworm'],
    ['Shine car wash in Baner, Pune', 'Shine'],
    // …and what follows the kind is where it is, not its name.
    ['Pawfect pet grooming Kothrud', 'Pawfect'],
    ['Crumbs home bakery Pune, custom cakes', 'Crumbs'],
    // What is sold, capitalised because the brief opens with it, is not the name after it.
    ['T-shirt shop Loud Tees, prices around ₹799', 'Loud Tees'],
    // A firm's name ends in the word firms end their names with, whatever follows it.
    ['Nair Associates chartered accountants Kochi', 'Nair Associates'],
    ['R. K. Sinha & Co. chartered accountants, Patna', 'R. K. Sinha & Co.'],
    ['Bansal & Sons hardware, Ludhiana', 'Bansal & Sons'],
    // …written in lower case too: it is still on the board.
    ['Verma travels, Agra: tour packages and cabs', 'Verma Travels'],
    ['Balaji motors Nagpur - bike service and spares', 'Balaji Motors'],
    ['Jain traders in Surat, wholesale sarees', 'Jain Traders'],
    // Capitalised words ending in what is sold or taught, the first of them no kind of thing.
    ['Joshi Sweets in Nagpur, kaju katli ₹900/kg', 'Joshi Sweets'],
  ])('reads %j as named %j', (prompt, name) => {
    expect(nameFromPrompt(prompt)).toBe(name);
  });

  it.each([
    'South Indian restaurant in Chennai with a menu',
    'Hindi Typing test practice',
    'B2B SaaS platform for clinics',
    'Gen Z fashion brand',
    'Hoodie store in Pune',
    'Co-working space in Pune',
    'Yoga Classes in Pune',
    // One word and a place before a dash is what the business is, and where.
    'Salon in Indore — haircut and facial',
    // An exam after "for" is what is taught for, not who.
    'physics tutor in Kota for JEE',
    'coaching for NEET and JEE in Kota',
    // A number after "for" is how many, not who.
    'how much should we tip on a ₹3,400 dinner for 4 people',
    // One word that sentence case capitalises, saying what kind of business or whose.
    'Vegan bakery in Pune',
    'Luxury salon in Bandra',
    'Mobile dog grooming van',
    'Two-wheeler service centre in Pune',
    'Maths tuition in Patna, class 9 to 12',
    'Happy paws pet grooming',
    'Priya’s bakery in Goa',
    'Update: add a menu',
  ])('finds no name in %j, whose capitals say what it is', (prompt) => {
    expect(nameFromPrompt(prompt)).toBeUndefined();
  });
});

describe('names that end in what the business is, or open with a place of worship', () => {
  it.each([
    ['Crumb Bakery in Pune, sourdough and cakes', 'Crumb Bakery'],
    ['Sharma Electricals Lucknow', 'Sharma Electricals'],
    ['Masjid Al-Noor community website: prayer times', 'Masjid Al-Noor'],
    ['Gurdwara Singh Sabha in Southall, langar timings', 'Gurdwara Singh Sabha'],
    ['restaurant Trattoria Bella in Goa', 'Trattoria Bella'],
    ['Italian restaurant Trattoria Bella in Goa', 'Trattoria Bella'],
    ['Sharma Hardware store Nagpur, open mon-sat 9am to 8pm', 'Sharma Hardware'],
    ['Petal Story florist in Kolkata — bouquets', 'Petal Story'],
    ['Blue Door guesthouse in Fort Kochi, 6 rooms', 'Blue Door'],
    // A person and the word that honours them open the name on the board, all of it.
    ['Sharma ji chaat corner in Indore - pani puri ₹30', 'Sharma Ji Chaat Corner'],
    ['Gupta ji ki chai, Lucknow. kulhad chai ₹20', 'Gupta Ji Ki Chai'],
  ])('reads %j as named %j', (prompt, name) => {
    expect(nameFromPrompt(prompt)).toBe(name);
  });

  it.each([
    // What the business is, then its name after a dash or a colon.
    ['Chartered accountant firm - Gupta & Associates, Lucknow. GST filing', 'Gupta & Associates'],
    ['Packers and movers - Shree Balaji Packers, Ahmedabad', 'Shree Balaji Packers'],
    ['Pet grooming salon in Bandra - Furry Tails. Bath & blow dry from ₹900', 'Furry Tails'],
    // A name given as a sentence of its own, wherever it comes.
    ['car rental in goa. car 1800/day. pickup at madgaon station. Goa Wheels', 'Goa Wheels'],
    ['Blouse stitching 450, suit 600. Kamla Boutique, Ludhiana', 'Kamla Boutique'],
    [
      'electrician in gurgaon, house wiring, fan fitting. name is Raju Electricals',
      'Raju Electricals',
    ],
    [
      'Organic vegetable farm near Nashik. Green Roots Farm. Box of 5kg for Rs 799.',
      'Green Roots Farm',
    ],
    // …after "name" or Hindi's "naam", with its phone after it, or one word written as a name.
    ['chai tapri on FC Road Pune. cutting chai 15, open 7am-11pm. name Chai Katta', 'Chai Katta'],
    [
      'mobile repair ka dukaan hai Lajpat Nagar me. naam Galaxy Mobile Care. 11 se 9 khula',
      'Galaxy Mobile Care',
    ],
    [
      'AC repair in Gurgaon. split AC service 599. Cool Care Services 9999012345',
      'Cool Care Services',
    ],
    ['Laundry in Koramangala. wash & fold 70/kg. FreshFold', 'FreshFold'],
    // …one word, said to be the name.
    [
      'mehendi artist in Kolkata, bridal mehendi from 5000. I come to your home. name Rukhsar',
      'Rukhsar',
    ],
    ['tea stall near the station. naam hai Chotu', 'Chotu'],
    // …after what the business is and "name".
    ['Interior designer in Navi Mumbai, 2BHK from 6 lakh. studio name Nook & Nest', 'Nook & Nest'],
    // Apostrophes quote nothing.
    ["Ramu's Dhaba on NH48 near Manesar, it's open 24 hours", "Ramu's Dhaba"],
    // …after what the business is and where, or where alone.
    ['Tiffin service in Bhopal, Annapoorna Tiffins. Veg thali 120', 'Annapoorna Tiffins'],
    ['in Jaipur, Kesar Sweets, we sell ghevar and laddoo', 'Kesar Sweets'],
    ['We are in Indore, Sharma Electricals - wiring and fan repair', 'Sharma Electricals'],
  ])('reads %j as named %j', (prompt, name) => {
    expect(nameFromPrompt(prompt)).toBe(name);
  });

  it.each([
    "We're a small family-run Italian restaurant, pasta and pizza",
    'Laptop and mobile repair shop at Nehru Place, Delhi',
    'Yoga classes in Pune - Monday Wednesday Friday',
    'Consulting firm: we help startups with cloud costs. Based in Berlin.',
    'organic vegetable boxes for Rs 799 a week',
    // When it opens, what it offers or where to find it is no name.
    'tiffin service, open 7am to 9pm. Sunday Closed',
    'we sell mobiles. Free Delivery',
    'cakes to order. YouTube',
    // The thing a trade puts right opens the brief, not a name.
    'Watch repair shop in Chandni Chowk, battery change, strap',
    'Sofa cleaning service in Thane',
    // A town's state or its second part after a comma is where, not who.
    'Tiffin service in Bhopal, Madhya Pradesh. Veg thali 120',
    'Salon in Vashi, Navi Mumbai, haircut 300',
  ])('finds no name in %j', (prompt) => {
    expect(nameFromPrompt(prompt)).toBeUndefined();
  });

  it.each(['Italian Restaurant in Goa', 'Sri Lanka travel guide with an itinerary'])(
    'reads %j as naming nothing',
    (prompt) => {
      expect(nameFromPrompt(prompt)).toBeUndefined();
    },
  );
});
