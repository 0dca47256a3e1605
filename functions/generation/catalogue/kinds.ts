import type { ContentItem, SectionKind, Widget } from '../agents/site-plan.ts';

/** The item fields a kind's items carry, beyond title and text. */
export type ItemField = Exclude<keyof ContentItem, 'title' | 'text'>;

/** One field of a form kind: what the visitor fills in. */
export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'select' | 'textarea' | 'checkbox';
  required: boolean;
  autocomplete?: string;
  /** For a select. */
  options?: readonly string[];
  /** For a number. */
  min?: number;
  max?: number;
}

export interface KindInfo {
  /** What it is, in a few words: for the model's prompt and the scorecard. */
  label: string;
  /**
   * Words that ask for it in a prompt (a phrase matches as written; "-" and spaces are the same).
   * The planner adds the kind when any is present.
   */
  words: readonly string[];
  /** Widgets its rendering holds, each with behaviour and a probe. */
  widgets: readonly Widget[];
  /** Fields every item has, besides title and text. */
  fields: readonly ItemField[];
  /** How many items it usually has: [fewest, most]. 0 for a kind without items. */
  items: readonly [number, number];
  /** Where it sits on the page: lower is higher up (hero 0, contact 100). */
  rank: number;
  /** For a form kind: its fields and its submit label. */
  form?: { fields: readonly FormField[]; submit: string };
  /** What an offline build shows in its place, when it can only approximate it. */
  approximatedBy?: string;
}

const NAME: FormField = {
  name: 'name',
  label: 'Name',
  type: 'text',
  required: true,
  autocomplete: 'name',
};
const EMAIL: FormField = {
  name: 'email',
  label: 'Email',
  type: 'email',
  required: true,
  autocomplete: 'email',
};
const PHONE: FormField = {
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  required: true,
  autocomplete: 'tel',
};
const MESSAGE: FormField = { name: 'message', label: 'Message', type: 'textarea', required: true };
const DATE: FormField = { name: 'date', label: 'Date', type: 'date', required: true };
const TIME: FormField = { name: 'time', label: 'Time', type: 'time', required: true };

const FORM: readonly Widget[] = ['form'];

/** The catalogue: every kind a page can be made of, what asks for it and what it holds. */
export const CATALOGUE: Record<SectionKind, KindInfo> = {
  hero: {
    label: 'hero banner',
    words: ['hero', 'banner'],
    widgets: [],
    fields: [],
    items: [1, 1],
    rank: 0,
  },
  countdown: {
    label: 'countdown timer',
    words: ['countdown', 'count down', 'countdown timer', 'days to go'],
    widgets: ['countdown'],
    fields: [],
    items: [0, 0],
    rank: 2,
  },
  about: {
    label: 'about',
    words: ['about', 'about us', 'about me', 'our story', 'story', 'mission', 'bio'],
    widgets: [],
    fields: [],
    items: [0, 0],
    rank: 10,
  },
  features: {
    label: 'feature grid',
    words: ['features', 'feature grid', 'benefits', 'why choose us', 'highlights'],
    widgets: [],
    fields: [],
    items: [3, 6],
    rank: 12,
  },
  services: {
    label: 'services with prices',
    words: ['services', 'treatments', 'service list', 'what we offer', 'offerings'],
    widgets: [],
    fields: ['price', 'meta'],
    items: [3, 8],
    rank: 14,
  },
  steps: {
    label: 'how it works',
    words: ['how it works', 'steps', 'our process', 'how to'],
    widgets: [],
    fields: [],
    items: [3, 5],
    rank: 16,
  },
  products: {
    label: 'product grid',
    words: ['products', 'product grid', 'catalogue', 'catalog', 'cart', 'merch', 'collection'],
    widgets: ['cart', 'filters'],
    fields: ['price', 'category'],
    items: [4, 12],
    rank: 20,
  },
  listings: {
    label: 'listings',
    words: [
      'listings',
      'listing',
      'properties',
      'rentals',
      'apartments',
      'flats',
      'homes for sale',
      'beds',
      'bedrooms',
    ],
    widgets: ['filters'],
    fields: ['price', 'category', 'attributes'],
    items: [4, 12],
    rank: 20,
  },
  menu: {
    label: 'menu with dietary badges',
    words: ['menu', 'dishes', 'food menu', 'drinks menu'],
    widgets: ['tabs'],
    fields: ['price', 'category', 'badges'],
    items: [6, 16],
    rank: 20,
  },
  gallery: {
    label: 'gallery with lightbox',
    words: [
      'gallery',
      'photos',
      'photo gallery',
      'portfolio',
      'lightbox',
      'our work',
      'case studies',
      'case study',
      'projects',
    ],
    widgets: ['lightbox'],
    fields: ['category'],
    items: [4, 12],
    rank: 22,
  },
  posts: {
    label: 'blog post list',
    words: ['blog', 'posts', 'blog posts', 'articles', 'news', 'latest posts', 'stories'],
    widgets: [],
    fields: ['category', 'meta', 'date'],
    items: [3, 6],
    rank: 24,
  },
  schedule: {
    label: 'schedule by day',
    words: [
      'schedule',
      'agenda',
      'timetable',
      'programme',
      'program',
      'lineup',
      'line-up',
      'itinerary',
      'class schedule',
    ],
    widgets: ['tabs'],
    fields: ['category', 'meta'],
    items: [4, 12],
    rank: 26,
  },
  speakers: {
    label: 'speakers',
    words: ['speakers', 'speaker', 'keynote', 'artists', 'performers', 'lineup of speakers'],
    widgets: [],
    fields: ['meta'],
    items: [3, 8],
    rank: 28,
  },
  judges: {
    label: 'judges',
    words: ['judges', 'judge', 'jury', 'mentors'],
    widgets: [],
    fields: ['meta'],
    items: [3, 6],
    rank: 29,
  },
  prizes: {
    label: 'prizes',
    words: ['prizes', 'prize', 'prize pool', 'rewards', 'awards for winners'],
    widgets: [],
    fields: ['price'],
    items: [3, 5],
    rank: 30,
  },
  timeline: {
    label: 'timeline',
    words: ['timeline', 'milestones', 'history', 'roadmap', 'our journey'],
    widgets: [],
    fields: ['date'],
    items: [3, 8],
    rank: 32,
  },
  skills: {
    label: 'skills with progress bars',
    words: ['skills', 'skill bars', 'progress bars', 'expertise', 'tech stack', 'proficiency'],
    widgets: [],
    fields: ['percent'],
    items: [4, 10],
    rank: 34,
  },
  stats: {
    label: 'stats',
    words: ['stats', 'statistics', 'numbers', 'metrics', 'impact', 'counters', 'achievements'],
    widgets: [],
    fields: [],
    items: [3, 4],
    rank: 36,
  },
  team: {
    label: 'team bios',
    words: [
      'team',
      'our team',
      'staff',
      'bios',
      'founders',
      'doctors',
      'trainers',
      'instructors',
      'teachers',
      'coaches',
      'stylists',
    ],
    widgets: [],
    fields: ['meta'],
    items: [2, 8],
    rank: 38,
  },
  hours: {
    label: 'opening hours',
    words: ['opening hours', 'hours', 'opening times', 'timings', 'open hours', 'business hours'],
    widgets: [],
    fields: ['meta'],
    items: [7, 7],
    rank: 40,
  },
  pricing: {
    label: 'pricing plans with a monthly/yearly toggle',
    words: [
      'pricing',
      'prices',
      'plans',
      'pricing plans',
      'subscription',
      'memberships',
      'membership',
      'packages',
    ],
    widgets: ['billing-toggle'],
    fields: ['price', 'yearlyPrice', 'meta', 'badges'],
    items: [2, 4],
    rank: 42,
  },
  tickets: {
    label: 'tickets',
    words: ['tickets', 'ticket', 'passes', 'entry fee', 'registration fee'],
    widgets: [],
    fields: ['price', 'meta'],
    items: [1, 4],
    rank: 43,
  },
  comparison: {
    label: 'comparison table',
    words: ['comparison', 'compare', 'comparison table', 'versus'],
    widgets: [],
    fields: ['attributes'],
    items: [2, 4],
    rank: 44,
  },
  testimonials: {
    label: 'testimonials',
    words: [
      'testimonials',
      'testimonial',
      'reviews',
      'quotes',
      'what clients say',
      'what customers say',
    ],
    widgets: [],
    fields: ['meta'],
    items: [2, 6],
    rank: 50,
  },
  logos: {
    label: 'logos and sponsors',
    words: ['logos', 'sponsors', 'partners', 'as seen in', 'trusted by', 'brands'],
    widgets: [],
    fields: [],
    items: [4, 8],
    rank: 52,
  },
  awards: {
    label: 'awards and certifications',
    words: ['awards', 'certifications', 'certified', 'accreditations', 'recognition'],
    widgets: [],
    fields: ['date'],
    items: [2, 6],
    rank: 54,
  },
  video: {
    label: 'video or trailer',
    words: ['video', 'trailer', 'showreel', 'reel', 'promo video', 'demo video'],
    widgets: [],
    fields: [],
    items: [0, 0],
    rank: 56,
    approximatedBy: 'a video placeholder',
  },
  download: {
    label: 'downloadable file',
    words: [
      'download',
      'downloadable',
      'brochure',
      'pdf',
      'press kit',
      'resume download',
      'cv download',
      'media kit',
    ],
    widgets: [],
    fields: ['href', 'meta'],
    items: [1, 3],
    rank: 58,
  },
  faq: {
    label: 'FAQ accordion',
    words: ['faq', 'faqs', 'questions', 'frequently asked questions', 'q&a', 'accordion'],
    widgets: ['accordion'],
    fields: [],
    items: [3, 8],
    rank: 60,
  },
  cta: {
    label: 'call to action',
    words: ['call to action', 'cta', 'sign up button', 'get started'],
    widgets: [],
    fields: ['href'],
    items: [1, 1],
    rank: 62,
  },
  donation: {
    label: 'donation call to action',
    words: ['donate', 'donation', 'donations', 'fundraiser', 'fundraising', 'support us'],
    widgets: ['donation'],
    fields: ['price'],
    items: [3, 5],
    rank: 64,
  },
  waitlist: {
    label: 'waitlist signup',
    words: [
      'waitlist',
      'wait list',
      'waiting list',
      'early access',
      'join the list',
      'coming soon',
    ],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 66,
    form: { fields: [{ ...EMAIL }], submit: 'Join the waitlist' },
  },
  newsletter: {
    label: 'newsletter signup',
    words: ['newsletter', 'subscribe', 'mailing list', 'email signup', 'sign up for updates'],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 68,
    form: { fields: [{ ...NAME, required: false }, EMAIL], submit: 'Subscribe' },
  },
  trial: {
    label: 'free trial signup',
    words: ['free trial', 'trial', 'book a demo', 'request a demo', 'try it free'],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 70,
    form: {
      fields: [
        NAME,
        { ...EMAIL, label: 'Work email' },
        {
          name: 'company',
          label: 'Company',
          type: 'text',
          required: true,
          autocomplete: 'organization',
        },
        {
          name: 'size',
          label: 'Team size',
          type: 'select',
          required: true,
          options: ['1-10', '11-50', '51-200', '200+'],
        },
      ],
      submit: 'Start my free trial',
    },
  },
  rsvp: {
    label: 'RSVP form',
    words: ['rsvp', 'r.s.v.p', 'guest list'],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 72,
    form: {
      fields: [
        NAME,
        EMAIL,
        {
          name: 'attending',
          label: 'Will you attend?',
          type: 'select',
          required: true,
          options: ['Joyfully accepts', 'Regretfully declines'],
        },
        {
          name: 'guests',
          label: 'Number of guests',
          type: 'number',
          required: true,
          min: 1,
          max: 10,
        },
        { name: 'dietary', label: 'Dietary requirements', type: 'text', required: false },
      ],
      submit: 'Send RSVP',
    },
  },
  booking: {
    label: 'booking form',
    words: ['booking', 'reservation', 'reservations', 'reserve', 'book a table', 'table booking'],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 74,
    form: {
      fields: [
        NAME,
        PHONE,
        DATE,
        TIME,
        { name: 'party', label: 'Party size', type: 'number', required: true, min: 1, max: 20 },
        { name: 'notes', label: 'Special requests', type: 'textarea', required: false },
      ],
      submit: 'Request booking',
    },
  },
  appointment: {
    label: 'appointment form',
    words: [
      'appointment',
      'appointments',
      'consultation',
      'book an appointment',
      'schedule a visit',
    ],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 74,
    form: {
      fields: [
        NAME,
        PHONE,
        EMAIL,
        { name: 'service', label: 'Service', type: 'select', required: true, options: [] },
        { ...DATE, label: 'Preferred date' },
      ],
      submit: 'Request appointment',
    },
  },
  enquiry: {
    label: 'enquiry form',
    words: [
      'enquiry',
      'enquiries',
      'inquiry',
      'inquiries',
      'get a quote',
      'request a quote',
      'enquire',
    ],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 76,
    form: {
      fields: [
        NAME,
        EMAIL,
        { ...PHONE, required: false },
        {
          name: 'subject',
          label: 'What is it about?',
          type: 'select',
          required: true,
          options: [],
        },
        MESSAGE,
      ],
      submit: 'Send enquiry',
    },
  },
  volunteer: {
    label: 'volunteer signup',
    words: ['volunteer', 'volunteers', 'volunteering', 'get involved', 'join us as a volunteer'],
    widgets: FORM,
    fields: [],
    items: [0, 0],
    rank: 78,
    form: {
      fields: [
        NAME,
        EMAIL,
        PHONE,
        {
          name: 'availability',
          label: 'When can you help?',
          type: 'select',
          required: true,
          options: ['Weekdays', 'Weekends', 'Evenings', 'Whenever needed'],
        },
        { name: 'why', label: 'Why would you like to help?', type: 'textarea', required: false },
      ],
      submit: 'Sign me up',
    },
  },
  social: {
    label: 'social and WhatsApp links',
    words: [
      'social',
      'social links',
      'social media',
      'instagram',
      'facebook',
      'twitter',
      'linkedin',
      'github',
      'youtube',
      'whatsapp',
      'tiktok',
      'follow us',
      'dribbble',
      'behance',
    ],
    widgets: [],
    fields: ['href'],
    items: [1, 6],
    rank: 90,
  },
  map: {
    label: 'map link and address',
    words: ['map', 'location', 'directions', 'address', 'find us', 'google maps', 'how to reach'],
    widgets: [],
    fields: ['href'],
    items: [1, 1],
    rank: 92,
  },
  custom: {
    label: 'custom section',
    words: [],
    widgets: [],
    fields: [],
    items: [0, 0],
    rank: 50,
  },
  contact: {
    label: 'contact form',
    words: [
      'contact',
      'contact form',
      'contact us',
      'get in touch',
      'form',
      'reach us',
      'email us',
      'phone number',
      'call us',
    ],
    widgets: FORM,
    fields: [],
    items: [1, 1],
    rank: 100,
    form: { fields: [NAME, EMAIL, MESSAGE], submit: 'Send message' },
  },
};

/** Words that ask for a widget on its own, whatever section holds it. */
export const WIDGET_WORDS: Partial<Record<Widget, readonly string[]>> = {
  'theme-toggle': [
    'dark mode toggle',
    'dark-mode toggle',
    'dark mode switch',
    'theme toggle',
    'theme switch',
    'light/dark',
    'dark/light',
    'light and dark mode',
    'dark and light mode',
    'toggle dark mode',
    'night mode toggle',
  ],
  filters: ['filter', 'filters', 'filter by', 'filterable', 'sort by category'],
  cart: ['cart', 'shopping cart', 'add to cart', 'basket'],
  tabs: ['tabs', 'tabbed'],
  'billing-toggle': [
    'monthly/yearly',
    'monthly and yearly',
    'monthly or yearly',
    'annual toggle',
    'yearly toggle',
    'billing toggle',
  ],
  lightbox: ['lightbox'],
  accordion: ['accordion'],
};

/** The kinds that are forms: the visitor fills them in and gets a confirmation. */
export const FORM_KINDS = (Object.keys(CATALOGUE) as SectionKind[]).filter(
  (kind) => CATALOGUE[kind].form !== undefined,
);
