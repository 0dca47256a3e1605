import type { SectionKind, Widget } from '../../functions/generation/page/site-plan';
import type { Tone } from '../../functions/generation/offline/edits/retone';

/**
 * What an edit must have done, checked on the page before and after it. Everything an
 * expectation does not name must be as it was: every line of text, every section, every widget
 * still working.
 */
export interface EditExpectation {
  /** Text the page must now show (as a person reads it). */
  has?: string[];
  /** Text it must no longer show. */
  lacks?: string[];
  /** Lines allowed to change: those containing any of these (the old name, the old headline). */
  mayChange?: string[];
  /** A section of this kind now on the page, where it was asked. */
  added?: { kind: SectionKind; after?: SectionKind; before?: SectionKind; top?: true };
  removed?: SectionKind;
  moved?: { kind: SectionKind; after?: SectionKind; before?: SectionKind; top?: true };
  /** The look: dark or light, and the primary colour's hue within [from, to] (wrapping at 360). */
  mode?: 'dark' | 'light';
  hue?: [number, number];
  /** A hue that must have moved (any change), for "warmer", "cooler". */
  recoloured?: true;
  widget?: Widget;
  font?: string;
  /** The root font size the text now has (a percentage). */
  textSize?: 'larger' | 'smaller';
  /**
   * Text reworded as asked, in one place only: the headline, a section's lines or any section's
   * (`page`), shorter or longer in all, friendlier (contractions, exclamations) or more formal.
   */
  reworded?: { tone: Tone; in: SectionKind | 'headline' | 'page' };
  /** Two sections that traded places. */
  swapped?: [SectionKind, SectionKind];
  /** A section's items shown as a grid of cards or as a list, one under another. */
  layout?: { kind: SectionKind; as: 'grid' | 'list' };
  /** Nothing could be done: the page stays and the run is refunded in full. */
  refunded?: true;
}

export interface EditCase {
  /** The edit, as a person types it. */
  edit: string;
  expect: EditExpectation;
}

export interface EditChain {
  id: string;
  /** The first build's prompt; the edits follow one after another, like a conversation. */
  base: string;
  edits: EditCase[];
}

/**
 * Edit conversations over the eval's kinds of site, in the words people type (short, long,
 * polite, terse, typos). Written from the words, not from the editor.
 */
export const EDIT_CHAINS: EditChain[] = [
  {
    id: 'bakery',
    base: 'bakery called Crumb & Co in Pune selling sourdough, croissants and cinnamon buns from ₹80. opening hours 7am to 7pm, call +91 98765 43210',
    edits: [
      {
        edit: 'Rename it to "Loaf & Ladle"',
        expect: { has: ['Loaf & Ladle'], lacks: ['Crumb & Co'], mayChange: ['Crumb & Co'] },
      },
      { edit: 'make the colours warmer', expect: { recoloured: true } },
      {
        edit: 'make the headline friendlier',
        expect: { reworded: { tone: 'friendlier', in: 'headline' } },
      },
      {
        edit: 'add a FAQ section after the menu',
        expect: { added: { kind: 'faq', after: 'menu' } },
      },
      {
        edit: 'change the headline to "Fresh bread every morning"',
        expect: { has: ['Fresh bread every morning'], mayChange: ['Loaf & Ladle'] },
      },
      { edit: 'can you make it dark mode', expect: { mode: 'dark' } },
      {
        edit: 'add our email hello@loafandladle.in',
        expect: { has: ['hello@loafandladle.in'] },
      },
      { edit: 'remove the faq', expect: { removed: 'faq' } },
      { edit: 'make it pop more!!', expect: { refunded: true } },
    ],
  },
  {
    id: 'saas',
    base: 'landing page for Metricly, a SaaS analytics dashboard for small shops. features, pricing with monthly and yearly plans in USD, testimonials and a free trial signup',
    edits: [
      { edit: 'use blue and white', expect: { hue: [195, 235] } },
      {
        edit: 'Add a dark mode toggle in the header please',
        expect: { widget: 'theme-toggle' },
      },
      {
        edit: 'move the testimonials to the top',
        expect: { moved: { kind: 'testimonials', top: true } },
      },
      // It has one: nothing to do, said so, and not paid for.
      { edit: 'add an faq', expect: { refunded: true } },
      {
        edit: 'add a newsletter signup after the pricing',
        expect: { added: { kind: 'newsletter', after: 'pricing' } },
      },
      { edit: 'use a serif font', expect: { font: 'Georgia' } },
      {
        edit: 'we are now called Metricly Pro',
        expect: { has: ['Metricly Pro'], mayChange: ['Metricly'] },
      },
      { edit: 'make the text bigger', expect: { textSize: 'larger' } },
      { edit: 'add an Enterprise plan at $299', expect: { has: ['Enterprise', '$299'] } },
      {
        edit: 'tighten up the features text',
        expect: { reworded: { tone: 'shorter', in: 'features' } },
      },
    ],
  },
  {
    id: 'wedding',
    base: 'wedding website for Aisha and Rohan, 14 February 2027 at Udaipur, with schedule, RSVP form, venue map and a photo gallery',
    edits: [
      { edit: 'make it pink and elegant', expect: { hue: [300, 360] } },
      { edit: 'switch to a dark theme', expect: { mode: 'dark' } },
      // A wedding's page starts with its countdown: there is nothing to add, and nothing is paid.
      { edit: 'add a countdown to the wedding at the top', expect: { refunded: true } },
      {
        edit: 'put the venue map right after the countdown',
        expect: { moved: { kind: 'map', after: 'countdown' } },
      },
      { edit: 'remove the gallery section', expect: { removed: 'gallery' } },
      {
        edit: 'put the RSVP before the schedule',
        expect: { moved: { kind: 'rsvp', before: 'schedule' } },
      },
      {
        edit: 'change "Aisha" to "Aisha Khan"',
        expect: { has: ['Aisha Khan'], mayChange: ['Aisha'] },
      },
      { edit: 'light theme pls', expect: { mode: 'light' } },
    ],
  },
  {
    id: 'gym',
    base: 'website for Iron Temple gym in Bengaluru with class timetable, membership plans in rupees, trainers and a free trial form',
    edits: [
      { edit: 'make it red and black', expect: { hue: [340, 20], mode: 'dark' } },
      {
        edit: 'Add testimonials after the trainers section',
        expect: { added: { kind: 'testimonials', after: 'team' } },
      },
      {
        edit: 'change our phone number to +91 80 4567 1234',
        expect: { has: ['+91 80 4567 1234'] },
      },
      {
        edit: 'rename the site to "Iron Temple Fitness" and add an FAQ',
        expect: {
          has: ['Iron Temple Fitness'],
          added: { kind: 'faq' },
          mayChange: ['Iron Temple'],
        },
      },
      { edit: 'get rid of the faq please', expect: { removed: 'faq' } },
      { edit: 'qwerty asdf', expect: { refunded: true } },
    ],
  },
  {
    id: 'candles',
    base: 'online store selling handmade soy candles with a cart, product filters by scent and a contact form',
    edits: [
      { edit: 'make it calm pastel', expect: { recoloured: true } },
      { edit: 'add a newsletter signup at the bottom', expect: { added: { kind: 'newsletter' } } },
      { edit: 'make the font rounded and friendly', expect: { font: 'ui-rounded' } },
      {
        edit: 'add a section showing our opening hours',
        expect: { added: { kind: 'hours' } },
      },
      { edit: 'use green', expect: { hue: [100, 170] } },
      { edit: 'make the text smaller', expect: { textSize: 'smaller' } },
      {
        edit: 'make the copy warmer and friendlier',
        expect: { reworded: { tone: 'friendlier', in: 'page' } },
      },
    ],
  },
  {
    id: 'conference',
    base: 'tech conference DevFest Kochi 2027 on 12 March, speakers, agenda by day, tickets from ₹999 and sponsors',
    edits: [
      { edit: 'dark theme with purple', expect: { mode: 'dark', hue: [250, 300] } },
      {
        edit: 'add a faq before the sponsors',
        expect: { added: { kind: 'faq', before: 'logos' } },
      },
      {
        edit: 'could the FAQ answers be a little longer?',
        expect: { reworded: { tone: 'longer', in: 'faq' } },
      },
      { edit: 'remove sponsors', expect: { removed: 'logos' } },
      {
        edit: "change the event name to 'DevFest Kerala 2027'",
        expect: { has: ['DevFest Kerala 2027'], mayChange: ['DevFest Kochi'] },
      },
      {
        edit: 'add a venue map at the end',
        expect: { added: { kind: 'map' } },
      },
    ],
  },
  {
    id: 'dentist',
    base: 'website for Smile Studio dental clinic in Chennai with services, opening hours, appointment booking and our team',
    edits: [
      { edit: 'use teal colours', expect: { hue: [160, 200] } },
      {
        edit: 'add pricing after services',
        expect: { added: { kind: 'pricing', after: 'services' } },
      },
      {
        edit: 'Call it "Smile Studio Dental Care"',
        expect: { has: ['Smile Studio Dental Care'], mayChange: ['Smile Studio'] },
      },
      { edit: 'delete the team section', expect: { removed: 'team' } },
      {
        edit: 'update the email to appointments@smilestudio.in',
        expect: { has: ['appointments@smilestudio.in'] },
      },
      { edit: 'make it look minimal', expect: { recoloured: true } },
      {
        edit: 'the wording should sound more formal',
        expect: { reworded: { tone: 'formal', in: 'page' } },
      },
    ],
  },
  {
    id: 'tea-room',
    base: 'tea room called Leaf & Kettle in Darjeeling with a menu of teas and snacks, prices in rupees, a photo gallery, reviews and opening hours',
    edits: [
      { edit: 'add Masala chai for ₹40 to the menu', expect: { has: ['Masala chai', '₹40'] } },
      {
        edit: 'the masala chai should cost ₹45',
        expect: { has: ['Masala chai', '₹45'], lacks: ['₹40'], mayChange: ['Masala chai'] },
      },
      {
        edit: 'swap the gallery and the reviews',
        expect: { swapped: ['gallery', 'testimonials'] },
      },
      { edit: 'show the menu as a grid', expect: { layout: { kind: 'menu', as: 'grid' } } },
      { edit: 'make the reviews a list', expect: { layout: { kind: 'testimonials', as: 'list' } } },
      {
        edit: 'rename the menu section to "Our teas"',
        expect: { has: ['Our teas'], mayChange: ['Menu'] },
      },
      {
        edit: 'make the hero text punchier',
        expect: { reworded: { tone: 'shorter', in: 'hero' } },
      },
    ],
  },
];

/**
 * Edit conversations held out of tuning, of the same kinds in other words: run with `--edits
 * --held-out` for their figure alone, reported apart.
 */
export const HELD_OUT_EDIT_CHAINS: EditChain[] = [
  {
    id: 'salon',
    base: 'hair salon Mane Street in Kolkata with services and prices, our stylists, client reviews and online booking',
    edits: [
      {
        edit: 'please add Keratin treatment - ₹2,500',
        expect: { has: ['Keratin treatment', '₹2,500'] },
      },
      {
        edit: 'change the price of keratin treatment to ₹2,800',
        expect: { has: ['₹2,800'], lacks: ['₹2,500'], mayChange: ['Keratin'] },
      },
      {
        edit: 'swap around the stylists and reviews',
        expect: { swapped: ['team', 'testimonials'] },
      },
      { edit: 'services in a list please', expect: { layout: { kind: 'services', as: 'list' } } },
      {
        edit: 'make the reviews shorter',
        expect: { reworded: { tone: 'shorter', in: 'testimonials' } },
      },
      { edit: 'dark mode', expect: { mode: 'dark' } },
    ],
  },
  {
    id: 'coworking',
    base: 'coworking space in Indore called Desk & Co: day pass ₹350, monthly desk ₹6,000, private cabin ₹15,000. amenities, photos, faq and contact',
    edits: [
      { edit: 'add a Weekly pass for ₹1,800', expect: { has: ['Weekly pass', '₹1,800'] } },
      { edit: 'day pass is now ₹400', expect: { has: ['₹400'], mayChange: ['Day pass'] } },
      { edit: 'exchange the faq and the photos', expect: { swapped: ['faq', 'gallery'] } },
      { edit: 'put the FAQ at the end', expect: { moved: { kind: 'faq' } } },
      { edit: 'use a serif font', expect: { font: 'Georgia' } },
    ],
  },
];

export const EDIT_COUNT = EDIT_CHAINS.reduce((sum, chain) => sum + chain.edits.length, 0);
